// `nilab new`: the files of a small project for a model or task plugin of one's own, filled in
// from the templates compiled into nilab (host/cli/templates/). The project builds against an
// installed nilab (find_package(nilab)) and carries a sweep comparing it with a built-in plugin.
#pragma once

#include <string>
#include <vector>

namespace nilab::cli {

struct ScaffoldFile {
  std::string path;  // relative to the project's folder: "mlp.cc"
  std::string text;
};

// "" when `name` may name a plugin, else why not (one line). A name reaches file names, CMake
// targets, C++ identifiers and sweeps: 1-48 lower-case letters, digits and '_', starting with a
// letter.
std::string CheckPluginName(const std::string& name);

// The project's files for a plugin of `kind` ("model" or "task") named `name`; throws
// std::invalid_argument for an unknown kind or a name CheckPluginName refuses.
std::vector<ScaffoldFile> RenderScaffold(const std::string& kind, const std::string& name);

// Writes `files` into `dir` (created when missing). Refuses, writing nothing, when any of them
// exists already (a file, a folder or a link); each file is created exclusively, so one that
// appears meanwhile is not overwritten either. Throws std::runtime_error naming the file.
void WriteScaffold(const std::string& dir, const std::vector<ScaffoldFile>& files);

}  // namespace nilab::cli
