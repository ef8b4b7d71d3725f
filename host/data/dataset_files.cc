#include "host/data/dataset_files.h"

#include <algorithm>
#include <stdexcept>

namespace nilab::host {

std::vector<DeclaredFile> DeclaredDatasetFiles(const PluginRegistry& registry) {
  std::vector<DeclaredFile> out;
  for (const auto& plugin : registry.plugins()) {
    if (plugin.info.kind != sdk::PluginKind::kTask) continue;
    for (const auto& file : plugin.info.datasets) {
      auto same = std::find_if(out.begin(), out.end(), [&](const DeclaredFile& d) {
        return d.file.dataset == file.dataset && d.file.file == file.file;
      });
      if (same == out.end()) {
        out.push_back({file, {plugin.info.name}});
        continue;
      }
      if (same->file.bytes != file.bytes || same->file.sha256 != file.sha256 ||
          same->file.md5 != file.md5) {
        throw std::runtime_error("task plugins '" + same->plugins.front() + "' and '" +
                                 plugin.info.name + "' declare " + file.dataset + "/" + file.file +
                                 " with different sizes or checksums");
      }
      same->plugins.push_back(plugin.info.name);
    }
  }
  return out;
}

std::vector<std::string> DatasetNames(const std::vector<DeclaredFile>& files) {
  std::vector<std::string> names;
  for (const auto& f : files) {
    if (std::find(names.begin(), names.end(), f.file.dataset) == names.end()) {
      names.push_back(f.file.dataset);
    }
  }
  return names;
}

}  // namespace nilab::host
