// [protocol] sweeps (sweeps/README.md, "[protocol]"): the studies a comparison tunes and chooses
// for, the tune stage's trials, and the confirm stage's trials made from a choice. The stages run
// in host/runner/protocol_loop.h; the choice is host/search/protocol_choice.h.
//
// Trial indexes: study j's tune trials are j * T + c * S + s (T = configs x S tune seeds:
// configuration c, tune seed s), whatever the method, so a TPE study's draws fill its own range;
// its confirm trials follow every tune trial: studies x T + j * C + k (C confirm seeds).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "host/sweep/sweep_spec.h"

namespace nilab::host::sweep {

struct SweepDef;

// Each [[models]] entry, in file order, at each point of the [task] grid (keys sorted, the last
// varying fastest).
std::vector<Study> ProtocolStudies(const SweepDef& def);

// tune.method "grid" or "random": every study's tune trials, indexed as above. Throws SweepError
// when two configurations coincide (the budget would not be what it says).
std::vector<TrialSpec> ProtocolTuneTrials(const SweepDef& def, const std::vector<Study>& studies);

// tune.method "tpe": one search per study, each drawing its own configurations.
std::vector<std::shared_ptr<const ModelSearch>> ProtocolSearches(
    const std::shared_ptr<const SweepDef>& def, const std::vector<Study>& studies);

// Trials per study in the tune stage: configs x tune seeds.
int64_t TuneTrialsPerStudy(const SweepSpec& sweep);

// The study a tune-stage trial index belongs to, or -1 when the index is past the tune stage.
int64_t StudyOfTuneIndex(const SweepSpec& sweep, int64_t index);

// The confirm stage of a study: the chosen configuration (`chosen`, a tune trial of it, any seed)
// run with each confirm seed.
std::vector<TrialSpec> ConfirmTrials(const SweepSpec& sweep, const Study& study,
                                     const TrialSpec& chosen);

}  // namespace nilab::host::sweep
