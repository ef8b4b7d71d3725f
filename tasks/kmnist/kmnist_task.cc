#include "tasks/kmnist/kmnist_task.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <stdexcept>

#include "tasks/datasets/catalog.h"

#include "tasks/digits/rng.h"

namespace nilab::kmnist {
namespace {

using digits::SplitPart;

std::string Join(const std::vector<int64_t>& values) {
  std::string s;
  for (int64_t v : values) s += (s.empty() ? "" : ",") + std::to_string(v);
  return s;
}

}  // namespace

bool KmnistTrainPresent(const std::string& data_dir) {
  bool any = false;
  for (const auto& file : digits::DigitDatasetFiles("kmnist")) {
    if (file.file.rfind("train-", 0) != 0) continue;
    any = true;
    std::error_code ec;
    if (!std::filesystem::exists(datasets::DatasetFilePath(data_dir, file), ec)) return false;
  }
  return any;
}

sdk::ParamSchema KmnistParamSchema() {
  return {
      sdk::IntParam("shots", 150, "labelled training samples k, per-class balanced", 10, 60000),
      sdk::StringParam("shots_from", "test",
                       "split the shots come from: test (the rest of it is the evaluation set), "
                       "train (evaluate on the whole test split) or auto (train when K-MNIST's "
                       "training images are present, as the authors ran it, else test; the "
                       "choice is recorded as kmnist/shots_from)",
                       {"test", "train", "auto"}),
      sdk::IntParam("split_seed", 0, "seed of the shot selection (independent of the trial seed)",
                    0),
      sdk::IntParam("eval_size", 0, "held-out evaluation samples, a seeded subsample (0: all)", 0),
      sdk::IntParam("randaugment_n", 0,
                    "RandAugment: ops per training image (0: none, the paper's unaugmented "
                    "K-MNIST samples)",
                    0, 14),
      sdk::IntParam("randaugment_m", 9, "RandAugment: magnitude (torchvision scale 0..30)", 0, 30),
      sdk::FloatParam("cls_init_std", 0.02, "std of the CLS token's normal initialisation", 0.0),
      sdk::BoolParam("head_norm", true,
                     "LayerNorm on the CLS output before the linear head (as the digits task)"),
      sdk::StringParam("layout", "nilab",
                       "tokens and heads, as the digits task: 'nilab' (a new CLS token and head, "
                       "cls_kmnist, head_kmnist) or 'authors' (the shared cls and head: a phase "
                       "initialised from a digits checkpoint of the same layout starts from the "
                       "pretrained ones, as the authors' finetune does)",
                       {"nilab", "authors"}),
      sdk::IntParam("cls_copies", 0,
                    "layout 'authors': copies of the shared CLS token in each set (0: one; 3 "
                    "keeps the 67-token sets of a three-dataset digits model)",
                    0, 64),
  };
}

sdk::PluginInfo KmnistPluginInfo() {
  sdk::PluginInfo info;
  info.name = "kmnist";
  info.kind = sdk::PluginKind::kTask;
  info.description =
      "Kuzushiji-MNIST few-shot adaptation (paper 4.2): k per-class balanced samples, a new CLS "
      "token and head, the digits task's patch embedding";
  info.params = KmnistParamSchema();
  info.param_groups = {{"embed", "patch embedding (patch_embed.*, shared names with digits)"},
                       {"cls", "the K-MNIST CLS token (cls_kmnist)"},
                       {"head",
                        "the K-MNIST LayerNorm (head_norm_kmnist.*, with head_norm) and linear "
                        "head (head_kmnist.*)"}};
  info.metrics = {{"acc", true, "accuracy on the evaluation set"},
                  {"acc/kmnist", true, "accuracy on the evaluation set"},
                  {"loss", false, "mean cross-entropy"}};
  info.headline_metric = "val/acc";
  info.datasets = digits::DigitDatasetFiles("kmnist");
  return info;
}

std::vector<int64_t> BalancedShots(const std::vector<int64_t>& labels, int64_t k, uint64_t seed) {
  const int64_t classes = digits::kNumClasses;
  std::vector<std::vector<int64_t>> by_class(classes);
  for (size_t i = 0; i < labels.size(); ++i) by_class.at(labels[i]).push_back(i);
  std::vector<int64_t> shots;
  for (int64_t c = 0; c < classes; ++c) {
    const int64_t want = k / classes + (c < k % classes ? 1 : 0);
    const auto& pool = by_class[c];
    if (static_cast<int64_t>(pool.size()) < want) {
      throw std::invalid_argument("shots: class " + std::to_string(c) + " has " +
                                  std::to_string(pool.size()) + " samples, " +
                                  std::to_string(want) + " needed");
    }
    for (int64_t j : digits::SampleIndices(pool.size(), want,
                                           digits::StreamSeed(seed, "class" + std::to_string(c)))) {
      shots.push_back(pool[j]);
    }
  }
  std::sort(shots.begin(), shots.end());
  return shots;
}

KmnistTask::KmnistTask(const sdk::Params& params, const sdk::TaskContext& context)
    : ImageTask({"kmnist"}, params.Float("cls_init_std"), params.Bool("head_norm"),
                params.String("layout"), params.Int("cls_copies")),
      context_(context) {
  // On a GPU the images stay there and batches are made there (image_task.h).
  if (const torch::Device device(context.device); device.is_cuda()) KeepDataOn(device);
}

void KmnistTask::StartPhase(const sdk::PhaseContext& phase) {
  const sdk::Params& p = phase.params;
  const int64_t k = p.Int("shots");
  const uint64_t seed = static_cast<uint64_t>(p.Int("split_seed"));
  const std::string shots_from = p.String("shots_from");
  const bool from_train =
      shots_from == "train" || (shots_from == "auto" && KmnistTrainPresent(context_.data_dir));
  auto test = digits::LoadDigitSplit(context_.data_dir, "kmnist", "test", 0, 0);
  auto source =
      from_train ? digits::LoadDigitSplit(context_.data_dir, "kmnist", "train", 0, 0) : test;
  const auto* label_ptr = source->labels.data_ptr<int64_t>();
  const std::vector<int64_t> labels(label_ptr, label_ptr + source->size());
  const std::vector<int64_t> shots = BalancedShots(labels, k, seed);

  // Evaluation rows: the test split, less the shots when they came from it.
  std::vector<int64_t> eval_rows;
  std::vector<bool> taken(test->size(), false);
  if (!from_train) {
    for (int64_t r : shots) taken[r] = true;
  }
  for (int64_t r = 0; r < test->size(); ++r) {
    if (!taken[r]) eval_rows.push_back(r);
  }
  const int64_t eval_size = p.Int("eval_size");
  if (eval_size > 0 && eval_size < static_cast<int64_t>(eval_rows.size())) {
    std::vector<int64_t> pick =
        digits::SampleIndices(eval_rows.size(), eval_size, digits::StreamSeed(seed, "eval"));
    std::sort(pick.begin(), pick.end());
    std::vector<int64_t> kept;
    for (int64_t j : pick) kept.push_back(eval_rows[j]);
    eval_rows = kept;
  }
  SetSplit(sdk::Split::kTrain, {SplitPart{0, source, shots}});
  SetSplit(sdk::Split::kVal, {SplitPart{0, test, eval_rows}});
  SetAugmentation(p.Int("randaugment_n"), p.Int("randaugment_m"));

  std::vector<int64_t> per_class(digits::kNumClasses, 0);
  for (int64_t r : shots) ++per_class[labels[r]];
  provenance_.clear();
  for (const auto& [file, sha] : source->files) provenance_["file/" + file] = sha;
  for (const auto& [file, sha] : test->files) provenance_["file/" + file] = sha;
  provenance_["kmnist/shots_from"] = from_train ? "train" : "test";
  provenance_["kmnist/shots"] = std::to_string(shots.size());
  provenance_["kmnist/shots_per_class"] = Join(per_class);
  provenance_["kmnist/shot_indices_fnv1a"] = digits::IndexListHash(shots);
  provenance_["kmnist/shot_indices"] = Join(shots);
  provenance_["kmnist/eval"] = std::to_string(eval_rows.size()) + " samples of the test split";
  provenance_["kmnist/eval_indices_fnv1a"] = digits::IndexListHash(eval_rows);
}

}  // namespace nilab::kmnist
