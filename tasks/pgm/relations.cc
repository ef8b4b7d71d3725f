#include "tasks/pgm/relations.h"

#include <cstdint>
#include <stdexcept>

#include "tasks/pgm/panel.h"

namespace nilab::pgm {
namespace {

// A random subset of `values` with 1..max_size members, as a bit set.
uint16_t RandomSubset(Rng& rng, const std::vector<int>& values, int max_size) {
  const int n = static_cast<int>(values.size());
  const int size = rng.Range(1, max_size < n ? max_size : n);
  std::vector<int> pool = values;
  uint32_t bits = 0;
  for (int i = 0; i < size; ++i) {
    // Partial Fisher-Yates: draw pool[i..n) without replacement.
    const int j = i + rng.Uniform(n - i);
    std::swap(pool[static_cast<size_t>(i)], pool[static_cast<size_t>(j)]);
    bits |= 1u << pool[static_cast<size_t>(i)];
  }
  return static_cast<uint16_t>(bits);
}

bool IsSubset(uint16_t a, uint16_t b) { return (a & ~b) == 0; }

}  // namespace

uint16_t ApplySetRelation(Relation relation, uint16_t a, uint16_t b) {
  switch (relation) {
    case Relation::kXor:
      return static_cast<uint16_t>(a ^ b);
    case Relation::kOr:
      return static_cast<uint16_t>(a | b);
    case Relation::kAnd:
      return static_cast<uint16_t>(a & b);
    default:
      throw std::logic_error(std::string("not a set relation: ") + RelationName(relation));
  }
}

SlotGrid SampleProgression(Rng& rng, const std::vector<int>& values) {
  const int n = static_cast<int>(values.size());
  if (n < 3) throw std::logic_error("progression needs at least 3 values");
  const int magnitude = n >= 5 ? rng.Range(1, 2) : 1;
  const int step = rng.Chance(1, 2) ? magnitude : -magnitude;
  SlotGrid grid{};
  for (int row = 0; row < 3; ++row) {
    // Start indices s with s, s + step, s + 2 step inside [0, n).
    const int lo = step > 0 ? 0 : -2 * step;
    const int hi = step > 0 ? n - 1 - 2 * step : n - 1;
    const int start = rng.Range(lo, hi);
    for (int col = 0; col < 3; ++col) {
      grid[static_cast<size_t>(3 * row + col)] =
          static_cast<uint16_t>(values[static_cast<size_t>(start + col * step)]);
    }
  }
  return grid;
}

SlotGrid SampleConsistentUnion(Rng& rng, const std::vector<int>& values) {
  if (values.size() < 3) throw std::logic_error("consistent union needs at least 3 values");
  std::vector<int> pool = values;
  rng.Shuffle(pool);
  const std::vector<int> three(pool.begin(), pool.begin() + 3);
  SlotGrid grid{};
  while (true) {
    int common_step = 0;
    bool all_progressions = true;
    for (int row = 0; row < 3; ++row) {
      std::vector<int> perm = three;
      rng.Shuffle(perm);
      for (int col = 0; col < 3; ++col) {
        grid[static_cast<size_t>(3 * row + col)] = static_cast<uint16_t>(perm[col]);
      }
      const int d1 = perm[1] - perm[0];
      const int d2 = perm[2] - perm[1];
      if (d1 != d2 || (row > 0 && d1 != common_step)) all_progressions = false;
      common_step = d1;
    }
    if (!all_progressions) return grid;
  }
}

SlotGrid SampleSetRelation(Rng& rng, Relation relation, const std::vector<int>& values,
                           int max_set) {
  if (values.size() < 3 || max_set < 2) {
    throw std::logic_error("set relations need at least 3 values and sets of 2");
  }
  SlotGrid grid{};
  for (int row = 0; row < 3; ++row) {
    while (true) {
      const uint16_t a = RandomSubset(rng, values, max_set);
      const uint16_t b = RandomSubset(rng, values, max_set);
      const uint16_t c = ApplySetRelation(relation, a, b);
      bool ok = false;
      switch (relation) {
        case Relation::kOr:
          ok = !IsSubset(a, b) && !IsSubset(b, a) && PopCount(c) <= max_set;
          break;
        case Relation::kAnd:
          ok = c != 0 && c != a && c != b;
          break;
        case Relation::kXor:
          ok = (a & b) != 0 && c != 0 && PopCount(c) <= max_set;
          break;
        default:
          break;
      }
      if (!ok) continue;
      grid[static_cast<size_t>(3 * row)] = a;
      grid[static_cast<size_t>(3 * row + 1)] = b;
      grid[static_cast<size_t>(3 * row + 2)] = c;
      break;
    }
  }
  return grid;
}

SlotGrid SampleRelation(Rng& rng, Relation relation, const std::vector<int>& values, int max_set) {
  switch (relation) {
    case Relation::kProgression:
      return SampleProgression(rng, values);
    case Relation::kConsistentUnion:
      return SampleConsistentUnion(rng, values);
    default:
      return SampleSetRelation(rng, relation, values, max_set);
  }
}

}  // namespace nilab::pgm
