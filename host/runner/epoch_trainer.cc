#include "host/runner/epoch_trainer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <stdexcept>
#include <string>

#include "host/platform/thread_budget.h"
#include "host/runner/seeding.h"
#include "host/runner/sliced_step.h"

namespace nilab::host {
namespace {

int64_t TrainBatchesPerEpoch(sdk::Task& task, const sweep::PhaseSpec& phase) {
  const sweep::TrainSettings& train = phase.train;
  const int64_t n = task.SplitSize(sdk::Split::kTrain);
  if (n <= 0) throw std::runtime_error("phase '" + phase.name + "': the task has no training data");
  int64_t batches = (n + train.batch_size - 1) / train.batch_size;
  if (train.max_train_batches > 0) batches = std::min(batches, train.max_train_batches);
  return batches;
}

}  // namespace

EpochTrainer::EpochTrainer(TrialContext& context, const torch::Device& device, Built& b,
                           const sweep::PhaseSpec& phase, PhaseOptimizer& optimizer)
    : context_(context),
      device_(device),
      b_(b),
      phase_(phase),
      optimizer_(optimizer),
      phase_seed_(DeriveSeed(static_cast<uint64_t>(context.trial().seed), "phase/" + phase.name)),
      batches_(TrainBatchesPerEpoch(*b.task, phase)),
      schedule_(MakeSchedule(phase.train, batches_)) {}

Metrics EpochTrainer::Run(int64_t epoch, int64_t* step) {
  const int64_t batch_size = phase_.train.batch_size;
  const int64_t n = b_.task->SplitSize(sdk::Split::kTrain);
  const std::vector<int64_t> order = Permutation(n, DeriveSeed(phase_seed_, epoch));
  b_.model->module().train();
  b_.task->module().train();
  Sums sums;
  sums.metrics = b_.task->NewMetrics(sdk::Split::kTrain);
  const std::vector<torch::Tensor> params = optimizer_.Parameters();
  const auto start = std::chrono::steady_clock::now();
  context_.progress().StartEpoch(epoch);
  for (int64_t i = 0; i < batches_; ++i) {
    const int64_t begin = i * batch_size;
    const int64_t end = std::min(n, begin + batch_size);
    const sdk::Batch batch = MakeBatch(order, begin, end, epoch, i);
    const double loss = Step(batch, params, epoch, i, step, &sums);
    sums.loss += loss * static_cast<double>(end - begin);
    sums.seen += end - begin;
    context_.progress().Batch(i, loss);
    context_.Beat();
    RebalanceThreads();
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return Summary(sums, seconds);
}

sdk::Batch EpochTrainer::MakeBatch(const std::vector<int64_t>& order, int64_t begin, int64_t end,
                                   int64_t epoch, int64_t i) const {
  torch::Tensor indices =
      torch::tensor(std::vector<int64_t>(order.begin() + begin, order.begin() + end), torch::kLong);
  return b_.task
      ->MakeBatch(sdk::Split::kTrain, indices, DeriveSeed(phase_seed_, epoch * 1000003 + i))
      .To(device_);
}

double EpochTrainer::Step(const sdk::Batch& batch, const std::vector<torch::Tensor>& params,
                          int64_t epoch, int64_t i, int64_t* step, Sums* sums) {
  const sweep::TrainSettings& train = phase_.train;
  optimizer_.adamw().zero_grad();
  const int slices = BatchSlices(*b_.model, *b_.task, device_, batch.size);
  const StepOutput result =
      ForwardBackward(*b_.model, *b_.task, batch, params, train.precision, device_, slices);
  const double loss_value = result.loss;
  if (!std::isfinite(loss_value)) {
    throw std::runtime_error("phase '" + phase_.name + "' epoch " + std::to_string(epoch + 1) +
                             " batch " + std::to_string(i + 1) + ": loss is " +
                             std::to_string(loss_value) + " (try a lower train.lr)");
  }
  sums->lr = schedule_.At(*step);
  optimizer_.SetLr(sums->lr);
  if (train.grad_clip > 0) {
    sums->grad_norm += torch::nn::utils::clip_grad_norm_(params, train.grad_clip);
  }
  optimizer_.adamw().step();
  ++*step;
  torch::NoGradGuard no_grad;
  sums->metrics->Add(batch, result.result);
  sums->stats.Add(result.stats);
  return loss_value;
}

void EpochTrainer::RebalanceThreads() {
  if (auto* budget = platform::ProcessThreadBudget()) {
    if (const int threads = budget->Rebalance()) {
      context_.progress().Line(context_.Label(phase_.name) + "the machine's nilab runs changed: " +
                               std::to_string(threads) + " threads from now on");
    }
  }
}

Metrics EpochTrainer::Summary(const Sums& sums, double seconds) const {
  const sweep::TrainSettings& train = phase_.train;
  Metrics out;
  for (const auto& [name, value] : sums.metrics->Compute()) out["train/" + name] = value;
  for (const auto& [name, mean] : sums.stats.Means()) out["train/" + name] = mean;
  out["train/loss"] = sums.loss / static_cast<double>(std::max<int64_t>(1, sums.seen));
  if (train.grad_clip > 0) out["train/grad_norm"] = sums.grad_norm / static_cast<double>(batches_);
  out["train/lr"] = sums.lr;
  out["train/samples_per_s"] = static_cast<double>(sums.seen) / std::max(seconds, 1e-9);
  out["time/train_epoch_s"] = seconds;
  return out;
}

}  // namespace nilab::host
