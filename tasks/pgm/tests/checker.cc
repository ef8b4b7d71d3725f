#include "tasks/pgm/tests/checker.h"

#include <algorithm>
#include <iterator>
#include <vector>

namespace nilab::pgm::testing {

std::set<int> Observe(const Panel& panel, Object object, Attribute attribute) {
  std::set<int> seen;
  if (object == Object::kShape) {
    int count = 0;
    for (int p = 0; p < kNumPositions; ++p) {
      if ((panel.shapes & (1 << p)) == 0) continue;
      ++count;
      const ShapeCell& c = panel.shape[p];
      if (attribute == Attribute::kPosition) seen.insert(p);
      if (attribute == Attribute::kType) seen.insert(c.type);
      if (attribute == Attribute::kSize) seen.insert(c.size);
      if (attribute == Attribute::kColor) seen.insert(c.color);
    }
    if (attribute == Attribute::kNumber) seen.insert(count);
  } else {
    for (int t = 0; t < kNumLineTypes; ++t) {
      if ((panel.lines & (1 << t)) == 0) continue;
      if (attribute == Attribute::kType) seen.insert(t);
      if (attribute == Attribute::kColor) seen.insert(panel.line_color[t]);
    }
  }
  return seen;
}

bool Satisfies(const std::array<Panel, 9>& matrix, const Triple& triple) {
  std::array<std::set<int>, 9> v;
  for (int i = 0; i < 9; ++i) v[i] = Observe(matrix[i], triple.object(), triple.attribute());
  auto single = [&v](int i) { return v[i].size() == 1; };
  auto value = [&v](int i) { return *v[i].begin(); };
  switch (triple.relation) {
    case Relation::kProgression: {
      int step = 0;
      for (int r = 0; r < 3; ++r) {
        if (!single(3 * r) || !single(3 * r + 1) || !single(3 * r + 2)) return false;
        const int d = value(3 * r + 1) - value(3 * r);
        if (d == 0 || value(3 * r + 2) - value(3 * r + 1) != d) return false;
        if (r > 0 && d != step) return false;
        step = d;
      }
      return true;
    }
    case Relation::kConsistentUnion: {
      std::set<int> first;
      for (int r = 0; r < 3; ++r) {
        std::set<int> row;
        for (int c = 0; c < 3; ++c) {
          if (!single(3 * r + c)) return false;
          row.insert(value(3 * r + c));
        }
        if (row.size() != 3) return false;
        if (r == 0) first = row;
        if (row != first) return false;
      }
      return true;
    }
    default:
      for (int r = 0; r < 3; ++r) {
        const std::set<int>& a = v[3 * r];
        const std::set<int>& b = v[3 * r + 1];
        std::set<int> expected;
        auto out = std::inserter(expected, expected.begin());
        if (triple.relation == Relation::kXor) {
          std::set_symmetric_difference(a.begin(), a.end(), b.begin(), b.end(), out);
        } else if (triple.relation == Relation::kOr) {
          std::set_union(a.begin(), a.end(), b.begin(), b.end(), out);
        } else {
          std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), out);
        }
        if (v[3 * r + 2] != expected) return false;
      }
      return true;
  }
}

std::vector<int> ConsistentCandidates(const Puzzle& puzzle) {
  std::vector<int> out;
  for (int k = 0; k < kNumCandidates; ++k) {
    std::array<Panel, 9> matrix;
    std::copy(puzzle.context.begin(), puzzle.context.end(), matrix.begin());
    matrix[8] = puzzle.candidates[k];
    const bool ok = std::all_of(puzzle.structure.begin(), puzzle.structure.end(),
                                [&matrix](const Triple& t) { return Satisfies(matrix, t); });
    if (ok) out.push_back(k);
  }
  return out;
}

}  // namespace nilab::pgm::testing
