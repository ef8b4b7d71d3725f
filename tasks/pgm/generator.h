// Puzzle generation: a structure, the nine panels of the matrix it governs (with distractor
// attributes), and eight candidate answers of which exactly one completes the matrix.
#pragma once

#include <array>
#include <cstdint>

#include "tasks/pgm/panel.h"
#include "tasks/pgm/regimes.h"
#include "tasks/pgm/structure.h"

namespace nilab::pgm {

// Bumped whenever a change makes GeneratePuzzle or the rasteriser produce other puzzles or
// pixels for the same arguments; recorded with every trial that generates its data.
inline constexpr int kGeneratorVersion = 1;

struct GeneratorConfig {
  Regime regime = Regime::kNeutral;
  uint64_t seed = 0;
  int min_triples = 1;  // raised to 2 in the pair regimes
  int max_triples = 4;
  // false (Barrett et al.): per puzzle, each ungoverned attribute is constant over the matrix or
  // random per object and panel, and an object type no triple governs is drawn in half of the
  // puzzles. true: every ungoverned attribute is constant and only governed object types are
  // drawn (an easier task, for small-compute runs).
  bool constant_distractors = false;
};

inline constexpr int kNumContext = 8;
inline constexpr int kNumCandidates = 8;

struct Puzzle {
  Structure structure;
  std::array<Panel, kNumContext> context;  // the matrix row-major, without its last panel
  std::array<Panel, kNumCandidates> candidates;
  int target = 0;  // index of the candidate that completes the matrix
};

// The puzzle `index` of a split: a pure function of (config, split, index).
//
// Governed slots take the values their relation samples (relations.h). Ungoverned attributes of
// the objects present are distractors: per puzzle, each is either constant over the matrix or
// random per object and panel; an object type no triple governs is drawn (all distractors) in
// half of the puzzles (with `constant_distractors`: always constant, never drawn). Candidates: the
// right panel, then seven panels each derived from a random earlier candidate by changing one
// governed slot (moving, adding or removing a shape or line, or giving objects a value outside the
// panel's current set); a panel is kept only when it differs from the right one in at least one
// governed slot's value (which the rules fix uniquely, so it breaks a rule) and from every
// candidate so far. The eight are shuffled.
Puzzle GeneratePuzzle(const GeneratorConfig& config, DataSplit split, uint64_t index);

}  // namespace nilab::pgm
