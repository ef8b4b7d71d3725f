#include "tasks/fuzzy_boolean/function_generator.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

#include "tasks/fuzzy_boolean/fuzzy_ops.h"
#include "tasks/fuzzy_boolean/portable_rng.h"

namespace nilab::fuzzy_boolean {
namespace {

// Stream id of the function draws ("FUNCTION" in ASCII).
constexpr uint64_t kFunctionStream = 0x46554E4354494F4EULL;

}  // namespace

std::string TruthTable::Hex() const {
  const char* digits = "0123456789abcdef";
  const size_t n_digits = (bits.size() + 3) / 4;
  std::string out(n_digits, '0');
  for (size_t d = 0; d < n_digits; ++d) {
    int value = 0;
    for (size_t b = 0; b < 4 && 4 * d + b < bits.size(); ++b) value |= bits[4 * d + b] << b;
    out[n_digits - 1 - d] = digits[value];
  }
  return out;
}

std::vector<TruthTable> GenerateFunctions(int n_vars, int count, uint64_t seed) {
  if (n_vars < 1 || n_vars > kMaxVars) {
    throw std::invalid_argument("fuzzy_boolean: n_vars must be in [1, " + std::to_string(kMaxVars) +
                                "], got " + std::to_string(n_vars));
  }
  const size_t size = size_t{1} << n_vars;
  // Distinct non-constant tables: 2^(2^N) - 2 (only small N can run short).
  if (n_vars <= 4) {
    const uint64_t available = (uint64_t{1} << size) - 2;
    if (static_cast<uint64_t>(count) > available) {
      throw std::invalid_argument("fuzzy_boolean: n_functions = " + std::to_string(count) +
                                  " but only " + std::to_string(available) +
                                  " distinct non-constant functions of " + std::to_string(n_vars) +
                                  " variables exist");
    }
  }
  PortableRng rng(seed, kFunctionStream);
  std::vector<TruthTable> out;
  while (static_cast<int>(out.size()) < count) {
    TruthTable t{n_vars, std::vector<uint8_t>(size)};
    for (size_t word = 0; word * 64 < size; ++word) {
      const uint64_t draw = rng.NextU64();
      for (size_t b = 0; b < 64 && word * 64 + b < size; ++b) {
        t.bits[word * 64 + b] = static_cast<uint8_t>((draw >> b) & 1);
      }
    }
    const auto ones = static_cast<size_t>(std::count(t.bits.begin(), t.bits.end(), 1));
    const bool constant = ones == 0 || ones == size;
    if (constant || std::find(out.begin(), out.end(), t) != out.end()) continue;
    out.push_back(std::move(t));
  }
  return out;
}

void EvaluateFunctions(const std::vector<TruthTable>& functions, const float* x, int64_t n_points,
                       float* y) {
  if (functions.empty()) return;
  const int n = functions[0].n_vars;
  const size_t size = size_t{1} << n;
  const size_t n_f = functions.size();
  std::vector<double> minterm(size);
  for (int64_t p = 0; p < n_points; ++p) {
    const float* xp = x + p * n;
    // minterm[m] = AND_i l_mi(x_i), built variable by variable: after step i, entry m (m < 2^(i+1))
    // holds the AND of the literals of variables 0..i.
    minterm[0] = 1.0;
    for (int i = 0; i < n; ++i) {
      const double xi = xp[i];
      const size_t half = size_t{1} << i;
      for (size_t m = 0; m < half; ++m) {
        minterm[m + half] = FuzzyAnd(minterm[m], xi);
        minterm[m] = FuzzyAnd(minterm[m], FuzzyNot(xi));
      }
    }
    for (size_t f = 0; f < n_f; ++f) {
      const std::vector<uint8_t>& bits = functions[f].bits;
      double acc = 0.0;  // or(0, a) = a
      for (size_t m = 0; m < size; ++m) {
        if (bits[m]) acc = FuzzyOr(acc, minterm[m]);
      }
      y[p * n_f + f] = static_cast<float>(acc);
    }
  }
}

}  // namespace nilab::fuzzy_boolean
