// The image datasets of the digits and K-MNIST tasks, loaded once per process: each split is
// read from nilab's data layout (files checked against the catalog's sizes and checksums first),
// subsampled with a seeded shuffle (before decoding where the format allows: MNIST-M's PNGs),
// upsampled to 32x32 when needed, and kept as uint8.
//
//   dataset   train split (official size)          test split (official size)
//   mnist     train-*-idx?-ubyte.gz (60,000)       t10k-*-idx?-ubyte.gz (10,000)
//   kmnist    train-*-idx?-ubyte.gz (60,000)       t10k-*-idx?-ubyte.gz (10,000)
//   mnist_m   mnist_m_train.tar.gz (59,001)        IDX conversion, else mnist_m_test.tar.gz (9,001)
//   svhn      train_32x32.mat (73,257)             test_32x32.mat (26,032)
#pragma once

#include <torch/torch.h>

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "plugins/sdk/carve.h"
#include "plugins/sdk/plugin_info.h"

namespace nilab::digits {

inline constexpr int64_t kImageSide = 32;
inline constexpr int64_t kNumClasses = 10;

struct DigitSplit {
  std::string dataset;  // "mnist"
  std::string split;    // "train" or "test"
  // uint8 [N, 32, 32, C], HWC; C = 1 for grey datasets (replicated to 3 channels per batch).
  torch::Tensor images;
  torch::Tensor labels;                      // int64 [N], 0..9
  std::vector<int64_t> source_index;         // each sample's index in the official split, ascending
  int64_t official_size = 0;                 // samples in the official split
  std::map<std::string, std::string> files;  // "<dataset>/<file>" -> sha256, of the files read
  int64_t subset_of = 0;  // images in the subset file drawn from (0: the official split's files)

  int64_t size() const { return labels.size(0); }
};

// "mnist", "mnist_m", "svhn", "kmnist".
const std::vector<std::string>& KnownDigitDatasets();
// The catalog records of a dataset's files.
std::vector<sdk::DatasetFile> DigitDatasetFiles(const std::string& dataset);

// `count` samples (0 or more than the split holds: all) of split "train" or "test", chosen by a
// shuffle seeded with `seed`, in ascending source order. Cached per process by every argument.
// Where the official MNIST-M tarball is absent and a subset of it is present
// (<data_dir>/mnist_m/mnist_m_<split>.subset.tar.gz, scripts/gpu/mnist_m_subset.py), the
// samples are drawn from the images the subset holds.
// Throws one line for a missing file (where it looked, how to fetch it) or a bad one.
std::shared_ptr<const DigitSplit> LoadDigitSplit(const std::string& data_dir,
                                                 const std::string& dataset,
                                                 const std::string& split, int64_t count,
                                                 uint64_t seed);

// Samples in a dataset's official split ("train" or "test").
int64_t DigitSplitSize(const std::string& dataset, const std::string& split);

// The official indices (ascending) of the samples of a split that can be loaded: all of them, or
// those a subset file holds (read, and cached, to know them). Nothing else is read.
std::vector<int64_t> AvailableDigitIndices(const std::string& data_dir, const std::string& dataset,
                                           const std::string& split);

// A loaded split that holds the samples with official indices `indices` (ascending, each
// available): the whole split (cached per process, as LoadDigitSplit) where they are more than
// half of it or come from a subset file, else only they (PNGs decoded and images upsampled for
// them alone; cached while a task holds them). DigitRows gives their rows. Throws as
// LoadDigitSplit.
std::shared_ptr<const DigitSplit> LoadDigitIndices(const std::string& data_dir,
                                                   const std::string& dataset,
                                                   const std::string& split,
                                                   const std::vector<int64_t>& indices);

// The rows of `data` that hold the official indices `indices`; throws for one it lacks.
std::vector<int64_t> DigitRows(const DigitSplit& data, const std::vector<int64_t>& indices);

// FNV-1a 64 of a list of indices, as 16 hex digits (for provenance).
using sdk::IndexListHash;

}  // namespace nilab::digits
