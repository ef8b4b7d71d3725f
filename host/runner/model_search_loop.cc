#include "host/runner/model_search_loop.h"

#include <cmath>
#include <cstdint>
#include <deque>
#include <iostream>
#include <map>
#include <optional>

#include "host/runner/exit_code.h"
#include "host/search/metric_direction.h"
#include "host/search/tpe_sampler.h"
#include "host/store/results.h"
#include "host/sweep/model_search.h"

namespace nilab::host {

ModelSearchState ReadModelSearch(store::Store& store, const sweep::SweepSpec& spec,
                                 const sweep::ModelSearch& search, const sdk::PluginInfo& task) {
  const int64_t per_config = search.seeds_per_config();
  store::ResultsQuery query;
  query.sweep = spec.name;
  std::vector<store::TrialResult> results;
  for (auto& r : store::LoadResults(store, query)) {
    if (search.Covers(r.index)) results.push_back(std::move(r));
  }
  ModelSearchState state;
  for (size_t first = 0; first < results.size(); first += static_cast<size_t>(per_config)) {
    const store::TrialResult& head = results[first];
    const auto params = search.SampledParams(head.params);
    if (!params || head.index != search.first_index() + static_cast<int64_t>(first)) {
      throw sweep::SweepError("sweep '" + spec.name + "': recorded trial " +
                              std::to_string(head.index) +
                              " is not a configuration of this search space (the sweep file "
                              "changed since it ran? give it another name)");
    }
    std::vector<sweep::TrialSpec> trials = search.Trials(*params, head.index);
    search::SampledConfig config{*params, "pending", 0.0};
    int64_t done = 0, pruned = 0, failed = 0;
    double sum = 0.0;
    for (size_t k = 0; k < trials.size(); ++k) {
      if (first + k >= results.size() || results[first + k].config_hash != trials[k].config_hash) {
        throw sweep::SweepError("sweep '" + spec.name +
                                "': the trials recorded for configuration " +
                                std::to_string(first / static_cast<size_t>(per_config)) +
                                " differ from what its params make now (the sweep file changed? "
                                "give it another name)");
      }
      const store::TrialResult& r = results[first + k];
      done += r.status == store::TrialStatus::kDone;
      pruned += r.status == store::TrialStatus::kPruned;
      failed += r.status == store::TrialStatus::kFailed;
      const auto it = r.metrics.find(task.headline_metric);
      sum += it == r.metrics.end() ? std::nan("") : it->second;
    }
    // Eq.: the objective of a configuration is the mean of its seeds' final headline metric.
    if (failed > 0) {
      config.state = "failed";
    } else if (pruned > 0) {
      config.state = "pruned";
    } else if (done == per_config) {
      config.state = "complete";
      config.value = sum / static_cast<double>(per_config);
    }
    state.history.push_back(std::move(config));
    for (auto& t : trials) state.trials.push_back(std::move(t));
  }
  return state;
}

// Runs a model-based sweep in this worker, beside any others on the same database: the recorded
// trials that are runnable first, then, while fewer than the budget of configurations are
// recorded, asks the sampler for the next one given all recorded ones (those not finished count
// as pending, so workers that draw side by side don't all propose the same point), records its
// trials and runs them. Each draw is seeded by [search].seed and the number of configurations
// before it (search::DrawSeed), and is recorded only if no other worker recorded one meanwhile
// (else this worker reads again and draws anew), so the configurations are numbered without gaps. A
// resumed sweep rebuilds the sampler's history from the database and continues where it stopped.
int RunModelSearch(ClaimLoop& loop, const sdk::PluginInfo& task, const sweep::ModelSearch& search) {
  const sweep::SweepSpec& spec = *loop.spec;
  std::map<std::string, bool> declared;
  for (const auto& m : task.metrics) declared.emplace(m.name, m.higher_is_better);
  const bool maximize = search::HigherIsBetter(task.headline_metric, declared);
  search::TpeSampler sampler;
  bool any_failed = false;
  for (;;) {
    ModelSearchState state = ReadModelSearch(*loop.store, spec, search, task);
    loop.trials.clear();
    for (const auto& t : state.trials) loop.trials.push_back(&t);
    const int code = RunClaimLoop(loop);
    if (code != kExitOk && code != kExitFailure) return code;
    any_failed |= code == kExitFailure;
    if (code == kExitFailure && loop.max_failures > 0) return code;
    // Read again: the trials just run are complete now, and other workers may have recorded
    // configurations meanwhile; those are run (or waited for by their workers) before a draw.
    const size_t seen = state.trials.size();
    state = ReadModelSearch(*loop.store, spec, search, task);
    if (state.trials.size() != seen) continue;
    const int64_t recorded = static_cast<int64_t>(state.history.size());
    const int64_t first = search.first_index();
    if (recorded >= search.budget()) break;
    const uint64_t seed = search::DrawSeed(search.seed(), recorded);
    const nlohmann::json params =
        sampler.Ask(search.space(), maximize, seed, state.history, search.startup());
    std::vector<sweep::TrialSpec> trials =
        search.Trials(params, first + recorded * search.seeds_per_config());
    std::vector<store::TrialRecord> records;
    for (const auto& trial : trials) {
      records.push_back(ToRecord(trial));
      // The draw's seed, with the trial's params: what made this configuration.
      records.back().params.emplace_back("search.seed", static_cast<int64_t>(seed));
    }
    const std::optional<int64_t> added =
        loop.store->AddTrialsIfCount(loop.sweep_id, recorded * search.seeds_per_config(), records,
                                     first, first + search.budget() * search.seeds_per_config());
    if (!added) continue;  // another worker recorded configuration `recorded` first
    if (*added == 0) {
      throw search::SamplerError("sampler: proposed configuration " + params.dump() +
                                 " again (recorded as trial " + trials[0].config_hash +
                                 "); nothing left to learn from this search space?");
    }
    std::cerr << loop.prog << ": " << (search.label().empty() ? "" : search.label() + ": ")
              << "configuration " << recorded + 1 << " of " << search.budget() << " (TPE, seed "
              << seed << "): " << params.dump() << "\n";
  }
  return any_failed ? kExitFailure : kExitOk;
}

}  // namespace nilab::host
