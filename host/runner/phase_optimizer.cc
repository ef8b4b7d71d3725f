#include "host/runner/phase_optimizer.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

#include "host/runner/param_groups.h"

namespace nilab::host {
namespace {

// (lr factor, no weight decay) -> its tensors.
using OptimizerSplit = std::vector<std::pair<std::pair<double, bool>, std::vector<torch::Tensor>>>;

// The trainable parameters by (factor, no weight decay), by factor, then the decay group before
// the other (without lr_scale: decay, no decay, the order of checkpoints written before lr_scale
// existed).
OptimizerSplit SplitForOptimizer(sdk::Model& model, sdk::Task& task,
                                 const sweep::PhaseSpec& phase) {
  const std::vector<torch::Tensor> params = TrainableParameters(model, task);
  const std::vector<double> scales = LrScales(model, task, params, phase.lr_scale);
  OptimizerSplit split;
  for (size_t i = 0; i < params.size(); ++i) {
    // Weight decay on matrices only (not on biases, norms, scalars), as in nanoGPT.
    const std::pair<double, bool> key = {scales[i], params[i].dim() < 2};
    auto it = std::find_if(split.begin(), split.end(),
                           [&](const auto& entry) { return entry.first == key; });
    if (it == split.end()) it = split.insert(split.end(), {key, {}});
    it->second.push_back(params[i]);
  }
  std::sort(split.begin(), split.end(),
            [](const auto& x, const auto& y) { return x.first < y.first; });
  return split;
}

}  // namespace

PhaseOptimizer::PhaseOptimizer(sdk::Model& model, sdk::Task& task, const sweep::PhaseSpec& phase) {
  const sweep::TrainSettings& train = phase.train;
  OptimizerSplit split = SplitForOptimizer(model, task, phase);
  if (split.empty()) {
    throw std::runtime_error("phase '" + phase.name + "' has no parameter to train");
  }
  auto options = torch::optim::AdamWOptions(train.lr)
                     .betas({train.beta1, train.beta2})
                     .weight_decay(train.weight_decay);
  std::vector<torch::optim::OptimizerParamGroup> groups;
  for (auto& [key, tensors] : split) {
    auto group_options = options;
    group_options.lr(train.lr * key.first);
    if (key.second) group_options.weight_decay(0.0);
    groups.emplace_back(tensors, std::make_unique<torch::optim::AdamWOptions>(group_options));
    group_lr_scale_.push_back(key.first);
  }
  adamw_ = std::make_unique<torch::optim::AdamW>(std::move(groups), options);
}

std::vector<torch::Tensor> PhaseOptimizer::Parameters() {
  std::vector<torch::Tensor> params;
  for (auto& group : adamw_->param_groups()) {
    for (auto& p : group.params()) params.push_back(p);
  }
  return params;
}

void PhaseOptimizer::SetLr(double lr) {
  for (size_t g = 0; g < adamw_->param_groups().size(); ++g) {
    static_cast<torch::optim::AdamWOptions&>(adamw_->param_groups()[g].options())
        .lr(lr * group_lr_scale_[g]);
  }
}

LrSchedule MakeSchedule(const sweep::TrainSettings& train, int64_t batches) {
  LrSchedule schedule;
  schedule.peak_lr = train.lr;
  schedule.min_lr = train.min_lr;
  schedule.kind = train.schedule;
  schedule.total_steps = std::max<int64_t>(1, train.epochs * batches);
  schedule.warmup_steps = static_cast<int64_t>(std::llround(train.warmup_epochs * batches));
  return schedule;
}

}  // namespace nilab::host
