// Side-by-side slices of one batch, one core each.
//
// At 2 threads a training step of the NI spends part of its time in ops that do not speed up
// with threads (GELU and LayerNorm backward, small GEMMs whose packing dominates); two
// single-threaded workers on half a batch each do (plugins/ni/README.md, "Performance").
// ForEachShard runs fn(shard, begin, end) for `shards` contiguous slices of [0, n) on as many
// OpenMP threads. Inside the region LibTorch's intra-op loops, OpenBLAS and the NI's kernels all
// see omp_in_parallel() and run single-threaded.
//
// State that LibTorch keeps per thread (grad mode, autocast) starts at its default on the
// workers: fn sets what it needs. The first exception a slice throws is rethrown once every
// slice has finished.
#pragma once

#include <cstdint>
#include <functional>

namespace nilab::host {

// The slices: `shards` near-equal contiguous ranges of [0, n); empty ones are skipped. With
// shards <= 1 (or n <= 1) fn runs once, on the calling thread, over [0, n).
void ForEachShard(int64_t n, int shards,
                  const std::function<void(int shard, int64_t begin, int64_t end)>& fn);

// [begin, end) of slice `shard` of [0, n) split into `shards`.
void ShardRange(int64_t n, int shards, int shard, int64_t* begin, int64_t* end);

}  // namespace nilab::host
