#include "host/runner/provenance.h"

#include <torch/version.h>
#include <unistd.h>

#include <filesystem>

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

std::string BlasLibrary() {
  std::error_code ec;
  for (const char* path :
       {"/usr/lib/x86_64-linux-gnu/libblas.so.3", "/usr/lib/aarch64-linux-gnu/libblas.so.3"}) {
    auto target = std::filesystem::canonical(path, ec);
    if (!ec) return target.string();
  }
  return "unknown";
}

}  // namespace nilab::host
