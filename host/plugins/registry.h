// Finds, checks and loads plugins (shared libraries) with Boost.DLL.
//
// A library is accepted when it exports the SDK's symbols with this host's SDK ABI version and
// LibTorch version; anything else is refused with one line naming the file and the reason, and
// the other plugins still load. Loaded libraries are never unloaded: objects a plugin creates may
// live until the process exits, and their code must still be mapped then.
//
// Errors point at the plugin's author: a library that does not load says why in dlopen's words
// with C++ symbols demangled; an error thrown out of a plugin's factory or tool carries the
// plugin's name and file (PluginError); a plugin that is not found lists the folders searched and
// how to add one.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/plugins/plugin_entry.h"
#include "plugins/sdk/factory.h"
#include "plugins/sdk/plugin_info.h"

namespace nilab::host {

struct LoadedPlugin {
  std::string path;    // absolute (each trial's provenance records it)
  std::string sha256;  // of the file when it was loaded (each trial's provenance records it)
  sdk::PluginInfo info;
  PluginEntry<sdk::CreateModelFn> create_model;  // models only
  PluginEntry<sdk::CreateTaskFn> create_task;    // tasks only
  PluginEntry<sdk::RunToolFn> run_tool;          // when info.tools is not empty
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

  // Loads every *.so file of each directory, in name order. Missing directories are skipped
  // (and listed as missing by SearchedHint).
  void LoadDirectories(const std::vector<std::string>& dirs);
  // Loads one file; returns false (and records why in refused()) when it is not acceptable.
  bool LoadFile(const std::string& path);

  const std::vector<LoadedPlugin>& plugins() const { return plugins_; }
  const std::vector<RefusedPlugin>& refused() const { return refused_; }

  // nullptr when absent.
  const LoadedPlugin* Find(const std::string& name, sdk::PluginKind kind) const;
  // Throws std::runtime_error naming the plugin, what is available and SearchedHint() when
  // absent.
  const LoadedPlugin& Get(const std::string& name, sdk::PluginKind kind) const;

  // For "not found" errors: "searched A, B (missing); add a plugin's folder with --plugin-path
  // DIR or NILAB_PLUGIN_PATH=DIR[:DIR...]".
  std::string SearchedHint() const;

 private:
  std::vector<LoadedPlugin> plugins_;
  std::vector<RefusedPlugin> refused_;
  std::vector<std::string> searched_;  // the folders LoadDirectories was given, in order
};

// dlopen's reason for not loading a library, for a person: the library's own path (which the
// caller names already) dropped, C++ symbols demangled ("undefined symbol: nilab::Foo(int)").
std::string ExplainLoadError(const std::string& dl_error, const std::string& path);

// A registry loaded from SearchPath(extra_dirs); refused plugins are reported on stderr as one
// line each ("nilab: refused plugin <file>: <reason>") unless `quiet`.
PluginRegistry LoadPlugins(const std::vector<std::string>& extra_dirs, bool quiet = false);

}  // namespace nilab::host
