#include "host/store/protocol_records.h"

#include <nlohmann/json.hpp>

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
  std::optional<std::string> out;
  RunRead(store.path(), "reading the protocol plan", [&] {
    out.reset();
    if (!HasTable(store.handle(), store.path(), "protocol_plans")) return;
    Statement select(store.handle(), store.path(),
                     "SELECT plan_json FROM protocol_plans WHERE sweep_id = ?");
    select.Bind(1, sweep_id);
    if (select.Step()) out = select.Text(0);
  });
  return out;
}

namespace {

constexpr const char* kChoiceColumns =
    "sweep_id, study, entry, group_hash, metric, value, trials_json, chosen_at";

ProtocolChoiceRow ReadChoice(const Statement& row) {
  ProtocolChoiceRow c;
  c.sweep_id = row.Int(0);
  c.study = row.Text(1);
  c.entry = row.Int(2);
  c.group_hash = row.Text(3);
  c.metric = row.Text(4);
  if (!row.IsNull(5)) c.value = row.Real(5);
  c.trials_json = row.Text(6);
  c.chosen_at = row.Text(7);
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
    insert.Bind(1, choice.sweep_id)
        .Bind(2, choice.study)
        .Bind(3, choice.entry)
        .Bind(4, choice.group_hash)
        .Bind(5, choice.metric);
    if (choice.value) {
      insert.Bind(6, *choice.value);
    } else {
      insert.BindNull(6);
    }
    insert.Bind(7, choice.trials_json);
    insert.Run(context);
    Statement select(db, path,
                     std::string("SELECT ") + kChoiceColumns +
                         " FROM protocol_choices WHERE sweep_id = ? AND study = ?");
    select.Bind(1, choice.sweep_id).Bind(2, choice.study);
    if (select.Step()) stored = ReadChoice(select);
  });
  return stored;
}

std::vector<ProtocolChoiceRow> ProtocolChoices(Store& store, int64_t sweep_id) {
  std::vector<ProtocolChoiceRow> out;
  RunRead(store.path(), "reading protocol choices", [&] {
    out.clear();
    if (!HasTable(store.handle(), store.path(), "protocol_choices")) return;
    Statement select(store.handle(), store.path(),
                     std::string("SELECT ") + kChoiceColumns +
                         " FROM protocol_choices WHERE sweep_id = ? ORDER BY entry, id");
    select.Bind(1, sweep_id);
    while (select.Step()) out.push_back(ReadChoice(select));
  });
  return out;
}

std::vector<SelectionRow> Selections(Store& store, int64_t sweep_id) {
  std::vector<SelectionRow> out;
  RunRead(store.path(), "reading selections", [&] {
    out.clear();
    if (!HasTable(store.handle(), store.path(), "selections")) return;
    Statement select(store.handle(), store.path(),
                     "SELECT s.trial_id, s.phase, s.rule, s.metric, s.source_trial_id, "
                     "s.source_phase, s.epoch, s.value, s.threshold, s.path, s.sha256 "
                     "FROM selections s JOIN trials t ON t.id = s.trial_id WHERE t.sweep_id = ? "
                     "ORDER BY s.trial_id, s.id");
    select.Bind(1, sweep_id);
    while (select.Step()) {
      SelectionRow s;
      s.trial_id = select.Int(0);
      s.phase = select.Text(1);
      s.rule = select.Text(2);
      s.metric = select.Text(3);
      s.source_trial_id = select.Int(4);
      s.source_phase = select.Text(5);
      s.epoch = select.Int(6);
      if (!select.IsNull(7)) s.value = select.Real(7);
      if (!select.IsNull(8)) s.threshold = select.Real(8);
      s.path = select.Text(9);
      s.sha256 = select.Text(10);
      out.push_back(std::move(s));
    }
  });
  return out;
}

}  // namespace nilab::host::store
