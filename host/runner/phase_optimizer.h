// A phase's optimizer: AdamW over the trainable parameters in param groups by (lr factor from
// the phase's lr_scale, weight decay or not), and the learning-rate schedule it follows.
#pragma once

#include <torch/torch.h>

#include <cstdint>
#include <memory>
#include <vector>

#include "host/runner/lr_schedule.h"
#include "host/sweep/sweep_spec.h"
#include "plugins/sdk/model.h"
#include "plugins/sdk/task.h"

namespace nilab::host {

class PhaseOptimizer {
 public:
  // Throws when nothing of the model or the task trains in the phase.
  PhaseOptimizer(sdk::Model& model, sdk::Task& task, const sweep::PhaseSpec& phase);

  torch::optim::AdamW& adamw() { return *adamw_; }
  // Its parameters, in its order.
  std::vector<torch::Tensor> Parameters();
  // Every group's lr: `lr` (the schedule's) x the group's factor.
  void SetLr(double lr);
  // Per param group, the factor on the schedule's lr.
  const std::vector<double>& lr_scales() const { return group_lr_scale_; }

 private:
  std::unique_ptr<torch::optim::AdamW> adamw_;
  std::vector<double> group_lr_scale_;  // per param group: the factor on the lr
};

// train.schedule over train.epochs x `batches` steps, its warmup train.warmup_epochs long.
LrSchedule MakeSchedule(const sweep::TrainSettings& train, int64_t batches);

}  // namespace nilab::host
