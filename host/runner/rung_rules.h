// A sweep's [prune] settings as the rules take them: the rule with its metric's direction, and
// the size of the unit a trial is judged in (itself, or every seed of its configuration). Used
// where a trial arrives at a rung (rung_judge.cc) and where the arrivals of a Slurm wave are
// decided after the merge (DecideWave, `nilab slurm`).
#pragma once

#include <cstdint>
#include <string>

#include "host/search/prune_rules.h"
#include "host/store/store.h"
#include "host/sweep/sweep_spec.h"
#include "plugins/sdk/plugin_info.h"

namespace nilab::host {

search::PruneRule PruneRuleOf(const sweep::PruneSpec& prune, const sdk::PluginInfo& task);

// What a trial's arrival is judged as: its configuration's group (seeds together) or itself.
std::string RungUnit(const sweep::SweepSpec& spec, const sweep::TrialSpec& trial);
// How many trials arrive in that unit.
int64_t RungUnitSize(const sweep::SweepSpec& spec, const sweep::TrialSpec& trial);

// Decides every unit of the sweep whose arrivals are recorded without a decision (an array
// task stops at its next rung and records its arrival only): Store::DecidePendingRungs with the
// sweep's rule, units in claim order. Promoted trials are queued again, to resume from their
// checkpoints.
store::PendingRungs DecideWave(store::Store& store, int64_t sweep_id, const sweep::SweepSpec& spec,
                               const sdk::PluginInfo& task);

}  // namespace nilab::host
