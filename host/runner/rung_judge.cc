#include "host/runner/rung_judge.h"

#include <string>
#include <vector>

#include "host/runner/rung_rules.h"
#include "host/search/prune_rules.h"

namespace nilab::host {

int64_t RungOf(const TrialContext& context, const sweep::PhaseSpec& phase, int64_t epochs_done) {
  const sweep::PruneSpec& prune = context.sweep().prune;
  // A [protocol]'s confirm trials run to the end: pruning belongs to the tune stage.
  if (!prune.enabled() || phase.name != prune.phase || phase.eval_only ||
      context.trial().stage == "confirm") {
    return -1;
  }
  return search::RungAt(epochs_done, prune.min_epochs, prune.eta, phase.train.epochs);
}

void JudgeAtRung(TrialContext& context, const sweep::PhaseSpec& phase, int64_t rung,
                 int64_t epochs_done) {
  const sweep::PruneSpec& prune = context.sweep().prune;
  store::RungArrival arrival;
  arrival.phase = phase.name;
  arrival.rung = rung;
  arrival.epoch = epochs_done;
  arrival.metric = prune.metric;
  arrival.unit = RungUnit(context.sweep(), context.trial());
  arrival.unit_size = RungUnitSize(context.sweep(), context.trial());
  const search::PruneRule rule = PruneRuleOf(prune, context.task_plugin().info);
  const bool defer = context.options().defer_rung_decisions;
  const store::RungDecision decision = context.store().DecideRung(
      context.row(), arrival,
      [&](const std::vector<store::RungRow>& at_rung, const std::string& unit, int64_t unit_size) {
        // An array task sees only its own trial: the wave's arrivals are decided together.
        if (defer) return store::RungVerdict{};
        return search::Judge(rule, at_rung, unit, unit_size);
      });
  const std::string where = context.Label(phase.name) + "rung " + std::to_string(rung) +
                            " (epoch " + std::to_string(epochs_done) + ", " + prune.metric + "): ";
  Progress& progress = context.progress();
  switch (decision) {
    case store::RungDecision::kPromoted:
      progress.Line(where + "promoted");
      return;
    case store::RungDecision::kPending:
      if (defer) {
        progress.Line(where + "recorded; after `nilab merge`, the next `nilab slurm` decides it");
      } else {
        progress.Line(where + "paused until the other " + std::to_string(arrival.unit_size - 1) +
                      " seed(s) of its configuration get there");
      }
      throw StoppedAtRung{store::TrialStatus::kPaused};
    case store::RungDecision::kPruned:
      progress.Line(where + "pruned");
      throw StoppedAtRung{store::TrialStatus::kPruned};
  }
}

}  // namespace nilab::host
