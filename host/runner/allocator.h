// Process-wide allocator settings for training processes.
#pragma once

namespace nilab::host {

// Keeps freed memory in the process. glibc returns every freed block above its mmap threshold
// (tens of MB: activations) to the kernel and maps it again at the next step, about a million
// page faults per NI training step; keeping it measured +13% training throughput for the NI
// digits preset (20.3 -> 23.0 samples/s). Tensors of 1 MiB and more come from a cache of mapped
// blocks re-used by size (cpu_block_cache.h), which keeps peak RSS at the tensors' own peak
// instead of glibc's fragmented heap (digits preset 4.29 -> 2.83 GB). glibc's part is a no-op
// off glibc; NILAB_CPU_BLOCK_CACHE=never leaves LibTorch's allocator in place.
void KeepFreedMemory();

}  // namespace nilab::host
