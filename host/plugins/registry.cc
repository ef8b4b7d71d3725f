#include "host/plugins/registry.h"

#include <torch/version.h>

#include <algorithm>
#include <boost/dll/runtime_symbol_info.hpp>
#include <boost/dll/shared_library.hpp>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "host/platform/sha256.h"
#include "plugins/sdk/abi.h"

namespace nilab::host {
namespace {

namespace fs = std::filesystem;
namespace dll = boost::dll;

// Libraries live as long as the process: deliberately never freed (see registry.h).
std::vector<dll::shared_library>& LoadedLibraries() {
  static auto* libraries = new std::vector<dll::shared_library>();
  return *libraries;
}

std::vector<std::string> SplitPath(const char* value) {
  std::vector<std::string> out;
  if (!value) return out;
  std::stringstream in(value);
  std::string item;
  while (std::getline(in, item, ':')) {
    if (!item.empty()) out.push_back(item);
  }
  return out;
}

}  // namespace

std::vector<std::string> PluginRegistry::SearchPath(const std::vector<std::string>& extra_dirs) {
  std::vector<std::string> dirs;
  boost::system::error_code ec;
  auto exe = dll::program_location(ec);
  if (!ec) {
    // The build tree (build/bin/nilab, build/plugins) and an installed prefix
    // (PREFIX/bin/nilab, PREFIX/lib/nilab/plugins).
    const fs::path prefix = fs::path(exe.string()).parent_path().parent_path();
    dirs.push_back((prefix / "plugins").string());
    dirs.push_back((prefix / "lib" / "nilab" / "plugins").string());
  }
  for (auto& dir : SplitPath(std::getenv("NILAB_PLUGIN_PATH"))) dirs.push_back(dir);
  for (auto& dir : extra_dirs) dirs.push_back(dir);
  return dirs;
}

void PluginRegistry::LoadDirectories(const std::vector<std::string>& dirs) {
  for (const auto& dir : dirs) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) continue;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
      if (entry.path().extension() == ".so") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& file : files) LoadFile(file.string());
  }
}

bool PluginRegistry::LoadFile(const std::string& path) {
  auto refuse = [&](const std::string& reason) {
    refused_.push_back({path, reason});
    return false;
  };
  // Loading the same file twice (it is on two search paths) is not an error.
  for (const auto& p : plugins_) {
    std::error_code ec;
    if (fs::equivalent(p.path, path, ec)) return true;
  }

  dll::shared_library lib;
  try {
    lib.load(path, dll::load_mode::rtld_now | dll::load_mode::rtld_local);
  } catch (const std::exception& e) {
    return refuse(std::string("not a loadable shared library (") + e.what() + ")");
  }
  if (!lib.has(sdk::kAbiVersionSymbol)) {
    return refuse(std::string("not a nilab plugin (no ") + sdk::kAbiVersionSymbol + " symbol)");
  }
  const int abi = lib.get<int()>(sdk::kAbiVersionSymbol)();
  if (abi != sdk::kAbiVersion) {
    return refuse("built for plugin SDK ABI " + std::to_string(abi) + ", this nilab needs ABI " +
                  std::to_string(sdk::kAbiVersion) + " (rebuild the plugin)");
  }
  if (!lib.has(sdk::kTorchVersionSymbol)) {
    return refuse(std::string("missing symbol ") + sdk::kTorchVersionSymbol);
  }
  const std::string torch_version = lib.get<const char*()>(sdk::kTorchVersionSymbol)();
  if (torch_version != TORCH_VERSION) {
    return refuse("built against LibTorch " + torch_version + ", this nilab uses LibTorch " +
                  TORCH_VERSION + " (rebuild the plugin)");
  }
  if (!lib.has(sdk::kInfoSymbol)) return refuse(std::string("missing symbol ") + sdk::kInfoSymbol);

  LoadedPlugin plugin;
  plugin.path = path;
  try {
    plugin.sha256 = Sha256File(path);
  } catch (const std::exception& e) {
    return refuse(e.what());
  }
  try {
    plugin.info = lib.get_alias<sdk::PluginInfo()>(sdk::kInfoSymbol)();
  } catch (const std::exception& e) {
    return refuse(std::string("its info function failed: ") + e.what());
  }
  const char* factory = plugin.info.kind == sdk::PluginKind::kModel ? sdk::kCreateModelSymbol
                                                                    : sdk::kCreateTaskSymbol;
  if (!lib.has(factory)) {
    return refuse(std::string(sdk::PluginKindName(plugin.info.kind)) + " plugin '" +
                  plugin.info.name + "' is missing symbol " + factory);
  }
  if (plugin.info.name.empty()) return refuse("plugin info has an empty name");
  if (const LoadedPlugin* other = Find(plugin.info.name, plugin.info.kind)) {
    return refuse(std::string("duplicate ") + sdk::PluginKindName(plugin.info.kind) + " '" +
                  plugin.info.name + "' (already loaded from " + other->path + ")");
  }
  if (plugin.info.kind == sdk::PluginKind::kModel) {
    plugin.create_model = lib.get_alias<sdk::CreateModelFn>(factory);
  } else {
    plugin.create_task = lib.get_alias<sdk::CreateTaskFn>(factory);
  }
  if (!plugin.info.tools.empty()) {
    if (!lib.has(sdk::kRunToolSymbol)) {
      return refuse("plugin '" + plugin.info.name + "' declares tools but is missing symbol " +
                    sdk::kRunToolSymbol);
    }
    plugin.run_tool = lib.get_alias<sdk::RunToolFn>(sdk::kRunToolSymbol);
  }
  LoadedLibraries().push_back(std::move(lib));
  plugins_.push_back(std::move(plugin));
  return true;
}

const LoadedPlugin* PluginRegistry::Find(const std::string& name, sdk::PluginKind kind) const {
  for (const auto& p : plugins_) {
    if (p.info.name == name && p.info.kind == kind) return &p;
  }
  return nullptr;
}

const LoadedPlugin& PluginRegistry::Get(const std::string& name, sdk::PluginKind kind) const {
  if (const LoadedPlugin* p = Find(name, kind)) return *p;
  std::string known;
  for (const auto& p : plugins_) {
    if (p.info.kind == kind) known += (known.empty() ? "" : ", ") + p.info.name;
  }
  throw std::runtime_error(std::string("no ") + sdk::PluginKindName(kind) + " plugin named '" +
                           name + "' (loaded: " + (known.empty() ? "none" : known) + ")");
}

PluginRegistry LoadPlugins(const std::vector<std::string>& extra_dirs, bool quiet) {
  PluginRegistry registry;
  registry.LoadDirectories(PluginRegistry::SearchPath(extra_dirs));
  if (!quiet) {
    for (const auto& r : registry.refused()) {
      std::cerr << "nilab: refused plugin " << r.path << ": " << r.reason << "\n";
    }
  }
  return registry;
}

}  // namespace nilab::host
