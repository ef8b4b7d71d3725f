#include "host/runner/numerics.h"

#include <cstdlib>
#include <stdexcept>

namespace nilab::host {

void ApplyNumerics(const std::string& precision, bool deterministic) {
  if (precision != "fp32" && precision != "tf32" && precision != "bf16") {
    throw std::invalid_argument("train.precision must be fp32, tf32 or bf16 (got '" + precision +
                                "')");
  }
  auto& context = at::globalContext();
  const bool tf32 = precision == "tf32";
  context.setFloat32MatmulPrecision(tf32 ? "high" : "highest");
  context.setAllowTF32CuDNN(tf32);
  if (deterministic) {
    // cuBLAS reads it when its first handle is made: before the trial's first CUDA product.
    setenv("CUBLAS_WORKSPACE_CONFIG", ":4096:8", /*overwrite=*/0);
  }
  context.setDeterministicAlgorithms(deterministic, /*warn_only=*/false);
  context.setDeterministicCuDNN(deterministic);
  if (deterministic) context.setBenchmarkCuDNN(false);
}

nlohmann::json NumericsProvenance(const std::string& precision, bool deterministic) {
  auto& context = at::globalContext();
  const char* workspace = std::getenv("CUBLAS_WORKSPACE_CONFIG");
  return {{"precision", precision},
          {"deterministic", deterministic},
          {"allow_tf32_cublas", context.allowTF32CuBLAS()},
          {"allow_tf32_cudnn", context.allowTF32CuDNN()},
          {"deterministic_algorithms", context.deterministicAlgorithms()},
          {"cudnn_deterministic", context.deterministicCuDNN()},
          {"cudnn_benchmark", context.benchmarkCuDNN()},
          {"cublas_workspace_config", workspace ? workspace : ""}};
}

AutocastGuard::AutocastGuard(const std::string& precision, const torch::Device& device) {
  if (precision != "bf16") return;
  active_ = true;
  device_type_ = device.type();
  previous_ = sdk::GetAutocast(device_type_);
  sdk::SetAutocast(device_type_, {true, c10::ScalarType::BFloat16});
  at::autocast::increment_nesting();
}

AutocastGuard::~AutocastGuard() {
  if (!active_) return;
  if (at::autocast::decrement_nesting() == 0) at::autocast::clear_cache();
  sdk::SetAutocast(device_type_, previous_);
}

}  // namespace nilab::host
