#include "host/runner/graphed_step.h"

#include <cstdlib>
#include <stdexcept>
#include <utility>

namespace nilab::host {
namespace {

// NILAB_CUDA_GRAPH: "auto", "off" or "on"; "" when it is none of those.
std::string Setting() {
  const char* env = std::getenv("NILAB_CUDA_GRAPH");
  const std::string mode = env ? env : "";
  if (mode.empty() || mode == "auto") return "auto";
  if (mode == "off" || mode == "on") return mode;
  return "";
}

std::vector<torch::Tensor> Params(torch::optim::AdamW& adamw) {
  std::vector<torch::Tensor> params;
  for (auto& group : adamw.param_groups()) {
    for (const auto& p : group.params()) params.push_back(p);
  }
  return params;
}

}  // namespace

std::string GraphedStep::CheckSetting() {
  if (!Setting().empty()) return "";
  return std::string("NILAB_CUDA_GRAPH must be auto, off or on (got '") +
         std::getenv("NILAB_CUDA_GRAPH") + "')";
}

bool GraphedStep::Used(const torch::Device& device) {
  const std::string mode = Setting();
  if (mode.empty()) throw std::invalid_argument(CheckSetting());
  return mode == "on" || device.is_cuda();
}

GraphedStep::GraphedStep(torch::optim::AdamW& adamw, std::vector<double> group_lr_scale,
                         double grad_clip, const torch::Device& device,
                         std::function<void(const std::string&)> log)
    : adamw_(adamw),
      params_(Params(adamw)),
      device_adamw_(adamw, std::move(group_lr_scale)),
      grad_clip_(grad_clip),
      graph_(device.is_cuda() ? (device.has_index() ? device.index() : 0) : -1),
      log_(std::move(log)),
      capture_(Setting() != "off") {
  if (!capture_) uncaptured_reason_ = "NILAB_CUDA_GRAPH=off";
}

void GraphedStep::OnStream(const std::function<void()>& fn) { graph_.OnSideStream(fn); }

StepTensors GraphedStep::Eager(const Forward& forward) {
  // Gradients set to none, as zero_grad(set_to_none) does: backward allocates them (in a
  // capture, from the graph's own memory, where every replay writes them again).
  for (auto& p : params_) p.mutable_grad() = torch::Tensor();
  StepTensors out = forward();
  out.loss.backward();
  out.loss = out.loss.detach();
  if (grad_clip_ > 0) out.grad_norm = device_adamw_.ClipGradNorm(grad_clip_);
  device_adamw_.Step();
  return out;
}

StepTensors GraphedStep::Run(double lr, bool fixed_shape, const Forward& forward) {
  device_adamw_.SetLr(lr);
  if (fixed_shape && captured_) {
    graph_.Replay();
    device_adamw_.AdvanceHostSteps();
    return captured_out_;
  }
  if (fixed_shape && capture_ && ++fixed_steps_ > kWarmupSteps) {
    StepTensors recorded;
    try {
      graph_.Capture([&] { recorded = Eager(forward); });
      captured_ = true;
      captured_out_ = std::move(recorded);
      for (const auto& p : params_) static_grads_.push_back(p.grad());
      graph_.Replay();  // the capture only recorded the step: this runs it
      device_adamw_.AdvanceHostSteps();
      return captured_out_;
    } catch (const std::runtime_error& e) {
      capture_ = false;
      uncaptured_reason_ = e.what();
      if (log_) {
        log_("the training step runs uncaptured: the CUDA graph's capture failed: " +
             uncaptured_reason_);
      }
    }
  }
  StepTensors out = Eager(forward);
  device_adamw_.AdvanceHostSteps();
  return out;
}

bool GraphedStep::StillBound() const { return device_adamw_.Bound(adamw_); }

}  // namespace nilab::host
