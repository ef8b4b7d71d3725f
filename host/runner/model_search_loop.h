// [search] mode = "tpe" on the runner's side: run what a model-based sweep recorded, then ask the
// sampler process (host/search/tpe_sampler.h) for the next configuration, record its trials and
// run them, until the budget is recorded and run.
#pragma once

#include "host/runner/claim_loop.h"
#include "plugins/sdk/plugin_info.h"

namespace nilab::host {

// One worker, alone or beside others on the same database (`nilab run --jobs N`). Throws
// search::SamplerError when the sampler cannot answer and sweep::SweepError when the recorded
// trials do not fit the sweep's search space.
int RunModelSearch(ClaimLoop& loop, const sdk::PluginInfo& task);

}  // namespace nilab::host
