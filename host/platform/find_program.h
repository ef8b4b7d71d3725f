// Finding an executable on $PATH (sbatch, rsvg-convert), to start it without a shell.
#pragma once

#include <string>

namespace nilab::platform {

// The first regular file named `name` on $PATH that this process may execute, "" when there is
// none. Empty $PATH entries (the current directory) are skipped.
std::string FindOnPath(const std::string& name);

}  // namespace nilab::platform
