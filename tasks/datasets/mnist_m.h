// MNIST-M (Ganin & Lempitsky 2015) as its original tarballs: 32x32 RGB PNGs named
// <split folder>/<8-digit index>.png and a labels file <...>_labels.txt whose lines are
// "<8-digit index>.png <label>". The archive is read as one gzip stream; only the selected
// images are decoded.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tasks/datasets/labeled_images.h"

namespace nilab::datasets {

inline constexpr int64_t kMnistMSide = 32;

struct MnistMTarball {
  LabeledImages images;  // the selected samples, in selection order
  int64_t total = 0;     // number of samples the archive holds (lines of its labels file)
};

// Reads the samples `select` (indices as in the file names), or every sample when `select` is
// null. Errors name the archive: a missing image or label, a corrupt PNG, a bad labels line.
MnistMTarball ReadMnistMTarball(const std::string& path, const std::vector<int64_t>* select);

// A subset of a split in the same layout (scripts/gpu/mnist_m_subset.py writes one): the images
// keep their original names, and the labels file lists exactly the images the archive holds.
struct MnistMSubset {
  LabeledImages images;        // in ascending order of index
  std::vector<int64_t> index;  // each image's index in the full split
};

// "mnist_m_train.tar.gz" -> "mnist_m_train.subset.tar.gz": where a subset of a tarball lies.
std::string MnistMSubsetName(const std::string& tarball);

// Reads every image of a subset archive. Errors name the archive: an image without a label or a
// label without an image, a corrupt PNG, a bad labels line.
MnistMSubset ReadMnistMSubset(const std::string& path);

}  // namespace nilab::datasets
