// A [protocol] study's choice: of the configurations its tune stage tried, the one with the best
// mean val over the tune seeds. A pure function of the tune trials' outcomes, so every worker and
// every later run makes the same choice from the same records.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "host/store/store.h"

namespace nilab::host::search {

// One tune trial as the choice sees it.
struct TuneOutcome {
  int64_t trial_id = 0;
  std::string group_hash;  // its configuration
  int64_t seed = 0;
  store::TrialStatus status = store::TrialStatus::kQueued;
  std::optional<double> value;  // its final value of the choice's metric (val)
};

struct Choice {
  bool ready = false;
  std::string waiting;     // when not ready: why, in one line
  std::string group_hash;  // the chosen configuration
  double value = 0.0;      // its mean over the tune seeds
  int64_t complete = 0;    // configurations that every tune seed completed
};

// Ready once the study has all `expected_trials` tune trials and each is done or pruned (a
// failed one waits: run it again, or the budget would be smaller than declared). Among the
// configurations whose every trial is done with a finite value, the best mean wins; ties go to
// the lower group hash. Pruned configurations were judged worse at a rung and are not chosen.
Choice ChooseConfiguration(const std::vector<TuneOutcome>& outcomes, int64_t expected_trials,
                           bool higher_is_better);

}  // namespace nilab::host::search
