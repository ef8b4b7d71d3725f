// A generated sample in the form of DeepMind's files: 16 rendered panels (8 context, then 8
// candidates), the target, the meta-target and the encoded structure.
#pragma once

#include <cstdint>
#include <vector>

#include "tasks/pgm/generator.h"
#include "tasks/pgm/render.h"
#include "tasks/pgm/structure.h"

namespace nilab::pgm {

inline constexpr int kNumPanels = kNumContext + kNumCandidates;

struct Sample {
  std::vector<uint8_t> panels;  // [16, 80, 80] row-major
  int target = 0;
  MetaTarget meta_target{};
  EncodedStructure relation_structure_encoded{};
  Structure structure;  // empty for samples read from files, which only name their triples
};

Sample RenderSample(const Puzzle& puzzle, const RenderOptions& options);

// GeneratePuzzle + RenderSample.
Sample GenerateSample(const GeneratorConfig& config, DataSplit split, uint64_t index,
                      const RenderOptions& options);

}  // namespace nilab::pgm
