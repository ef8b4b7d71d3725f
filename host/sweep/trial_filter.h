// `nilab run --where KEY=VALUE`: run only the trials of a sweep whose parameter KEY has VALUE,
// e.g. one regime of a [protocol] sweep at a time (`--where task.regime=extrapolation`). Keys are
// the flat names `nilab trials` and `--dry-run` show ("model", "seed", "tau", "task.regime",
// "train.lr"); numbers compare as numbers ("0.5" matches 0.50). The trials left out stay part of
// the sweep: a later run without --where runs them, and the comparison reads them all.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "host/sweep/sweep_spec.h"

namespace nilab::host::sweep {

class TrialFilter {
 public:
  TrialFilter() = default;

  // Every term holds. Throws SweepError, one line naming the term, for a term without '=', a key
  // no trial of `trials` has ("did you mean"), or a value none of them takes (listing those
  // they take). `trials` are the sweep's expansion.
  TrialFilter(const std::vector<std::string>& where, const std::vector<TrialSpec>& trials);

  bool empty() const { return terms_.empty(); }
  bool Matches(const TrialSpec& trial) const;
  // "task.regime=extrapolation, seed=3": the terms as given.
  std::string Describe() const;

 private:
  std::vector<std::pair<std::string, std::string>> terms_;
};

}  // namespace nilab::host::sweep
