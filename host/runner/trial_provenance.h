// What a trial records about where and with what it ran (store::Provenance), once, at its first
// phase that builds a model: the host, the build and its versions, the device and threads, the
// parameter counts and the command line, and in its extra JSON the BLAS, the plugins with their
// sha256, the task's own facts (datasets, splits), the numerics, the batch slices and the GPU.
#pragma once

#include <torch/torch.h>

#include <cstdint>

#include "host/runner/phase_build.h"
#include "host/runner/trial_context.h"
#include "host/sweep/sweep_spec.h"

namespace nilab::host {

// Records the trial's provenance with `model_params` (the backbone's parameters) and prints the
// parameter counts.
void RecordTrialProvenance(TrialContext& context, Built& b, const sweep::PhaseSpec& phase,
                           const torch::Device& device, int64_t model_params);

}  // namespace nilab::host
