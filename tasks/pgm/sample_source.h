// Where the task's samples come from: the generator (sample i of a split generated on demand) or
// a directory of DeepMind files (sample i of a split is its i-th file by id).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tasks/pgm/context_blind.h"
#include "tasks/pgm/generator.h"
#include "tasks/pgm/render.h"
#include "tasks/pgm/sample.h"

namespace nilab::pgm {

class SampleSource {
 public:
  virtual ~SampleSource() = default;
  virtual int64_t Size(DataSplit split) const = 0;
  // Sample `index` (< Size(split)); safe to call from several threads.
  virtual Sample Get(DataSplit split, int64_t index) const = 0;
  virtual std::map<std::string, std::string> Provenance() const = 0;
  // What the context-blind solvers score on a split's puzzles (context_blind.h), where the source
  // knows each puzzle's symbols: the generator does, a directory of files does not.
  virtual std::optional<ContextBlindScores> ContextBlind(DataSplit) const { return std::nullopt; }
};

// Sizes of the train, val and test splits.
using SplitSizes = std::array<int64_t, 3>;

std::unique_ptr<SampleSource> MakeGeneratorSource(const GeneratorConfig& config,
                                                  const RenderOptions& render,
                                                  const SplitSizes& sizes);

// The first sizes[split] files (by id) of PGM_{regime}_{split}_{id}.npz in `dir`, or all of them
// when there are fewer. Throws when `dir` is not a directory.
std::unique_ptr<SampleSource> MakeFileSource(const std::string& dir, const std::string& regime,
                                             const SplitSizes& sizes);

}  // namespace nilab::pgm
