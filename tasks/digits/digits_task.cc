#include "tasks/digits/digits_task.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <iterator>
#include <stdexcept>

#include "plugins/sdk/carve.h"
#include "tasks/datasets/catalog.h"
#include "tasks/datasets/mnist_m.h"

namespace nilab::digits {
namespace {

// The files a dataset needs for the digits task (MNIST-M's IDX test copy is optional, and a
// subset of an MNIST-M tarball stands in for it, see LoadDigitSplit).
bool DatasetPresent(const std::string& data_dir, const std::string& dataset) {
  for (const auto& file : DigitDatasetFiles(dataset)) {
    if (dataset == "mnist_m" && file.file != "mnist_m_train.tar.gz" &&
        file.file != "mnist_m_test.tar.gz") {
      continue;
    }
    if (file.file == "extra_32x32.mat") continue;
    std::error_code ec;
    const auto path = datasets::DatasetFilePath(data_dir, file);
    if (std::filesystem::exists(path, ec)) continue;
    if (dataset == "mnist_m" &&
        std::filesystem::exists(
            std::filesystem::path(path).replace_filename(datasets::MnistMSubsetName(file.file)),
            ec)) {
      continue;
    }
    return false;
  }
  return true;
}

std::string Join(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& n : names) out += (out.empty() ? "" : ",") + n;
  return out;
}

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

// " (drawn from a subset file of M)" where the samples came from one.
std::string SubsetNote(const DigitSplit& data) {
  return data.subset_of > 0
             ? " (drawn from a subset file of " + std::to_string(data.subset_of) + ")"
             : std::string();
}

SplitPart Part(int64_t head, std::shared_ptr<const DigitSplit> data,
               const std::vector<int64_t>& indices) {
  SplitPart part;
  part.head = head;
  part.rows = DigitRows(*data, indices);
  part.data = std::move(data);
  return part;
}

void RecordFiles(const DigitSplit& data, std::map<std::string, std::string>* provenance) {
  for (const auto& [file, sha] : data.files) (*provenance)["file/" + file] = sha;
}

// MNIST-M's image i is MNIST's image i of the same split (i < 59,001): both datasets carve their
// val from one seeded order of those shared indices, so neither trains on a digit the other's
// val holds.
std::string CarveFamily(const std::string& dataset) {
  return dataset == "mnist" || dataset == "mnist_m" ? "mnist" : dataset;
}

int64_t CarveOrderSize(const std::string& dataset) {
  return CarveFamily(dataset) == "mnist" ? DigitSplitSize("mnist_m", "train")
                                         : DigitSplitSize(dataset, "train");
}

struct SplitParams {
  std::string val_from;
  int64_t train_count, val_count, test_count;
  uint64_t subsample_seed, split_seed, test_seed;
};

// The val carve of a dataset's train split: the first `count` indices of a seeded order of the
// carve family's indices that the split holds.
std::vector<int64_t> CarveVal(const std::string& dataset, const std::vector<int64_t>& available,
                              const SplitParams& s) {
  if (s.val_count <= 0) {
    throw std::invalid_argument(
        "val_per_dataset must be > 0 with val_from = \"carve\" (the val "
        "carved from each dataset's train split)");
  }
  if (s.val_count >= static_cast<int64_t>(available.size())) {
    throw std::invalid_argument("val_per_dataset = " + std::to_string(s.val_count) +
                                " must be smaller than " + dataset + "'s train split (" +
                                std::to_string(available.size()) + " images)");
  }
  const int64_t n = CarveOrderSize(dataset);
  std::vector<int64_t> val;
  for (int64_t index :
       sdk::SampleIndices(n, n, sdk::StreamSeed(s.split_seed, CarveFamily(dataset) + "/val"))) {
    if (std::binary_search(available.begin(), available.end(), index)) val.push_back(index);
    if (static_cast<int64_t>(val.size()) == s.val_count) break;
  }
  if (static_cast<int64_t>(val.size()) < s.val_count) {
    throw std::invalid_argument("val_per_dataset = " + std::to_string(s.val_count) + ": " +
                                dataset + "'s train split holds only " +
                                std::to_string(val.size()) + " images the carve may draw");
  }
  std::sort(val.begin(), val.end());
  return val;
}

// The test samples of a dataset: test_per_dataset of `available` drawn with test_seed (0 or
// more than there are: all), at least 5,000 (all when there are fewer).
std::vector<int64_t> TestPart(const std::string& dataset, const std::vector<int64_t>& available,
                              const SplitParams& s) {
  const auto n = static_cast<int64_t>(available.size());
  if (s.test_count == 0 || s.test_count >= n) return available;
  if (s.test_count < std::min<int64_t>(kMinTestPerDataset, n)) {
    throw std::invalid_argument(
        "test_per_dataset = " + std::to_string(s.test_count) + " is below " +
        std::to_string(std::min<int64_t>(kMinTestPerDataset, n)) + ": " + dataset +
        "'s test split has " + std::to_string(n) + " images, and a test subset holds at least " +
        std::to_string(kMinTestPerDataset) + " or all of a smaller split (0: all)");
  }
  std::vector<int64_t> out;
  for (int64_t j : sdk::SampleIndices(n, s.test_count,
                                      sdk::StreamSeed(s.test_seed, dataset + "/test_subset"))) {
    out.push_back(available[j]);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Dataset `head`'s three parts, and their provenance records.
void LoadDataset(const std::string& data_dir, const std::string& dataset, int64_t head,
                 const SplitParams& s, std::vector<SplitPart> parts[3],
                 std::map<std::string, std::string>* provenance) {
  const std::string key = "split/" + dataset + "/";
  const int64_t train_size = DigitSplitSize(dataset, "train");
  const int64_t test_size = DigitSplitSize(dataset, "test");
  std::vector<int64_t> val_from_test;  // val's indices in the test split (val_from = "test")
  if (s.val_from == "test") {
    // val_from = "test": train and val are subsamples (subsample_seed) of the official train and
    // test splits; test is the rest of the test split.
    auto train = LoadDigitSplit(data_dir, dataset, "train", s.train_count, s.subsample_seed);
    auto val = LoadDigitSplit(data_dir, dataset, "test", s.val_count, s.subsample_seed);
    parts[0].push_back(Part(head, train, train->source_index));
    parts[1].push_back(Part(head, val, val->source_index));
    RecordFiles(*train, provenance);
    RecordFiles(*val, provenance);
    const std::string seed = "subsample seed " + std::to_string(s.subsample_seed);
    (*provenance)[key + "train"] =
        sdk::DescribeSplit(train->source_index, "train", train_size, seed) + SubsetNote(*train);
    (*provenance)[key + "val"] =
        sdk::DescribeSplit(val->source_index, "test", test_size, seed) + SubsetNote(*val);
    val_from_test = val->source_index;
  } else {
    const std::vector<int64_t> available = AvailableDigitIndices(data_dir, dataset, "train");
    const std::vector<int64_t> val = CarveVal(dataset, available, s);
    const std::vector<int64_t> rest = Without(available, val);
    std::vector<int64_t> train = rest;
    std::string how = "the train split less the val carve";
    if (s.train_count > 0 && s.train_count < static_cast<int64_t>(rest.size())) {
      train.clear();
      for (int64_t j : sdk::SampleIndices(rest.size(), s.train_count,
                                          sdk::StreamSeed(s.subsample_seed, dataset + "/train"))) {
        train.push_back(rest[j]);
      }
      std::sort(train.begin(), train.end());
      how += ", subsample seed " + std::to_string(s.subsample_seed);
    }
    auto data = LoadDigitIndices(data_dir, dataset, "train", Union(train, val));
    parts[0].push_back(Part(head, data, train));
    parts[1].push_back(Part(head, data, val));
    RecordFiles(*data, provenance);
    (*provenance)[key + "train"] =
        sdk::DescribeSplit(train, "train", train_size, how) + SubsetNote(*data);
    (*provenance)[key + "val"] =
        sdk::DescribeSplit(val, "train", train_size,
                           "carved with split seed " + std::to_string(s.split_seed)) +
        SubsetNote(*data);
  }
  const std::vector<int64_t> test_available =
      Without(AvailableDigitIndices(data_dir, dataset, "test"), val_from_test);
  const std::vector<int64_t> test = TestPart(dataset, test_available, s);
  if (!test.empty()) {
    auto data = LoadDigitIndices(data_dir, dataset, "test", test);
    parts[2].push_back(Part(head, data, test));
    RecordFiles(*data, provenance);
    (*provenance)[key + "test"] =
        sdk::DescribeSplit(test, "test", test_size,
                           test.size() == test_available.size()
                               ? std::string(s.val_from == "test" ? "all but val" : "all")
                               : "subset drawn with test seed " + std::to_string(s.test_seed)) +
        SubsetNote(*data);
  }
}

}  // namespace

sdk::ParamSchema DigitsParamSchema() {
  return {
      sdk::StringListParam("datasets", {"mnist", "mnist_m", "svhn"},
                           "datasets trained together, one CLS token and head each",
                           {"mnist", "mnist_m", "svhn"}),
      sdk::StringParam("missing_datasets", "error",
                       "a requested dataset whose files are absent: error, or skip it "
                       "(skipped ones are recorded in the provenance)",
                       {"error", "skip"}),
      sdk::StringParam("val_from", "carve",
                       "where val comes from: carve (val_per_dataset images carved from each "
                       "dataset's train split with split_seed; test is the official test split) "
                       "or test (val a subsample of the official test split drawn with "
                       "subsample_seed, test the rest of it, train a subsample of the train split; "
                       "the provenance marks it val_from_test: choices read test images)",
                       {"carve", "test"}),
      sdk::IntParam("train_per_dataset", 0,
                    "training samples per dataset, a subsample (subsample_seed) of the train split "
                    "less the val carve (0: all of it)",
                    0),
      sdk::IntParam("val_per_dataset", 5000,
                    "validation samples per dataset: carved from its train split (val_from carve, "
                    "> 0), or a subsample of its official test split (val_from test; 0: all)",
                    0),
      sdk::IntParam("test_per_dataset", 0,
                    "test samples per dataset from its official test split (less val with "
                    "val_from test): 0 all, else a subset drawn with test_seed of at least 5000 "
                    "(all when the split has fewer)",
                    0),
      sdk::IntParam("split_seed", -1, sdk::kSplitSeedDoc, -1),
      sdk::IntParam("test_seed", 0,
                    "seed of the test subset (test_per_dataset); independent of the trial seed, "
                    "so the test split is the same for every seed",
                    0),
      sdk::IntParam("subsample_seed", 0,
                    "seed of the training subsample (and of val with val_from test); independent "
                    "of the trial seed",
                    0),
      sdk::IntParam("randaugment_n", 2, "RandAugment: ops per training image (0: none)", 0, 14),
      sdk::IntParam("randaugment_m", 9, "RandAugment: magnitude (torchvision scale 0..30)", 0, 30),
      sdk::FloatParam("cls_init_std", 0.02, "std of the CLS tokens' normal initialisation", 0.0),
      sdk::BoolParam("head_norm", true,
                     "LayerNorm on the CLS output before each linear head (NI's paper residual "
                     "grows the token scale with n_i; false: the bare linear head)"),
      sdk::StringParam("layout", "nilab",
                       "tokens and heads: 'nilab' (one CLS token, std cls_init_std, and one head "
                       "per dataset; a set holds its sample's CLS token: 65 tokens) or 'authors' "
                       "(the authors' preset: one shared CLS token drawn N(0, 1), one shared "
                       "LayerNorm + Linear head, cls_copies copies of the token per set)",
                       {"nilab", "authors"}),
      sdk::IntParam("cls_copies", 0,
                    "layout 'authors': copies of the shared CLS token in each set (0: one per "
                    "dataset, 67 tokens for three datasets, as the authors' code)",
                    0, 64),
  };
}

sdk::PluginInfo DigitsPluginInfo() {
  sdk::PluginInfo info;
  info.name = "digits";
  info.kind = sdk::PluginKind::kTask;
  info.description =
      "MNIST + MNIST-M + SVHN multi-task classification (paper 4.2): 32x32x3, RandAugment, "
      "4x4 patches, relative positions, one CLS token and linear head per dataset";
  info.params = DigitsParamSchema();
  info.param_groups = {{"embed", "patch embedding (patch_embed.*)"},
                       {"cls",
                        "one CLS token per dataset (cls_<dataset>), or the shared one (cls, "
                        "layout authors)"},
                       {"head",
                        "per dataset: the LayerNorm (head_norm_<dataset>.*, with head_norm) and "
                        "linear head (head_<dataset>.*) on its CLS output; layout authors: the "
                        "shared head_norm.* and head.*"}};
  info.metrics = {{"acc", true, "mean over datasets of the per-dataset accuracy", 0.1},
                  {"loss", false, "mean cross-entropy"}};
  for (const auto& d : {"mnist", "mnist_m", "svhn"}) {
    info.metrics.push_back({std::string("acc/") + d, true, std::string("accuracy on ") + d, 0.1});
    for (auto& file : DigitDatasetFiles(d)) {
      // SVHN's 1.3 GB extra split is catalogued but never read by this task: not declared, so
      // `nilab data fetch svhn` does not download it.
      if (file.file != "extra_32x32.mat") info.datasets.push_back(file);
    }
  }
  info.headline_metric = "val/acc";
  return info;
}

std::vector<std::string> SelectDigitDatasets(const std::vector<std::string>& requested,
                                             const std::string& missing,
                                             const std::string& data_dir,
                                             std::vector<std::string>* skipped) {
  std::vector<std::string> used;
  for (const auto& name : requested) {
    if (std::find(used.begin(), used.end(), name) != used.end()) {
      throw std::invalid_argument("datasets: '" + name + "' is listed twice");
    }
    if (missing == "skip" && !DatasetPresent(data_dir, name)) {
      skipped->push_back(name);
    } else {
      used.push_back(name);
    }
  }
  if (used.empty()) {
    throw std::runtime_error("datasets: none of the requested datasets is present in " + data_dir +
                             " (nilab data list shows what is there)");
  }
  return used;
}

DigitsTask::DigitsTask(const sdk::Params& params, const sdk::TaskContext& context)
    : ImageTask(
          [&] {
            std::vector<std::string> skipped;
            return SelectDigitDatasets(params.Strings("datasets"),
                                       params.String("missing_datasets"), context.data_dir,
                                       &skipped);
          }(),
          params.Float("cls_init_std"), params.Bool("head_norm"), params.String("layout"),
          params.Int("cls_copies")),
      context_(context) {
  // On a GPU the images stay there and batches are made there (image_task.h).
  if (const torch::Device device(context.device); device.is_cuda()) KeepDataOn(device);
}

void DigitsTask::StartPhase(const sdk::PhaseContext& phase) {
  const sdk::Params& p = phase.params;
  std::vector<std::string> skipped;
  const auto used = SelectDigitDatasets(p.Strings("datasets"), p.String("missing_datasets"),
                                        context_.data_dir, &skipped);
  if (used != datasets()) {
    throw std::invalid_argument("phase '" + phase.name +
                                "': datasets may not change between phases (they define the CLS "
                                "tokens and heads)");
  }
  SplitParams s;
  s.val_from = p.String("val_from");
  s.train_count = p.Int("train_per_dataset");
  s.val_count = p.Int("val_per_dataset");
  s.test_count = p.Int("test_per_dataset");
  s.subsample_seed = static_cast<uint64_t>(p.Int("subsample_seed"));
  s.split_seed = sdk::ResolveSplitSeed(p.Int("split_seed"), context_.seed);
  s.test_seed = static_cast<uint64_t>(p.Int("test_seed"));
  provenance_.clear();
  std::vector<SplitPart> parts[3];
  for (size_t d = 0; d < used.size(); ++d) {
    LoadDataset(context_.data_dir, used[d], static_cast<int64_t>(d), s, parts, &provenance_);
  }
  SetSplit(sdk::Split::kTrain, std::move(parts[0]));
  SetSplit(sdk::Split::kVal, std::move(parts[1]));
  SetSplit(sdk::Split::kTest, std::move(parts[2]));
  SetAugmentation(p.Int("randaugment_n"), p.Int("randaugment_m"));
  provenance_["datasets"] = Join(used);
  if (!skipped.empty()) provenance_["datasets_skipped"] = Join(skipped);
  provenance_["val_from"] = s.val_from;
  if (s.val_from == "test") {
    provenance_["val_from_test"] = "1";
  } else {
    provenance_["split_seed"] = std::to_string(s.split_seed);
    provenance_["split_seed_from"] = p.Int("split_seed") < 0 ? "trial" : "param";
  }
  provenance_["test_seed"] = std::to_string(s.test_seed);
}

std::map<std::string, std::string> DigitsTask::Provenance() const { return provenance_; }

std::unique_ptr<sdk::Task> CreateDigitsTask(const sdk::Params& params,
                                            const sdk::TaskContext& context) {
  return std::make_unique<DigitsTask>(params, context);
}

}  // namespace nilab::digits
