#include "host/runner/routing_trace.h"

#include <cmath>
#include <cstdint>
#include <nlohmann/json.hpp>

#include "host/platform/sha256.h"
#include "host/runner/atomic_file.h"

namespace nilab::host {

std::optional<SavedCheckpoint> SaveRoutingTrace(sdk::Task& task, sdk::Model& model,
                                                const EvalOptions& eval, const std::string& path,
                                                int64_t samples) {
  const int64_t n = std::min(samples, task.SplitSize(sdk::Split::kVal));
  if (n <= 0) return std::nullopt;
  std::vector<sdk::RoutingStep> steps;
  {
    torch::NoGradGuard no_grad;
    model.module().eval();
    task.module().eval();
    const torch::Tensor indices = torch::arange(n, torch::kLong);
    const sdk::Batch batch = task.MakeBatch(sdk::Split::kVal, indices, eval.seed).To(eval.device);
    model.SetRoutingTrace(true);
    try {
      model.Forward(task.Embed(batch));
    } catch (...) {
      model.SetRoutingTrace(false);
      throw;
    }
    model.SetRoutingTrace(false);
    steps = model.TakeRoutingTrace();
  }
  if (steps.empty()) return std::nullopt;
  nlohmann::json j;
  j["format"] = 1;
  j["split"] = "val";
  j["samples"] = std::vector<int64_t>(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) j["samples"][static_cast<size_t>(i)] = i;
  const torch::Tensor& first = steps.front().compatibility;
  // A task may embed one sample as several sets (pgm: one per candidate answer), so the model
  // traces n * m sets, sample-major; the picture shows the first set of each sample.
  const int64_t sets = first.dim() == 3 ? first.size(0) : 0;
  const int64_t per_sample = sets > 0 && sets % n == 0 ? sets / n : 1;
  const torch::Tensor first_sets = torch::arange(n, torch::kLong) * per_sample;
  j["functions"] = first.size(1);
  j["tokens"] = first.size(2);
  j["steps"] = nlohmann::json::array();
  for (const auto& step : steps) {
    torch::Tensor c = step.compatibility.to(torch::kCPU, torch::kDouble).contiguous();
    if (c.dim() != 3 || c.size(0) != n * per_sample || c.size(1) != first.size(1) ||
        c.size(2) != first.size(2)) {
      throw std::runtime_error(
          "routing trace: compatibility of script " + std::to_string(step.script) + " iteration " +
          std::to_string(step.iteration) + " has shape " + c10::str(c.sizes()) + ", expected [" +
          std::to_string(n * per_sample) + ", " + std::to_string(first.size(1)) + ", " +
          std::to_string(first.size(2)) + "] (a multiple of " + std::to_string(n) + " samples)");
    }
    c = c.index_select(0, first_sets).contiguous();
    auto a = c.accessor<double, 3>();
    nlohmann::json rows = nlohmann::json::array();
    for (int64_t b = 0; b < c.size(0); ++b) {
      nlohmann::json per_function = nlohmann::json::array();
      for (int64_t u = 0; u < c.size(1); ++u) {
        nlohmann::json row = nlohmann::json::array();
        for (int64_t i = 0; i < c.size(2); ++i) row.push_back(std::round(a[b][u][i] * 1e4) / 1e4);
        per_function.push_back(std::move(row));
      }
      rows.push_back(std::move(per_function));
    }
    j["steps"].push_back(
        {{"script", step.script}, {"iteration", step.iteration}, {"compatibility", rows}});
  }
  // Written atomically, so a reader never sees half a trace.
  const std::string text = j.dump() + "\n";
  WriteFileAtomically(path, text);
  SavedCheckpoint saved;
  saved.path = path;
  saved.sha256 = Sha256File(path);
  saved.bytes = static_cast<int64_t>(text.size());
  return saved;
}

}  // namespace nilab::host
