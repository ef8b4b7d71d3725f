#include "tasks/digits/digit_data.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <iterator>
#include <mutex>
#include <stdexcept>

#include "tasks/datasets/catalog.h"
#include "tasks/datasets/checksum.h"
#include "tasks/datasets/labeled_images.h"
#include "tasks/datasets/mnist_m.h"
#include "tasks/datasets/svhn.h"
#include "tasks/digits/rng.h"

namespace nilab::digits {
namespace {

namespace F = torch::nn::functional;
using datasets::LabeledImages;

// Checks a file against the catalog and records its sha256; returns its path.
std::string Require(const std::string& data_dir, const std::string& dataset,
                    const std::string& file, DigitSplit* out) {
  const auto records = DigitDatasetFiles(dataset);
  const sdk::DatasetFile& record = datasets::FindDatasetFile(records, dataset, file);
  const std::string path = datasets::RequireDatasetFile(data_dir, record);
  out->files[dataset + "/" + file] = record.sha256.empty() ? "md5:" + record.md5 : record.sha256;
  return path;
}

bool Present(const std::string& data_dir, const std::string& dataset, const std::string& file) {
  std::error_code ec;
  return std::filesystem::exists(std::filesystem::path(data_dir) / dataset / file, ec);
}

// Where a split's images come from: a subset file of an MNIST-M tarball (scripts/gpu/
// mnist_m_subset.py) where the tarball is absent, the PNGs of an MNIST-M tarball (decoded only
// as selected), or a file read whole (IDX, .mat).
enum class Route { kSubsetFile, kTarball, kWhole };

Route RouteOf(const std::string& data_dir, const std::string& dataset, const std::string& split) {
  if (dataset != "mnist_m") return Route::kWhole;
  const bool train = split == "train";
  if (!train && Present(data_dir, dataset, "mnist_m-test-images-idx4-ubyte.gz")) {
    return Route::kWhole;
  }
  const std::string tarball = train ? "mnist_m_train.tar.gz" : "mnist_m_test.tar.gz";
  if (!Present(data_dir, dataset, tarball) &&
      Present(data_dir, dataset, datasets::MnistMSubsetName(tarball))) {
    return Route::kSubsetFile;
  }
  return Route::kTarball;
}

// uint8 HWC images of any supported size -> uint8 [N, 32, 32, C]; 28x28 grey is upsampled
// (bilinear, as torchvision's Resize(32)).
torch::Tensor ToTensor(LabeledImages&& images, const std::string& what) {
  const int64_t n = images.size();
  auto t = torch::from_blob(images.pixels.data(), {n, images.height, images.width, images.channels},
                            torch::kUInt8)
               .clone();
  if (images.height == kImageSide && images.width == kImageSide) return t;
  if (images.channels != 1 && images.channels != 3) {
    throw std::runtime_error(what + ": expected grey or RGB images");
  }
  auto up = F::interpolate(t.permute({0, 3, 1, 2}).to(torch::kFloat),
                           F::InterpolateFuncOptions()
                               .size(std::vector<int64_t>{kImageSide, kImageSide})
                               .mode(torch::kBilinear)
                               .align_corners(false));
  return up.round().clamp(0, 255).to(torch::kUInt8).permute({0, 2, 3, 1}).contiguous();
}

std::vector<int64_t> Subsample(int64_t total, int64_t count, uint64_t seed,
                               const std::string& stream) {
  std::vector<int64_t> idx =
      SampleIndices(total, count > 0 ? count : total, StreamSeed(seed, stream));
  std::sort(idx.begin(), idx.end());
  return idx;
}

// `count` samples drawn with `seed` (0: all), or, where `pick` is given (not from a subset file),
// the samples with those official indices (ascending).
std::shared_ptr<DigitSplit> Load(const std::string& data_dir, const std::string& dataset,
                                 const std::string& split, int64_t count, uint64_t seed,
                                 const std::vector<int64_t>* pick = nullptr) {
  if (split != "train" && split != "test") {
    throw std::invalid_argument("split must be train or test (got '" + split + "')");
  }
  auto out = std::make_shared<DigitSplit>();
  out->dataset = dataset;
  out->split = split;
  out->official_size = DigitSplitSize(dataset, split);
  const bool train = split == "train";
  const Route route = RouteOf(data_dir, dataset, split);
  if (pick && route == Route::kSubsetFile) {
    throw std::logic_error("a pick of samples is not read from a subset file");
  }
  const std::string stream = dataset + "/" + split;
  LabeledImages images;
  std::string what = data_dir + "/" + dataset;
  const std::string tarball = train ? "mnist_m_train.tar.gz" : "mnist_m_test.tar.gz";
  const std::string subset_file = datasets::MnistMSubsetName(tarball);
  if (route == Route::kSubsetFile) {
    // Where only a subset of the split is here (a machine the full tarball cannot travel to),
    // `count` samples are drawn from the images it holds.
    const std::string path = (std::filesystem::path(data_dir) / dataset / subset_file).string();
    auto subset = datasets::ReadMnistMSubset(path);
    const int64_t held = static_cast<int64_t>(subset.index.size());
    if (held == 0 || subset.index.back() >= out->official_size) {
      throw std::runtime_error(path + ": " +
                               (held == 0 ? std::string("holds no images")
                                          : "image index " + std::to_string(subset.index.back()) +
                                                " is outside the split's " +
                                                std::to_string(out->official_size)));
    }
    const std::vector<int64_t> picked = Subsample(held, count, seed, stream);
    images = held == static_cast<int64_t>(picked.size())
                 ? std::move(subset.images)
                 : datasets::SelectImages(subset.images, picked);
    for (int64_t i : picked) out->source_index.push_back(subset.index[i]);
    out->files[dataset + "/" + subset_file] = datasets::DigestFile(path).sha256;
    out->subset_of = held;
    what = path;
  } else if (route == Route::kTarball) {
    // Decode only the selected PNGs of the tarball.
    const std::string path = Require(data_dir, dataset, tarball, out.get());
    out->source_index = pick ? *pick : Subsample(out->official_size, count, seed, stream);
    auto tar = datasets::ReadMnistMTarball(path, &out->source_index);
    if (tar.total != out->official_size) {
      throw std::runtime_error(path + ": holds " + std::to_string(tar.total) +
                               " samples, expected " + std::to_string(out->official_size));
    }
    images = std::move(tar.images);
    what = path;
  } else {
    if (dataset == "svhn") {
      what = Require(data_dir, dataset, train ? "train_32x32.mat" : "test_32x32.mat", out.get());
      images = datasets::ReadSvhnMat(what);
    } else {
      const std::string prefix =
          dataset == "mnist_m" ? "mnist_m-test-" : (train ? "train-" : "t10k-");
      const std::string image_file =
          prefix + (dataset == "mnist_m" ? "images-idx4-ubyte.gz" : "images-idx3-ubyte.gz");
      const std::string label_file = prefix + "labels-idx1-ubyte.gz";
      what = Require(data_dir, dataset, image_file, out.get());
      images = datasets::ReadIdxImages(what, Require(data_dir, dataset, label_file, out.get()));
    }
    if (images.size() != out->official_size) {
      throw std::runtime_error(what + ": holds " + std::to_string(images.size()) +
                               " samples, expected " + std::to_string(out->official_size));
    }
    out->source_index = pick ? *pick : Subsample(images.size(), count, seed, stream);
    if (static_cast<int64_t>(out->source_index.size()) != images.size()) {
      images = datasets::SelectImages(images, out->source_index);
    }
  }
  datasets::CheckLabels(images, kNumClasses, what);
  std::vector<int64_t> labels(images.labels.begin(), images.labels.end());
  out->labels = torch::tensor(labels, torch::kLong);
  out->images = ToTensor(std::move(images), what);
  return out;
}

}  // namespace

const std::vector<std::string>& KnownDigitDatasets() {
  static const std::vector<std::string> names = {"mnist", "mnist_m", "svhn", "kmnist"};
  return names;
}

std::vector<sdk::DatasetFile> DigitDatasetFiles(const std::string& dataset) {
  if (dataset == "mnist") return datasets::MnistFiles();
  if (dataset == "mnist_m") return datasets::MnistMFiles();
  if (dataset == "svhn") return datasets::SvhnFiles();
  if (dataset == "kmnist") return datasets::KmnistFiles();
  throw std::invalid_argument("unknown digits dataset '" + dataset + "'");
}

std::shared_ptr<const DigitSplit> LoadDigitSplit(const std::string& data_dir,
                                                 const std::string& dataset,
                                                 const std::string& split, int64_t count,
                                                 uint64_t seed) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const DigitSplit>> cache;
  const std::string key = data_dir + "\n" + dataset + "\n" + split + "\n" + std::to_string(count) +
                          "\n" + std::to_string(seed);
  std::lock_guard<std::mutex> lock(mutex);
  auto it = cache.find(key);
  if (it != cache.end()) return it->second;
  auto loaded = Load(data_dir, dataset, split, count, seed);
  cache[key] = loaded;
  return loaded;
}

