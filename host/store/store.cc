#include "host/store/store.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <system_error>

#include "host/store/rows.h"
#include "host/store/schema.h"
#include "host/store/sqlite.h"

namespace nilab::host::store {
namespace {

constexpr int kBusyTimeoutMs = 10000;

constexpr const char* kFindSweepSql = "SELECT id FROM sweeps WHERE name = ?";

// What ReadTrial reads; trials.stage is there from version 6 (an older file opened read-only
// reads '' for it).
std::string TrialColumns(bool has_stage) {
  return std::string(
             "id, sweep_id, idx, config_hash, config_json, task, model, seed, status, attempts, "
             "coalesce(error, ''), coalesce(worker, ''), ") +
         (has_stage ? "coalesce(stage, '')" : "''");
}

TrialRow ReadTrial(const Statement& row) {
  TrialRow t;
  ReadColumns(row, t.id, t.sweep_id, t.index, t.config_hash, t.config_json, t.task, t.model, t.seed,
              t.status, t.attempts, t.error, t.worker, t.stage);
  return t;
}

const char* ParamTypeColumnName(sdk::ParamType type) {
  switch (type) {
    case sdk::ParamType::kInt:
      return "int";
    case sdk::ParamType::kFloat:
      return "float";
    case sdk::ParamType::kBool:
      return "bool";
    case sdk::ParamType::kString:
      return "string";
    case sdk::ParamType::kIntList:
      return "int_list";
    case sdk::ParamType::kFloatList:
      return "float_list";
    case sdk::ParamType::kStringList:
      return "string_list";
  }
  return "string";
}

// Binds a param value at `index` as the column it is stored in (and compared against):
// value_int for int and bool, value_real for float, value_text (JSON for lists) otherwise.
void BindParamValue(Statement& statement, int index, const sdk::ParamValue& value) {
  std::visit(
      [&](const auto& v) {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, int64_t>) {
          statement.Bind(index, v);
        } else if constexpr (std::is_same_v<T, bool>) {
          statement.Bind(index, static_cast<int64_t>(v ? 1 : 0));
        } else if constexpr (std::is_same_v<T, double>) {
          statement.Bind(index, v);
        } else if constexpr (std::is_same_v<T, std::string>) {
          statement.Bind(index, v);
        } else {
          statement.Bind(index, nlohmann::json(v).dump());
        }
      },
      value);
}

// "running trial 12 (nilab-host:4242)" style context for error messages.
std::string TrialContext(const char* what, int64_t trial_id) {
  return std::string(what) + " of trial " + std::to_string(trial_id);
}

}  // namespace

namespace {

// The names as stored, in the order of the enums.
constexpr std::array<const char*, kTrialStatusCount> kTrialStatusNames = {
    "queued", "running", "done", "failed", "interrupted", "paused", "pruned"};
constexpr std::array<const char*, 3> kRungDecisionNames = {"pending", "promoted", "pruned"};

// The name of `value` in `names` (the first when out of range).
template <class Enum, size_t N>
const char* EnumName(const std::array<const char*, N>& names, Enum value) {
  const auto index = static_cast<size_t>(value);
  return index < N ? names[index] : names[0];
}

// The value named `name` in `names`, or nullopt.
template <class Enum, size_t N>
std::optional<Enum> EnumNamed(const std::array<const char*, N>& names, const std::string& name) {
  for (size_t i = 0; i < N; ++i) {
    if (name == names[i]) return static_cast<Enum>(i);
  }
  return std::nullopt;
}

}  // namespace

const char* TrialStatusName(TrialStatus status) { return EnumName(kTrialStatusNames, status); }

TrialStatus ParseTrialStatus(const std::string& name) {
  if (const auto status = EnumNamed<TrialStatus>(kTrialStatusNames, name)) return *status;
  throw StoreError("unknown trial status '" + name +
                   "' (expected queued, running, done, failed, interrupted, paused or pruned)");
}

const char* RungDecisionName(RungDecision decision) {
  return EnumName(kRungDecisionNames, decision);
}

namespace {

// An unknown name reads as pending.
RungDecision ParseRungDecision(const std::string& name) {
  return EnumNamed<RungDecision>(kRungDecisionNames, name).value_or(RungDecision::kPending);
}

constexpr const char* kRungColumns =
    "r.trial_id, r.phase, r.rung, r.epoch, r.metric, r.value, r.unit, r.unit_value, r.decision";

RungRow ReadRung(const Statement& row) {
  RungRow r;
  ReadColumns(row, r.trial_id, r.phase, r.rung, r.epoch, r.metric, r.value, r.unit, r.unit_value);
  r.decision = ParseRungDecision(row.Text(8));
  return r;
}

}  // namespace

