// The digits multi-task (paper §4.2): MNIST, MNIST-M and SVHN classified at once by one model,
// each dataset with its own CLS token and linear head (image_task.h). Training batches mix the
// datasets (the host shuffles the concatenated training split). Per dataset, val is carved from
// its official train split (split_seed: the trial's seed by default; MNIST and MNIST-M carve the
// same shared indices) and train is the rest of it (or a subsample); test is its official test
// split, all of it or a subset (test_seed) of at least 5,000 images, the same for every seed.
// val_from = "test" keeps the earlier layout: val a subsample of the official test split.
// Metrics: "acc/<dataset>" and their mean "acc".
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "plugins/sdk/params.h"
#include "plugins/sdk/plugin_info.h"
#include "tasks/digits/digits_plugin.h"
#include "tasks/digits/image_task.h"

namespace nilab::digits {

// The fewest images a test subset of a dataset holds (all of them where the split has fewer).
inline constexpr int64_t kMinTestPerDataset = 5000;

sdk::ParamSchema DigitsParamSchema();

class DigitsTask : public ImageTask {
 public:
  DigitsTask(const sdk::Params& params, const sdk::TaskContext& context);

  // Loads each dataset's subsamples (cached per process) and sets the augmentation; the dataset
  // list is structure and may not change between phases.
  void StartPhase(const sdk::PhaseContext& phase) override;
  std::map<std::string, std::string> Provenance() const override;

 private:
  sdk::TaskContext context_;
  std::map<std::string, std::string> provenance_;
};

// The datasets of `requested` the task uses: all of them, or (missing = "skip") those whose
// files are present; `skipped` gets the others.
std::vector<std::string> SelectDigitDatasets(const std::vector<std::string>& requested,
                                             const std::string& missing,
                                             const std::string& data_dir,
                                             std::vector<std::string>* skipped);

}  // namespace nilab::digits
