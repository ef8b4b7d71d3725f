// nilab doctor: what this machine gives nilab, and what to fix. The BLAS library and the kernels
// OpenBLAS runs (and whether nilab switched them), the thread settings, a matmul roof measured
// now, the LibTorch build and the devices; then one warning per problem, each with its fix.
#include <ATen/Parallel.h>
#include <dlfcn.h>
#include <torch/cuda.h>
#include <torch/version.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <thread>

#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/platform/blas_reexec.h"
#include "host/platform/cpu_flags.h"
#include "host/platform/gpu_info.h"
#include "host/platform/matmul_roof.h"
#include "host/runner/cuda_graph.h"

namespace nilab::cli {
namespace {

std::string EnvOr(const char* name, const char* fallback = "unset") {
  const char* value = std::getenv(name);
  return value && *value ? value : fallback;
}

// The vector extensions that decide which BLAS kernels fit, as the CPU reports them.
std::string VectorFlags(const platform::CpuFlags& flags) {
  std::string out;
  if (flags.count("pni")) out = "sse3";  // Linux's name for SSE3
  for (const char* f : {"avx", "avx2", "fma", "avx512f", "avx512cd", "avx512bw", "avx512dq",
                        "avx512vl", "avx512_bf16", "amx_bf16"}) {
    if (!flags.count(f)) continue;
    out += (out.empty() ? "" : " ");
    out += f;
  }
  return out.empty() ? "none reported" : out;
}

int OpenBlasThreads() {
  using Fn = int (*)();
  auto fn = reinterpret_cast<Fn>(dlsym(RTLD_DEFAULT, "openblas_get_num_threads"));
  return fn ? fn() : 0;
}

void Row(const char* key, const std::string& value) {
  std::printf("  %-10s %s\n", key, value.c_str());
}

}  // namespace

int RunDoctor(const std::vector<std::string>& args) {
  double roof_seconds = 1.0;
  int threads = 0;
  po::options_description options;
  options.add_options()("roof-seconds", po::value(&roof_seconds)->default_value(1.0),
                        "seconds of 2048^3 fp32 matmuls timed for the roof (0: skip)")(
      "threads", po::value(&threads)->default_value(0), "torch threads (0: all cores, as run)");
  if (!ParseCommandLine("doctor", "[--roof-seconds S] [--threads T]", args, options)) {
    return kExitOk;
  }
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  at::set_num_threads(threads > 0 ? threads : cores);
  std::vector<std::string> warnings;

  std::cout << "nilab doctor\n";
  const platform::CpuFlags& flags = platform::MachineCpuFlags();
  Row("cpu", std::to_string(cores) + " cores; " + VectorFlags(flags));

  const platform::BlasFacts blas = platform::CurrentBlas();
  const platform::BlasCoreDecision decision = platform::DecideForThisProcess();
  std::string core = blas.core.empty() ? "(not OpenBLAS)" : blas.core;
  if (!blas.switched_from.empty()) {
    core += " (OpenBLAS chose " + blas.switched_from + "; nilab set OPENBLAS_CORETYPE)";
  } else if (!blas.coretype_env.empty()) {
    core += " (OPENBLAS_CORETYPE=" + blas.coretype_env + ")";
  }
  if (!decision.target.empty() &&
      platform::TierOfCore(decision.target) != platform::TierOfCore(blas.core)) {
    core += "; best for this CPU: " + decision.target;
  }
  Row("blas", blas.library);
  Row("blas core", core);
  if (!blas.config.empty()) Row("blas build", blas.config);
  Row("onednn", blas.onednn.empty() ? "(none loaded: models use the BLAS alone)"
                                    : blas.onednn +
                                          " (LibTorch's libdnnl: models may run their large "
                                          "products through its sgemm)");
  if (blas.core.empty()) {
    warnings.push_back("LibTorch's BLAS is " + blas.library +
                       ", not OpenBLAS: matmuls may run ~100x slower. Fix: scripts/setup.sh "
                       "(installs libopenblas0-openmp) or update-alternatives --config "
                       "libblas.so.3-x86_64-linux-gnu");
  }
  if (decision.action != platform::BlasCoreDecision::Action::kKeep) {
    warnings.push_back(decision.message);
  }
  if (blas.library.find("pthread") != std::string::npos) {
    warnings.push_back(
        "the pthread build of OpenBLAS beside LibTorch's OpenMP threads "
        "oversubscribes the cores. Fix: apt-get install libopenblas0-openmp");
  }

  Row("threads", "torch " + std::to_string(at::get_num_threads()) + ", OpenBLAS " +
                     std::to_string(OpenBlasThreads()) + "; OMP_NUM_THREADS " +
                     EnvOr("OMP_NUM_THREADS") + ", OMP_WAIT_POLICY " + EnvOr("OMP_WAIT_POLICY") +
                     ", GOMP_SPINCOUNT " + EnvOr("GOMP_SPINCOUNT"));
  if (at::get_num_threads() > cores) {
    warnings.push_back(std::to_string(at::get_num_threads()) + " torch threads on " +
                       std::to_string(cores) + " cores oversubscribe them. Fix: --threads " +
                       std::to_string(cores) + " or less");
  }

  std::string device = "cpu";
  if (torch::cuda::is_available()) {
    device += "; CUDA: " + std::to_string(torch::cuda::device_count()) + " device(s)";
  } else {
    device += "; CUDA: not available in this LibTorch build or machine";
  }
  Row("libtorch", std::string(TORCH_VERSION));
  Row("devices", device);
  Row("cuda graphs", host::CudaGraphsBuilt()
                         ? std::string("built in: a GPU trial captures its training step "
                                       "(NILAB_CUDA_GRAPH=") +
                               EnvOr("NILAB_CUDA_GRAPH", "auto") + ")"
                         : "not in this build (its LibTorch has no CUDA)");
  // The GPUs as the NVIDIA driver sees them, whether or not this LibTorch can use them: a GPU
  // here with a CPU-only LibTorch is worth a warning.
  const platform::CudaDriverFacts cuda = platform::CudaDevices();
  for (const platform::GpuFacts& gpu : cuda.devices) {
    char line[256];
    std::snprintf(line, sizeof(line), "%s, %.1f GB, compute capability %d.%d, driver CUDA %d.%d",
                  gpu.name.c_str(), gpu.total_bytes / 1e9, gpu.compute_major, gpu.compute_minor,
                  cuda.driver_version / 1000, cuda.driver_version % 1000 / 10);
    const std::string key = "gpu " + std::to_string(gpu.index);
    Row(key.c_str(), line);
  }
  if (!cuda.devices.empty() && !torch::cuda::is_available()) {
    warnings.push_back(std::to_string(cuda.devices.size()) +
                       " GPU(s) here, but this LibTorch cannot use them. Fix: build against a "
                       "CUDA LibTorch (scripts/build.sh --torch DIR)");
  }

  if (roof_seconds > 0) {
    const platform::Roof roof = platform::MeasureMatmulRoof(roof_seconds);
    char line[160];
    std::snprintf(line, sizeof(line),
                  "%.0f GFLOP/s fp32 (%lldx%lld matmuls, %lld in %.1f s, %d threads)", roof.gflops,
                  static_cast<long long>(roof.n), static_cast<long long>(roof.n),
                  static_cast<long long>(roof.calls), roof_seconds, at::get_num_threads());
    Row("roof", line);
  }

  if (warnings.empty()) {
    std::cout << "no problems found\n";
  } else {
    std::cout << "warnings:\n";
    for (const auto& w : warnings) std::cout << "  - " << w << "\n";
  }
  return kExitOk;
}

}  // namespace nilab::cli
