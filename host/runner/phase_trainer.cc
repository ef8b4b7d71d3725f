#include "host/runner/phase_trainer.h"

#include <algorithm>
#include <limits>

#include "host/platform/cpu_time.h"
#include "host/runner/epoch_trainer.h"
#include "host/runner/phase_optimizer.h"
#include "host/runner/progress.h"
#include "host/runner/rung_judge.h"

namespace nilab::host {

PhaseTrainer::PhaseTrainer(TrialContext& context, TrialFiles& files, PhaseEvaluator& evaluator,
                           const torch::Device& device)
    : context_(context), files_(files), evaluator_(evaluator), device_(device) {}

int64_t PhaseTrainer::Train(Built& b, const sweep::PhaseSpec& phase, const PhaseState& phase_state,
                            const EvalOptions& eval) {
  const sweep::TrainSettings& train = phase.train;
  PhaseOptimizer optimizer(*b.model, *b.task, phase);
  EpochTrainer epochs(context_, device_, b, phase, optimizer);
  std::string best_path;  // the best epoch's checkpoint (early stopping), once there is one
  CheckpointState state = Resume(b, phase, phase_state, optimizer.adamw(), &best_path);
  context_.progress().StartPhase(context_.Label(phase.name), train.epochs, epochs.batches(),
                                 state.epoch);
  for (int64_t epoch = state.epoch; epoch < train.epochs; ++epoch) {
    const double cpu_before = platform::ProcessCpuSeconds();
    Metrics metrics = epochs.Run(epoch, &state.step);
    evaluator_.Epoch(b, eval, &metrics);
    // What the epoch's training and evaluation cost in CPU time (a worker runs one trial), however
    // many other processes shared the cores and however long the run was paused: compare's tune
    // budget adds these up.
    metrics["time/cpu_s"] = platform::ProcessCpuSeconds() - cpu_before;
    context_.store().LogMetrics(context_.trial_id(), phase.name, epoch + 1, state.step, metrics);
    context_.progress().EndEpoch(
        FormatMetrics(metrics, {"train/loss", "val/loss", context_.Headline()}));
    state.epoch = epoch + 1;
    const bool stop = EarlyStop(b, phase, metrics, &state, &best_path);
    // A rung needs the checkpoint its trial resumes from when it is promoted later.
    const int64_t rung = stop ? -1 : RungOf(context_, phase, state.epoch);
    SaveEpoch(b, phase, optimizer.adamw(), state, /*resumable=*/stop || rung >= 0);
    if (stop) break;
    if (rung >= 0) JudgeAtRung(context_, phase, rung, state.epoch);
  }
  if (train.early_stop_patience > 0 && !best_path.empty()) {
    LoadCheckpoint(best_path, *b.model, *b.task, nullptr, {});
  }
  return state.epoch;
}

CheckpointState PhaseTrainer::Resume(Built& b, const sweep::PhaseSpec& phase,
                                     const PhaseState& phase_state, torch::optim::AdamW& optimizer,
                                     std::string* best_path) {
  const int64_t trial_id = context_.trial_id();
  CheckpointState state;
  state.phase = phase.name;
  state.best = context_.HeadlineHigher() ? -std::numeric_limits<double>::infinity()
                                         : std::numeric_limits<double>::infinity();
  if (phase_state) {  // running, interrupted, failed, or done with its final lost
    if (auto last = files_.NewestIntact(phase.name, "checkpoint")) {
      LoadOptions load;
      load.optimizer = true;
      state = LoadCheckpoint(last->path, *b.model, *b.task, &optimizer, load);
      context_.progress().Line(context_.Label(phase.name) + "resuming after epoch " +
                               std::to_string(state.epoch) + " from " + last->path);
      if (auto best = files_.NewestIntact(phase.name, "best")) *best_path = best->path;
    } else if (phase_state->second > 0) {
      context_.progress().Line(context_.Label(phase.name) +
                               "no intact checkpoint: starting the phase over");
    }
  }
  // A phase that ran before may have logged epochs after the one it resumes from.
  if (phase_state) context_.store().DeleteMetricsAfter(trial_id, phase.name, state.epoch);
  context_.store().SetPhase(trial_id, phase.name, "running", state.epoch);
  // Resumed at a rung: promoted earlier (paused until then), or stopped before its decision.
  if (const int64_t rung = RungOf(context_, phase, state.epoch); rung >= 0 && state.epoch > 0) {
    JudgeAtRung(context_, phase, rung, state.epoch);
  }
  return state;
}

bool PhaseTrainer::EarlyStop(Built& b, const sweep::PhaseSpec& phase, const Metrics& metrics,
                             CheckpointState* state, std::string* best_path) {
  const sweep::TrainSettings& train = phase.train;
  const std::string& headline = context_.Headline();
  if (train.early_stop_patience <= 0 || !metrics.count(headline)) return false;
  const double value = metrics.at(headline);
  if (context_.HeadlineHigher() ? value > state->best : value < state->best) {
    state->best = value;
    state->bad_epochs = 0;
    SavedCheckpoint saved = SaveCheckpoint(files_.Path(phase.name, "best", state->epoch), *b.model,
                                           *b.task, nullptr, *state);
    files_.Record(saved, phase.name, state->epoch, "best");
    *best_path = saved.path;
  } else if (++state->bad_epochs >= train.early_stop_patience) {
    context_.progress().Line(context_.Label(phase.name) + "early stop: no better " + headline +
                             " for " + std::to_string(state->bad_epochs) + " epochs");
    return true;
  }
  return false;
}

void PhaseTrainer::SaveEpoch(Built& b, const sweep::PhaseSpec& phase,
                             torch::optim::AdamW& optimizer, const CheckpointState& state,
                             bool resumable) {
  const sweep::TrainSettings& train = phase.train;
  if (train.keep_epochs) {
    // The epoch's weights, no optimizer state: what a later `select` may start from.
    SavedCheckpoint kept = SaveCheckpoint(files_.Path(phase.name, "epoch", state.epoch), *b.model,
                                          *b.task, nullptr, state);
    files_.Record(kept, phase.name, state.epoch, "epoch");
  }
  if (resumable || state.epoch % std::max<int64_t>(1, train.checkpoint_every) == 0 ||
      state.epoch == train.epochs) {
    SavedCheckpoint saved = SaveCheckpoint(files_.Path(phase.name, "last", state.epoch), *b.model,
                                           *b.task, &optimizer, state);
    files_.Record(saved, phase.name, state.epoch, "checkpoint");
    context_.store().SetPhase(context_.trial_id(), phase.name, "running", state.epoch);
  }
}

}  // namespace nilab::host
