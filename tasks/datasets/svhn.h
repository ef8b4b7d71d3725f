// SVHN cropped digits (Netzer et al. 2011) as the official MATLAB .mat files (v5, compressed;
// read with matio): X is uint8 32 x 32 x 3 x N in column-major order, y is N x 1 with labels
// 1..10 where 10 means the digit 0.
#pragma once

#include <string>

#include "tasks/datasets/labeled_images.h"

namespace nilab::datasets {

// All samples as N x 32 x 32 x 3 (HWC, RGB) with labels 0..9. Errors name the file: not a
// MAT-file, a missing variable, a wrong class or shape, a label outside 1..10.
LabeledImages ReadSvhnMat(const std::string& path);

}  // namespace nilab::datasets