Store::Store(const std::string& path, bool read_only) : path_(path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (read_only) {
    if (!fs::exists(path, ec)) {
      throw StoreError(path + ": no such database (nothing recorded yet? `nilab run` creates it)");
    }
  } else {
    const fs::path parent = fs::path(path).parent_path();
    if (!parent.empty() && !fs::exists(parent, ec)) {
      fs::create_directories(parent, ec);
      if (ec) {
        throw StoreError(path + ": cannot create directory '" + parent.string() +
                         "': " + ec.message());
      }
    }
  }
  // SQLITE_OPEN_URI: `nilab merge` attaches shards as read-only URIs ("file:...?mode=ro").
  const int flags = SQLITE_OPEN_URI | (read_only ? SQLITE_OPEN_READONLY
                                                 : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE));
  const int rc = sqlite3_open_v2(path.c_str(), &db_, flags, nullptr);
  if (rc != SQLITE_OK) {
    std::string message = db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    sqlite3_close(db_);
    db_ = nullptr;
    throw StoreError(path + ": " + message);
  }
  try {
    sqlite3_extended_result_codes(db_, 1);
    sqlite3_busy_timeout(db_, kBusyTimeoutMs);
    if (read_only) {
      Exec(db_, path_, "PRAGMA query_only = ON");
      // Reading the schema fails here, with one clear line, when the file is not a database.
      RunRead(path_, "opening", [&] {
        Statement check(db_, path_, "SELECT count(*) FROM sqlite_master");
        check.Step();
        trial_columns_ = TrialColumns(HasColumn(db_, path_, "trials", "stage"));
      });
      return;
    }
    // WAL: readers never block the writer and the writer never blocks readers; NORMAL
    // synchronous is durable against a crash of the process (kill -9); FULL also against power
    // loss, for the price of one fsync per commit (one per epoch).
    RunRead(path_, "enabling WAL", [&] { Exec(db_, path_, "PRAGMA journal_mode = WAL"); });
    Exec(db_, path_, "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON");
    MigrateSchema(db_, path_);
    trial_columns_ = TrialColumns(true);
  } catch (...) {
    sqlite3_close(db_);
    db_ = nullptr;
    throw;
  }
}

Store::~Store() { sqlite3_close(db_); }

int Store::SchemaVersion() { return kSchemaVersion; }

std::string Store::Id() {
  if (!id_.empty()) return id_;
  id_ =
      ReadFirstRowRetrying(*this, "reading the database id", "store_info",
                           "SELECT value FROM store_info WHERE key = 'id'", OneColumn<std::string>)
          .value_or("");
  return id_;
}

namespace {

// Who holds a trial now, for the fencing of a claim (Store::HoldClaim).
struct TrialOwner {
  std::string status, worker;
  int64_t attempts = 0;
};

TrialOwner ReadOwner(sqlite3* db, const std::string& path, int64_t trial_id) {
  const std::optional<TrialOwner> owner = ReadFirstRow(
      db, path, "SELECT status, coalesce(worker, ''), attempts FROM trials WHERE id = ?",
      RowReader(&TrialOwner::status, &TrialOwner::worker, &TrialOwner::attempts), trial_id);
  if (!owner) throw StoreError(path + ": no trial " + std::to_string(trial_id));
  return *owner;
}

TrialTakenOver TakenOver(const TrialRow& claim, const TrialOwner& owner) {
  return TrialTakenOver("trial " + std::to_string(claim.id) + " was taken over: it is " +
                        owner.status + " under worker " + owner.worker + ", attempt " +
                        std::to_string(owner.attempts) + " (this worker " + claim.worker +
                        " held attempt " + std::to_string(claim.attempts) + ")");
}

// After an UPDATE of one trial by id: throws when there was no such trial.
void CheckTrialChanged(sqlite3* db, const std::string& path, int64_t trial_id) {
  if (sqlite3_changes(db) == 0) throw StoreError(path + ": no trial " + std::to_string(trial_id));
}

}  // namespace

void Store::HoldClaim(const TrialRow& claim) { claims_[claim.id] = claim; }

void Store::ReleaseClaim(int64_t trial_id) { claims_.erase(trial_id); }

void Store::CheckClaim(int64_t trial_id) {
  const auto it = claims_.find(trial_id);
  if (it == claims_.end()) return;
  const TrialRow& claim = it->second;
  const TrialOwner owner = ReadOwner(db_, path_, trial_id);
  if (owner.status == "running" && owner.worker == claim.worker &&
      owner.attempts == claim.attempts) {
    return;
  }
  throw TakenOver(claim, owner);
}

int64_t Store::UpsertSweep(const SweepRecord& sweep) {
  int64_t id = 0;
  RunWrite(db_, path_, "recording sweep '" + sweep.name + "'", [&] {
    Statement upsert(db_, path_,
                     std::string("INSERT INTO sweeps (name, file, source, extra_json) "
                                 "VALUES (?, ?, ?, ?) ON CONFLICT (name) DO UPDATE SET "
                                 "file = excluded.file, source = excluded.source, "
                                 "extra_json = excluded.extra_json, updated_at = ") +
                         kNowSql);
    BindAll(upsert, sweep.name, sweep.file, sweep.source,
            sweep.extra_json.empty() ? std::string("{}") : sweep.extra_json);
    upsert.Run("recording sweep '" + sweep.name + "'");
    id = *ReadFirstRow(db_, path_, kFindSweepSql, OneColumn<int64_t>, sweep.name);
  });
  return id;
}

std::optional<int64_t> Store::FindSweep(const std::string& name) {
  return ReadFirstRowRetrying(*this, "finding sweep '" + name + "'", "", kFindSweepSql,
                              OneColumn<int64_t>, name);
}

