#include "tasks/kmnist/kmnist_task.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <iterator>
#include <stdexcept>

#include "plugins/sdk/carve.h"
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

// Ascending lists: the elements of `all` not in `drop`, and the union of two.
std::vector<int64_t> Without(const std::vector<int64_t>& all, const std::vector<int64_t>& drop) {
  std::vector<int64_t> out;
  std::set_difference(all.begin(), all.end(), drop.begin(), drop.end(), std::back_inserter(out));
  return out;
}

std::vector<int64_t> Union(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  std::vector<int64_t> out;
  std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
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
                       "where the adaptation pool (the shots) and val come from: test (disjoint "
                       "carves of the 10,000-image test split: pool, val and a test part), train "
                       "(the training split; test is the official test split) or auto (train "
                       "when K-MNIST's training images are present, as the authors ran it, else "
                       "test; the choice is recorded as kmnist/shots_from)",
                       {"test", "train", "auto"}),
      sdk::StringParam("val_from", "carve",
                       "where val comes from: carve (val_size images carved beside the pool with "
                       "split_seed, disjoint from the test part) or test (val a subsample of "
                       "eval_size images of the test split less the shots, test the rest of it; "
                       "the provenance marks it val_from_test: choices read test images)",
                       {"carve", "test"}),
      sdk::IntParam("split_seed", -1,
                    "seed of the val carve and of the shots; -1: the trial's seed, so each seed "
                    "draws its own val and shots (a number fixes them for every seed)",
                    -1),
      sdk::IntParam("val_size", 2000,
                    "val_from carve: images carved for val from the pool's split (shots_from "
                    "test: from the test images outside the test part)",
                    1, 60000),
      sdk::IntParam("test_size", 0,
                    "images of the test part: 0 (5,000 with shots_from test, the whole test "
                    "split with train) or at least 5,000, drawn with test_seed",
                    0, 10000),
      sdk::IntParam("test_seed", 0,
                    "seed of the test part; independent of the trial seed, so the test part is "
                    "the same for every seed",
                    0),
      sdk::IntParam("eval_size", 0,
                    "val_from test only: val is a subsample of this many images (split_seed) of "
                    "the test split less the shots (0: all of them)",
                    0),
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
  info.metrics = {{"acc", true, "accuracy on the split", 0.1},
                  {"acc/kmnist", true, "accuracy on the split (the same as acc)", 0.1},
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

KmnistSplit SplitKmnist(const KmnistSplitSpec& spec, const std::vector<int64_t>& source_labels,
                        int64_t test_split_size) {
  const auto source_size = static_cast<int64_t>(source_labels.size());
  KmnistSplit out;
  if (spec.val_from == "test") {
    // Shots from the source (split_seed); val a subsample (eval_size) of the test split less the
    // shots; test the rest of the test split.
    out.shots = BalancedShots(source_labels, spec.shots, spec.split_seed);
    std::vector<int64_t> eval = sdk::Iota(test_split_size);
    if (!spec.from_train) eval = Without(eval, out.shots);
    if (spec.eval_size > 0 && spec.eval_size < static_cast<int64_t>(eval.size())) {
      std::vector<int64_t> pick =
          sdk::SampleIndices(eval.size(), spec.eval_size, sdk::StreamSeed(spec.split_seed, "eval"));
      std::sort(pick.begin(), pick.end());
      std::vector<int64_t> kept;
      for (int64_t j : pick) kept.push_back(eval[j]);
      eval = kept;
    }
    out.val = eval;
    out.test = Without(sdk::Iota(test_split_size),
                       Union(eval, spec.from_train ? std::vector<int64_t>() : out.shots));
    return out;
  }
  if (spec.eval_size != 0) {
    throw std::invalid_argument(
        "eval_size applies to val_from = \"test\" only; val_size sets the size of the val carve");
  }
  if (spec.test_size != 0 && spec.test_size < kMinKmnistTest) {
    throw std::invalid_argument("test_size = " + std::to_string(spec.test_size) + " is below " +
                                std::to_string(kMinKmnistTest) +
                                ": the test part holds at least that many images (0: the default)");
  }
  // The test part: of the test split, fixed by test_seed.
  const int64_t test_count =
      spec.test_size > 0 ? spec.test_size : (spec.from_train ? test_split_size : kMinKmnistTest);
  std::vector<int64_t> available;
  if (spec.from_train) {
    out.test = sdk::CarveIndices(sdk::Iota(test_split_size), test_count,
                                 sdk::StreamSeed(spec.test_seed, "kmnist/test"))
                   .taken;
    available = sdk::Iota(source_size);
  } else {
    if (test_count >= test_split_size) {
      throw std::invalid_argument("test_size = " + std::to_string(test_count) +
                                  " leaves no images for the pool and val: K-MNIST's test split "
                                  "has " +
                                  std::to_string(test_split_size));
    }
    sdk::Carve test = sdk::CarveIndices(sdk::Iota(test_split_size), test_count,
                                        sdk::StreamSeed(spec.test_seed, "kmnist/test"));
    out.test = std::move(test.taken);
    available = std::move(test.rest);
  }
  // val and the adaptation pool: the rest, carved with split_seed.
  if (spec.val_size >= static_cast<int64_t>(available.size())) {
    throw std::invalid_argument(
        "val_size = " + std::to_string(spec.val_size) + " leaves no adaptation pool: " +
        std::to_string(available.size()) + " images of K-MNIST's " +
        (spec.from_train ? "training split" : "test split outside the test part") + " remain");
  }
  sdk::Carve val =
      sdk::CarveIndices(available, spec.val_size, sdk::StreamSeed(spec.split_seed, "kmnist/val"));
  out.val = std::move(val.taken);
  out.pool = std::move(val.rest);
  std::vector<int64_t> pool_labels;
  for (int64_t r : out.pool) pool_labels.push_back(source_labels[r]);
  for (int64_t j : BalancedShots(pool_labels, spec.shots, spec.split_seed)) {
    out.shots.push_back(out.pool[j]);
  }
  return out;
}

void KmnistTask::StartPhase(const sdk::PhaseContext& phase) {
  const sdk::Params& p = phase.params;
  KmnistSplitSpec spec;
  spec.shots = p.Int("shots");
  const std::string shots_from = p.String("shots_from");
  spec.from_train =
      shots_from == "train" || (shots_from == "auto" && KmnistTrainPresent(context_.data_dir));
  spec.val_from = p.String("val_from");
  spec.split_seed = sdk::ResolveSplitSeed(p.Int("split_seed"), context_.seed);
  spec.val_size = p.Int("val_size");
  spec.test_size = p.Int("test_size");
  spec.test_seed = static_cast<uint64_t>(p.Int("test_seed"));
  spec.eval_size = p.Int("eval_size");
  auto test = digits::LoadDigitSplit(context_.data_dir, "kmnist", "test", 0, 0);
  auto source =
      spec.from_train ? digits::LoadDigitSplit(context_.data_dir, "kmnist", "train", 0, 0) : test;
  const auto* label_ptr = source->labels.data_ptr<int64_t>();
  const std::vector<int64_t> labels(label_ptr, label_ptr + source->size());
  const KmnistSplit split = SplitKmnist(spec, labels, test->size());

  SetSplit(sdk::Split::kTrain, {SplitPart{0, source, split.shots}});
  SetSplit(sdk::Split::kVal, {SplitPart{0, spec.val_from == "test" ? test : source, split.val}});
  std::vector<SplitPart> test_parts;
  if (!split.test.empty()) test_parts.push_back(SplitPart{0, test, split.test});
  SetSplit(sdk::Split::kTest, std::move(test_parts));
  SetAugmentation(p.Int("randaugment_n"), p.Int("randaugment_m"));

  std::vector<int64_t> per_class(digits::kNumClasses, 0);
  for (int64_t r : split.shots) ++per_class[labels[r]];
  provenance_.clear();
  for (const auto& [file, sha] : source->files) provenance_["file/" + file] = sha;
  for (const auto& [file, sha] : test->files) provenance_["file/" + file] = sha;
  const std::string source_name = spec.from_train ? "train" : "test";
  const std::string seed = std::to_string(spec.split_seed);
  provenance_["kmnist/shots_from"] = source_name;
  provenance_["kmnist/shots"] = std::to_string(split.shots.size());
  provenance_["kmnist/shots_per_class"] = Join(per_class);
  provenance_["kmnist/shot_indices_fnv1a"] = digits::IndexListHash(split.shots);
  provenance_["kmnist/shot_indices"] = Join(split.shots);
  provenance_["val_from"] = spec.val_from;
  provenance_["split_seed"] = seed;
  provenance_["split_seed_from"] = p.Int("split_seed") < 0 ? "trial" : "param";
  provenance_["split/kmnist/train"] =
      sdk::DescribeSplit(split.shots, source_name, source->size(),
                         "per-class balanced shots drawn with split seed " + seed);
  if (spec.val_from == "test") {
    provenance_["val_from_test"] = "1";
    provenance_["split/kmnist/val"] = sdk::DescribeSplit(
        split.val, "test", test->size(),
        (spec.from_train ? "" : "less the shots, ") + std::string("split seed ") + seed);
    provenance_["split/kmnist/test"] =
        sdk::DescribeSplit(split.test, "test", test->size(), "the images neither shots nor val");
  } else {
    provenance_["test_seed"] = std::to_string(spec.test_seed);
    provenance_["split/kmnist/test"] = sdk::DescribeSplit(
        split.test, "test", test->size(),
        static_cast<int64_t>(split.test.size()) == test->size()
            ? std::string("all")
            : "the test part, drawn with test seed " + std::to_string(spec.test_seed));
    const std::string outside = spec.from_train ? "" : " outside the test part";
    provenance_["split/kmnist/val"] = sdk::DescribeSplit(
        split.val, source_name, source->size(), "carved" + outside + " with split seed " + seed);
    provenance_["split/kmnist/pool"] =
        sdk::DescribeSplit(split.pool, source_name, source->size(),
                           "the adaptation pool: the rest" + outside + " after the val carve");
  }
}

std::unique_ptr<sdk::Task> CreateKmnistTask(const sdk::Params& params,
                                            const sdk::TaskContext& context) {
  return std::make_unique<KmnistTask>(params, context);
}

}  // namespace nilab::kmnist
