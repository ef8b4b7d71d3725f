// The training step with the host out of it: forward, backward, gradient clipping and AdamW
// (device_adamw.h) queued on the device with nothing read back, and on a CUDA device captured
// once in a CUDA graph (cuda_graph.h) and replayed at every later step of the same shapes, so
// that one launch replaces the thousands of kernel launches of an NI step.
//
// The first kWarmupSteps steps run uncaptured (they create the optimizer's state, cuBLAS's
// workspace and the autograd engine's threads, which a capture must not allocate); the next one
// is captured and replayed. The forward of a captured step reads the same input tensors every
// time (the caller copies each batch into them), and its outputs are the same tensors every
// step, overwritten by each replay. A step of other shapes (an epoch's short last batch) runs
// uncaptured. When the capture fails, every step runs uncaptured and one line says why.
//
// NILAB_CUDA_GRAPH: auto (unset or empty too): a trial on a CUDA device takes this step, captured;
// off: the same step, never captured; on: this step and a capture on any device (on a CPU the
// capture fails, which shows the fallback). A trial on a CPU otherwise takes the host's step
// (sliced_step.h).
#pragma once

#include <torch/torch.h>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "host/runner/cuda_graph.h"
#include "host/runner/device_adamw.h"
#include "plugins/sdk/task.h"

namespace nilab::host {

// What one step leaves on the device for the metrics, detached.
struct StepTensors {
  torch::Tensor loss;       // float, 0-dim: the batch's loss, the model's aux_loss included
  torch::Tensor grad_norm;  // float, 0-dim: the gradients' norm before clipping (or undefined)
  sdk::TaskOutput output;
  std::map<std::string, torch::Tensor> stats;  // the model's per-sample statistics
};

class GraphedStep {
 public:
  static constexpr int kWarmupSteps = 2;

  // "" when NILAB_CUDA_GRAPH is unset or valid; otherwise the one line that says what is wrong.
  static std::string CheckSetting();
  // Whether a trial on `device` takes this step (NILAB_CUDA_GRAPH and the device type).
  static bool Used(const torch::Device& device);

  // `adamw` with its groups' lr factors (PhaseOptimizer's); `grad_clip` 0 for none; `log` gets
  // the one line when the step runs uncaptured. Throws std::invalid_argument when DeviceAdamW
  // cannot stand in for `adamw` (DeviceAdamW::Unsupported).
  GraphedStep(torch::optim::AdamW& adamw, std::vector<double> group_lr_scale, double grad_clip,
              const torch::Device& device, std::function<void(const std::string&)> log);

  // Runs `fn` with the step's stream current: the steps of an epoch, and whatever reads their
  // outputs, run inside.
  void OnStream(const std::function<void()>& fn);

  // The forward of one step: its `loss` still differentiable, the rest detached.
  using Forward = std::function<StepTensors()>;

  // One step at learning rate `lr`. `fixed_shape`: the forward reads the step's fixed input
  // tensors, which the caller has filled with this step's batch (captured and replayed); false:
  // it reads anything else (run uncaptured).
  StepTensors Run(double lr, bool fixed_shape, const Forward& forward);

  // Whether the parameters and the optimizer's state are still the tensors the graph writes to
  // (a checkpoint loaded since replaces their storage: then build a new GraphedStep).
  bool StillBound() const;

  bool captured() const { return captured_; }
  // Why the step runs uncaptured ("" while it may still be captured).
  const std::string& uncaptured_reason() const { return uncaptured_reason_; }

 private:
  StepTensors Eager(const Forward& forward);

  torch::optim::AdamW& adamw_;
  std::vector<torch::Tensor> params_;
  DeviceAdamW device_adamw_;
  const double grad_clip_;
  CudaGraph graph_;
  std::function<void(const std::string&)> log_;
  bool capture_ = false, captured_ = false;
  int fixed_steps_ = 0;
  std::string uncaptured_reason_;
  StepTensors captured_out_;                 // the captured step's outputs
  std::vector<torch::Tensor> static_grads_;  // the gradients the graph writes, kept alive
};

}  // namespace nilab::host
