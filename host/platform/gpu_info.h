// The CUDA devices as the NVIDIA driver reports them (name, memory, driver version), read through
// the driver's C API loaded at run time, so that nilab needs no CUDA headers to record which GPU
// a trial ran on. Empty where there is no driver (a CPU machine).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace nilab::platform {

struct GpuFacts {
  int index = 0;
  std::string name;         // "NVIDIA H100 80GB HBM3"
  int64_t total_bytes = 0;  // device memory
  int compute_major = 0;    // compute capability, e.g. 9.0
  int compute_minor = 0;
};

struct CudaDriverFacts {
  int driver_version = 0;  // e.g. 13000 for CUDA 13.0
  std::vector<GpuFacts> devices;
};

// Empty devices when libcuda.so.1 is absent or has no device.
CudaDriverFacts CudaDevices();

// Bytes in use on the current CUDA context's device (total - free, as the driver sees it: every
// process's allocations and contexts). nullopt without a current context.
std::optional<int64_t> CudaMemoryInUse();

}  // namespace nilab::platform