int64_t Store::AddTrials(int64_t sweep_id, const std::vector<TrialRecord>& trials) {
  return *AddTrialsIfCount(sweep_id, -1, trials);
}

std::optional<int64_t> Store::AddTrialsIfCount(int64_t sweep_id, int64_t expected_count,
                                               const std::vector<TrialRecord>& trials,
                                               int64_t first_index, int64_t end_index) {
  std::optional<int64_t> added;
  RunWrite(db_, path_, "adding trials", [&] {
    added.reset();
    if (expected_count >= 0) {
      Statement count(db_, path_,
                      "SELECT count(*) FROM trials WHERE sweep_id = ? AND idx >= ? AND idx < ?");
      count.Bind(1, sweep_id).Bind(2, first_index).Bind(3, end_index);
      count.Step();
      if (count.Int(0) != expected_count) return;
    }
    added = 0;
    Statement insert(db_, path_,
                     "INSERT INTO trials (sweep_id, idx, config_hash, config_json, task, model, "
                     "seed, stage) VALUES (?, ?, ?, ?, ?, ?, ?, nullif(?, '')) "
                     "ON CONFLICT (sweep_id, config_hash) DO NOTHING");
    Statement param(db_, path_,
                    "INSERT INTO params (trial_id, key, type, value_int, value_real, value_text) "
                    "VALUES (?, ?, ?, ?, ?, ?)");
    for (const TrialRecord& trial : trials) {
      const std::string context = "trial " + std::to_string(trial.index) + " (" +
                                  trial.config_hash + ") of sweep " + std::to_string(sweep_id);
      insert.Reset();
      BindAll(insert, sweep_id, trial.index, trial.config_hash, trial.config_json, trial.task,
              trial.model, trial.seed, trial.stage);
      insert.Run(context);
      if (sqlite3_changes(db_) == 0) continue;  // already there
      ++*added;
      const int64_t trial_id = sqlite3_last_insert_rowid(db_);
      for (const auto& [key, value] : trial.params) {
        param.Reset();
        param.Bind(1, trial_id).Bind(2, key).Bind(3, ParamTypeColumnName(sdk::TypeOf(value)));
        const sdk::ParamType type = sdk::TypeOf(value);
        const int column = type == sdk::ParamType::kInt || type == sdk::ParamType::kBool ? 4
                           : type == sdk::ParamType::kFloat                              ? 5
                                                                                         : 6;
        BindParamValue(param, column, value);
        param.Run("param '" + key + "' of " + context);
      }
    }
    if (*added > 0) RefreshTrialsWide(db_, path_);
  });
  return added;
}

std::vector<TrialRow> Store::Trials(int64_t sweep_id) {
  return ReadRowsRetrying(
      *this, "listing trials", "",
      "SELECT " + trial_columns_ + " FROM trials WHERE sweep_id = ? ORDER BY idx, id", ReadTrial,
      sweep_id);
}

std::optional<TrialRow> Store::Trial(int64_t trial_id) {
  return ReadFirstRowRetrying(*this, "reading a trial", "",
                              "SELECT " + trial_columns_ + " FROM trials WHERE id = ?", ReadTrial,
                              trial_id);
}

namespace {

// The claim itself, inside the caller's write transaction: the first runnable trial matching
// `filter` becomes running for `worker`.
std::optional<TrialRow> ClaimWhere(sqlite3* db, const std::string& path, int64_t sweep_id,
                                   const std::string& filter, const std::string* hash,
                                   const std::string& worker, double stale_after_s) {
  // Runnable: queued, interrupted, or running with a heartbeat older than stale_after_s.
  Statement find(db, path,
                 "SELECT id FROM trials WHERE sweep_id = ?1 " + filter +
                     " AND (status IN ('queued', 'interrupted') OR (status = 'running' AND "
                     "(heartbeat_at IS NULL OR "
                     "(julianday('now') - julianday(heartbeat_at)) * 86400.0 > ?2))) "
                     "ORDER BY idx, id LIMIT 1");
  find.Bind(1, sweep_id).Bind(2, stale_after_s);
  if (hash) find.Bind(3, *hash);
  if (!find.Step()) return std::nullopt;
  const int64_t id = find.Int(0);
  Statement claim(db, path,
                  std::string("UPDATE trials SET status = 'running', worker = ?, attempts = "
                              "attempts + 1, error = NULL, ended_at = NULL, started_at = ") +
                      kNowSql + ", heartbeat_at = " + kNowSql + " WHERE id = ?");
  claim.Bind(1, worker).Bind(2, id);
  claim.Run();
  return ReadFirstRow(db, path, "SELECT " + TrialColumns(true) + " FROM trials WHERE id = ?",
                      ReadTrial, id);
}

}  // namespace

std::optional<TrialRow> Store::ClaimTrial(int64_t sweep_id, const std::string& worker,
                                          double stale_after_s) {
  std::optional<TrialRow> claimed;
  RunWrite(db_, path_, "claiming a trial",
           [&] { claimed = ClaimWhere(db_, path_, sweep_id, "", nullptr, worker, stale_after_s); });
  return claimed;
}

