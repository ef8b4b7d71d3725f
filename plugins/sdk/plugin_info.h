// What a plugin says about itself: `nilab plugins` prints it, the host validates sweeps with it.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "plugins/sdk/params.h"

namespace nilab::sdk {

enum class PluginKind { kTask, kModel };

inline const char* PluginKindName(PluginKind kind) {
  return kind == PluginKind::kTask ? "task" : "model";
}

// Optional model capabilities (see model.h); a model lists the ones it implements.
namespace capability {
inline constexpr const char* kIterations = "iterations";         // SetIterations / iterations
inline constexpr const char* kAddFunctions = "add_functions";    // AddFunctions
inline constexpr const char* kDropFunctions = "drop_functions";  // DropFunctions
inline constexpr const char* kReinitialize = "reinitialize";     // Reinitialize(group)
inline constexpr const char* kRoutingTrace = "routing_trace";  // SetRoutingTrace / TakeRoutingTrace
}  // namespace capability

struct MetricInfo {
  std::string name;  // as reported by the task's MetricAccumulator, e.g. "mean_r2"
  bool higher_is_better = true;
  std::string doc;
  // The score of a guess that ignores the input (accuracy over 8 candidates: 0.125; R²: 0), or
  // NaN where there is none. `nilab compare` warns when a protocol's model does not beat it.
  double chance = std::numeric_limits<double>::quiet_NaN();
};

// A file of a dataset a task reads, as nilab's data layout names it: <data_dir>/<dataset>/<file>.
// `nilab data list|verify|fetch` work from these declarations.
struct DatasetFile {
  std::string dataset;            // folder: "mnist"
  std::string file;               // official file name: "train-images-idx3-ubyte.gz"
  std::vector<std::string> urls;  // official URL first, then mirrors
  int64_t bytes = 0;              // 0: unknown
  std::string md5;                // as published (may be empty)
  std::string sha256;             // of the file as downloaded
  std::string note;               // licence, or why it cannot be downloaded
};

// An extra command a plugin offers under `nilab data <name>` (e.g. a data generator).
struct ToolInfo {
  std::string name;
  std::string summary;
};

struct PluginInfo {
  std::string name;  // unique; what sweep files use: `name = "ni"`
  PluginKind kind = PluginKind::kModel;
  std::string version = "0.1.0";
  std::string description;
  ParamSchema params;
  // Names that ParameterGroups() returns, with a line of doc each ("codes: function codes c_u").
  std::vector<std::pair<std::string, std::string>> param_groups;
  // Models: capability names from `capability::`.
  std::vector<std::string> capabilities;
  // Tasks: the metrics MetricAccumulator::Compute returns, and the one `nilab compare` shows by
  // default, as "<split>/<metric>", e.g. "val/mean_r2".
  std::vector<MetricInfo> metrics;
  std::string headline_metric;
  // Tasks: dataset files they read, and tools (exported with NILAB_EXPORT_TOOLS).
  std::vector<DatasetFile> datasets;
  std::vector<ToolInfo> tools;
};

// A plugin's tool entry point: runs `tool` with its command-line arguments, returns the exit code.
using RunToolFn = int(const std::string& tool, const std::vector<std::string>& args);

}  // namespace nilab::sdk
