#include "tasks/pgm/context_blind.h"

#include <algorithm>
#include <array>

namespace nilab::pgm {
namespace {

// Each candidate's count of slot values shared with the other seven.
std::array<int, kNumCandidates> Agreements(const Puzzle& p) {
  std::array<int, kNumCandidates> score{};
  for (int a = 0; a < kNumCandidates; ++a) {
    for (int b = 0; b < kNumCandidates; ++b) {
      for (int s = 0; a != b && s < kNumSlots; ++s) {
        score[a] += SlotValue(p.candidates[a], static_cast<Slot>(s)) ==
                    SlotValue(p.candidates[b], static_cast<Slot>(s));
      }
    }
  }
  return score;
}

// The chance that the solver picking the highest score picks the target.
double ChanceOfTarget(const std::array<int, kNumCandidates>& score, int target) {
  const int best = *std::max_element(score.begin(), score.end());
  if (score[target] != best) return 0.0;
  return 1.0 / static_cast<double>(std::count(score.begin(), score.end(), best));
}

}  // namespace

ContextBlindScores ScoreContextBlind(const GeneratorConfig& config, DataSplit split, int64_t n) {
  ContextBlindScores out;
  for (int64_t i = 0; i < n; ++i) {
    const Puzzle p = GeneratePuzzle(config, split, static_cast<uint64_t>(i));
    std::array<int, kNumCandidates> score = Agreements(p);
    out.most += ChanceOfTarget(score, p.target);
    for (int& v : score) v = -v;
    out.least += ChanceOfTarget(score, p.target);
  }
  if (n > 0) {
    out.most /= static_cast<double>(n);
    out.least /= static_cast<double>(n);
  }
  return out;
}

}  // namespace nilab::pgm
