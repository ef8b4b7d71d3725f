#include "tasks/digits/digits_task.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <stdexcept>

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

std::vector<SplitPart> LoadParts(const std::string& data_dir, const std::vector<std::string>& names,
                                 const std::string& split, int64_t count, uint64_t seed,
                                 std::map<std::string, std::string>* provenance) {
  std::vector<SplitPart> parts;
  for (size_t d = 0; d < names.size(); ++d) {
    auto data = LoadDigitSplit(data_dir, names[d], split, count, seed);
    SplitPart part;
    part.head = static_cast<int64_t>(d);
    part.data = data;
    part.rows.resize(data->size());
    for (int64_t i = 0; i < data->size(); ++i) part.rows[i] = i;
    for (const auto& [file, sha] : data->files) (*provenance)["file/" + file] = sha;
    (*provenance)["split/" + names[d] + "/" + split] =
        std::to_string(data->size()) + " of " + std::to_string(data->official_size) +
        (data->subset_of > 0
             ? " (drawn from a subset file of " + std::to_string(data->subset_of) + "; "
             : " (") +
        "indices fnv1a " + IndexListHash(data->source_index) + ")";
    parts.push_back(std::move(part));
  }
  return parts;
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
      sdk::IntParam("train_per_dataset", 0,
                    "training samples per dataset, a seeded subsample (0: the whole split)", 0),
      sdk::IntParam("val_per_dataset", 0,
                    "validation samples per dataset from its official test split (0: all)", 0),
      sdk::IntParam("subsample_seed", 0, "seed of the subsamples (independent of the trial seed)",
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
  info.metrics = {{"acc", true, "mean over datasets of the per-dataset accuracy"},
                  {"loss", false, "mean cross-entropy"}};
  for (const auto& d : {"mnist", "mnist_m", "svhn"}) {
    info.metrics.push_back({std::string("acc/") + d, true, std::string("accuracy on ") + d});
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
  const uint64_t seed = static_cast<uint64_t>(p.Int("subsample_seed"));
  provenance_.clear();
  SetSplit(sdk::Split::kTrain, LoadParts(context_.data_dir, used, "train",
                                         p.Int("train_per_dataset"), seed, &provenance_));
  SetSplit(sdk::Split::kVal, LoadParts(context_.data_dir, used, "test", p.Int("val_per_dataset"),
                                       seed, &provenance_));
  SetAugmentation(p.Int("randaugment_n"), p.Int("randaugment_m"));
  std::string names;
  for (const auto& n : used) names += (names.empty() ? "" : ",") + n;
  provenance_["datasets"] = names;
  std::string skipped_names;
  for (const auto& n : skipped) skipped_names += (skipped_names.empty() ? "" : ",") + n;
  if (!skipped_names.empty()) provenance_["datasets_skipped"] = skipped_names;
}

std::map<std::string, std::string> DigitsTask::Provenance() const { return provenance_; }

}  // namespace nilab::digits
