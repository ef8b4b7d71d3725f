#include "host/runner/sliced_step.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "host/parallel/for_each_shard.h"
#include "host/runner/numerics.h"

namespace nilab::host {

namespace {

constexpr int64_t kMinSliceSamples = 8;

struct Slice {
  int64_t size = 0;
  torch::Tensor loss;  // detached, the slice's mean
  sdk::TaskOutput result;
  std::map<std::string, torch::Tensor> stats;
  std::vector<torch::Tensor> grads;
};

// NILAB_BATCH_SLICES: 0 for auto (unset or empty too), 1 for off, else the count asked for;
// -1 when it is none of those.
int SlicesSetting() {
  const char* env = std::getenv("NILAB_BATCH_SLICES");
  const std::string mode = env ? env : "";
  if (mode.empty() || mode == "auto") return 0;
  if (mode == "off") return 1;
  if (mode.size() > 4 || mode.find_first_not_of("0123456789") != std::string::npos) return -1;
  const int count = std::stoi(mode);
  return count >= 1 ? count : -1;
}

// Forward (and, with params, backward) of `slices` slices side by side, combined in slice order.
StepOutput RunSlices(sdk::Model& model, sdk::Task& task, const sdk::Batch& batch,
                     const std::vector<torch::Tensor>* params, const std::string& precision,
                     const torch::Device& device, int slices) {
  // autograd::grad refuses a tensor that does not require grad: those get no gradient.
  std::vector<torch::Tensor> wrt;
  std::vector<size_t> wrt_index;
  for (size_t i = 0; params && i < params->size(); ++i) {
    if ((*params)[i].requires_grad()) {
      wrt.push_back((*params)[i]);
      wrt_index.push_back(i);
    }
  }
  std::vector<Slice> parts(slices);
  const double total = static_cast<double>(batch.size);
  ForEachShard(batch.size, slices, [&](int s, int64_t begin, int64_t end) {
    const sdk::Batch part = batch.Slice(begin, end);
    Slice& slice = parts[s];
    slice.size = end - begin;
    // Grad mode is per thread, and enabled on a fresh one.
    torch::AutoGradMode grad_mode(params != nullptr);
    const torch::Tensor loss =
        ForwardLoss(model, task, part, precision, device, &slice.result, &slice.stats);
    slice.loss = loss.detach();
    slice.result = {slice.result.loss.detach(), slice.result.prediction.detach()};
    if (params && !wrt.empty()) {
      // Weighted by the slice's share, the slices' gradients add up to the batch mean's.
      slice.grads = torch::autograd::grad({loss * (static_cast<double>(end - begin) / total)}, wrt,
                                          /*grad_outputs=*/{}, /*retain_graph=*/false,
                                          /*create_graph=*/false, /*allow_unused=*/true);
    }
  });
  // Sums in slice order: the same bits whichever slice finished first.
  StepOutput out;
  torch::NoGradGuard no_grad;
  std::vector<torch::Tensor> predictions;
  std::map<std::string, std::vector<torch::Tensor>> stats;
  torch::Tensor loss, task_loss;
  for (const Slice& slice : parts) {
    if (!slice.loss.defined()) continue;  // an empty slice (batch smaller than the slices)
    const double share = static_cast<double>(slice.size) / total;
    const torch::Tensor weighted = slice.loss * share;
    const torch::Tensor task_weighted = slice.result.loss.to(torch::kFloat) * share;
    loss = loss.defined() ? loss + weighted : weighted;
    task_loss = task_loss.defined() ? task_loss + task_weighted : task_weighted;
    predictions.push_back(slice.result.prediction);
    for (const auto& [name, value] : slice.stats) stats[name].push_back(value);
  }
  // Evaluation reads result.loss, on the device: only training reads the loss back.
  out.loss = params ? loss.item<double>() : std::nan("");
  out.result = {task_loss, torch::cat(predictions, 0)};
  for (auto& [name, values] : stats) out.stats[name] = torch::cat(values, 0);
  for (size_t k = 0; k < wrt.size(); ++k) {
    torch::Tensor sum;
    for (const Slice& slice : parts) {
      if (slice.grads.empty() || !slice.grads[k].defined()) continue;
      sum = sum.defined() ? sum + slice.grads[k] : slice.grads[k];
    }
    if (!sum.defined()) continue;
    torch::Tensor& grad = (*params)[wrt_index[k]].mutable_grad();
    if (grad.defined()) {
      grad.add_(sum);
    } else {
      grad = sum;
    }
  }
  return out;
}

}  // namespace

torch::Tensor ForwardLoss(sdk::Model& model, sdk::Task& task, const sdk::Batch& batch,
                          const std::string& precision, const torch::Device& device,
                          sdk::TaskOutput* result, std::map<std::string, torch::Tensor>* stats) {
  AutocastGuard autocast(precision, device);
  const sdk::ModelOutput output = model.Forward(task.Embed(batch));
  *result = task.Head(batch, output);
  torch::Tensor loss = result->loss;
  if (output.aux_loss.defined()) loss = loss + output.aux_loss;
  for (const auto& [name, value] : output.stats) (*stats)[name] = value.detach();
  return loss.to(torch::kFloat);
}

std::string CheckBatchSlicesSetting() {
  if (SlicesSetting() >= 0) return "";
  return std::string("NILAB_BATCH_SLICES must be auto, off or a count from 1 (got '") +
         std::getenv("NILAB_BATCH_SLICES") + "')";
}

int BatchSlices(const sdk::Model& model, const sdk::Task& task, const torch::Device& device,
                int64_t batch_size) {
  int wanted = SlicesSetting();
  if (wanted < 0) throw std::invalid_argument(CheckBatchSlicesSetting());
  if (wanted == 1 || !device.is_cpu() || !model.SupportsBatchSlices() ||
      !task.SupportsBatchSlices()) {
    return 1;
  }
  if (wanted == 0) wanted = torch::get_num_threads();
  return static_cast<int>(
      std::max<int64_t>(1, std::min<int64_t>(wanted, batch_size / kMinSliceSamples)));
}

StepOutput ForwardBackward(sdk::Model& model, sdk::Task& task, const sdk::Batch& batch,
                           const std::vector<torch::Tensor>& params, const std::string& precision,
                           const torch::Device& device, int slices) {
  if (slices > 1) return RunSlices(model, task, batch, &params, precision, device, slices);
  StepOutput out;
  const torch::Tensor loss =
      ForwardLoss(model, task, batch, precision, device, &out.result, &out.stats);
  out.loss = loss.item<double>();
  loss.backward();
  out.result = {out.result.loss.detach(), out.result.prediction.detach()};
  return out;
}

StepOutput EvaluateBatch(sdk::Model& model, sdk::Task& task, const sdk::Batch& batch,
                         const std::string& precision, const torch::Device& device, int slices) {
  if (slices > 1) return RunSlices(model, task, batch, nullptr, precision, device, slices);
  torch::NoGradGuard no_grad;
  StepOutput out;
  ForwardLoss(model, task, batch, precision, device, &out.result, &out.stats);
  out.loss = std::nan("");  // evaluation reads result.loss, on the device
  return out;
}

}  // namespace nilab::host
