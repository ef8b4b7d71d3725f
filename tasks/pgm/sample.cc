#include "tasks/pgm/sample.h"

#include <cstdint>

namespace nilab::pgm {

Sample RenderSample(const Puzzle& puzzle, const RenderOptions& options) {
  Sample sample;
  sample.panels.resize(static_cast<size_t>(kNumPanels) * kPanelPixels);
  for (int i = 0; i < kNumPanels; ++i) {
    const Panel& panel = i < kNumContext ? puzzle.context[static_cast<size_t>(i)]
                                         : puzzle.candidates[static_cast<size_t>(i - kNumContext)];
    RenderPanel(panel, options, sample.panels.data() + static_cast<size_t>(i) * kPanelPixels);
  }
  sample.target = puzzle.target;
  sample.structure = puzzle.structure;
  sample.relation_structure_encoded = EncodeStructure(puzzle.structure);
  sample.meta_target = MetaTargetOf(sample.relation_structure_encoded);
  return sample;
}

Sample GenerateSample(const GeneratorConfig& config, DataSplit split, uint64_t index,
                      const RenderOptions& options) {
  return RenderSample(GeneratePuzzle(config, split, index), options);
}

}  // namespace nilab::pgm