std::optional<TrialRow> Store::ClaimTrialByHash(int64_t sweep_id, const std::string& config_hash,
                                                const std::string& worker, double stale_after_s) {
  std::optional<TrialRow> claimed;
  RunWrite(db_, path_, "claiming trial " + config_hash, [&] {
    claimed = ClaimWhere(db_, path_, sweep_id, "AND config_hash = ?3", &config_hash, worker,
                         stale_after_s);
  });
  return claimed;
}

void Store::Heartbeat(int64_t trial_id) {
  RunWrite(db_, path_, TrialContext("heartbeat", trial_id), [&] {
    Statement update(db_, path_,
                     std::string("UPDATE trials SET heartbeat_at = ") + kNowSql + " WHERE id = ?");
    update.Bind(1, trial_id);
    update.Run();
    CheckTrialChanged(db_, path_, trial_id);
  });
}

void Store::Heartbeat(const TrialRow& claim) {
  RunWrite(db_, path_, TrialContext("heartbeat", claim.id), [&] {
    Statement update(db_, path_,
                     std::string("UPDATE trials SET heartbeat_at = ") + kNowSql +
                         " WHERE id = ? AND status = 'running' AND worker = ? AND attempts = ?");
    update.Bind(1, claim.id).Bind(2, claim.worker).Bind(3, claim.attempts);
    update.Run();
    if (sqlite3_changes(db_) > 0) return;
    throw TakenOver(claim, ReadOwner(db_, path_, claim.id));
  });
}

void Store::MarkStalled(const TrialRow& claim, double idle_s) {
  RunWrite(db_, path_, TrialContext("marking stalled", claim.id), [&] {
    Statement clear(db_, path_, "DELETE FROM stalls WHERE trial_id = ?");
    clear.Bind(1, claim.id);
    clear.Run();
    if (idle_s < 0) return;
    Statement mark(db_, path_,
                   "INSERT INTO stalls (trial_id, since) SELECT id, strftime('%Y-%m-%dT%H:%M:%fZ', "
                   "'now', '-' || ?1 || ' seconds') FROM trials WHERE id = ?2 AND "
                   "status = 'running' AND worker = ?3 AND attempts = ?4");
    mark.Bind(1, idle_s).Bind(2, claim.id).Bind(3, claim.worker).Bind(4, claim.attempts);
    mark.Run();
  });
}

int64_t Store::RequeueFailed(int64_t sweep_id) {
  int64_t requeued = 0;
  RunWrite(db_, path_, "requeueing failed trials of sweep " + std::to_string(sweep_id), [&] {
    // The error goes with the failed attempt; `attempts` keeps counting.
    Statement update(db_, path_,
                     "UPDATE trials SET status = 'queued', error = NULL "
                     "WHERE sweep_id = ? AND status = 'failed'");
    update.Bind(1, sweep_id);
    update.Run();
    requeued = sqlite3_changes(db_);
  });
  return requeued;
}

namespace {

// The phase a trial was in when it stopped takes the trial's status (failed or interrupted),
// so the phases table never shows a stopped trial as running. Its epochs_done stays: a resumed
// run continues from the phase's last checkpoint.
void EndRunningPhases(sqlite3* db, const std::string& path, int64_t trial_id, TrialStatus status) {
  if (status == TrialStatus::kDone) return;
  Statement update(db, path,
                   std::string("UPDATE phases SET status = ?, ended_at = ") + kNowSql +
                       " WHERE trial_id = ? AND status = 'running'");
  update.Bind(1, TrialStatusName(status)).Bind(2, trial_id);
  update.Run();
}

// A trial finishes as done, failed or interrupted: throws for another status.
void CheckFinishStatus(const std::string& path, TrialStatus status, int64_t trial_id) {
  if (status != TrialStatus::kDone && status != TrialStatus::kFailed &&
      status != TrialStatus::kInterrupted) {
    throw StoreError(path + ": a trial finishes as done, failed or interrupted, not " +
                     TrialStatusName(status) + " (trial " + std::to_string(trial_id) + ")");
  }
}

}  // namespace

void Store::FinishTrial(int64_t trial_id, TrialStatus status, const std::string& error) {
  CheckFinishStatus(path_, status, trial_id);
  RunWrite(db_, path_, TrialContext("finishing", trial_id), [&] {
    Statement update(db_, path_,
                     std::string("UPDATE trials SET status = ?, error = ?, ended_at = ") + kNowSql +
                         " WHERE id = ?");
    update.Bind(1, TrialStatusName(status)).BindOptional(2, error).Bind(3, trial_id);
    update.Run();
    CheckTrialChanged(db_, path_, trial_id);
    EndRunningPhases(db_, path_, trial_id, status);
  });
}

bool Store::FinishTrial(const TrialRow& claim, TrialStatus status, const std::string& error) {
  CheckFinishStatus(path_, status, claim.id);
  bool finished = false;
  RunWrite(db_, path_, TrialContext("finishing", claim.id), [&] {
    Statement update(db_, path_,
                     std::string("UPDATE trials SET status = ?, error = ?, ended_at = ") + kNowSql +
                         " WHERE id = ? AND status = 'running' AND worker = ? AND attempts = ?");
    update.Bind(1, TrialStatusName(status))
        .BindOptional(2, error)
        .Bind(3, claim.id)
        .Bind(4, claim.worker)
        .Bind(5, claim.attempts);
    update.Run();
    finished = sqlite3_changes(db_) > 0;
    if (finished) EndRunningPhases(db_, path_, claim.id, status);
  });
  return finished;
}

