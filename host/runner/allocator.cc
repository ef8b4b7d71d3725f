#include "host/runner/allocator.h"

#include <cstdlib>
#include <limits>
#include <string>

#include "host/runner/cpu_block_cache.h"

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace nilab::host {

void KeepFreedMemory() {
  // NILAB_CPU_BLOCK_CACHE=never keeps LibTorch's own allocator (an execution setting for A/B
  // runs, like --threads).
  const char* setting = std::getenv("NILAB_CPU_BLOCK_CACHE");
  if (ProcessCpuBlockCache() == nullptr && !(setting && std::string(setting) == "never")) {
    // Never destroyed: tensors freed during exit still return their blocks to it.
    InstallCpuBlockCache(new CpuBlockCache());
  }
#ifdef __GLIBC__
  mallopt(M_MMAP_MAX, 0);
  mallopt(M_TRIM_THRESHOLD, std::numeric_limits<int>::max());
#endif
}

}  // namespace nilab::host
