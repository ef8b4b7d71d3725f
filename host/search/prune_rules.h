// Pruning rules: which trials go on at a rung. Pure functions, no database and no clock: the
// store hands Judge the rows at a rung inside the transaction that records an arrival
// (store::Store::DecideRung), so every worker applies the same rule to the same rows.
//
// Decisions are taken once, when the arrival that completes a unit is recorded, and never
// revisited (as Optuna's SuccessiveHalvingPruner and MedianPruner do): a unit that is not
// promoted on arrival is pruned, not kept waiting for a later promotion. That is what makes the
// result of a sweep depend only on the order in which trials reach their rungs.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "host/store/store.h"

namespace nilab::host::search {

// The epochs of a phase at which trials are judged: r_k = min_epochs * eta^k for k = 0, 1, ...,
// while r_k < phase_epochs (a trial that gets to the phase's last epoch is complete, not judged).
std::vector<int64_t> RungEpochs(int64_t min_epochs, int64_t eta, int64_t phase_epochs);

// The rung (0, 1, ...) at `epoch`, or -1 when `epoch` is no rung.
int64_t RungAt(int64_t epoch, int64_t min_epochs, int64_t eta, int64_t phase_epochs);

// True when a is strictly better than b. NaN is worse than every number.
bool Better(double a, double b, bool higher_is_better);

// ASHA (Li et al. 2020, "A System for Massively Parallel Hyperparameter Tuning"), on arrival:
// with n units at the rung (this one and `others`), the best k = max(1, floor(n / eta)) go on.
// This one goes on when fewer than k others are strictly better (a tie with the k-th is
// promoted). A NaN value never goes on.
bool AshaPromotes(double value, const std::vector<double>& others, int64_t eta,
                  bool higher_is_better);

// Median rule: goes on unless strictly worse than the median of the others' values (the mean of
// the two middle ones for an even count; NaN counts as the worst). No others: goes on. A NaN
// value never goes on.
bool MedianPromotes(double value, const std::vector<double>& others, bool higher_is_better);

// What a unit is judged on: the mean of its seeds' values, once all `unit_size` arrived
// (nullopt before). NaN when one of them is NaN.
std::optional<double> UnitValue(const std::vector<double>& values, int64_t unit_size);

enum class PruneMethod { kAsha, kMedian };

struct PruneRule {
  PruneMethod method = PruneMethod::kAsha;
  int64_t eta = 3;
  bool higher_is_better = true;
};

// The verdict on `unit` given every row at its rung (store::RungJudge): pending while some of
// its unit_size trials have not arrived; otherwise the rule applied to its value against the
// units decided before at this rung (one value each).
store::RungVerdict Judge(const PruneRule& rule, const std::vector<store::RungRow>& at_rung,
                         const std::string& unit, int64_t unit_size);

}  // namespace nilab::host::search
