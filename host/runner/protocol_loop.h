// The stages of a [protocol] sweep (sweeps/README.md, "[protocol]"): tune every study with the
// same budget on val, choose each study's configuration (host/search/protocol_choice.h), record
// the choice with the trials it rests on, then run the choice on the confirm seeds declared in
// the file, which alone evaluate the test split.
//
// Every step reads its state from the database, so a run killed at any moment (during tune,
// between the stages, during confirm) continues where it stopped, and `--jobs N` workers (one
// pool per stage) and Slurm arrays (a tune array, `nilab merge`, a confirm array) make the same
// choices.
#pragma once

#include <cstdint>
#include <deque>
#include <string>

#include "host/runner/claim_loop.h"
#include "plugins/sdk/plugin_info.h"

namespace nilab::host {

enum class ProtocolStage { kAll, kTune, kConfirm };

// "all", "tune", "confirm"; throws std::invalid_argument for another name.
ProtocolStage ParseProtocolStage(const std::string& name);

// Records the sweep's declared plan; returns "" or the one-line reason it is refused (the
// confirm seeds or margin changed after confirm trials have results).
std::string RecordPlan(store::Store& store, const sweep::SweepSpec& spec, int64_t sweep_id);

// The confirm trials of every study whose choice is recorded, in index order. Throws
// sweep::SweepError when a recorded choice is no configuration of the sweep file any more.
std::deque<sweep::TrialSpec> ConfirmStage(store::Store& store, const sweep::SweepSpec& spec,
                                          int64_t sweep_id, const sdk::PluginInfo& task);

// Makes the choice of every study whose tune trials are all finished and records it, with its
// confirm trials. Prints one line per new choice, and one per study still waiting (`verbose`).
// Returns how many studies have a choice.
int64_t MakeChoices(store::Store& store, const sweep::SweepSpec& spec, int64_t sweep_id,
                    const sdk::PluginInfo& task, const std::string& prog, bool verbose);

// Runs `stage` of the sweep in this worker (kAll: tune, choose, confirm); returns the exit code.
int RunProtocol(ClaimLoop& loop, const sdk::PluginInfo& task, ProtocolStage stage);

}  // namespace nilab::host
