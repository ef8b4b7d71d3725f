// Solvers that never look at the matrix: each scores the eight candidates by how many slot values
// they share with the other seven and picks the one that agrees most, or least (ties split
// evenly). What they score on a split is the level a model's accuracy there must clear before it
// shows that the model used the context; the task records it as the `floor/test/acc` provenance.
#pragma once

#include <cstdint>

#include "tasks/pgm/generator.h"

namespace nilab::pgm {

struct ContextBlindScores {
  double most = 0.0;   // expected accuracy of the solver picking the candidate agreeing most
  double least = 0.0;  // ... agreeing least
  double Floor() const { return most > least ? most : least; }
};

// Both solvers over the first n puzzles of `split`.
ContextBlindScores ScoreContextBlind(const GeneratorConfig& config, DataSplit split, int64_t n);

}  // namespace nilab::pgm
