// Where a trial of a [prune] sweep faces a rung (sweeps/README.md, "[prune]"): the rung at an
// epoch count of the pruned phase, and the decision there, taken (or read) in the transaction
// that records the trial's arrival. A trial that does not go on stops with StoppedAtRung.
#pragma once

#include <cstdint>

#include "host/runner/trial_context.h"
#include "host/store/store.h"
#include "host/sweep/sweep_spec.h"

namespace nilab::host {

// Thrown out of a phase when a [prune] rung stops the trial (paused or pruned).
struct StoppedAtRung {
  store::TrialStatus status;
};

// The rung (0, 1, ...) at `epochs_done` epochs of the phase under [prune], or -1.
int64_t RungOf(const TrialContext& context, const sweep::PhaseSpec& phase, int64_t epochs_done);

// At a rung: records the arrival and takes (or reads) its decision in one transaction. Returns
// when the trial goes on; throws StoppedAtRung when it is paused or pruned.
void JudgeAtRung(TrialContext& context, const sweep::PhaseSpec& phase, int64_t rung,
                 int64_t epochs_done);

}  // namespace nilab::host
