// Counting a kind of row up to a cap, so that a reader can refuse a request that would read too
// many before reading them (nilab serve's 413s). In the caller's read transaction.
#pragma once

#include <cstdint>
#include <string>

#include "host/store/store.h"

namespace nilab::host::store {

// The rows counted: of the whole database, of one sweep (by name), of one trial (by id).
enum class RowKind {
  kTrials,                 // every trial of the database
  kSweepTrials,            // a sweep's trials
  kSweepParams,            // its trials' params
  kSweepFinalMetrics,      // its trials' final metrics
  kSweepMetrics,           // its trials' metrics, per-epoch and final
  kSweepNotes,             // its tags and notes and its trials'
  kTrialParams,            // a trial's params
  kTrialPhases,            // its phases
  kTrialArtifacts,         // its artifacts
  kTrialNotes,             // its tags and notes
  kTrialRoutingArtifacts,  // its routing traces
};

// How many rows of `kind` there are (at most `limit`: the count stops there). `sweep` names the
// sweep of the kSweep* kinds, `trial_id` the trial of the kTrial* ones; kTrials reads neither.
int64_t CountRowsUpTo(Store& store, RowKind kind, const std::string& sweep, int64_t trial_id,
                      int64_t limit);

}  // namespace nilab::host::store
