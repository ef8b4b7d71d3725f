// What a [protocol] sweep records beside its trials: its declared plan (locked once a confirm
// trial has results) and the choice of each study (results/schema.sql: protocol_plans,
// protocol_choices).
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/store/store.h"

namespace nilab::host::store {

// A plan that may no longer change: what() is one line saying what changed.
class PlanLocked : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Records the plan (JSON: confirm_seeds, margin, and the tune budget) of a sweep. A first plan is
// recorded as it is; a changed one replaces it while no confirm trial of the sweep has logged a
// value, and is refused with PlanLocked (nothing written) once one has, when its confirm seeds or
// margin differ: no seed is added, and no margin moved, after a look.
void RecordProtocolPlan(Store& store, int64_t sweep_id, const std::string& plan_json);
// The recorded plan (JSON text), if any.
std::optional<std::string> ProtocolPlan(Store& store, int64_t sweep_id);

struct ProtocolChoiceRow {
  int64_t sweep_id = 0;
  std::string study;  // its label
  int64_t entry = 0;
  std::string group_hash;
  std::string metric;
  std::optional<double> value;
  std::string trials_json;  // [{trial_id, group_hash, seed, value}]
  std::string chosen_at;
};

// Records a study's choice once; returns the row as recorded (an earlier one stays).
ProtocolChoiceRow RecordProtocolChoice(Store& store, const ProtocolChoiceRow& choice);
// A sweep's choices, by study label; empty on a file older than version 6.
std::vector<ProtocolChoiceRow> ProtocolChoices(Store& store, int64_t sweep_id);

// Every selection of a sweep's trials (the checkpoints its phases started from); empty on a
// file older than version 6.
std::vector<SelectionRow> Selections(Store& store, int64_t sweep_id);

}  // namespace nilab::host::store
