// Seeded carves of a task's samples: the val a task carves from its training data, the subset of
// a test split it evaluates, and the records of both for a trial's provenance.
//
// Every task has three splits (task.h): train, a val carved from the training data (the only
// split choices read), and a test split that no choice reads. The val carve is drawn with the
// task's `split_seed` param; its default, -1, means the trial's seed (TaskContext::seed), so each
// seed of a comparison draws its own val carve as well as its initialisation and data order
// (Bouthillier et al., "Accounting for Variance in Machine Learning Benchmarks", MLSys 2021).
// The test split stays fixed across seeds: it has a seed of its own.
//
// Provenance keys shared by the tasks (each task's README lists its own):
//   split_seed       the seed of the val carve, as a number
//   split_seed_from  "trial" (the trial's seed) or "param" (split_seed set to a number)
//   val_from         how val was made (the task's `val_from` param)
//   val_from_test    "1" when val is a subsample of an official test split (absent otherwise)
//   floor/<metric>   the score on a split ("floor/test/acc") of a baseline that ignores part of
//                    the input, where the task can compute one (PGM: solvers that read only the
//                    candidates): a level above chance that a model must clear, as a number
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "plugins/sdk/splitmix64.h"

namespace nilab::sdk {

// The doc string of the `split_seed` param every task declares (-1 is its default).
inline constexpr const char* kSplitSeedDoc =
    "seed of the val carve; -1: the trial's seed, so each seed draws its own val (a number fixes "
    "it for every seed)";

// The seed a carve uses: `param` when it is >= 0, else the trial's seed.
inline uint64_t ResolveSplitSeed(int64_t param, uint64_t trial_seed) {
  return param >= 0 ? static_cast<uint64_t>(param) : trial_seed;
}

// A seed for a named stream of `seed` ("mnist/val"), so independent uses do not correlate.
inline uint64_t StreamSeed(uint64_t seed, const std::string& stream) {
  uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a 64 of the name, mixed with the seed
  for (unsigned char c : stream) h = (h ^ c) * 0x100000001b3ULL;
  return SplitMix64(seed ^ h).Next();
}

// `k` distinct indices of [0, n) in random order (partial Fisher-Yates); all of them when k >= n.
// The first k of SampleIndices(n, n, seed) are SampleIndices(n, k, seed).
inline std::vector<int64_t> SampleIndices(int64_t n, int64_t k, uint64_t seed) {
  std::vector<int64_t> all(n);
  std::iota(all.begin(), all.end(), 0);
  SplitMix64 rng(seed);
  const int64_t take = k < n ? k : n;
  for (int64_t i = 0; i < take; ++i)
    std::swap(all[i], all[i + static_cast<int64_t>(rng.Below(n - i))]);
  all.resize(take);
  return all;
}

// A pool split in two: `taken` (drawn) and `rest`, both ascending and disjoint.
struct Carve {
  std::vector<int64_t> taken;
  std::vector<int64_t> rest;
};

// `count` elements of `pool` drawn with `seed` (all of them when count >= pool.size()); `rest`
// gets the others. The pool's order does not matter.
inline Carve CarveIndices(const std::vector<int64_t>& pool, int64_t count, uint64_t seed) {
  const auto n = static_cast<int64_t>(pool.size());
  std::vector<int64_t> picked = SampleIndices(n, count, seed);
  std::vector<bool> in(pool.size(), false);
  for (int64_t j : picked) in[j] = true;
  Carve out;
  for (int64_t j = 0; j < n; ++j) (in[j] ? out.taken : out.rest).push_back(pool[j]);
  std::sort(out.taken.begin(), out.taken.end());
  std::sort(out.rest.begin(), out.rest.end());
  return out;
}

// 0, 1, ..., n - 1.
inline std::vector<int64_t> Iota(int64_t n) {
  std::vector<int64_t> v(n);
  std::iota(v.begin(), v.end(), 0);
  return v;
}

// FNV-1a 64 of a list of indices (each as 8 little-endian bytes), as 16 hex digits.
inline std::string IndexListHash(const std::vector<int64_t>& indices) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (int64_t index : indices) {
    for (int b = 0; b < 8; ++b)
      h = (h ^ ((static_cast<uint64_t>(index) >> (8 * b)) & 0xff)) * 0x100000001b3ULL;
  }
  char hex[17];
  std::snprintf(hex, sizeof(hex), "%016llx", static_cast<unsigned long long>(h));
  return hex;
}

// The provenance record of one split's samples: "<n> of <source> (<source size>), <how>,
// indices fnv1a <hash>", e.g. "5000 of train (60000), carved with split seed 3, indices fnv1a
// 0123456789abcdef". `indices` are the samples' indices in `source`.
inline std::string DescribeSplit(const std::vector<int64_t>& indices, const std::string& source,
                                 int64_t source_size, const std::string& how) {
  return std::to_string(indices.size()) + " of " + source + " (" + std::to_string(source_size) +
         "), " + how + ", indices fnv1a " + IndexListHash(indices);
}

}  // namespace nilab::sdk
