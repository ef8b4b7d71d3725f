#include "host/store/review_facts.h"

#include "host/store/sqlite.h"

namespace nilab::host::store {

ReviewFacts LoadReviewFacts(Store& store, const std::vector<std::string>& sweeps) {
  ReviewFacts facts;
  for (const std::string& name : sweeps) {
    const auto sweep_id = store.FindSweep(name);
    if (!sweep_id) continue;
    RunRead(store.path(), "reading the rungs of sweep '" + name + "'", [&] {
      if (!HasTable(store.handle(), store.path(), "rungs")) return;
      Statement select(store.handle(), store.path(),
                       "SELECT r.trial_id, r.metric FROM rungs r JOIN trials t ON t.id = "
                       "r.trial_id WHERE t.sweep_id = ? ORDER BY r.id");
      select.Bind(1, *sweep_id);
      while (select.Step()) facts.rungs.push_back({select.Int(0), select.Text(1)});
    });
    if (auto plan = ProtocolPlan(store, *sweep_id)) facts.plans[name] = *plan;
    auto choices = ProtocolChoices(store, *sweep_id);
    if (!choices.empty()) facts.choices[name] = std::move(choices);
    for (auto& selection : Selections(store, *sweep_id)) {
      if (!facts.source_tasks.count(selection.source_trial_id)) {
        if (auto source = store.Trial(selection.source_trial_id)) {
          facts.source_tasks[selection.source_trial_id] = source->task;
        }
      }
      facts.selections.push_back(std::move(selection));
    }
  }
  return facts;
}

}  // namespace nilab::host::store
