// [search] mode = "tpe" on the runner's side: run what a model-based sweep recorded, then ask the
// sampler process (host/search/tpe_sampler.h) for the next configuration, record its trials and
// run them, until the budget is recorded and run.
#pragma once

#include <deque>
#include <vector>

#include "host/runner/claim_loop.h"
#include "host/search/tpe_sampler.h"
#include "host/sweep/model_search.h"
#include "plugins/sdk/plugin_info.h"

namespace nilab::host {

// One worker, alone or beside others on the same database (`nilab run --jobs N`), on one search:
// the sweep's (`[search] mode = "tpe"`) or a [protocol] study's. Throws search::SamplerError when
// the sampler cannot answer and sweep::SweepError when the recorded trials do not fit the search
// space.
int RunModelSearch(ClaimLoop& loop, const sdk::PluginInfo& task, const sweep::ModelSearch& search);

// The trials a search recorded so far (configuration k: its first_index + k * seeds ...), rebuilt
// from their recorded params, and the history the sampler learns from.
struct ModelSearchState {
  std::deque<sweep::TrialSpec> trials;
  std::vector<search::SampledConfig> history;
};
ModelSearchState ReadModelSearch(store::Store& store, const sweep::SweepSpec& spec,
                                 const sweep::ModelSearch& search, const sdk::PluginInfo& task);

}  // namespace nilab::host
