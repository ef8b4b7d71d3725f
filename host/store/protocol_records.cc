#include "host/store/protocol_records.h"

#include <nlohmann/json.hpp>

#include "host/store/rows.h"
#include "host/store/sqlite.h"

namespace nilab::host::store {
namespace {

std::string SeedList(const nlohmann::json& seeds) {
  std::string out;
  for (const auto& seed : seeds) out += (out.empty() ? "" : ", ") + seed.dump();
  return "[" + out + "]";
}

}  // namespace

void RecordProtocolPlan(Store& store, int64_t sweep_id, const std::string& plan_json) {
  sqlite3* db = store.handle();
  const std::string& path = store.path();
  const nlohmann::json plan = nlohmann::json::parse(plan_json);
  RunWrite(db, path, "recording the protocol plan", [&] {
    Statement select(db, path, "SELECT plan_json FROM protocol_plans WHERE sweep_id = ?");
    select.Bind(1, sweep_id);
    if (select.Step()) {
      const nlohmann::json recorded = nlohmann::json::parse(select.Text(0));
      if (recorded == plan) return;
      Statement looked(db, path,
                       "SELECT count(*) FROM metrics m JOIN trials t ON t.id = m.trial_id "
                       "WHERE t.sweep_id = ? AND t.stage = 'confirm'");
      looked.Bind(1, sweep_id);
      looked.Step();
      if (looked.Int(0) > 0) {
        std::string changed;
        if (recorded.value("confirm_seeds", nlohmann::json()) !=
            plan.value("confirm_seeds", nlohmann::json())) {
          changed = "confirm seeds " + SeedList(recorded.value("confirm_seeds", nlohmann::json())) +
                    " -> " + SeedList(plan.value("confirm_seeds", nlohmann::json()));
        }
        if (recorded.value("margin", nlohmann::json()) != plan.value("margin", nlohmann::json())) {
          changed += (changed.empty() ? "" : ", ") + std::string("margin ") +
                     recorded.value("margin", nlohmann::json()).dump() + " -> " +
                     plan.value("margin", nlohmann::json()).dump();
        }
        if (!changed.empty()) {
          throw PlanLocked("[protocol] " + changed +
                           " after confirm trials have results: the seeds and the margin are "
                           "fixed before a look, so a different plan is a new sweep (give it "
                           "another name)");
        }
      }
      Statement update(db, path, "UPDATE protocol_plans SET plan_json = ? WHERE sweep_id = ?");
      update.Bind(1, plan.dump()).Bind(2, sweep_id);
      update.Run("recording the protocol plan");
      return;
    }
    Statement insert(db, path, "INSERT INTO protocol_plans (sweep_id, plan_json) VALUES (?, ?)");
    insert.Bind(1, sweep_id).Bind(2, plan.dump());
    insert.Run("recording the protocol plan");
  });
}

std::optional<std::string> ProtocolPlan(Store& store, int64_t sweep_id) {
  return ReadFirstRowRetrying(store, "reading the protocol plan", "protocol_plans",
                              "SELECT plan_json FROM protocol_plans WHERE sweep_id = ?",
                              OneColumn<std::string>, sweep_id);
}

namespace {

constexpr const char* kChoiceColumns =
    "sweep_id, study, entry, group_hash, metric, value, trials_json, chosen_at";

ProtocolChoiceRow ReadChoice(const Statement& row) {
  ProtocolChoiceRow c;
  ReadColumns(row, c.sweep_id, c.study, c.entry, c.group_hash, c.metric, c.value, c.trials_json,
              c.chosen_at);
  return c;
}

}  // namespace

ProtocolChoiceRow RecordProtocolChoice(Store& store, const ProtocolChoiceRow& choice) {
  sqlite3* db = store.handle();
  const std::string& path = store.path();
  ProtocolChoiceRow stored = choice;
  const std::string context = "recording the choice of " + choice.study;
  RunWrite(db, path, context, [&] {
    Statement insert(db, path,
                     "INSERT INTO protocol_choices (sweep_id, study, entry, group_hash, metric, "
                     "value, trials_json) VALUES (?, ?, ?, ?, ?, ?, ?) "
                     "ON CONFLICT (sweep_id, study) DO NOTHING");
    BindAll(insert, choice.sweep_id, choice.study, choice.entry, choice.group_hash, choice.metric,
            choice.value, choice.trials_json);
    insert.Run(context);
    stored = ReadFirstRow(db, path,
                          std::string("SELECT ") + kChoiceColumns +
                              " FROM protocol_choices WHERE sweep_id = ? AND study = ?",
                          ReadChoice, choice.sweep_id, choice.study)
                 .value_or(stored);
  });
  return stored;
}

std::vector<ProtocolChoiceRow> ProtocolChoices(Store& store, int64_t sweep_id) {
  return ReadRowsRetrying(store, "reading protocol choices", "protocol_choices",
                          std::string("SELECT ") + kChoiceColumns +
                              " FROM protocol_choices WHERE sweep_id = ? ORDER BY entry, id",
                          ReadChoice, sweep_id);
}

std::vector<SelectionRow> Selections(Store& store, int64_t sweep_id) {
  return ReadRowsRetrying(
      store, "reading selections", "selections",
      "SELECT s.trial_id, s.phase, s.rule, s.metric, s.source_trial_id, s.source_phase, s.epoch, "
      "s.value, s.threshold, s.path, s.sha256 FROM selections s JOIN trials t ON "
      "t.id = s.trial_id WHERE t.sweep_id = ? ORDER BY s.trial_id, s.id",
      [](const Statement& row) {
        SelectionRow s;
        ReadColumns(row, s.trial_id, s.phase, s.rule, s.metric, s.source_trial_id, s.source_phase,
                    s.epoch, s.value, s.threshold, s.path, s.sha256);
        return s;
      },
      sweep_id);
}

}  // namespace nilab::host::store
