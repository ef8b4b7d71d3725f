// The dataset files the loaded task plugins declare (PluginInfo::datasets), merged.
#pragma once

#include <string>
#include <vector>

#include "host/plugins/registry.h"
#include "plugins/sdk/plugin_info.h"

namespace nilab::host {

struct DeclaredFile {
  sdk::DatasetFile file;
  std::vector<std::string> plugins;  // the task plugins that declare it
};

// Every file declared by a task plugin, in declaration order, once per <dataset>/<file>. Two
// plugins declaring the same file with different sizes or checksums is an error naming both.
std::vector<DeclaredFile> DeclaredDatasetFiles(const PluginRegistry& registry);

// The dataset names, in order of first declaration.
std::vector<std::string> DatasetNames(const std::vector<DeclaredFile>& files);

}  // namespace nilab::host
