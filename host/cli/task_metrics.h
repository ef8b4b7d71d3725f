// What `compare` needs from a task plugin: its headline metric and the directions of its metrics.
#pragma once

#include <string>

#include "host/analysis/compare.h"
#include "host/plugins/registry.h"

namespace nilab::cli {

// Fills options->headline and options->higher_is_better from the task plugin's declarations
// (metrics as "<split>/<name>" for every split). Leaves them unset when the plugin is absent.
void ApplyTaskMetricInfo(const host::PluginRegistry& registry, const std::string& task,
                         host::analysis::CompareOptions* options);

// The compare table of a sweep's done trials, as `nilab compare SWEEP` prints it.
std::string CompareTable(const std::string& db, const std::string& sweep,
                         const host::PluginRegistry& registry);

}  // namespace nilab::cli
