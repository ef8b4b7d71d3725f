// One training step's forward and backward, or one evaluation batch's forward: on the whole
// batch, or on slices of it side by side, one thread each.
//
// At 2 threads, part of an NI training step does not speed up with threads (GELU and LayerNorm
// backward, small GEMMs whose packing dominates); two single-threaded slices of half a batch
// each do. Measured side by side (plugins/ni/README.md, "Slices of a batch"). The host slices a
// batch when the trial runs on the CPU with several threads and both the model and the task say
// their forward allows it (SupportsBatchSlices in plugins/sdk/model.h and task.h);
// NILAB_BATCH_SLICES=off turns it off.
//
// Each slice's loss is weighted by its share of the batch and differentiated on its own
// (torch::autograd::grad); the slices' gradients are then added in slice order, so a step gives
// the same bits whichever slice finishes first. They differ from the whole batch's gradients in
// rounding only: the batch's sums run in another order.
#pragma once

#include <torch/torch.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "plugins/sdk/model.h"
#include "plugins/sdk/task.h"

namespace nilab::host {

// "" when NILAB_BATCH_SLICES is unset or valid; otherwise the one line that says what is wrong.
std::string CheckBatchSlicesSetting();

// How many slices a batch of `batch_size` samples runs as: the intra-op thread count,
// at most one slice per 8 samples, when the trial runs on the CPU, both plugins allow slices
// and NILAB_BATCH_SLICES is not "off"; otherwise 1. NILAB_BATCH_SLICES=N asks for N.
int BatchSlices(const sdk::Model& model, const sdk::Task& task, const torch::Device& device,
                int64_t batch_size);

struct StepOutput {
  double loss = 0;         // the batch's loss, the model's aux_loss included (EvaluateBatch: NaN)
  sdk::TaskOutput result;  // detached, the whole batch's
  std::map<std::string, torch::Tensor> stats;  // the model's per-sample statistics, detached
};

// Forward of `batch` under `precision`: the differentiable loss (float; the task's loss plus the
// model's aux_loss), the task's output and the model's statistics (detached).
torch::Tensor ForwardLoss(sdk::Model& model, sdk::Task& task, const sdk::Batch& batch,
                          const std::string& precision, const torch::Device& device,
                          sdk::TaskOutput* result, std::map<std::string, torch::Tensor>* stats);

// Forward and backward of `batch` under `precision`. Gradients reach `params` (the optimizer's
// parameters): accumulated by backward for one slice, added to their .grad for several.
StepOutput ForwardBackward(sdk::Model& model, sdk::Task& task, const sdk::Batch& batch,
                           const std::vector<torch::Tensor>& params, const std::string& precision,
                           const torch::Device& device, int slices);

// Forward of one evaluation batch, without autograd (result.loss is the task's alone).
StepOutput EvaluateBatch(sdk::Model& model, sdk::Task& task, const sdk::Batch& batch,
                         const std::string& precision, const torch::Device& device, int slices);

}  // namespace nilab::host