void Store::RecordProvenance(int64_t trial_id, const Provenance& p) {
  RunWrite(db_, path_, TrialContext("recording provenance", trial_id), [&] {
    CheckClaim(trial_id);
    Statement update(db_, path_,
                     "UPDATE trials SET host = ?, git_commit = ?, git_dirty = ?, "
                     "nilab_version = ?, torch_version = ?, sdk_abi = ?, device = ?, threads = ?, "
                     "num_params = ?, model_params = ?, command_line = ?, provenance_json = ? "
                     "WHERE id = ?");
    update.Bind(1, p.host)
        .Bind(2, p.git_commit)
        .Bind(3, static_cast<int64_t>(p.git_dirty ? 1 : 0))
        .Bind(4, p.nilab_version)
        .Bind(5, p.torch_version)
        .Bind(6, static_cast<int64_t>(p.sdk_abi))
        .Bind(7, p.device)
        .Bind(8, p.threads)
        .Bind(9, p.num_params)
        .Bind(10, p.model_params)
        .Bind(11, p.command_line)
        .BindOptional(12, p.extra_json)
        .Bind(13, trial_id);
    update.Run(TrialContext("recording provenance", trial_id));
    CheckTrialChanged(db_, path_, trial_id);
  });
}

namespace {

// Applies a verdict to a whole unit at a rung: its pending rows get the decision, its paused
// trials are queued again (promoted) or pruned with their paused phase. Pending changes nothing.
void ApplyUnitVerdict(sqlite3* db, const std::string& path, int64_t sweep_id,
                      const std::string& phase, int64_t rung, const std::string& unit,
                      const RungVerdict& verdict, const std::string& context) {
  if (verdict.decision == RungDecision::kPending) return;
  const std::string unit_rows =
      "SELECT r.trial_id FROM rungs r JOIN trials t ON t.id = r.trial_id WHERE "
      "t.sweep_id = ?1 AND r.phase = ?2 AND r.rung = ?3 AND r.unit = ?4";
  Statement decide(db, path,
                   std::string("UPDATE rungs SET decision = ?5, unit_value = ?6, decided_at = ") +
                       kNowSql +
                       " WHERE decision = 'pending' AND phase = ?2 AND rung = ?3 "
                       "AND trial_id IN (" +
                       unit_rows + ")");
  BindAll(decide, sweep_id, phase, rung, unit, RungDecisionName(verdict.decision),
          verdict.unit_value);
  decide.Run(context);
  const bool promoted = verdict.decision == RungDecision::kPromoted;
  Statement others(db, path,
                   std::string("UPDATE trials SET status = ?5, ended_at = ") +
                       (promoted ? "ended_at" : kNowSql) + " WHERE status = 'paused' AND id IN (" +
                       unit_rows + ")");
  BindAll(others, sweep_id, phase, rung, unit, promoted ? "queued" : "pruned");
  others.Run(context);
  if (promoted) return;  // their phases stay paused until they resume
  Statement phases(db, path,
                   std::string("UPDATE phases SET status = 'pruned', ended_at = ") + kNowSql +
                       " WHERE status = 'paused' AND name = ?2 AND trial_id IN (" + unit_rows +
                       ")");
  BindAll(phases, sweep_id, phase, rung, unit);
  phases.Run(context);
}

// Every row at a rung of a phase of the sweep, in the order they arrived.
std::vector<RungRow> RungsAt(sqlite3* db, const std::string& path, int64_t sweep_id,
                             const std::string& phase, int64_t rung) {
  return ReadRows(db, path,
                  std::string("SELECT ") + kRungColumns +
                      " FROM rungs r JOIN trials t ON t.id = r.trial_id WHERE t.sweep_id = ? "
                      "AND r.phase = ? AND r.rung = ? ORDER BY r.id",
                  ReadRung, sweep_id, phase, rung);
}

}  // namespace

