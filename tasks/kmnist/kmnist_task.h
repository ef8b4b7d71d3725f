// K-MNIST adaptation (paper §4.2, Figs 5-6): finetune a digits model on Kuzushiji-MNIST with k
// labelled samples. A new CLS token and head ("cls_kmnist", "head_kmnist.*"); the patch
// embedding has the digits task's names and shapes ("patch_embed.*"), so a phase initialised
// from a digits checkpoint reuses it (the host copies task tensors whose name and shape match).
//
// The k shots are per-class balanced (k / 10 per class; the remainder goes to the lowest
// classes) and drawn with `split_seed`. With shots_from = "test" (the default: the official
// training images are often absent) they come from the 10,000-image test split and the rest of
// it is the held-out evaluation set ("val"); with shots_from = "train" they come from the
// official training split and "val" is the test split; with "auto" (the authors' protocol where
// possible) they come from the training split when its files are present, else from the test
// split. The split used is recorded in Provenance() (kmnist/shots_from, the shot indices).
//
// With layout = "authors" the task has the digits task's shared `cls` and `head*` names, so a
// phase initialised from an authors-layout digits checkpoint starts from the pretrained CLS
// token and head (the authors' `finetune` with use_shared_cls_tokens and
// use_shared_prediction_head); with "nilab" they are new (cls_kmnist, head_kmnist).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "plugins/sdk/params.h"
#include "plugins/sdk/plugin_info.h"
#include "tasks/digits/image_task.h"

namespace nilab::kmnist {

sdk::ParamSchema KmnistParamSchema();
sdk::PluginInfo KmnistPluginInfo();

// Per-class balanced shots: for each class c, (k / 10 + (c < k % 10)) of the samples whose
// label is c, drawn with `seed`. Returns sorted row indices into `labels`. Throws when a class
// has too few samples.
std::vector<int64_t> BalancedShots(const std::vector<int64_t>& labels, int64_t k, uint64_t seed);

// Whether K-MNIST's training images and labels are in `data_dir` (shots_from = "auto").
bool KmnistTrainPresent(const std::string& data_dir);

class KmnistTask : public digits::ImageTask {
 public:
  KmnistTask(const sdk::Params& params, const sdk::TaskContext& context);

  void StartPhase(const sdk::PhaseContext& phase) override;
  std::map<std::string, std::string> Provenance() const override { return provenance_; }

 private:
  sdk::TaskContext context_;
  std::map<std::string, std::string> provenance_;
};

}  // namespace nilab::kmnist
