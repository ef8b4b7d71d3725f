// nilab new model|task NAME [DIR]: a small project for a plugin of one's own (host/cli/scaffold.h).
#include <boost/dll/runtime_symbol_info.hpp>
#include <filesystem>
#include <iostream>

#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/cli/scaffold.h"
#include "host/plugins/registry.h"

namespace nilab::cli {
namespace {

namespace fs = std::filesystem;

// The prefix this nilab is installed in, when it has the SDK (PREFIX/bin/nilab and
// PREFIX/lib/cmake/nilab); "" in a build tree.
std::string InstallPrefix() {
  boost::system::error_code ec;
  const auto exe = boost::dll::program_location(ec);
  if (ec) return "";
  const fs::path prefix = fs::path(exe.string()).parent_path().parent_path();
  std::error_code fs_ec;
  return fs::exists(prefix / "lib" / "cmake" / "nilab" / "nilabConfig.cmake", fs_ec)
             ? prefix.string()
             : "";
}

// `text` as one shell word.
std::string ShellWord(const std::string& text) {
  if (!text.empty() && text.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                              "0123456789_./-+=:,") == std::string::npos) {
    return text;
  }
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

int RunNew(const std::vector<std::string>& args) {
  po::options_description options;
  std::string kind, name, dir;
  options.add_options()("kind", po::value(&kind), "model or task")(
      "name", po::value(&name), "the plugin's name, as sweeps will write it")(
      "dir", po::value(&dir), "the project's folder (default: ./NAME)");
  if (!ParseCommandLine("new", "model|task NAME [DIR]", args, options,
                        {{"kind", 1}, {"name", 1}, {"dir", 1}})) {
    std::cout
        << "\nWrites DIR/CMakeLists.txt (find_package(nilab)), DIR/NAME.cc (the plugin, with\n"
           "its schema and the places to fill marked), DIR/sweep.toml (it against a built-in\n"
           "plugin) and DIR/README.md; never overwrites a file. host/README.md, \"Your own\n"
           "plugin\", has the rest.\n";
    return kExitOk;
  }
  if (kind != "model" && kind != "task") {
    throw po::error(kind.empty() ? "say what to make: model or task"
                                 : "unknown kind '" + kind + "' (expected model or task)");
  }
  if (name.empty()) throw po::error("missing the plugin's NAME");
  if (const std::string error = CheckPluginName(name); !error.empty()) throw po::error(error);
  const sdk::PluginKind plugin_kind =
      kind == "model" ? sdk::PluginKind::kModel : sdk::PluginKind::kTask;
  const host::PluginRegistry registry = host::LoadPlugins({}, /*quiet=*/true);
  if (const host::LoadedPlugin* other = registry.Find(name, plugin_kind)) {
    throw po::error("a " + kind + " named '" + name + "' exists already (" + other->path +
                    "): nilab would refuse a second one; choose another name");
  }
  if (dir.empty()) dir = name;

  const std::vector<ScaffoldFile> files = RenderScaffold(kind, name);
  WriteScaffold(dir, files);
  for (const ScaffoldFile& file : files) {
    std::cout << "wrote " << (fs::path(dir) / file.path).string() << "\n";
  }
  const std::string prefix = InstallPrefix();
  const std::string d = ShellWord(dir);
  std::cout << "\nBuild it and run its sweep:\n"
            << "  cmake -S " << d << " -B " << d << "/build -DCMAKE_PREFIX_PATH="
            << (prefix.empty() ? "<nilab's install prefix>" : ShellWord(prefix)) << "\n"
            << "  cmake --build " << d << "/build\n"
            << "  nilab plugins " << name << " --plugin-path " << d << "/build/plugins\n"
            << "  nilab run " << d << "/sweep.toml --plugin-path " << d << "/build/plugins\n";
  if (prefix.empty()) {
    std::cout << "(this nilab is not installed: `cmake --install build --prefix DIR` installs it "
                 "with its SDK)\n";
  }
  return kExitOk;
}

}  // namespace nilab::cli
