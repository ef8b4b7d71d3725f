// Evaluation of a model on one split of a task: the task's metrics, the mean loss and the means of
// the model's per-sample statistics, named "<split>/<metric>".
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>

#include "plugins/sdk/model.h"
#include "plugins/sdk/task.h"

namespace nilab::host {

struct EvalOptions {
  int64_t batch_size = 256;
  int64_t max_batches = 0;  // 0 = the whole split
  uint64_t seed =
      0;  // for tasks that generate or augment (fixed: every evaluation sees the same data)
  torch::Device device = torch::kCPU;
  std::string precision = "fp32";  // bf16: the forward pass under autocast (numerics.h)
  std::function<void()> on_batch;  // called after each batch (heartbeats, interrupts)
};

// Empty map when the split does not exist in the current phase.
std::map<std::string, double> Evaluate(sdk::Task& task, sdk::Model& model, sdk::Split split,
                                       const EvalOptions& options);

// Running sums of the model's per-sample stats (ModelOutput::stats) over an epoch or an
// evaluation. The sums stay on the model's device, so adding a batch costs no host sync;
// Means() syncs once per stat.
class StatSums {
 public:
  void Add(const std::map<std::string, torch::Tensor>& stats);  // ModelOutput::stats
  std::map<std::string, double> Means() const;  // name -> mean over every sample added

 private:
  std::map<std::string, std::pair<torch::Tensor, int64_t>> sums_;  // name -> {sum, count}
};

}  // namespace nilab::host
