// The CPU allocator of training processes (host/runner/cpu_block_cache.h): blocks re-used by
// size, the mapped bytes bounded by the peak in use plus the slack, small blocks and raw
// allocations passed through, and LibTorch's tensors served by it once installed.
#include "host/runner/cpu_block_cache.h"

#include <gtest/gtest.h>
#include <torch/torch.h>

#include <cstdint>
#include <cstring>
#include <memory>

namespace nilab::host {
namespace {

constexpr size_t kMiB = size_t{1} << 20;

bool Aligned64(const void* p) { return reinterpret_cast<uintptr_t>(p) % 64 == 0; }

TEST(CpuBlockCache, ReusesAFreedBlockOfTheSameSize) {
  CpuBlockCache cache(/*min_bytes=*/kMiB, /*slack=*/0);
  void* first = nullptr;
  {
    c10::DataPtr a = cache.allocate(3 * kMiB + 5);
    first = a.get();
    ASSERT_TRUE(Aligned64(first));
    std::memset(first, 1, 3 * kMiB + 5);
    EXPECT_EQ(cache.Stats().in_use, 3 * kMiB + 4096);  // rounded up to whole pages
  }
  EXPECT_EQ(cache.Stats().in_use, 0u);
  EXPECT_EQ(cache.Stats().cached, 3 * kMiB + 4096);
  c10::DataPtr b = cache.allocate(3 * kMiB + 5);
  EXPECT_EQ(b.get(), first);
  const CpuBlockCacheStats s = cache.Stats();
  EXPECT_EQ(s.hits, 1);
  EXPECT_EQ(s.maps, 1);
  EXPECT_EQ(s.cached, 0u);
  // Another size is a new block while this one is held.
  c10::DataPtr c = cache.allocate(2 * kMiB);
  EXPECT_NE(c.get(), b.get());
  EXPECT_EQ(cache.Stats().maps, 2);
}

TEST(CpuBlockCache, SmallBlocksBypassTheCache) {
  CpuBlockCache cache(kMiB, 0);
  c10::DataPtr a = cache.allocate(1000);
  ASSERT_NE(a.get(), nullptr);
  EXPECT_TRUE(Aligned64(a.get()));
  std::memset(a.get(), 7, 1000);
  const CpuBlockCacheStats s = cache.Stats();
  EXPECT_EQ(s.in_use, 0u);
  EXPECT_EQ(s.maps, 0);
}

TEST(CpuBlockCache, MappedBytesStayWithinThePeakInUsePlusTheSlack) {
  CpuBlockCache cache(kMiB, /*slack=*/4 * kMiB);
  void* older = nullptr;
  void* newer = nullptr;
  {
    c10::DataPtr a = cache.allocate(4 * kMiB);
    c10::DataPtr b = cache.allocate(4 * kMiB);
    older = a.get();
    newer = b.get();
    EXPECT_EQ(cache.Stats().peak_in_use, 8 * kMiB);
  }  // b is freed first, then a: a is the most recently freed
  EXPECT_EQ(cache.Stats().cached, 8 * kMiB);
  // 6 MiB more would map 14 MiB against a limit of 8 + 4: the least recently freed 4 MiB goes.
  c10::DataPtr c = cache.allocate(6 * kMiB);
  CpuBlockCacheStats s = cache.Stats();
  EXPECT_EQ(s.unmaps, 1);
  EXPECT_EQ(s.cached, 4 * kMiB);
  EXPECT_LE(s.in_use + s.cached, s.peak_in_use + 4 * kMiB);
  c10::DataPtr d = cache.allocate(4 * kMiB);
  EXPECT_EQ(d.get(), older);  // the one kept was freed last
  EXPECT_NE(d.get(), newer);
  cache.Trim();
  EXPECT_EQ(cache.Stats().cached, 0u);
}

TEST(CpuBlockCache, RawAllocationsOfBothKindsAreFreedByTheRawDeleter) {
  CpuBlockCache cache(kMiB, 0);
  void* small = cache.raw_allocate(100);
  void* large = cache.raw_allocate(2 * kMiB);
  std::memset(small, 0, 100);
  std::memset(large, 0, 2 * kMiB);
  EXPECT_EQ(cache.Stats().in_use, 2 * kMiB);
  cache.raw_deleter()(small);
  cache.raw_deleter()(large);
  EXPECT_EQ(cache.Stats().in_use, 0u);
  EXPECT_EQ(cache.Stats().cached, 2 * kMiB);
}

TEST(CpuBlockCache, ABlockOutlivingItsCacheIsStillFreed) {
  auto cache = std::make_unique<CpuBlockCache>(kMiB, 0);
  c10::DataPtr a = cache->allocate(2 * kMiB);
  std::memset(a.get(), 3, 2 * kMiB);
  cache.reset();
  EXPECT_EQ(static_cast<unsigned char*>(a.get())[2 * kMiB - 1], 3);
  a.clear();  // unmapped by the deleter, with no cache to return to
}

TEST(CpuBlockCache, ServesLibTorchOnceInstalledWithTheSameResults) {
  torch::manual_seed(0);
  const torch::Tensor x = torch::randn({512, 512}), y = torch::randn({512, 512});
  const torch::Tensor before = torch::mm(x, y).relu().sum(0);

  static CpuBlockCache* cache = new CpuBlockCache(kMiB, 0);  // outlives every tensor
  InstallCpuBlockCache(cache);
  ASSERT_EQ(ProcessCpuBlockCache(), cache);
  {
    const torch::Tensor big = torch::zeros({1 << 20});  // 4 MiB
    EXPECT_GE(cache->Stats().in_use, 4 * kMiB);
    // The same arithmetic on memory from the cache. Bit for bit where the BLAS kernel's result
    // does not depend on where its output lies; OpenBLAS's Haswell kernels on 2 threads round
    // differently at another alignment (an mmap'd block against malloc's), so across that change
    // the products agree to float rounding, and bit for bit among the cache's own blocks.
    torch::Tensor first;
    for (int i = 0; i < 3; ++i) {
      const torch::Tensor after = torch::mm(x, y).relu().sum(0);  // 1 MiB product each time
      EXPECT_TRUE(torch::allclose(after, before, /*rtol=*/1e-5, /*atol=*/1e-4))
          << (after - before).abs().max().item<float>();
      if (i == 0) first = after;
      EXPECT_TRUE(torch::equal(after, first));
    }
  }
  const CpuBlockCacheStats s = cache->Stats();
  EXPECT_EQ(s.in_use, 0u);
  EXPECT_GE(s.hits, 2);  // the second and third products re-used the first one's block
}

}  // namespace
}  // namespace nilab::host
