// An independent checker for the solvability test: whether a completed matrix satisfies the
// triples of a structure, computed from the symbolic panels with std::set arithmetic and none of
// the generator's code (it uses only the data types).
#pragma once

#include <array>
#include <set>

#include "tasks/pgm/generator.h"

namespace nilab::pgm::testing {

// What a panel shows of an object's attribute: {count of shapes} for number, otherwise the set
// of values present (positions occupied, types, sizes, colours).
std::set<int> Observe(const Panel& panel, Object object, Attribute attribute);

// Progression: each panel shows one value; every row is v, v + d, v + 2d with the same d != 0.
// Consistent union: each panel shows one value; every row holds 3 distinct values, the same 3.
// XOR / OR / AND: the third panel of every row shows the symmetric difference / union /
// intersection of the first two.
bool Satisfies(const std::array<Panel, 9>& matrix, const Triple& triple);

// The candidates that complete the context into a matrix satisfying every triple.
std::vector<int> ConsistentCandidates(const Puzzle& puzzle);

}  // namespace nilab::pgm::testing
