// LibTorch's CPU allocator for training processes: large tensors come from a cache of
// page-mapped blocks, one free list per block size.
//
// A training step allocates the same tensors in the same order every time. glibc's heap serves
// them first-fit from one address range, and the mix of tensors kept for backward and
// temporaries freed at once leaves holes that the next step's sizes no longer fit: the heap of
// the NI digits preset grows to 4.1-4.2 GB of RSS from the second step on, against 2.8 GB of
// live tensors at the step's peak. Freeing large blocks to the kernel instead (glibc's default
// mmap threshold) faults every page in again at the next step, 44 % of the roof against 62 %.
// Here a freed block waits in the free list of its size, and the next step's tensor of that size
// takes it back: after the first step nothing is mapped and nothing is faulted in.
//
// Bounded: the mapped bytes never exceed the largest amount in use at once so far plus `slack`.
// A miss that would go over releases cached blocks of other sizes first (least recently freed
// first), so a change of shapes (an evaluation pass, another batch size) re-uses the memory
// instead of adding to it.
#pragma once

#include <c10/core/Allocator.h>

#include <cstddef>
#include <cstdint>

namespace nilab::host {

struct CpuBlockCacheStats {
  size_t in_use = 0;       // bytes of large blocks held by tensors
  size_t cached = 0;       // bytes of large blocks in the free lists
  size_t peak_in_use = 0;  // the largest `in_use` so far
  int64_t hits = 0;        // large allocations served from a free list
  int64_t maps = 0;        // blocks mapped
  int64_t unmaps = 0;      // blocks released to the kernel
};

class CpuBlockCache final : public c10::Allocator {
 public:
  // Blocks of at least `min_bytes` are cached; smaller ones go to c10::alloc_cpu, as LibTorch's
  // default CPU allocator does.
  explicit CpuBlockCache(size_t min_bytes = size_t{1} << 20, size_t slack = size_t{64} << 20);
  ~CpuBlockCache() override;
  CpuBlockCache(const CpuBlockCache&) = delete;
  CpuBlockCache& operator=(const CpuBlockCache&) = delete;

  // LibTorch 1.x declares allocate() const, 2.x non-const and adds copy_data(): both are
  // defined, so the class builds against either without a version check.
  c10::DataPtr allocate(size_t n) const;
  c10::DataPtr allocate(size_t n);
  void copy_data(void* dest, const void* src, std::size_t count) const;
  c10::DeleterFnPtr raw_deleter() const override;

  CpuBlockCacheStats Stats() const;
  // Unmaps every cached block (not those in use).
  void Trim();

  struct State;  // opaque

 private:
  // Every block's deleter: a large block goes back to its cache's free list (or is unmapped
  // when the cache is gone), any other pointer to c10::free_cpu.
  static void Release(void* ptr);
  State* state_;
};

// Makes `cache` LibTorch's CPU allocator for the rest of the process. Tensors allocated before
// keep the deleter of the allocator that made them. The cache must outlive every tensor.
void InstallCpuBlockCache(CpuBlockCache* cache);

// The process's block cache installed by KeepFreedMemory(), or nullptr.
CpuBlockCache* ProcessCpuBlockCache();

}  // namespace nilab::host
