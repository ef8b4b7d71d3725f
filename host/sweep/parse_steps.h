// The steps of ParseSweep (parse.cc), one per table of the sweep file, each in a file of its own
// (parse_<table>.cc). Each reads its table into state.def and throws SweepError at the first
// problem; a step may read what the steps before it have read (the task's schema, the seeds).
#pragma once

#include "host/sweep/sweep_def.h"
#include "host/sweep/table_reader.h"

namespace nilab::host::sweep {

// name, description, seeds; other top-level tables into def.extra (parse_top.cc).
void ParseTopLevel(ParseState& state);
// [task]: the task plugin, its params and grid (parse_task.cc).
void ParseTask(ParseState& state);
// [train]: the train settings every phase starts from (parse_top.cc).
void ParseTrain(ParseState& state);
// [search]: mode, samples, seed, startup (parse_search.cc).
void ParseSearch(ParseState& state);
// [protocol]: tune and confirm; sets the tune stage's seeds and search (parse_protocol.cc).
void ParseProtocol(ParseState& state);
// [[models]]: each entry's plugin, params, grid and random keys (parse_models.cc).
void ParseModels(ParseState& state);
// [[phases]]: each phase's start, overrides and operations (parse_phases.cc).
void ParsePhases(ParseState& state);
// Each phase's groups, capabilities and init.match against one model (parse_phases.cc).
void CheckPhasesFor(ParseState& state, const ModelEntry& entry);
// [prune]: method, metric, phase and rungs (parse_prune.cc).
void ParsePrune(ParseState& state);
// [protocol]: every [[models]] entry is tuned with the same budget (parse_protocol.cc).
void CheckProtocolEntries(ParseState& state);
// select.matched: one [[models]] entry per model (parse_phases.cc).
void CheckMatchedModels(ParseState& state);

}  // namespace nilab::host::sweep
