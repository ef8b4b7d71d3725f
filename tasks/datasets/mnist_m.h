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

}  // namespace nilab::datasets
