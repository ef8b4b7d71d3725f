#include "host/runner/allocator.h"

#include <limits>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace nilab::host {

void KeepFreedMemory() {
#ifdef __GLIBC__
  mallopt(M_MMAP_MAX, 0);
  mallopt(M_TRIM_THRESHOLD, std::numeric_limits<int>::max());
#endif
}

}  // namespace nilab::host