RungDecision Store::DecideRung(const TrialRow& claim, const RungArrival& a,
                               const RungJudge& judge) {
  const std::string context = "deciding rung " + std::to_string(a.rung) + " of phase '" + a.phase +
                              "' of trial " + std::to_string(claim.id);
  RungDecision decision = RungDecision::kPending;
  RunWrite(db_, path_, context, [&] {
    CheckClaim(claim.id);
    Statement earlier(db_, path_,
                      "SELECT decision FROM rungs WHERE trial_id = ? AND phase = ? AND rung = ?");
    earlier.Bind(1, claim.id).Bind(2, a.phase).Bind(3, a.rung);
    if (earlier.Step()) {  // decided before this attempt (or pending: it pauses again)
      decision = ParseRungDecision(earlier.Text(0));
      if (decision == RungDecision::kPromoted) return;
    } else {
      // The trial's value at the rung: logged by the epoch that got it there.
      Statement logged(db_, path_,
                       "SELECT value FROM metrics WHERE trial_id = ? AND phase = ? AND name = ? "
                       "AND epoch = ? AND is_final = 0 ORDER BY step DESC LIMIT 1");
      logged.Bind(1, claim.id).Bind(2, a.phase).Bind(3, a.metric).Bind(4, a.epoch);
      if (!logged.Step()) {
        // A name the task never logs per epoch would prune every trial: the trial fails instead.
        throw std::runtime_error("[prune] metric '" + a.metric + "' was not logged at epoch " +
                                 std::to_string(a.epoch) + " of phase '" + a.phase +
                                 "' (not a per-epoch metric of this task?)");
      }
      const double value = logged.Real(0);  // NULL (a NaN) reads as NaN: never promoted
      Statement insert(db_, path_,
                       "INSERT INTO rungs (trial_id, phase, rung, epoch, metric, value, unit) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?)");
      BindAll(insert, claim.id, a.phase, a.rung, a.epoch, a.metric, value, a.unit);
      insert.Run(context);
      const std::vector<RungRow> at_rung = RungsAt(db_, path_, claim.sweep_id, a.phase, a.rung);
      const RungVerdict verdict = judge(at_rung, a.unit, a.unit_size);
      decision = verdict.decision;
      ApplyUnitVerdict(db_, path_, claim.sweep_id, a.phase, a.rung, a.unit, verdict, context);
      if (decision == RungDecision::kPromoted) return;  // it goes on
    }
    // This trial stops here: paused (its unit waits for other seeds) or pruned.
    const char* status = decision == RungDecision::kPruned ? "pruned" : "paused";
    Statement stop(
        db_, path_,
        std::string("UPDATE trials SET status = ?, ended_at = ") + kNowSql + " WHERE id = ?");
    stop.Bind(1, status).Bind(2, claim.id);
    stop.Run(context);
    Statement phase(db_, path_,
                    std::string("UPDATE phases SET status = ?, ended_at = ") + kNowSql +
                        " WHERE trial_id = ? AND name = ?");
    phase.Bind(1, status).Bind(2, claim.id).Bind(3, a.phase);
    phase.Run(context);
  });
  return decision;
}

std::vector<RungRow> Store::Rungs(int64_t sweep_id) {
  return ReadRowsRetrying(*this, "reading rungs", "",
                          std::string("SELECT ") + kRungColumns +
                              " FROM rungs r JOIN trials t ON t.id = r.trial_id WHERE "
                              "t.sweep_id = ? ORDER BY r.phase, r.rung, r.id",
                          ReadRung, sweep_id);
}

PendingRungs Store::DecidePendingRungs(int64_t sweep_id,
                                       const std::function<int64_t(const std::string&)>& unit_size,
                                       const std::function<int64_t(const std::string&)>& unit_rank,
                                       const RungJudge& judge) {
  PendingRungs counts;
  const std::string context = "deciding the pending rungs of sweep " + std::to_string(sweep_id);
  RunWrite(db_, path_, context, [&] {
    counts = {};
    // (phase, rung), lowest rung first
    const std::vector<std::pair<std::string, int64_t>> levels = ReadRows(
        db_, path_,
        "SELECT DISTINCT r.phase, r.rung FROM rungs r JOIN trials t ON t.id = r.trial_id WHERE "
        "t.sweep_id = ? AND r.decision = 'pending' ORDER BY r.rung, r.phase",
        [](const Statement& row) { return std::make_pair(row.Text(0), row.Int(1)); }, sweep_id);
    for (const auto& [phase, rung] : levels) {
      // In the order of their lowest trial index.
      std::vector<std::string> units = ReadRows(
          db_, path_,
          "SELECT r.unit FROM rungs r JOIN trials t ON t.id = r.trial_id WHERE t.sweep_id = ? AND "
          "r.phase = ? AND r.rung = ? AND r.decision = 'pending' GROUP BY r.unit ORDER BY "
          "min(t.idx)",
          OneColumn<std::string>, sweep_id, phase, rung);
      std::stable_sort(units.begin(), units.end(), [&](const std::string& a, const std::string& b) {
        return unit_rank(a) < unit_rank(b);
      });
      for (const auto& unit : units) {
        const std::vector<RungRow> at_rung = RungsAt(db_, path_, sweep_id, phase, rung);
        int64_t members = 0;
        for (const RungRow& row : at_rung) members += row.unit == unit;
        const RungVerdict verdict = judge(at_rung, unit, unit_size(unit));
        ApplyUnitVerdict(db_, path_, sweep_id, phase, rung, unit, verdict, context);
        switch (verdict.decision) {
          case RungDecision::kPromoted:
            counts.promoted += members;
            break;
          case RungDecision::kPruned:
            counts.pruned += members;
            break;
          case RungDecision::kPending:
            counts.waiting += members;
            break;
        }
      }
    }
  });
  return counts;
}

