#include "host/runner/epoch_trainer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>

#include "host/platform/thread_budget.h"
#include "host/runner/seeding.h"
#include "host/runner/sliced_step.h"

namespace nilab::host {
namespace {

// NILAB_CUDA_SYNC_CHECK=1: once the step is captured, a batch whose making, step or metrics
// make the host wait for the device fails its trial, naming the operation (cuda_graph.h).
bool SyncCheckRequested() {
  const char* env = std::getenv("NILAB_CUDA_SYNC_CHECK");
  return env && std::string(env) == "1";
}

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
  if (GraphedStep::Used(device_)) {
    Metrics metrics;
    if (RunOnDevice(epoch, step, &metrics)) return metrics;
  }
  const int64_t batch_size = phase_.train.batch_size;
  const int64_t n = b_.task->SplitSize(sdk::Split::kTrain);
  const auto start = std::chrono::steady_clock::now();
  Sums sums;
  const std::vector<int64_t> order = BeginEpoch(epoch, &sums);
  const std::vector<torch::Tensor> params = optimizer_.Parameters();
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

std::vector<int64_t> EpochTrainer::BeginEpoch(int64_t epoch, Sums* sums) {
  b_.model->module().train();
  b_.task->module().train();
  sums->metrics = b_.task->NewMetrics(sdk::Split::kTrain);
  context_.progress().StartEpoch(epoch);
  return Permutation(b_.task->SplitSize(sdk::Split::kTrain), DeriveSeed(phase_seed_, epoch));
}

std::runtime_error EpochTrainer::NonFiniteLoss(int64_t epoch, int64_t i, double loss) const {
  return std::runtime_error("phase '" + phase_.name + "' epoch " + std::to_string(epoch + 1) +
                            " batch " + std::to_string(i + 1) + ": loss is " +
                            std::to_string(loss) + " (try a lower train.lr)");
}

bool EpochTrainer::RunOnDevice(int64_t epoch, int64_t* step, Metrics* out) {
  if (host_step_) return false;
  const auto log = [this](const std::string& line) {
    context_.progress().Line(context_.Label(phase_.name) + line);
  };
  if (!graphed_ || !graphed_->StillBound()) {
    try {
      graphed_ = std::make_unique<GraphedStep>(optimizer_.adamw(), optimizer_.lr_scales(),
                                               phase_.train.grad_clip, device_, log);
      fixed_batch_ = {};
    } catch (const std::invalid_argument& e) {
      host_step_ = true;
      log(std::string("the training step runs on the host's path: ") + e.what());
      return false;
    }
  }
  const sweep::TrainSettings& train = phase_.train;
  const int64_t n = b_.task->SplitSize(sdk::Split::kTrain);
  const auto start = std::chrono::steady_clock::now();
  Sums sums;
  const std::vector<int64_t> order = BeginEpoch(epoch, &sums);
  std::vector<int64_t> sizes(batches_, 0);
  torch::Tensor losses, grad_norms;  // per batch; summed
  const bool check_syncs = SyncCheckRequested();
  graphed_->OnStream([&] {
    const auto options = torch::TensorOptions().dtype(torch::kFloat).device(device_);
    losses = torch::zeros({batches_}, options);
    grad_norms = torch::zeros({}, options);
    for (int64_t i = 0; i < batches_; ++i) {
      std::optional<HostSyncCheck> no_sync;
      if (check_syncs && graphed_->captured()) no_sync.emplace(true);
      const int64_t begin = i * train.batch_size;
      const int64_t end = std::min(n, begin + train.batch_size);
      const sdk::Batch batch = MakeBatch(order, begin, end, epoch, i);
      const bool fixed = FillFixedBatch(batch);
      const sdk::Batch& input = fixed ? fixed_batch_ : batch;
      sums.lr = schedule_.At(*step);
      const StepTensors result = graphed_->Run(sums.lr, fixed, [&] {
        StepTensors forward;
        forward.loss = ForwardLoss(*b_.model, *b_.task, input, train.precision, device_,
                                   &forward.output, &forward.stats);
        forward.output = {forward.output.loss.detach(), forward.output.prediction.detach()};
        return forward;
      });
      ++*step;
      torch::NoGradGuard no_grad;
      losses.select(0, i).copy_(result.loss);
      if (result.grad_norm.defined()) grad_norms.add_(result.grad_norm);
      sums.metrics->Add(input, result.output);
      sums.stats.Add(result.stats);
      sizes[i] = end - begin;
      sums.seen += end - begin;
      no_sync.reset();
      // The loss is read back (which waits for the device) only when the bar draws.
      const bool draws = context_.progress().Draws(i);
      context_.progress().Batch(i, draws ? result.loss.item<double>() : std::nan(""));
      context_.Beat();
      RebalanceThreads();
    }
  });
  const torch::Tensor host_losses = losses.to(torch::kCPU, torch::kDouble);
  const auto loss = host_losses.accessor<double, 1>();
  for (int64_t i = 0; i < batches_; ++i) {
    if (!std::isfinite(loss[i])) throw NonFiniteLoss(epoch, i, loss[i]);
    sums.loss += loss[i] * static_cast<double>(sizes[i]);
  }
  if (train.grad_clip > 0) sums.grad_norm = grad_norms.item<double>();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  *out = Summary(sums, seconds);
  (*out)["train/cuda_graph"] = graphed_->captured() ? 1.0 : 0.0;
  return true;
}

bool EpochTrainer::FillFixedBatch(const sdk::Batch& batch) {
  if (batch.size != phase_.train.batch_size) return false;
  torch::NoGradGuard no_grad;
  if (fixed_batch_.tensors.empty()) {
    fixed_batch_.size = batch.size;
    for (const auto& [name, tensor] : batch.tensors) fixed_batch_.tensors[name] = tensor.clone();
    return true;
  }
  if (fixed_batch_.tensors.size() != batch.tensors.size()) return false;
  for (const auto& [name, tensor] : batch.tensors) {
    const auto it = fixed_batch_.tensors.find(name);
    if (it == fixed_batch_.tensors.end() || !it->second.sizes().equals(tensor.sizes()) ||
        it->second.dtype() != tensor.dtype() || it->second.device() != tensor.device()) {
      return false;
    }
  }
  for (const auto& [name, tensor] : batch.tensors) {
    fixed_batch_.tensors[name].copy_(tensor, /*non_blocking=*/true);
  }
  return true;
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
  if (!std::isfinite(loss_value)) throw NonFiniteLoss(epoch, i, loss_value);
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
