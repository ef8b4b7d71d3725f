// `nilab status`: per sweep, how many trials are queued, running, done, failed or interrupted
// (and, for a [protocol] sweep, how many trials its plan declares that no row holds yet), which
// running trials look abandoned (stale heartbeat), the epochs trained (what [prune] saves),
// elapsed time and an ETA.
#pragma once

#include <array>
#include <cmath>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "host/store/results.h"

namespace nilab::host::analysis {

// When a running trial is called stale: the store's takeover threshold (store/store.h).
inline constexpr double kDefaultStaleAfterS = store::kDefaultStaleAfterS;

struct StaleTrial {
  int64_t id = 0;
  int64_t index = 0;
  std::string worker;
  double heartbeat_age_s = 0.0;
};

// A running trial whose worker still beats but whose steps stopped (train.stall_timeout).
struct StalledTrial {
  int64_t id = 0;
  int64_t index = 0;
  std::string worker;
  std::string since;  // its last step, as stored
};

struct FailedTrial {
  int64_t id = 0;
  int64_t index = 0;
  std::string error;
};

struct SweepProgress {
  std::string sweep;
  std::array<int64_t, store::kTrialStatusCount> counts{};  // by TrialStatus
  int64_t total = 0;                                       // the trials recorded, plus `planned`
  // [protocol]: confirm trials not recorded yet (a study's are recorded once its choice is made).
  int64_t planned = 0;
  std::vector<StaleTrial> stale;      // running, heartbeat older than stale_after_s
  std::vector<StalledTrial> stalled;  // running, beating, but no step for train.stall_timeout
  std::vector<FailedTrial> failed;
  int64_t workers = 0;                 // running trials with a fresh heartbeat
  int64_t epochs = 0;                  // epochs trained, over all trials and phases
  double elapsed_s = std::nan("");     // first start to now (to the last end when finished)
  double mean_trial_s = std::nan("");  // mean duration of done trials
  double eta_s = std::nan("");         // remaining work / max(1, workers); NaN: unknown
  int64_t Count(store::TrialStatus status) const { return counts[static_cast<size_t>(status)]; }
};

// ETA: queued, interrupted and planned trials (and stale running ones, which will run again)
// take the mean done duration each, running ones the rest of it; the sum is shared by the live
// workers. Failed trials are not retried, so they add nothing. `planned`: by sweep name, as
// PlannedTrials counts them.
std::vector<SweepProgress> ComputeProgress(const std::vector<store::TrialResult>& trials,
                                           double now_unix, double stale_after_s,
                                           const std::map<std::string, int64_t>& planned = {});

// By sweep name, the trials that the recorded [protocol] plans of the sweeps in `trials` declare
// and `trials` does not hold yet, stage by stage: tune (studies x configurations x tune seeds;
// `nilab worker --trial` records one at a time) and confirm (studies x confirm seeds; a study's
// are recorded once it has chosen). Sweeps without a plan are left out.
std::map<std::string, int64_t> PlannedTrials(store::Store& store,
                                             const std::vector<store::TrialResult>& trials);

// format: table | markdown | json.
std::string FormatStatus(const std::vector<SweepProgress>& sweeps, const std::string& format);

// "45s", "3m12s", "2h05m", "3d04h".
std::string FormatDuration(double seconds);

// Seconds since 1970, UTC (what the database's timestamps are compared against).
double NowUnix();

}  // namespace nilab::host::analysis
