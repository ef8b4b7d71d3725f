#include "host/platform/gpu_info.h"

#include <dlfcn.h>

namespace nilab::platform {
namespace {

// The few driver API entry points used here, with the C signatures of cuda.h (CUresult is an
// int, CUdevice an int, sizes size_t). The _v2 names are the ones cuda.h maps the plain names to.
using CuInit = int (*)(unsigned);
using CuDriverGetVersion = int (*)(int*);
using CuDeviceGetCount = int (*)(int*);
using CuDeviceGet = int (*)(int*, int);
using CuDeviceGetName = int (*)(char*, int, int);
using CuDeviceTotalMem = int (*)(size_t*, int);
using CuDeviceGetAttribute = int (*)(int*, int, int);
using CuMemGetInfo = int (*)(size_t*, size_t*);
constexpr int kComputeCapabilityMajor = 75;  // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR
constexpr int kComputeCapabilityMinor = 76;

void* Driver() {
  static void* handle = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  return handle;
}

template <typename F>
F Symbol(const char* name) {
  void* handle = Driver();
  return handle ? reinterpret_cast<F>(dlsym(handle, name)) : nullptr;
}

}  // namespace

CudaDriverFacts CudaDevices() {
  CudaDriverFacts facts;
  const auto init = Symbol<CuInit>("cuInit");
  const auto version = Symbol<CuDriverGetVersion>("cuDriverGetVersion");
  const auto count = Symbol<CuDeviceGetCount>("cuDeviceGetCount");
  const auto get = Symbol<CuDeviceGet>("cuDeviceGet");
  const auto name = Symbol<CuDeviceGetName>("cuDeviceGetName");
  const auto total = Symbol<CuDeviceTotalMem>("cuDeviceTotalMem_v2");
  const auto attribute = Symbol<CuDeviceGetAttribute>("cuDeviceGetAttribute");
  if (!init || !version || !count || !get || !name || !total || !attribute) return facts;
  if (init(0) != 0) return facts;
  version(&facts.driver_version);
  int n = 0;
  if (count(&n) != 0) return facts;
  for (int i = 0; i < n; ++i) {
    int device = 0;
    if (get(&device, i) != 0) continue;
    GpuFacts gpu;
    gpu.index = i;
    char buffer[256] = {};
    if (name(buffer, sizeof(buffer) - 1, device) == 0) gpu.name = buffer;
    size_t bytes = 0;
    if (total(&bytes, device) == 0) gpu.total_bytes = static_cast<int64_t>(bytes);
    attribute(&gpu.compute_major, kComputeCapabilityMajor, device);
    attribute(&gpu.compute_minor, kComputeCapabilityMinor, device);
    facts.devices.push_back(gpu);
  }
  return facts;
}

std::optional<int64_t> CudaMemoryInUse() {
  const auto info = Symbol<CuMemGetInfo>("cuMemGetInfo_v2");
  if (!info) return std::nullopt;
  size_t free = 0, total = 0;
  if (info(&free, &total) != 0) return std::nullopt;
  return static_cast<int64_t>(total - free);
}

}  // namespace nilab::platform