void Store::LogMetrics(int64_t trial_id, const std::string& phase, int64_t epoch, int64_t step,
                       const std::map<std::string, double>& values, bool final) {
  const std::string context = "logging metrics of trial " + std::to_string(trial_id) + ", phase '" +
                              phase + "', epoch " + std::to_string(epoch);
  RunWrite(db_, path_, context, [&] {
    CheckClaim(trial_id);
    // A value logged again for the same epoch and step (a resumed trial) or, for final values,
    // the same phase, replaces the old one (unique indexes metrics_history, metrics_final).
    Statement insert(
        db_, path_,
        std::string("INSERT OR REPLACE INTO metrics (trial_id, phase, epoch, step, "
                    "name, value, is_final, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ") +
            kNowSql + ")");
    for (const auto& [name, value] : values) {
      insert.Reset();
      BindAll(insert, trial_id, phase, epoch, step, name, value,
              static_cast<int64_t>(final ? 1 : 0));
      insert.Run(context);
    }
    // Logging is a sign of life.
    Statement heartbeat(db_, path_,
                        std::string("UPDATE trials SET heartbeat_at = ") + kNowSql +
                            " WHERE id = ? AND status = 'running'");
    heartbeat.Bind(1, trial_id);
    heartbeat.Run(context);
    if (final) RefreshTrialsWide(db_, path_);
  });
}

void Store::DeleteMetricsAfter(int64_t trial_id, const std::string& phase, int64_t after_epoch) {
  const std::string context = "deleting metrics after epoch " + std::to_string(after_epoch) +
                              " of trial " + std::to_string(trial_id) + ", phase '" + phase + "'";
  RunWrite(db_, path_, context, [&] {
    CheckClaim(trial_id);
    Statement remove(db_, path_,
                     "DELETE FROM metrics WHERE trial_id = ? AND phase = ? AND is_final = 0 AND "
                     "epoch > ?");
    remove.Bind(1, trial_id).Bind(2, phase).Bind(3, after_epoch);
    remove.Run(context);
  });
}

void Store::SetPhase(int64_t trial_id, const std::string& phase, const std::string& status,
                     int64_t epochs_done) {
  const std::string context = "phase '" + phase + "' of trial " + std::to_string(trial_id);
  if (status != "running" && status != "done" && status != "failed" && status != "interrupted") {
    throw StoreError(path_ + ": phase status must be running, done, failed or interrupted, not '" +
                     status + "' (" + context + ")");
  }
  RunWrite(db_, path_, context, [&] {
    CheckClaim(trial_id);
    Statement upsert(db_, path_,
                     std::string("INSERT INTO phases (trial_id, name, status, epochs_done, "
                                 "ended_at) VALUES (?1, ?2, ?3, ?4, CASE WHEN ?3 = 'running' "
                                 "THEN NULL ELSE ") +
                         kNowSql +
                         " END) ON CONFLICT (trial_id, name) DO UPDATE SET "
                         "status = excluded.status, epochs_done = excluded.epochs_done, "
                         "ended_at = excluded.ended_at");
    upsert.Bind(1, trial_id).Bind(2, phase).Bind(3, status).Bind(4, epochs_done);
    upsert.Run(context);
  });
}

std::optional<std::pair<std::string, int64_t>> Store::Phase(int64_t trial_id,
                                                            const std::string& phase) {
  return ReadFirstRowRetrying(
      *this, "reading phase '" + phase + "'", "",
      "SELECT status, epochs_done FROM phases WHERE trial_id = ? AND name = ?",
      [](const Statement& row) { return std::make_pair(row.Text(0), row.Int(1)); }, trial_id,
      phase);
}

namespace {

void InsertArtifact(sqlite3* db, const std::string& path, const ArtifactRow& a,
                    const std::string& context) {
  Statement insert(db, path,
                   "INSERT INTO artifacts (trial_id, phase, epoch, kind, path, sha256, bytes) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?)");
  BindAll(insert, a.trial_id, a.phase, a.epoch, a.kind, a.path, a.sha256, a.bytes);
  insert.Run(context);
}

constexpr const char* kArtifactColumns = "id, trial_id, phase, epoch, kind, path, sha256, bytes";

ArtifactRow ReadArtifact(const Statement& row) {
  ArtifactRow a;
  ReadColumns(row, a.id, a.trial_id, a.phase, a.epoch, a.kind, a.path, a.sha256, a.bytes);
  return a;
}

}  // namespace

void Store::AddArtifact(const ArtifactRow& a) {
  const std::string context =
      a.kind + " artifact '" + a.path + "' of trial " + std::to_string(a.trial_id);
  RunWrite(db_, path_, context, [&] {
    CheckClaim(a.trial_id);
    InsertArtifact(db_, path_, a, context);
  });
}

std::vector<std::string> Store::ReplaceArtifact(const ArtifactRow& a, bool same_epoch) {
  const std::string context =
      a.kind + " artifact '" + a.path + "' of trial " + std::to_string(a.trial_id);
  std::vector<std::string> retired;
  const std::string epoch_filter = same_epoch ? " AND epoch = ?5" : "";
  RunWrite(db_, path_, context, [&] {
    retired.clear();
    CheckClaim(a.trial_id);
    Statement old(db_, path_,
                  "SELECT DISTINCT path FROM artifacts WHERE trial_id = ?1 AND phase = ?2 AND "
                  "kind = ?3 AND path != ?4" +
                      epoch_filter);
    old.Bind(1, a.trial_id).Bind(2, a.phase).Bind(3, a.kind).Bind(4, a.path);
    if (same_epoch) old.Bind(5, a.epoch);
    while (old.Step()) retired.push_back(old.Text(0));
    Statement remove(
        db_, path_,
        "DELETE FROM artifacts WHERE trial_id = ?1 AND phase = ?2 AND kind = ?3" + epoch_filter);
    remove.Bind(1, a.trial_id).Bind(2, a.phase).Bind(3, a.kind);
    if (same_epoch) remove.Bind(5, a.epoch);
    remove.Run(context);
    InsertArtifact(db_, path_, a, context);
  });
  return retired;
}

