// K-MNIST adaptation (paper §4.2, Figs 5-6): finetune a digits model on Kuzushiji-MNIST with k
// labelled samples. A new CLS token and head ("cls_kmnist", "head_kmnist.*"); the patch
// embedding has the digits task's names and shapes ("patch_embed.*"), so a phase initialised
// from a digits checkpoint reuses it (the host copies task tensors whose name and shape match).
//
// Three disjoint splits (SplitKmnist). With shots_from = "test" (the default: the official
// training images are often absent) the 10,000-image test split is carved into a test part
// (test_size, at least 5,000, drawn with test_seed: the same for every trial seed), a val
// (val_size) and the adaptation pool (the rest), the last two with split_seed (the trial's seed
// by default). With shots_from = "train" val and pool are carved from the training split and the
// test part is the official test split (all of it by default); "auto" (the authors' protocol
// where possible) is train when its files are present, else test. The train split is the k
// shots, per-class balanced (k / 10 per class; the remainder goes to the lowest classes), drawn
// from the pool with split_seed. val_from = "test" keeps the earlier layout: shots from the
// source split, val a subsample of the test split less the shots. Provenance() records every
// carve (split/kmnist/{train,val,pool,test}, kmnist/shots_from, the shot indices).
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
#include "tasks/kmnist/kmnist_plugin.h"

namespace nilab::kmnist {

sdk::ParamSchema KmnistParamSchema();

// Per-class balanced shots: for each class c, (k / 10 + (c < k % 10)) of the samples whose
// label is c, drawn with `seed`. Returns sorted row indices into `labels`. Throws when a class
// has too few samples.
std::vector<int64_t> BalancedShots(const std::vector<int64_t>& labels, int64_t k, uint64_t seed);

// The fewest images of K-MNIST's test part (val_from = "carve").
inline constexpr int64_t kMinKmnistTest = 5000;

// What SplitKmnist carves, from the task's params.
struct KmnistSplitSpec {
  int64_t shots = 150;
  bool from_train = false;  // the pool and val come from the training split
  std::string val_from = "carve";
  uint64_t split_seed = 0;  // resolved: the trial's seed where the param is -1
  int64_t val_size = 2000;
  int64_t test_size = 0;  // 0: the default of the mode
  uint64_t test_seed = 0;
  int64_t eval_size = 0;  // val_from = "test" only
};

// Rows (ascending) of the splits: `shots`, `val` and `pool` index the source split (the training
// split with from_train, else the test split); `test` indexes the test split. val_from "carve":
// test, val and pool are disjoint and shots lie in pool; val_from "test": val indexes the test
// split, pool is empty and test is the test split less val and the shots.
struct KmnistSplit {
  std::vector<int64_t> shots, val, pool, test;
};

// The carves of the source split's labels and of a test split of `test_split_size` images.
// Throws one line naming the param for sizes that do not fit.
KmnistSplit SplitKmnist(const KmnistSplitSpec& spec, const std::vector<int64_t>& source_labels,
                        int64_t test_split_size);

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
