// One epoch of a phase's training, nanoGPT's inner loop: the training split in the epoch's
// seeded order, and batch by batch the forward and backward pass (in slices, sliced_step.h), the
// schedule's learning rate, gradient clipping and the optimizer's step; then the epoch's train/
// metrics. On a CUDA device the step runs without the host (graphed_step.h): captured in a CUDA
// graph, with the batches' losses, the metrics and the gradient norms summed on the device and
// read once per epoch.
#pragma once

#include <torch/torch.h>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <vector>

#include "host/runner/evaluator.h"
#include "host/runner/graphed_step.h"
#include "host/runner/lr_schedule.h"
#include "host/runner/phase_build.h"
#include "host/runner/phase_optimizer.h"
#include "host/runner/trial_context.h"
#include "host/sweep/sweep_spec.h"

namespace nilab::host {

class EpochTrainer {
 public:
  // Throws when the task has no training data in the phase.
  EpochTrainer(TrialContext& context, const torch::Device& device, Built& b,
               const sweep::PhaseSpec& phase, PhaseOptimizer& optimizer);

  // Batches per epoch: the whole training split, or train.max_train_batches.
  int64_t batches() const { return batches_; }

  // Trains epoch `epoch` (from 0); `step` counts the optimizer's steps in the phase.
  Metrics Run(int64_t epoch, int64_t* step);

 private:
  // What an epoch adds up batch by batch.
  struct Sums {
    std::unique_ptr<sdk::MetricAccumulator> metrics;  // the task's
    StatSums stats;                                   // the model's per-sample statistics
    double loss = 0.0;                                // of each batch x its samples
    double grad_norm = 0.0;
    double lr = 0.0;  // the last step's
    int64_t seen = 0;
  };

  // The modules in training mode, the task's fresh metrics in `sums`, the bar's epoch; returns
  // the epoch's seeded order of the training split.
  std::vector<int64_t> BeginEpoch(int64_t epoch, Sums* sums);
  // The error that stops a trial whose batch `i` (from 0) of `epoch` has a non-finite loss.
  std::runtime_error NonFiniteLoss(int64_t epoch, int64_t i, double loss) const;
  // The `i`th batch of `order` ([begin, end)) on the device.
  sdk::Batch MakeBatch(const std::vector<int64_t>& order, int64_t begin, int64_t end, int64_t epoch,
                       int64_t i) const;
  // Run's epoch with the step on the device (GraphedStep); false when DeviceAdamW cannot stand in
  // for the phase's optimizer (said once), and Run then takes the host's step.
  bool RunOnDevice(int64_t epoch, int64_t* step, Metrics* out);
  // Copies `batch` into fixed_batch_ (allocated at the first call); false when its shapes differ
  // (the epoch's short last batch), which then runs uncaptured.
  bool FillFixedBatch(const sdk::Batch& batch);
  // One optimizer step on `batch`; returns its loss.
  double Step(const sdk::Batch& batch, const std::vector<torch::Tensor>& params, int64_t epoch,
              int64_t i, int64_t* step, Sums* sums);
  // The machine's nilab runs changed (thread_budget.h): this one's share of threads with them.
  void RebalanceThreads();
  Metrics Summary(const Sums& sums, double seconds) const;

  TrialContext& context_;
  const torch::Device device_;
  Built& b_;
  const sweep::PhaseSpec& phase_;
  PhaseOptimizer& optimizer_;
  const uint64_t phase_seed_;
  const int64_t batches_;
  const LrSchedule schedule_;
  std::unique_ptr<GraphedStep> graphed_;  // on a CUDA device, across the phase's epochs
  sdk::Batch fixed_batch_;                // the captured step's input tensors
  bool host_step_ = false;                // DeviceAdamW cannot stand in: the host's step
};

}  // namespace nilab::host