std::vector<ArtifactRow> Store::Artifacts(int64_t trial_id, const std::string& phase,
                                          const std::string& kind) {
  return ReadRowsRetrying(*this, "reading artifacts", "",
                          std::string("SELECT ") + kArtifactColumns +
                              " FROM artifacts WHERE trial_id = ? AND phase = ? AND kind = ? "
                              "ORDER BY id DESC",
                          ReadArtifact, trial_id, phase, kind);
}

std::optional<ArtifactRow> Store::LatestArtifact(int64_t trial_id, const std::string& phase,
                                                 const std::string& kind) {
  std::vector<ArtifactRow> rows = Artifacts(trial_id, phase, kind);
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

std::vector<TrialRow> Store::FindTrials(const std::string& sweep_name,
                                        const std::map<std::string, sdk::ParamValue>& match,
                                        const std::string& stage) {
  // One EXISTS per key; numbers compare by value (an int param matches 2.0), lists as JSON.
  std::string sql = "SELECT " + trial_columns_ +
                    " FROM trials t WHERE t.status = 'done' AND t.sweep_id = "
                    "(SELECT id FROM sweeps WHERE name = ?)";
  if (!stage.empty()) sql += " AND t.stage = " + QuoteLiteral(stage);
  for (size_t i = 0; i < match.size(); ++i) {
    sql +=
        " AND EXISTS (SELECT 1 FROM params p WHERE p.trial_id = t.id AND p.key = ? AND "
        "coalesce(p.value_int, p.value_real, p.value_text) = ?)";
  }
  sql += " ORDER BY t.idx, t.id";
  std::vector<TrialRow> rows;
  RunRead(path_, "finding trials of sweep '" + sweep_name + "'", [&] {
    rows.clear();
    Statement select(db_, path_, sql);
    select.Bind(1, sweep_name);
    int index = 2;
    for (const auto& [key, value] : match) {
      select.Bind(index++, key);
      BindParamValue(select, index++, value);
    }
    while (select.Step()) rows.push_back(ReadTrial(select));
  });
  return rows;
}

std::vector<std::pair<int64_t, double>> Store::MetricHistory(int64_t trial_id,
                                                             const std::string& phase,
                                                             const std::string& metric) {
  return ReadRowsRetrying(
      *this, "reading the history of " + metric, "",
      "SELECT epoch, value FROM metrics WHERE trial_id = ? AND phase = ? AND name = ? AND "
      "is_final = 0 AND value IS NOT NULL ORDER BY epoch, step",
      [](const Statement& row) { return std::make_pair(row.Int(0), row.Real(1)); }, trial_id, phase,
      metric);
}

namespace {

constexpr const char* kSelectionColumns =
    "trial_id, phase, rule, metric, source_trial_id, source_phase, epoch, value, threshold, path, "
    "sha256";

// The selection of a trial's phase (?1, ?2).
std::string SelectionSql() {
  return std::string("SELECT ") + kSelectionColumns +
         " FROM selections WHERE trial_id = ? AND phase = ?";
}

SelectionRow ReadSelection(const Statement& row) {
  SelectionRow s;
  ReadColumns(row, s.trial_id, s.phase, s.rule, s.metric, s.source_trial_id, s.source_phase,
              s.epoch, s.value, s.threshold, s.path, s.sha256);
  return s;
}

}  // namespace

SelectionRow Store::RecordSelection(const SelectionRow& selection) {
  SelectionRow stored = selection;
  const std::string context = "recording the checkpoint selected for trial " +
                              std::to_string(selection.trial_id) + " phase '" + selection.phase +
                              "'";
  RunWrite(db_, path_, context, [&] {
    CheckClaim(selection.trial_id);
    Statement insert(db_, path_,
                     std::string("INSERT INTO selections (") + kSelectionColumns +
                         ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                         "ON CONFLICT (trial_id, phase) DO NOTHING");
    BindAll(insert, selection.trial_id, selection.phase, selection.rule, selection.metric,
            selection.source_trial_id, selection.source_phase, selection.epoch, selection.value,
            selection.threshold, selection.path, selection.sha256);
    insert.Run(context);
    stored =
        ReadFirstRow(db_, path_, SelectionSql(), ReadSelection, selection.trial_id, selection.phase)
            .value_or(stored);
  });
  return stored;
}

std::optional<SelectionRow> Store::Selection(int64_t trial_id, const std::string& phase) {
  return ReadFirstRowRetrying(*this, "reading a selection", "selections", SelectionSql(),
                              ReadSelection, trial_id, phase);
}

}  // namespace nilab::host::store
