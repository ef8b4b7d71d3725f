// How a trial computes: train.precision and train.deterministic, applied to the process before
// the trial's first step and recorded in its provenance.
//   fp32  float32 everywhere; TF32 off in cuBLAS and cuDNN (the reference numerics)
//   tf32  float32 weights and activations; CUDA matrix products and convolutions on TF32 tensor
//         cores (10-bit mantissa products, float32 sums)
//   bf16  autocast to bfloat16 for the ops autocast lists (matmul, linear, bmm, conv), float32
//         master weights, loss and AdamW state; the backward pass runs outside autocast
// deterministic: LibTorch's deterministic algorithms (an op without one stops the trial with its
// name), cuDNN deterministic and not benchmarking, and cuBLAS's fixed workspace
// (CUBLAS_WORKSPACE_CONFIG=:4096:8, set unless the environment sets it).
#pragma once

#include <torch/torch.h>

#include <nlohmann/json.hpp>
#include <string>

#include "plugins/sdk/autocast.h"

namespace nilab::host {

// Throws std::invalid_argument for a precision other than fp32, tf32, bf16.
void ApplyNumerics(const std::string& precision, bool deterministic);

// The settings in force: precision, deterministic and LibTorch's TF32 / determinism flags.
nlohmann::json NumericsProvenance(const std::string& precision, bool deterministic);

// Autocast to bfloat16 on `device` for the guard's lifetime when precision is "bf16"; nothing
// otherwise. Nests like torch.autocast: the outermost guard clears the cast cache on exit.
class AutocastGuard {
 public:
  AutocastGuard(const std::string& precision, const torch::Device& device);
  ~AutocastGuard();
  AutocastGuard(const AutocastGuard&) = delete;
  AutocastGuard& operator=(const AutocastGuard&) = delete;

 private:
  bool active_ = false;
  c10::DeviceType device_type_ = c10::DeviceType::CPU;
  sdk::AutocastState previous_;
};

}  // namespace nilab::host
