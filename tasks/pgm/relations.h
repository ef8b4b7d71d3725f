// The five relations, applied row-wise over the 3x3 matrix: sampling the values one slot takes
// in the nine panels so that every row satisfies the relation.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "tasks/pgm/attributes.h"
#include "tasks/pgm/rng.h"

namespace nilab::pgm {

// The nine values of one slot, row-major: panel (row r, column c) is entry 3r + c. For
// progression and consistent union an entry is one value of the slot's domain (a count of
// shapes for kShapeNumber); for XOR, OR and AND it is a bit set of domain values.
using SlotGrid = std::array<uint16_t, 9>;

// XOR: a ^ b (symmetric difference); OR: a | b (union); AND: a & b (intersection).
uint16_t ApplySetRelation(Relation relation, uint16_t a, uint16_t b);

// Progression: in every row v, v + d, v + 2d with one step d in {-2, -1, 1, 2} (in positions of
// `values`, which is sorted) for the whole matrix and a random start per row.
SlotGrid SampleProgression(Rng& rng, const std::vector<int>& values);

// Consistent union: three distinct values drawn once; every row is a permutation of them. The
// permutations are redrawn while all three rows would also read as one progression.
SlotGrid SampleConsistentUnion(Rng& rng, const std::vector<int>& values);

// XOR / OR / AND: per row, sets A and B of 1..max_set values and C = A op B, with
//   OR:  neither of A, B contains the other (so C differs from both), |C| <= max_set;
//   AND: C not empty, C != A, C != B;
//   XOR: A and B intersect (so XOR differs from OR), C not empty, |C| <= max_set.
// Needs at least 3 values and max_set >= 2.
SlotGrid SampleSetRelation(Rng& rng, Relation relation, const std::vector<int>& values,
                           int max_set);

SlotGrid SampleRelation(Rng& rng, Relation relation, const std::vector<int>& values, int max_set);

}  // namespace nilab::pgm
