// The calling thread's autocast state for one device type, read and set the same way on every
// LibTorch: what the host's train.precision = "bf16" turns on, and what a plugin's custom
// autograd function needs to run its backward under the autocast state its forward ran under
// (Python's torch.amp.custom_bwd), since LibTorch runs backward with autocast off.
#pragma once

#include <ATen/autocast_mode.h>
#include <torch/torch.h>
#include <torch/version.h>

namespace nilab::sdk {

struct AutocastState {
  bool enabled = false;
  c10::ScalarType dtype = c10::ScalarType::BFloat16;
};

// LibTorch 2.4 replaced the per-device calls (set_enabled for CUDA, set_cpu_enabled, ...) by
// calls that take the device type, and deprecated the old ones: the one version switch in nilab.
#if TORCH_VERSION_MAJOR > 2 || (TORCH_VERSION_MAJOR == 2 && TORCH_VERSION_MINOR >= 4)
inline AutocastState GetAutocast(c10::DeviceType d) {
  return {at::autocast::is_autocast_enabled(d), at::autocast::get_autocast_dtype(d)};
}
inline void SetAutocast(c10::DeviceType d, const AutocastState& s) {
  at::autocast::set_autocast_enabled(d, s.enabled);
  at::autocast::set_autocast_dtype(d, s.dtype);
}
#else
inline AutocastState GetAutocast(c10::DeviceType d) {
  if (d == c10::DeviceType::CUDA) {
    return {at::autocast::is_enabled(), at::autocast::get_autocast_gpu_dtype()};
  }
  return {at::autocast::is_cpu_enabled(), at::autocast::get_autocast_cpu_dtype()};
}
inline void SetAutocast(c10::DeviceType d, const AutocastState& s) {
  if (d == c10::DeviceType::CUDA) {
    at::autocast::set_enabled(s.enabled);
    at::autocast::set_autocast_gpu_dtype(s.dtype);
  } else {
    at::autocast::set_cpu_enabled(s.enabled);
    at::autocast::set_autocast_cpu_dtype(s.dtype);
  }
}
#endif

// Applies `state` for the scope's lifetime and restores the previous one.
class AutocastScope {
 public:
  AutocastScope(c10::DeviceType device, const AutocastState& state)
      : device_(device), previous_(GetAutocast(device)) {
    SetAutocast(device_, state);
  }
  ~AutocastScope() { SetAutocast(device_, previous_); }
  AutocastScope(const AutocastScope&) = delete;
  AutocastScope& operator=(const AutocastScope&) = delete;

 private:
  c10::DeviceType device_;
  AutocastState previous_;
};

// For a custom autograd function: forward records the autocast state it runs under, and
// backward runs under it again (`const auto scope = RestoreAutocast(ctx);`). Mixed-dtype products
// in backward (a bfloat16 gradient against a float32 weight) are then cast as in forward, and the
// engine casts each returned gradient to its input's dtype.
inline void SaveAutocast(torch::autograd::AutogradContext* ctx, c10::DeviceType device) {
  const AutocastState state = GetAutocast(device);
  ctx->saved_data["autocast_device"] = static_cast<int64_t>(device);
  ctx->saved_data["autocast_enabled"] = state.enabled;
  ctx->saved_data["autocast_dtype"] = static_cast<int64_t>(state.dtype);
}
inline AutocastScope RestoreAutocast(torch::autograd::AutogradContext* ctx) {
  return AutocastScope(static_cast<c10::DeviceType>(ctx->saved_data["autocast_device"].toInt()),
                       {ctx->saved_data["autocast_enabled"].toBool(),
                        static_cast<c10::ScalarType>(ctx->saved_data["autocast_dtype"].toInt())});
}

}  // namespace nilab::sdk
