// Facts that make a trial reproducible: where and with what it ran.
#pragma once

#include <string>

namespace nilab::host {

struct BuildInfo {
  std::string nilab_version;
  std::string git_commit;  // of the source tree at build time ("unknown" outside git)
  bool git_dirty = false;  // uncommitted changes at build time
  std::string compiler;
  std::string torch_version;
};

const BuildInfo& GetBuildInfo();
std::string HostName();

}  // namespace nilab::host
