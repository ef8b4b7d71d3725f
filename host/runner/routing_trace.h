// Routing traces for the report's routing picture (paper, Fig. 3): at the end of a phase, the
// compatibility matrices C of a model with the routing_trace capability on the first few
// validation samples, written as JSON next to the phase's checkpoints. The format is read by
// host/report/routing_trace.h:
//   {"format": 1, "split": "val", "samples": [0, 1, 2], "tokens": N, "functions": F,
//    "steps": [{"script": s, "iteration": k, "compatibility": [B][F][N]}, ...]}
// Values are rounded to 4 decimals (they are drawn as colour opacities).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "host/runner/checkpoint.h"
#include "host/runner/evaluator.h"
#include "plugins/sdk/model.h"
#include "plugins/sdk/task.h"

namespace nilab::host {

// Runs the first `samples` validation samples through the model with tracing on and writes the
// trace to `path` (atomically). A task that embeds each sample as m sets (pgm: one per candidate)
// gives m * samples traced sets; the trace keeps the first set of each sample. nullopt when the
// task has no validation split in this phase or the model recorded nothing.
std::optional<SavedCheckpoint> SaveRoutingTrace(sdk::Task& task, sdk::Model& model,
                                                const EvalOptions& eval, const std::string& path,
                                                int64_t samples);

}  // namespace nilab::host
