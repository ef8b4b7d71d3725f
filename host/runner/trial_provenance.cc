#include "host/runner/trial_provenance.h"

#include <nlohmann/json.hpp>
#include <string>

#include "host/platform/blas_reexec.h"
#include "host/platform/gpu_info.h"
#include "host/runner/numerics.h"
#include "host/runner/param_groups.h"
#include "host/runner/provenance.h"
#include "host/runner/sliced_step.h"
#include "plugins/sdk/abi.h"

namespace nilab::host {
namespace {

// The BLAS, the compiler, the plugins, the task's facts, the numerics and the batch slices.
nlohmann::json TrialProvenanceExtra(const TrialContext& context, Built& b,
                                    const sweep::PhaseSpec& phase, const torch::Device& device) {
  const BuildInfo& build = GetBuildInfo();
  const platform::BlasFacts blas = platform::CurrentBlas();
  const LoadedPlugin& task = context.task_plugin();
  const LoadedPlugin& model = context.model_plugin();
  return {{"blas", blas.library},
          {"blas_core", blas.core},
          {"blas_config", blas.config},
          {"blas_core_switched_from", blas.switched_from},
          {"onednn", blas.onednn},
          {"compiler", build.compiler},
          {"task_plugin", task.path},
          {"task_plugin_version", task.info.version},
          {"task_plugin_sha256", task.sha256},
          {"model_plugin", model.path},
          {"model_plugin_version", model.info.version},
          {"model_plugin_sha256", model.sha256},
          {"task", b.task->Provenance()},
          {"numerics", NumericsProvenance(phase.train.precision, phase.train.deterministic)},
          // Slices of one training batch run side by side (sliced_step.h), at the first phase.
          {"batch_slices", BatchSlices(*b.model, *b.task, device, phase.train.batch_size)}};
}

// On a CUDA device: the driver, and the GPU's name, memory and compute capability.
void AddTrialGpuFacts(const torch::Device& device, nlohmann::json* extra) {
  if (!device.is_cuda()) return;
  const platform::CudaDriverFacts cuda = platform::CudaDevices();
  const int index = device.has_index() ? device.index() : 0;
  (*extra)["cuda_driver_version"] = cuda.driver_version;
  for (const platform::GpuFacts& gpu : cuda.devices) {
    if (gpu.index != index) continue;
    (*extra)["gpu"] = gpu.name;
    (*extra)["gpu_memory_bytes"] = gpu.total_bytes;
    (*extra)["gpu_compute_capability"] =
        std::to_string(gpu.compute_major) + "." + std::to_string(gpu.compute_minor);
  }
}

}  // namespace

void RecordTrialProvenance(TrialContext& context, Built& b, const sweep::PhaseSpec& phase,
                           const torch::Device& device, int64_t model_params) {
  const BuildInfo& build = GetBuildInfo();
  store::Provenance p;
  p.host = HostName();
  p.git_commit = build.git_commit;
  p.git_dirty = build.git_dirty;
  p.nilab_version = build.nilab_version;
  p.torch_version = build.torch_version;
  p.sdk_abi = sdk::kAbiVersion;
  p.device = context.options().device;
  p.threads = torch::get_num_threads();
  p.model_params = model_params;
  p.num_params = model_params + CountParameters(b.task->module());
  p.command_line = context.options().command_line;
  nlohmann::json extra = TrialProvenanceExtra(context, b, phase, device);
  AddTrialGpuFacts(device, &extra);
  p.extra_json = extra.dump();
  context.store().RecordProvenance(context.trial_id(), p);
  context.progress().Line(context.Label("") + context.model_plugin().info.name + ": " +
                          std::to_string(model_params) + " backbone parameters, " +
                          std::to_string(p.num_params) + " in all");
}

}  // namespace nilab::host
