#include "host/runner/provenance.h"

#include <torch/version.h>
#include <unistd.h>

#include "host/runner/build_info.h"  // generated at build time: NILAB_GIT_COMMIT, NILAB_GIT_DIRTY

namespace nilab::host {

const BuildInfo& GetBuildInfo() {
  static const BuildInfo info = {NILAB_VERSION_STRING, NILAB_GIT_COMMIT, NILAB_GIT_DIRTY != 0,
                                 "gcc " __VERSION__, TORCH_VERSION};
  return info;
}

std::string HostName() {
  char name[256] = {0};
  if (gethostname(name, sizeof(name) - 1) != 0) return "unknown";
  return name;
}

}  // namespace nilab::host
