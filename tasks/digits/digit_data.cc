#include "tasks/digits/digit_data.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
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

int64_t OfficialSize(const std::string& dataset, const std::string& split) {
  const bool train = split == "train";
  if (dataset == "mnist" || dataset == "kmnist") return train ? 60000 : 10000;
  if (dataset == "mnist_m") return train ? 59001 : 9001;
  if (dataset == "svhn") return train ? 73257 : 26032;
  throw std::invalid_argument("unknown digits dataset '" + dataset + "'");
}

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

std::shared_ptr<DigitSplit> Load(const std::string& data_dir, const std::string& dataset,
                                 const std::string& split, int64_t count, uint64_t seed) {
  if (split != "train" && split != "test") {
    throw std::invalid_argument("split must be train or test (got '" + split + "')");
  }
  auto out = std::make_shared<DigitSplit>();
  out->dataset = dataset;
  out->split = split;
  out->official_size = OfficialSize(dataset, split);
  const bool train = split == "train";
  const std::string stream = dataset + "/" + split;
  LabeledImages images;
  std::string what = data_dir + "/" + dataset;
  const std::string tarball = train ? "mnist_m_train.tar.gz" : "mnist_m_test.tar.gz";
  const std::string subset_file = datasets::MnistMSubsetName(tarball);
  if (dataset == "mnist_m" && !Present(data_dir, dataset, tarball) &&
      Present(data_dir, dataset, subset_file) &&
      (train || !Present(data_dir, dataset, "mnist_m-test-images-idx4-ubyte.gz"))) {
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
  } else if (dataset == "mnist_m" &&
             (train || !Present(data_dir, dataset, "mnist_m-test-images-idx4-ubyte.gz"))) {
    // Decode only the selected PNGs of the tarball.
    const std::string path = Require(data_dir, dataset, tarball, out.get());
    out->source_index = Subsample(out->official_size, count, seed, stream);
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
    out->source_index = Subsample(images.size(), count, seed, stream);
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

std::string IndexListHash(const std::vector<int64_t>& indices) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (int64_t index : indices) {
    for (int b = 0; b < 8; ++b)
      h = (h ^ ((static_cast<uint64_t>(index) >> (8 * b)) & 0xff)) * 0x100000001b3ULL;
  }
  char hex[17];
  std::snprintf(hex, sizeof(hex), "%016llx", static_cast<unsigned long long>(h));
  return hex;
}

}  // namespace nilab::digits
