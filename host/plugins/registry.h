// Finds, checks and loads plugins (shared libraries) with Boost.DLL.
//
// A library is accepted when it exports the SDK's symbols with this host's SDK ABI version and
// LibTorch version; anything else is refused with one line naming the file and the reason, and
// the other plugins still load. Loaded libraries are never unloaded: objects a plugin creates may
// live until the process exits, and their code must still be mapped then.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "plugins/sdk/model.h"
#include "plugins/sdk/plugin_info.h"
#include "plugins/sdk/task.h"

namespace nilab::host {

struct LoadedPlugin {
  std::string path;
  std::string sha256;  // of the file when it was loaded (each trial's provenance records it)
  sdk::PluginInfo info;
  std::function<sdk::CreateModelFn> create_model;  // models only
  std::function<sdk::CreateTaskFn> create_task;    // tasks only
  std::function<sdk::RunToolFn> run_tool;          // when info.tools is not empty
};

struct RefusedPlugin {
  std::string path;
  std::string reason;
};

class PluginRegistry {
 public:
  // The build's plugin directory (next to the executable: <exe dir>/../plugins), then every
  // directory of $NILAB_PLUGIN_PATH (colon-separated), then `extra_dirs`.
  static std::vector<std::string> SearchPath(const std::vector<std::string>& extra_dirs = {});

  // Loads every *.so file of each directory, in name order. Missing directories are skipped.
  void LoadDirectories(const std::vector<std::string>& dirs);
  // Loads one file; returns false (and records why in refused()) when it is not acceptable.
  bool LoadFile(const std::string& path);

  const std::vector<LoadedPlugin>& plugins() const { return plugins_; }
  const std::vector<RefusedPlugin>& refused() const { return refused_; }

  // nullptr when absent.
  const LoadedPlugin* Find(const std::string& name, sdk::PluginKind kind) const;
  // Throws std::runtime_error naming the plugin and what is available when absent.
  const LoadedPlugin& Get(const std::string& name, sdk::PluginKind kind) const;

 private:
  std::vector<LoadedPlugin> plugins_;
  std::vector<RefusedPlugin> refused_;
};

// A registry loaded from SearchPath(extra_dirs); refused plugins are reported on stderr as one
// line each ("nilab: refused plugin <file>: <reason>") unless `quiet`.
PluginRegistry LoadPlugins(const std::vector<std::string>& extra_dirs, bool quiet = false);

}  // namespace nilab::host
