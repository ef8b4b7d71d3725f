#include "tasks/digits/patches.h"

#include <cstdint>
#include <stdexcept>
#include <string>

namespace nilab::digits {

torch::Tensor Patchify(const torch::Tensor& images, int64_t patch) {
  const int64_t b = images.size(0), c = images.size(1), h = images.size(2), w = images.size(3);
  if (h % patch != 0 || w % patch != 0) {
    throw std::invalid_argument("image " + std::to_string(h) + "x" + std::to_string(w) +
                                " is not divisible into " + std::to_string(patch) + "x" +
                                std::to_string(patch) + " patches");
  }
  // [B, C, gh, p, gw, p] -> [B, gh, gw, C, p, p]
  return images.reshape({b, c, h / patch, patch, w / patch, patch})
      .permute({0, 2, 4, 1, 3, 5})
      .reshape({b, (h / patch) * (w / patch), c * patch * patch});
}

int64_t NumRelativePositions(int64_t grid_h, int64_t grid_w) {
  return (2 * grid_h - 1) * (2 * grid_w - 1);
}

torch::Tensor RelativePositions(int64_t grid_h, int64_t grid_w, int64_t n_prefix) {
  const int64_t patches = grid_h * grid_w;
  const int64_t n = n_prefix + patches;
  auto rel = torch::full({n, n}, -1, torch::kLong);
  auto a = rel.accessor<int64_t, 2>();
  for (int64_t i = 0; i < patches; ++i) {
    for (int64_t j = 0; j < patches; ++j) {
      const int64_t dr = i / grid_w - j / grid_w, dc = i % grid_w - j % grid_w;
      a[n_prefix + i][n_prefix + j] = (dr + grid_h - 1) * (2 * grid_w - 1) + (dc + grid_w - 1);
    }
  }
  return rel;
}

}  // namespace nilab::digits
