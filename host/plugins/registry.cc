#include "host/plugins/registry.h"

#include <torch/version.h>

#include <cxxabi.h>
#include <dlfcn.h>

#include <algorithm>
#include <boost/dll/runtime_symbol_info.hpp>
#include <boost/dll/shared_library.hpp>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <utility>

#include "host/platform/sha256.h"
#include "plugins/sdk/abi.h"
#include "plugins/sdk/factory.h"

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

// "_ZN5nilab3FooEi" -> "nilab::Foo(int)"; anything else as it is.
std::string Demangle(const std::string& symbol) {
  int status = 0;
  char* text = abi::__cxa_demangle(symbol.c_str(), nullptr, nullptr, &status);
  if (status != 0 || !text) return symbol;
  std::string out = text;
  std::free(text);
  return out;
}

// An absolute, normalised path: what provenance records and what messages name.
std::string AbsolutePath(const std::string& path) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(path, ec);
  return ec ? path : absolute.lexically_normal().string();
}

}  // namespace

std::string ExplainLoadError(const std::string& dl_error, const std::string& path) {
  std::string text = dl_error;
  if (text.rfind(path + ": ", 0) == 0) text = text.substr(path.size() + 2);
  // Mangled names start a word with "_Z" and run over [A-Za-z0-9_.$].
  std::string out;
  for (size_t i = 0; i < text.size();) {
    const bool word_start =
        i == 0 || text[i - 1] == ' ' || text[i - 1] == ':' || text[i - 1] == '(';
    if (word_start && text.compare(i, 2, "_Z") == 0) {
      size_t end = i;
      while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) ||
                                   text[end] == '_' || text[end] == '.' || text[end] == '$')) {
        ++end;
      }
      out += Demangle(text.substr(i, end - i));
      i = end;
    } else {
      out += text[i++];
    }
  }
  return out;
}

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
    searched_.push_back(dir);
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

bool PluginRegistry::LoadFile(const std::string& given_path) {
  const std::string path = AbsolutePath(given_path);
  auto refuse = [&](const std::string& reason) {
    refused_.push_back({path, reason});
    return false;
  };
  // Loading the same file twice (it is on two search paths) is not an error.
  for (const auto& p : plugins_) {
    std::error_code ec;
    if (fs::equivalent(p.path, path, ec)) return true;
  }

  // dlopen first, for its own words on failure: Boost.DLL adds an errno text that has nothing
  // to do with it ("Bad file descriptor") and leaves symbols mangled. The handle is closed once
  // Boost.DLL holds the library (which then stays loaded, see registry.h).
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char* error = dlerror();
    return refuse("not a loadable shared library (" +
                  ExplainLoadError(error ? error : "dlopen failed", path) + ")");
  }
  dll::shared_library lib;
  try {
    lib.load(path, dll::load_mode::rtld_now | dll::load_mode::rtld_local);
  } catch (const std::exception& e) {
    dlclose(handle);
    return refuse(std::string("not a loadable shared library (") + e.what() + ")");
  }
  dlclose(handle);
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
  const std::string where = std::string(sdk::PluginKindName(plugin.info.kind)) + " '" +
                            plugin.info.name + "' (" + path + ")";
  if (plugin.info.kind == sdk::PluginKind::kModel) {
    plugin.create_model =
        PluginEntry<sdk::CreateModelFn>(&lib.get_alias<sdk::CreateModelFn>(factory), where);
  } else {
    plugin.create_task =
        PluginEntry<sdk::CreateTaskFn>(&lib.get_alias<sdk::CreateTaskFn>(factory), where);
  }
  if (!plugin.info.tools.empty()) {
    if (!lib.has(sdk::kRunToolSymbol)) {
      return refuse("plugin '" + plugin.info.name + "' declares tools but is missing symbol " +
                    sdk::kRunToolSymbol);
    }
    plugin.run_tool =
        PluginEntry<sdk::RunToolFn>(&lib.get_alias<sdk::RunToolFn>(sdk::kRunToolSymbol), where);
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
                           name + "' (loaded: " + (known.empty() ? "none" : known) + "); " +
                           SearchedHint());
}

std::string PluginRegistry::SearchedHint() const {
  std::string out = "searched ";
  for (size_t i = 0; i < searched_.size(); ++i) {
    std::error_code ec;
    out +=
        (i ? ", " : "") + searched_[i] + (fs::is_directory(searched_[i], ec) ? "" : " (missing)");
  }
  if (searched_.empty()) out += "no folder";
  return out + "; add a plugin's folder with --plugin-path DIR or NILAB_PLUGIN_PATH=DIR[:DIR...]";
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
