#include "host/runner/trial_context.h"

#include <algorithm>

#include "host/runner/interrupt.h"
#include "host/search/metric_direction.h"

namespace nilab::host {

TrialContext::TrialContext(const TrialRun& run)
    : run_(run), progress_(run.options->tty, run.options->quiet) {}

std::string TrialContext::Label(const std::string& phase) const {
  const sweep::TrialSpec& t = trial();
  return "[" + sweep().name + " #" + std::to_string(t.index) + " " + t.model + " seed " +
         std::to_string(t.seed) + (phase.empty() ? "" : " " + phase) + "] ";
}

bool TrialContext::ModelHas(const char* capability) const {
  const auto& caps = model_plugin().info.capabilities;
  return std::find(caps.begin(), caps.end(), capability) != caps.end();
}

std::map<std::string, bool> TrialContext::DeclaredDirections() const {
  std::map<std::string, bool> declared;
  for (const auto& m : task_plugin().info.metrics) declared.emplace(m.name, m.higher_is_better);
  return declared;
}

bool TrialContext::HeadlineHigher() const {
  return search::HigherIsBetter(Headline(), DeclaredDirections());
}

void TrialContext::StartHeartbeat() {
  if (options().heartbeat_s > 0) {
    heartbeat_ = std::make_unique<HeartbeatTimer>(store().path(), row(), options().heartbeat_s);
  }
}

void TrialContext::SetStallTimeout(double seconds) {
  if (heartbeat_) heartbeat_->SetStallTimeout(seconds);
}

void TrialContext::Beat() {
  ThrowIfInterrupted();
  if (heartbeat_) {
    heartbeat_->ThrowIfTakenOver();
    heartbeat_->Progressed();  // a step: not stalled (train.stall_timeout)
  }
}

}  // namespace nilab::host
