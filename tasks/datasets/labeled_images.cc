#include "tasks/datasets/labeled_images.h"

#include <cstdint>
#include <cstring>
#include <stdexcept>

#include "tasks/datasets/idx.h"
#include "tasks/datasets/npz.h"

namespace nilab::datasets {
namespace {

std::string ShapeString(const std::vector<int64_t>& shape) {
  std::string s;
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? "x" : "") + std::to_string(shape[i]);
  return s.empty() ? "scalar" : s;
}

// Fills the geometry of `out` from an image array shape N x H x W [x C].
void SetGeometry(const std::vector<int64_t>& shape, const std::string& path, LabeledImages* out) {
  if (shape.size() != 3 && shape.size() != 4) {
    throw std::runtime_error(path + ": expected images of shape N x H x W [x C], got " +
                             ShapeString(shape));
  }
  out->height = shape[1];
  out->width = shape[2];
  out->channels = shape.size() == 4 ? shape[3] : 1;
}

void CheckCount(int64_t images, int64_t labels, const std::string& images_path,
                const std::string& labels_path) {
  if (images != labels) {
    throw std::runtime_error(labels_path + ": " + std::to_string(labels) + " labels for " +
                             std::to_string(images) + " images in " + images_path);
  }
}

}  // namespace

LabeledImages SelectImages(const LabeledImages& images, const std::vector<int64_t>& indices) {
  LabeledImages out;
  out.height = images.height;
  out.width = images.width;
  out.channels = images.channels;
  const int64_t bytes = images.image_bytes();
  out.pixels.resize(indices.size() * bytes);
  out.labels.resize(indices.size());
  for (size_t i = 0; i < indices.size(); ++i) {
    const int64_t index = indices[i];
    if (index < 0 || index >= images.size()) {
      throw std::out_of_range("sample index " + std::to_string(index) + " outside 0.." +
                              std::to_string(images.size() - 1));
    }
    std::memcpy(out.pixels.data() + i * bytes, images.pixels.data() + index * bytes, bytes);
    out.labels[i] = images.labels[index];
  }
  return out;
}

void CheckLabels(const LabeledImages& images, int64_t num_classes, const std::string& what) {
  for (int64_t i = 0; i < images.size(); ++i) {
    if (images.labels[i] >= num_classes) {
      throw std::runtime_error(what + ": label " + std::to_string(images.labels[i]) +
                               " of sample " + std::to_string(i) + " is outside 0.." +
                               std::to_string(num_classes - 1));
    }
  }
}

LabeledImages ReadIdxImages(const std::string& images_path, const std::string& labels_path) {
  IdxArray images = ReadIdx(images_path);
  const IdxArray labels = ReadIdx(labels_path);
  if (images.type != IdxType::kUint8) {
    throw std::runtime_error(images_path + ": expected uint8 (type 0x08) images");
  }
  if (labels.type != IdxType::kUint8 || labels.shape.size() != 1) {
    throw std::runtime_error(labels_path + ": expected uint8 labels of shape N, got " +
                             ShapeString(labels.shape));
  }
  LabeledImages out;
  SetGeometry(images.shape, images_path, &out);
  CheckCount(images.shape[0], labels.shape[0], images_path, labels_path);
  out.pixels = std::move(images.data);
  out.labels = labels.data;
  return out;
}

LabeledImages ReadNpzImages(const std::string& images_path, const std::string& labels_path) {
  auto only_array = [](const std::string& path) {
    auto arrays = ReadNpz(path);
    if (arrays.size() != 1) {
      throw std::runtime_error(path + ": expected one array, found " +
                               std::to_string(arrays.size()));
    }
    return std::move(arrays.begin()->second);
  };
  NpyArray images = only_array(images_path);
  const NpyArray labels = only_array(labels_path);
  if (images.dtype != "|u1" || images.fortran_order) {
    throw std::runtime_error(images_path + ": expected uint8 ('|u1', C order) images, got '" +
                             images.dtype + "'");
  }
  if (labels.shape.size() != 1) {
    throw std::runtime_error(labels_path + ": expected labels of shape N, got " +
                             ShapeString(labels.shape));
  }
  LabeledImages out;
  SetGeometry(images.shape, images_path, &out);
  CheckCount(images.shape[0], labels.shape[0], images_path, labels_path);
  out.pixels = std::move(images.data);
  for (int64_t label : NpyToInt64(labels, labels_path)) {
    if (label < 0 || label > 255) {
      throw std::runtime_error(labels_path + ": label " + std::to_string(label) +
                               " outside 0..255");
    }
    out.labels.push_back(static_cast<uint8_t>(label));
  }
  return out;
}

}  // namespace nilab::datasets
