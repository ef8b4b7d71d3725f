// What a reviewer asks of a comparison beyond its trials' own rows: which choices read which
// split (pruning rungs, a [protocol]'s choices, checkpoints selected by val) and the plans that
// were declared. Read for compare's warnings (host/analysis/review.h).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "host/store/protocol_records.h"
#include "host/store/store.h"

namespace nilab::host::store {

struct ReviewFacts {
  // A trial judged at a pruning rung, on this metric.
  struct RungRead {
    int64_t trial_id = 0;
    std::string metric;
  };
  std::vector<RungRead> rungs;
  // Each sweep's [protocol] plan (JSON text) and choices, by sweep name.
  std::map<std::string, std::string> plans;
  std::map<std::string, std::vector<ProtocolChoiceRow>> choices;
  std::vector<SelectionRow> selections;
  std::map<int64_t, std::string> source_tasks;  // a selection's source trial -> its task
};

// The facts of the named sweeps; what a file older than version 6 lacks is left empty.
ReviewFacts LoadReviewFacts(Store& store, const std::vector<std::string>& sweeps);

}  // namespace nilab::host::store
