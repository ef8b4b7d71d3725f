// AdamW and gradient clipping with every value on the parameters' device: the learning rate and
// the step count are tensors there, and nothing is read back to the host. A CUDA graph captured
// once (graphed_step.h) then replays them with each step's own learning rate and bias
// corrections, where torch::optim::AdamW would replay the values of the step it was captured in.
//
// It stands in for the phase's torch::optim::AdamW and reads and writes that optimizer's own
// state (exp_avg, exp_avg_sq, step), so checkpoints and resume are unchanged. It computes what
// that optimizer computes, up to the rounding of a few products taken in another order.
#pragma once

#include <torch/torch.h>

#include <string>
#include <vector>

namespace nilab::host {

class DeviceAdamW {
 public:
  // "" when DeviceAdamW can stand in for `adamw`; otherwise why not (amsgrad; parameters whose
  // recorded step counts differ, which one device step count cannot follow).
  static std::string Unsupported(torch::optim::AdamW& adamw);

  // `group_lr_scale`: per param group, the factor on the schedule's learning rate
  // (PhaseOptimizer's). Creates the state of every parameter that has none yet, as AdamW's first
  // step would, so that no step allocates state (a replayed graph would zero it again). Throws
  // std::invalid_argument with Unsupported's reason.
  DeviceAdamW(torch::optim::AdamW& adamw, std::vector<double> group_lr_scale);

  // The schedule's learning rate for the next Step (before the groups' factors). Not inside a
  // capture: the value is written by a kernel of its own.
  void SetLr(double lr);

  // Scales the gradients so that their total 2-norm is at most `max_norm`, as
  // torch::nn::utils::clip_grad_norm_ does, without reading the norm back: returns it (a 0-dim
  // float tensor on the device).
  torch::Tensor ClipGradNorm(double max_norm);

  // One AdamW step of every parameter that has a gradient now. Device work only.
  void Step();

  // Whether `adamw`'s parameters and state are still the tensors (and storage) this one updates:
  // loading a checkpoint replaces them.
  bool Bound(torch::optim::AdamW& adamw) const;

  // Adds one to the recorded step count of the parameters the last Step updated (host only: call
  // it once per step actually run, captured or not).
  void AdvanceHostSteps();

 private:
  struct Group {
    std::vector<torch::Tensor> params, exp_avg, exp_avg_sq;
    std::vector<torch::optim::AdamWParamState*> states;
    double lr_scale = 1.0, weight_decay = 0.0, beta1 = 0.9, beta2 = 0.999, eps = 1e-8;
  };
  std::vector<Group> groups_;
  std::vector<const void*> storage_;  // the data of every parameter and state tensor, in order
  std::vector<torch::optim::AdamWParamState*> stepped_;  // the last Step's
  torch::Tensor lr_;    // the schedule's learning rate, float64 0-dim
  torch::Tensor step_;  // the step count after the next Step's increment, float64 0-dim
};

}  // namespace nilab::host
