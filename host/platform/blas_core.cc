#include "host/platform/blas_core.h"

#include <dlfcn.h>

#include <algorithm>
#include <cctype>

namespace nilab::platform {
namespace {

std::string Lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

bool Has(const CpuFlags& flags, const char* flag) { return flags.count(flag) > 0; }

// Calls a `char* f(void)` that the process's OpenBLAS exports; "" when none is loaded.
std::string CallOpenBlas(const char* symbol) {
  using Fn = char* (*)();
  auto fn = reinterpret_cast<Fn>(dlsym(RTLD_DEFAULT, symbol));
  if (!fn) return "";
  const char* value = fn();
  return value ? value : "";
}

}  // namespace

BlasTier TierOfCore(const std::string& core) {
  const std::string c = Lower(core);
  // OpenBLAS 0.3.x's x86-64 DYNAMIC_ARCH cores (driver/others/dynamic.c), by GEMM kernel width.
  for (const char* name : {"skylakex", "cooperlake", "sapphirerapids"}) {
    if (c == name) return BlasTier::kAvx512;
  }
  for (const char* name : {"haswell", "zen"}) {
    if (c == name) return BlasTier::kAvx2;
  }
  for (const char* name : {"sandybridge", "bulldozer", "piledriver", "steamroller", "excavator"}) {
    if (c == name) return BlasTier::kAvx;
  }
  for (const char* name : {"katmai", "coppermine", "northwood", "prescott", "banias", "atom",
                           "core2", "penryn", "dunnington", "nehalem", "athlon", "opteron",
                           "opteron_sse3", "barcelona", "nano", "bobcat"}) {
    if (c == name) return BlasTier::kSse;
  }
  return BlasTier::kUnknown;
}

std::optional<CoreChoice> BestCoreFor(const CpuFlags& flags) {
  // SkylakeX's kernels use AVX-512 F, CD, BW, DQ and VL (OpenBLAS's own support check). Its
  // sgemm is also Cooperlake's, which adds only bf16 kernels that LibTorch does not call.
  if (Has(flags, "avx512f") && Has(flags, "avx512cd") && Has(flags, "avx512bw") &&
      Has(flags, "avx512dq") && Has(flags, "avx512vl")) {
    return CoreChoice{"SkylakeX", BlasTier::kAvx512};
  }
  if (Has(flags, "avx2") && Has(flags, "fma")) return CoreChoice{"Haswell", BlasTier::kAvx2};
  if (Has(flags, "avx")) return CoreChoice{"Sandybridge", BlasTier::kAvx};
  if (Has(flags, "sse3") || Has(flags, "pni")) return CoreChoice{"Prescott", BlasTier::kSse};
  return std::nullopt;
}

BlasCoreDecision DecideBlasCore(const std::string& chosen, const CpuFlags& flags,
                                const std::optional<std::string>& user_coretype,
                                const std::optional<std::string>& switched_from) {
  BlasCoreDecision d;
  d.chosen = chosen;
  const auto best = BestCoreFor(flags);
  if (best) d.target = best->core;
  const BlasTier tier = TierOfCore(chosen);
  if (chosen.empty() || !best || tier == BlasTier::kUnknown || tier >= best->tier) return d;

  const std::string cpu = "this CPU supports " + best->core + " (" +
                          (best->tier == BlasTier::kAvx512 ? "AVX-512"
                           : best->tier == BlasTier::kAvx2 ? "AVX2 + FMA"
                                                           : "AVX") +
                          ")";
  if (switched_from) {
    d.action = BlasCoreDecision::Action::kWarnStuck;
    d.message = "OpenBLAS runs its " + chosen +
                " kernels although nilab set "
                "OPENBLAS_CORETYPE=" +
                best->core + " and " + cpu +
                "; this OpenBLAS may be built without DYNAMIC_ARCH. Matmuls run below the "
                "machine's roof (see nilab doctor)";
  } else if (user_coretype) {
    d.action = BlasCoreDecision::Action::kWarnUserSet;
    d.message = "OPENBLAS_CORETYPE=" + *user_coretype + " keeps OpenBLAS on its " + chosen +
                " kernels, but " + cpu + "; unset it (or set OPENBLAS_CORETYPE=" + best->core +
                ") for faster matmuls";
  } else {
    d.action = BlasCoreDecision::Action::kSwitch;
    d.message = "OpenBLAS chose its " + chosen + " kernels, but " + cpu +
                ": running with OPENBLAS_CORETYPE=" + best->core +
                " (set OPENBLAS_CORETYPE yourself to choose)";
  }
  return d;
}

std::string OpenBlasCoreName() { return CallOpenBlas("openblas_get_corename"); }
std::string OpenBlasConfig() { return CallOpenBlas("openblas_get_config"); }

std::string OneDnnVersion() {
  // dnnl_version_t of oneDNN's C API (dnnl_types.h), the same in its versions 1 to 3.
  struct Version {
    int major, minor, patch;
    const char* hash;
    unsigned cpu_runtime, gpu_runtime;
  };
  using Fn = const Version* (*)();
  for (const char* name : {"libdnnl.so.3", "libdnnl.so.2"}) {
    void* lib = dlopen(name, RTLD_NOW | RTLD_NOLOAD);  // only one this process already has
    if (lib == nullptr) continue;
    const auto fn = reinterpret_cast<Fn>(dlsym(lib, "dnnl_version"));
    const Version* v = fn ? fn() : nullptr;
    if (v == nullptr) return "";
    return std::to_string(v->major) + "." + std::to_string(v->minor) + "." +
           std::to_string(v->patch);
  }
  return "";
}

}  // namespace nilab::platform
