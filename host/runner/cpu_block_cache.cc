#include "host/runner/cpu_block_cache.h"

#include <c10/core/CPUAllocator.h>
#include <c10/core/impl/alloc_cpu.h>
#include <c10/util/Exception.h>
#include <sys/mman.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <list>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace nilab::host {
namespace {

constexpr size_t kPage = 4096;
constexpr size_t kHugePage = size_t{2} << 20;

// One lock for every cache and the in-use map: allocations of a megabyte and up are rare next to
// the work done on them.
std::mutex& Lock() {
  static std::mutex lock;
  return lock;
}

}  // namespace

struct CpuBlockCache::State {
  struct FreeBlock {
    void* ptr;
    size_t bytes;
  };
  size_t min_bytes;
  size_t slack;
  CpuBlockCacheStats stats;
  // Free blocks, least recently freed first, and for each size its entries in that list.
  std::list<FreeBlock> lru;
  std::unordered_map<size_t, std::vector<std::list<FreeBlock>::iterator>> by_size;

  // Drops the least recently freed block. Returns false when none is cached.
  bool Evict() {
    if (lru.empty()) return false;
    const FreeBlock block = lru.front();
    auto& same = by_size[block.bytes];
    same.erase(same.begin());  // the oldest of its size is the first of its list
    if (same.empty()) by_size.erase(block.bytes);
    lru.pop_front();
    munmap(block.ptr, block.bytes);
    stats.cached -= block.bytes;
    ++stats.unmaps;
    return true;
  }
};

namespace {

// Owner and size of each large block in use, of every cache: the deleter gets only the pointer.
std::unordered_map<void*, std::pair<CpuBlockCache::State*, size_t>>& InUse() {
  static auto* in_use = new std::unordered_map<void*, std::pair<CpuBlockCache::State*, size_t>>();
  return *in_use;
}

CpuBlockCache* g_process_cache = nullptr;

}  // namespace

CpuBlockCache::CpuBlockCache(size_t min_bytes, size_t slack)
    : state_(new State{std::max(min_bytes, kPage), slack, {}, {}, {}}) {}

CpuBlockCache::~CpuBlockCache() {
  Trim();
  std::lock_guard<std::mutex> guard(Lock());
  // Blocks still held by tensors lose their owner; Release unmaps them when they are freed.
  for (auto& [ptr, owner] : InUse()) {
    if (owner.first == state_) owner.first = nullptr;
  }
  delete state_;
}

c10::DataPtr CpuBlockCache::allocate(size_t n) const {
  const c10::Device cpu(c10::DeviceType::CPU);
  if (n < state_->min_bytes) {
    void* p = c10::alloc_cpu(n);
    return {p, p, &c10::free_cpu, cpu};
  }
  const size_t bytes = (n + kPage - 1) / kPage * kPage;
  std::lock_guard<std::mutex> guard(Lock());
  State& s = *state_;
  void* p = nullptr;
  auto same = s.by_size.find(bytes);
  if (same != s.by_size.end()) {
    // The most recently freed block of this size: its pages are the likeliest to be in cache.
    const auto it = same->second.back();
    same->second.pop_back();
    if (same->second.empty()) s.by_size.erase(same);
    p = it->ptr;
    s.lru.erase(it);
    s.stats.cached -= bytes;
    ++s.stats.hits;
  } else {
    // Mapped bytes stay within the peak in use (this block counted) plus the slack.
    const size_t limit = std::max(s.stats.peak_in_use, s.stats.in_use + bytes) + s.slack;
    while (s.stats.in_use + s.stats.cached + bytes > limit && s.Evict()) {
    }
    p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) {  // out of memory: give back every cached block and try once more
      while (s.Evict()) {
      }
      p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    }
    TORCH_CHECK(p != MAP_FAILED, "CPU allocator: cannot map ", bytes,
                " bytes: ", std::strerror(errno));
#ifdef MADV_HUGEPAGE
    if (bytes >= kHugePage) madvise(p, bytes, MADV_HUGEPAGE);
#endif
    ++s.stats.maps;
  }
  s.stats.in_use += bytes;
  s.stats.peak_in_use = std::max(s.stats.peak_in_use, s.stats.in_use);
  InUse()[p] = {state_, bytes};
  return {p, p, &CpuBlockCache::Release, cpu};
}

c10::DataPtr CpuBlockCache::allocate(size_t n) {
  return static_cast<const CpuBlockCache*>(this)->allocate(n);
}

void CpuBlockCache::copy_data(void* dest, const void* src, std::size_t count) const {
  std::memcpy(dest, src, count);
}

// raw_allocate() hands out blocks of either kind; Release tells them apart.
c10::DeleterFnPtr CpuBlockCache::raw_deleter() const { return &CpuBlockCache::Release; }

void CpuBlockCache::Release(void* ptr) {
  if (ptr == nullptr) return;
  std::unique_lock<std::mutex> guard(Lock());
  auto it = InUse().find(ptr);
  if (it == InUse().end()) {  // a small block (raw_deleter)
    guard.unlock();
    c10::free_cpu(ptr);
    return;
  }
  auto [state, bytes] = it->second;
  InUse().erase(it);
  if (state == nullptr) {  // its cache is gone
    munmap(ptr, bytes);
    return;
  }
  state->stats.in_use -= bytes;
  state->lru.push_back({ptr, bytes});
  state->by_size[bytes].push_back(std::prev(state->lru.end()));
  state->stats.cached += bytes;
}

CpuBlockCacheStats CpuBlockCache::Stats() const {
  std::lock_guard<std::mutex> guard(Lock());
  return state_->stats;
}

void CpuBlockCache::Trim() {
  std::lock_guard<std::mutex> guard(Lock());
  while (state_->Evict()) {
  }
}

void InstallCpuBlockCache(CpuBlockCache* cache) {
  // Priority above LibTorch's default CPU allocator (registered at 0).
  c10::SetCPUAllocator(cache, /*priority=*/1);
  g_process_cache = cache;
}

CpuBlockCache* ProcessCpuBlockCache() { return g_process_cache; }

}  // namespace nilab::host
