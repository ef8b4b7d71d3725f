// The task interface. A task owns its data, its embedder (what turns a sample into tokens), its
// CLS tokens and heads, its loss and its metrics. The host owns the loop:
//
//   task = create_task(params, ctx)
//   model = create_model(params, {task.num_rel_pos(), task.patch_grid()})
//   task.Build(model.dim())
//   for each phase:  task.StartPhase(phase)     (may add CLS tokens / heads, select data)
//     for each batch of shuffled indices:
//       batch  = task.MakeBatch(split, indices, seed).To(device)
//       out    = model.Forward(task.Embed(batch))
//       result = task.Head(batch, out)          loss = result.loss + out.aux_loss
//     metrics = accumulate task.NewMetrics(split)->Add(batch, result) over the split
#pragma once

#include <torch/torch.h>

#include <map>
#include <memory>
#include <string>

#include "plugins/sdk/abi.h"
#include "plugins/sdk/factory.h"  // CreateTaskFn
#include "plugins/sdk/model.h"
#include "plugins/sdk/params.h"

namespace nilab::sdk {

enum class Split { kTrain, kVal, kTest };

inline const char* SplitName(Split split) {
  switch (split) {
    case Split::kTrain:
      return "train";
    case Split::kVal:
      return "val";
    case Split::kTest:
      return "test";
  }
  return "?";
}

// A batch of samples as named tensors; the first dimension of each is the batch size (except
// tensors a task documents otherwise).
struct Batch {
  std::map<std::string, torch::Tensor> tensors;
  int64_t size = 0;

  const torch::Tensor& at(const std::string& name) const { return tensors.at(name); }
  Batch To(const torch::Device& device) const {
    Batch out;
    out.size = size;
    // To a GPU through pinned (page-locked) host memory: the copy runs asynchronously, beside
    // the work already queued on the device.
    for (const auto& [name, tensor] : tensors) {
      const bool pin = device.is_cuda() && tensor.is_cpu();
      out.tensors[name] = (pin ? tensor.pin_memory() : tensor).to(device, /*non_blocking=*/true);
    }
    return out;
  }
  // Samples [begin, end) of every tensor.
  Batch Slice(int64_t begin, int64_t end) const {
    Batch out;
    out.size = end - begin;
    for (const auto& [name, tensor] : tensors) out.tensors[name] = tensor.slice(0, begin, end);
    return out;
  }
};

struct TaskContext {
  uint64_t seed = 0;     // the trial's seed; data that must not vary with it has its own param
  std::string data_dir;  // root of the dataset layout (mnist/, kmnist/, mnist_m/, svhn/, pgm/)
  std::string device = "cpu";  // where the trial runs ("cuda:0"): a task may keep its data there
};

// What StartPhase receives: the phase's name and the task's params with the phase's overrides
// applied (a sweep may set e.g. `function_set = "adapt"` for one phase).
struct PhaseContext {
  std::string name;
  Params params;
};

struct TaskOutput {
  torch::Tensor loss;        // scalar, differentiable: the mean over the batch's samples
  torch::Tensor prediction;  // whatever the task's metrics need, [B, ...]
};

// Accumulates metrics over the batches of one split; Compute returns e.g. {"acc": 0.97}.
class NILAB_SDK_API MetricAccumulator {
 public:
  virtual ~MetricAccumulator() = default;
  virtual void Add(const Batch& batch, const TaskOutput& output) = 0;
  virtual std::map<std::string, double> Compute() const = 0;
};

class NILAB_SDK_API Task {
 public:
  virtual ~Task() = default;

  // Size of the relative-position vocabulary the task's TokenSets index (0: none). Known after
  // construction, before Build.
  virtual int64_t num_rel_pos() const { return 0; }
  // The patch grid of the image tokens that end every TokenSet (see PatchGrid); {0, 0}: none.
  // Known after construction, before Build.
  virtual PatchGrid patch_grid() const { return {}; }
  // Creates the embedder, CLS tokens and heads for tokens of width `dim`.
  virtual void Build(int64_t dim) = 0;
  // Every parameter and buffer the task trains or saves; registered again after any change.
  virtual torch::nn::Module& module() = 0;
  // Typical groups: "embed", "cls", "head".
  virtual ParamGroups ParameterGroups() = 0;

  // Selects the data (and creates heads or CLS tokens) of a phase. Called for every phase in
  // order, also when the host replays earlier phases to rebuild the structure of a checkpoint.
  virtual void StartPhase(const PhaseContext& phase) = 0;
  // Number of samples in a split of the current phase; 0 when the split does not exist.
  virtual int64_t SplitSize(Split split) const = 0;
  // The samples `indices` (int64, CPU) of a split. `seed` is fixed by the host per (trial,
  // epoch, batch), so augmentation and generated data are reproducible and resumable.
  virtual Batch MakeBatch(Split split, const torch::Tensor& indices, uint64_t seed) = 0;
  // Tokens (and optional relative positions) for the model, on the batch's device.
  virtual TokenSet Embed(const Batch& batch) = 0;
  // Loss and predictions from the model's output tokens.
  virtual TaskOutput Head(const Batch& batch, const ModelOutput& output) = 0;
  virtual std::unique_ptr<MetricAccumulator> NewMetrics(Split split) = 0;

  // Facts recorded with the trial for reproducibility: dataset files and checksums, generator
  // seeds, the sample indices of a few-shot split, ...
  virtual std::map<std::string, std::string> Provenance() const { return {}; }

  // True when Embed and Head may run on several slices of one batch at once, on different
  // threads (Batch::Slice): they keep no state between calls and draw no random numbers, and the
  // loss is a mean over samples, so the size-weighted slice losses add up to the batch's. The
  // host then splits a CPU training batch over its threads (host/runner/sliced_step.h) when the
  // model agrees too.
  virtual bool SupportsBatchSlices() const { return false; }
};

}  // namespace nilab::sdk
