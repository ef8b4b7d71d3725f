// An image classification split held in memory as uint8: the common result of every reader
// (IDX pairs, MNIST-M PNG tarballs, SVHN .mat, K-MNIST .npz).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace nilab::datasets {

struct LabeledImages {
  int64_t height = 0;
  int64_t width = 0;
  int64_t channels = 0;
  std::vector<uint8_t> pixels;  // N x H x W x C, row-major (HWC), RGB for colour images
  std::vector<uint8_t> labels;  // N class indices

  int64_t size() const { return static_cast<int64_t>(labels.size()); }
  int64_t image_bytes() const { return height * width * channels; }
};

// The samples `indices` (in that order); throws when an index is out of range.
LabeledImages SelectImages(const LabeledImages& images, const std::vector<int64_t>& indices);

// Throws "<what>: label L of sample i is outside 0..num_classes-1" when a label is out of range.
void CheckLabels(const LabeledImages& images, int64_t num_classes, const std::string& what);

// An IDX image file (uint8, N x H x W or N x H x W x C) with its IDX label file (uint8, N).
LabeledImages ReadIdxImages(const std::string& images_path, const std::string& labels_path);

// NumPy variants (K-MNIST's kmnist-*-imgs.npz / kmnist-*-labels.npz): one array each ("arr_0"),
// uint8 N x H x W (or N x H x W x C) images and integer N labels.
LabeledImages ReadNpzImages(const std::string& images_path, const std::string& labels_path);

}  // namespace nilab::datasets
