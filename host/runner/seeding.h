// Deterministic seeds and shuffles, identical on every machine (no std::*_distribution, no
// library RNG whose algorithm may change): the data order of a trial is a function of its seed.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace nilab::host {

// splitmix64 step: a well-mixed 64-bit value from any 64-bit input.
uint64_t Mix64(uint64_t x);
// A seed derived from a parent seed and a label ("phase/pretrain", "epoch/3").
uint64_t DeriveSeed(uint64_t seed, const std::string& label);
uint64_t DeriveSeed(uint64_t seed, uint64_t value);
// A permutation of [0, n) (Fisher-Yates driven by splitmix64).
std::vector<int64_t> Permutation(int64_t n, uint64_t seed);
// k distinct values from [0, n), in increasing order.
std::vector<int64_t> Subset(int64_t n, int64_t k, uint64_t seed);

}  // namespace nilab::host
