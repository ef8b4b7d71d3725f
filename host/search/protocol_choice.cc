#include "host/search/protocol_choice.h"

#include <cmath>
#include <map>

#include "host/search/prune_rules.h"

namespace nilab::host::search {

Choice ChooseConfiguration(const std::vector<TuneOutcome>& outcomes, int64_t expected_trials,
                           bool higher_is_better) {
  Choice choice;
  if (static_cast<int64_t>(outcomes.size()) < expected_trials) {
    choice.waiting = std::to_string(outcomes.size()) + " of " + std::to_string(expected_trials) +
                     " tune trials recorded";
    return choice;
  }
  int64_t unfinished = 0;
  for (const TuneOutcome& o : outcomes) {
    if (o.status == store::TrialStatus::kFailed) {
      choice.waiting = "tune trial " + std::to_string(o.trial_id) +
                       " failed (`nilab run --retry-failed` runs it again; the choice waits for "
                       "every configuration of the budget)";
      return choice;
    }
    unfinished += o.status != store::TrialStatus::kDone && o.status != store::TrialStatus::kPruned;
  }
  if (unfinished > 0) {
    choice.waiting = std::to_string(unfinished) + " tune trial(s) not finished";
    return choice;
  }
  struct Sums {
    double sum = 0.0;
    int64_t n = 0;
    bool usable = true;
  };
  std::map<std::string, Sums> by_config;  // ordered by group hash: ties go to the lower
  for (const TuneOutcome& o : outcomes) {
    Sums& s = by_config[o.group_hash];
    if (o.status != store::TrialStatus::kDone || !o.value || !std::isfinite(*o.value)) {
      s.usable = false;
      continue;
    }
    s.sum += *o.value;
    ++s.n;
  }
  for (const auto& [hash, s] : by_config) {
    if (!s.usable || s.n == 0) continue;
    ++choice.complete;
    // Eq.: the value of a configuration is the mean over its tune seeds.
    const double mean = s.sum / static_cast<double>(s.n);
    if (!choice.ready || Better(mean, choice.value, higher_is_better)) {
      choice.ready = true;
      choice.group_hash = hash;
      choice.value = mean;
    }
  }
  if (!choice.ready) {
    choice.waiting = "no configuration has a finite value on every tune seed";
  }
  return choice;
}

}  // namespace nilab::host::search
