#include "host/runner/rung_rules.h"

#include <algorithm>
#include <cstdint>
#include <map>

#include "host/search/metric_direction.h"
#include "host/sweep/claim_order.h"
#include "host/sweep/model_search.h"

namespace nilab::host {

search::PruneRule PruneRuleOf(const sweep::PruneSpec& prune, const sdk::PluginInfo& task) {
  std::map<std::string, bool> declared;
  for (const auto& m : task.metrics) declared.emplace(m.name, m.higher_is_better);
  search::PruneRule rule;
  rule.method =
      prune.method == "median" ? search::PruneMethod::kMedian : search::PruneMethod::kAsha;
  rule.eta = prune.eta;
  rule.higher_is_better = search::HigherIsBetter(prune.metric, declared);
  return rule;
}

std::string RungUnit(const sweep::SweepSpec& spec, const sweep::TrialSpec& trial) {
  return spec.prune.seeds_together ? trial.group_hash : trial.config_hash;
}

int64_t RungUnitSize(const sweep::SweepSpec& spec, const sweep::TrialSpec& trial) {
  if (!spec.prune.seeds_together) return 1;
  if (spec.model_search) return spec.model_search->seeds_per_config();
  return std::count_if(spec.trials.begin(), spec.trials.end(),
                       [&](const sweep::TrialSpec& t) { return t.group_hash == trial.group_hash; });
}

store::PendingRungs DecideWave(store::Store& store, int64_t sweep_id, const sweep::SweepSpec& spec,
                               const sdk::PluginInfo& task) {
  // Trials per unit, counted in one pass (RungUnitSize per trial would be quadratic).
  std::map<std::string, int64_t> sizes, rank;
  for (const auto& trial : spec.trials) ++sizes[RungUnit(spec, trial)];
  for (const auto* trial : sweep::ClaimOrder(spec)) {
    rank.emplace(RungUnit(spec, *trial), static_cast<int64_t>(rank.size()));
  }
  const search::PruneRule rule = PruneRuleOf(spec.prune, task);
  return store.DecidePendingRungs(
      sweep_id,
      [&](const std::string& unit) {
        const auto it = sizes.find(unit);
        return it == sizes.end() ? int64_t{1} : it->second;
      },
      [&](const std::string& unit) {
        const auto it = rank.find(unit);
        return it == rank.end() ? static_cast<int64_t>(rank.size()) : it->second;
      },
      [&](const std::vector<store::RungRow>& at_rung, const std::string& unit, int64_t size) {
        return search::Judge(rule, at_rung, unit, size);
      });
}

}  // namespace nilab::host
