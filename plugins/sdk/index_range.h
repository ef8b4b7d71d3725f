// The smallest and largest entry of an integer index tensor (a TokenSet's rel_pos), read back from
// its device once per tensor: a task passes the same rel_pos at every step, and a step that
// waited for the device to check it could not run ahead of it (nor be captured in a CUDA graph).
#pragma once

#include <torch/torch.h>

#include <cstdint>
#include <mutex>
#include <utility>

namespace nilab::sdk {

// {min, max} of `index` (non-empty): computed when `index` is not the tensor of the last call
// or was written to since, otherwise remembered.
inline std::pair<int64_t, int64_t> IndexRange(const torch::Tensor& index) {
  struct Cache {
    std::mutex mutex;
    torch::Tensor last;  // held, so that no other tensor can take its place
    int64_t version = -1;
    std::pair<int64_t, int64_t> range;
  };
  static auto* cache = new Cache;  // never destroyed: it may hold a CUDA tensor at exit
  std::lock_guard<std::mutex> lock(cache->mutex);
  if (!cache->last.defined() || !cache->last.is_same(index) || cache->version != index._version()) {
    cache->range = {index.min().item<int64_t>(), index.max().item<int64_t>()};
    cache->last = index;
    cache->version = index._version();
  }
  return cache->range;
}

}  // namespace nilab::sdk
