// The digits multi-task (paper §4.2): MNIST, MNIST-M and SVHN classified at once by one model,
// each dataset with its own CLS token and linear head (image_task.h). Training batches mix the
// datasets (the host shuffles the concatenated training split); validation is a subsample of
// each dataset's official test split. Metrics: "acc/<dataset>" and their mean "acc".
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "plugins/sdk/params.h"
#include "plugins/sdk/plugin_info.h"
#include "tasks/digits/image_task.h"

namespace nilab::digits {

sdk::ParamSchema DigitsParamSchema();
sdk::PluginInfo DigitsPluginInfo();

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
