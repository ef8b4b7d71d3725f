// Which way a metric is better: what every choice (rungs, TPE, a protocol's choice, a checkpoint
// selection, compare's best marker) and every table agrees on.
#pragma once

#include <map>
#include <string>

namespace nilab::host::search {

// What `declared` (a task's MetricInfo, by metric name) says of `metric`: looked up by its name
// without an anytime or ablation suffix ("val/ce@it=2" reads "val/ce"), then by the name after
// the split ("ce"); nullptr when it says nothing.
template <typename T>
const T* FindDeclared(const std::string& metric, const std::map<std::string, T>& declared) {
  const std::string name = metric.substr(0, metric.find('@'));
  if (auto it = declared.find(name); it != declared.end()) return &it->second;
  if (auto it = declared.find(name.substr(name.find('/') + 1)); it != declared.end()) {
    return &it->second;
  }
  return nullptr;
}

// Whether a larger value of `metric` ("val/mean_r2") is better. `declared` (from the task's
// MetricInfo) wins, looked up by the full name and then by the name after the split
// ("mean_r2"); otherwise names containing "loss", "mse", "error", "time", "iterations" or
// "ponder" (ACT's compute) are lower-is-better and every other metric higher-is-better.
bool HigherIsBetter(const std::string& metric, const std::map<std::string, bool>& declared);

// True for a metric of the test split ("test/acc", "test/acc@it=2"): what a claim is reported on,
// so nothing that chooses may read it.
bool IsTestMetric(const std::string& metric);

}  // namespace nilab::host::search
