// A small host tensor (a batch's indices, its per-sample values) on the batch's device without
// making the host wait. A CUDA copy from pageable memory first waits for everything queued on the
// stream, so a batch made that way could not be made while the previous step runs, and a captured
// step could never run ahead of the host. From pinned memory the copy is queued like a kernel (the
// pinned block is kept until the copy is done).
#pragma once

#include <torch/torch.h>

#include <vector>

namespace nilab::digits {

inline torch::Tensor ToDevice(const torch::Tensor& host, const torch::Device& device) {
  if (!device.is_cuda()) return host.to(device);
  return host.pin_memory().to(device, host.scalar_type(), /*non_blocking=*/true);
}

template <typename T>
torch::Tensor ToDevice(const std::vector<T>& values, const torch::Device& device) {
  return ToDevice(torch::tensor(values), device);
}

}  // namespace nilab::digits
