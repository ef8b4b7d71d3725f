// Random fuzzy Boolean functions: a uniformly random truth table per function, extended to
// [0, 1]^N as the fuzzy DNF of its true minterms (README.md, "Construction").
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace nilab::fuzzy_boolean {

// A Boolean function of n_vars variables. bits[m] is its value at the crisp point whose variable
// i is bit i of m (m in [0, 2^n_vars)).
struct TruthTable {
  int n_vars = 0;
  std::vector<uint8_t> bits;

  // The table as a hexadecimal number whose bit m is bits[m], most significant digit first
  // (N = 5: 8 digits).
  std::string Hex() const;
  bool operator==(const TruthTable& other) const {
    return n_vars == other.n_vars && bits == other.bits;
  }
};

inline constexpr int kMaxVars = 8;

// `count` distinct, non-constant truth tables of n_vars variables drawn from stream "functions"
// of `seed`: each table's 2^n_vars bits are the low bits of consecutive 64-bit draws, a table
// that is constant or repeats an earlier one is drawn again. Throws std::invalid_argument when
// n_vars is outside [1, kMaxVars] or fewer than `count` such tables exist.
std::vector<TruthTable> GenerateFunctions(int n_vars, int count, uint64_t seed);

// y[p, f] = F_f(x[p, :]) for points x [n_points, n_vars] (row-major) and functions F_f, the fuzzy
// DNF of table f:  F(x) = OR_{m : bits[m] = 1} AND_{i} l_mi(x_i),  l_mi = x_i if bit i of m is
// set, else not(x_i); the ORs fold left in increasing m, the ANDs in increasing i. Computed in
// double, stored as float.
void EvaluateFunctions(const std::vector<TruthTable>& functions, const float* x, int64_t n_points,
                       float* y);

}  // namespace nilab::fuzzy_boolean