int64_t DigitSplitSize(const std::string& dataset, const std::string& split) {
  const bool train = split == "train";
  if (dataset == "mnist" || dataset == "kmnist") return train ? 60000 : 10000;
  if (dataset == "mnist_m") return train ? 59001 : 9001;
  if (dataset == "svhn") return train ? 73257 : 26032;
  throw std::invalid_argument("unknown digits dataset '" + dataset + "'");
}

std::vector<int64_t> AvailableDigitIndices(const std::string& data_dir, const std::string& dataset,
                                           const std::string& split) {
  if (RouteOf(data_dir, dataset, split) == Route::kSubsetFile) {
    return LoadDigitSplit(data_dir, dataset, split, 0, 0)->source_index;
  }
  return sdk::Iota(DigitSplitSize(dataset, split));  // Load checks that the files hold them all
}

std::shared_ptr<const DigitSplit> LoadDigitIndices(const std::string& data_dir,
                                                   const std::string& dataset,
                                                   const std::string& split,
                                                   const std::vector<int64_t>& indices) {
  // Beyond half of the split (or from a subset file, small and read whole), the whole split is
  // loaded and kept for the process, as LoadDigitSplit keeps it; a smaller pick decodes (PNGs)
  // and upsamples only its own images.
  if (RouteOf(data_dir, dataset, split) == Route::kSubsetFile ||
      2 * static_cast<int64_t>(indices.size()) > DigitSplitSize(dataset, split)) {
    return LoadDigitSplit(data_dir, dataset, split, 0, 0);
  }
  if (!std::is_sorted(indices.begin(), indices.end())) {
    throw std::logic_error("LoadDigitIndices: indices must be ascending");
  }
  // Cached while some task holds the samples (a replayed phase finds them); the others are
  // dropped when another pick is loaded, so the carves of successive trials do not pile up.
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const DigitSplit>> cache;
  const std::string key = data_dir + "\n" + dataset + "\n" + split + "\n" +
                          std::to_string(indices.size()) + "\n" + sdk::IndexListHash(indices);
  std::lock_guard<std::mutex> lock(mutex);
  auto it = cache.find(key);
  if (it != cache.end()) return it->second;
  for (auto held = cache.begin(); held != cache.end();) {
    held = held->second.use_count() == 1 ? cache.erase(held) : std::next(held);
  }
  auto loaded = Load(data_dir, dataset, split, 0, 0, &indices);
  cache[key] = loaded;
  return loaded;
}

std::vector<int64_t> DigitRows(const DigitSplit& data, const std::vector<int64_t>& indices) {
  std::vector<int64_t> rows;
  rows.reserve(indices.size());
  for (int64_t index : indices) {
    const auto it = std::lower_bound(data.source_index.begin(), data.source_index.end(), index);
    if (it == data.source_index.end() || *it != index) {
      throw std::out_of_range(data.dataset + "/" + data.split + ": sample " +
                              std::to_string(index) + " is not among the loaded samples");
    }
    rows.push_back(it - data.source_index.begin());
  }
  return rows;
}

}  // namespace nilab::digits
