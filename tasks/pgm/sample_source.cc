#include "tasks/pgm/sample_source.h"

#include <array>
#include <cstdint>
#include <mutex>
#include <stdexcept>

#include "tasks/pgm/pgm_files.h"

namespace nilab::pgm {
namespace {

void CheckIndex(int64_t index, int64_t size, DataSplit split) {
  if (index < 0 || index >= size) {
    throw std::out_of_range("pgm: sample " + std::to_string(index) + " of the " +
                            DataSplitName(split) + " split, which has " + std::to_string(size));
  }
}

class GeneratorSource : public SampleSource {
 public:
  GeneratorSource(const GeneratorConfig& config, const RenderOptions& render,
                  const SplitSizes& sizes)
      : config_(config), render_(render), sizes_(sizes) {}

  int64_t Size(DataSplit split) const override { return sizes_[static_cast<size_t>(split)]; }
  Sample Get(DataSplit split, int64_t index) const override {
    CheckIndex(index, Size(split), split);
    return GenerateSample(config_, split, static_cast<uint64_t>(index), render_);
  }
  // Computed once per split, on first use (about 0.3 ms a puzzle).
  std::optional<ContextBlindScores> ContextBlind(DataSplit split) const override {
    const size_t s = static_cast<size_t>(split);
    std::call_once(context_blind_once_[s],
                   [&] { context_blind_[s] = ScoreContextBlind(config_, split, Size(split)); });
    return context_blind_[s];
  }
  std::map<std::string, std::string> Provenance() const override {
    return {{"pgm.source", "generator"},
            {"pgm.generator_version", std::to_string(kGeneratorVersion)},
            {"pgm.regime", RegimeName(config_.regime)},
            {"pgm.generator_seed", std::to_string(config_.seed)},
            {"pgm.triples",
             std::to_string(config_.min_triples) + "-" + std::to_string(config_.max_triples)},
            {"pgm.antialias", render_.antialias ? "true" : "false"},
            {"pgm.distractors", config_.constant_distractors ? "constant" : "mixed"},
            {"pgm.held_out", DescribeHeldOut(config_.regime)}};
  }

 private:
  GeneratorConfig config_;
  RenderOptions render_;
  SplitSizes sizes_;
  mutable std::array<std::once_flag, 3> context_blind_once_;
  mutable std::array<ContextBlindScores, 3> context_blind_;
};

class FileSource : public SampleSource {
 public:
  FileSource(const std::string& dir, const std::string& regime, const SplitSizes& sizes)
      : dir_(dir), regime_(regime) {
    for (int s = 0; s < 3; ++s) {
      std::vector<std::string>& files = files_[static_cast<size_t>(s)];
      files = ListSampleFiles(dir, regime, static_cast<DataSplit>(s));
      if (static_cast<int64_t>(files.size()) > sizes[static_cast<size_t>(s)]) {
        files.resize(static_cast<size_t>(sizes[static_cast<size_t>(s)]));
      }
    }
  }

  int64_t Size(DataSplit split) const override {
    return static_cast<int64_t>(files_[static_cast<size_t>(split)].size());
  }
  Sample Get(DataSplit split, int64_t index) const override {
    CheckIndex(index, Size(split), split);
    return ReadSampleFile(files_[static_cast<size_t>(split)][static_cast<size_t>(index)]);
  }
  std::map<std::string, std::string> Provenance() const override {
    std::map<std::string, std::string> out = {
        {"pgm.source", "files"}, {"pgm.dir", dir_}, {"pgm.regime", regime_}};
    for (int s = 0; s < 3; ++s) {
      const auto& files = files_[static_cast<size_t>(s)];
      out[std::string("pgm.files.") + DataSplitName(static_cast<DataSplit>(s))] =
          std::to_string(files.size());
    }
    return out;
  }

 private:
  std::string dir_, regime_;
  std::array<std::vector<std::string>, 3> files_;
};

}  // namespace

std::unique_ptr<SampleSource> MakeGeneratorSource(const GeneratorConfig& config,
                                                  const RenderOptions& render,
                                                  const SplitSizes& sizes) {
  return std::make_unique<GeneratorSource>(config, render, sizes);
}

std::unique_ptr<SampleSource> MakeFileSource(const std::string& dir, const std::string& regime,
                                             const SplitSizes& sizes) {
  return std::make_unique<FileSource>(dir, regime, sizes);
}

}  // namespace nilab::pgm
