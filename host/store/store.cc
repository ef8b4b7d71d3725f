#include "host/store/store.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <system_error>

#include "host/store/schema.h"
#include "host/store/sqlite.h"

namespace nilab::host::store {
namespace {

constexpr int kBusyTimeoutMs = 10000;

// What ReadTrial reads; trials.stage is there from version 6 (an older file opened read-only
// reads '' for it).
std::string TrialColumns(bool has_stage) {
  return std::string(
             "id, sweep_id, idx, config_hash, config_json, task, model, seed, status, attempts, "
             "coalesce(error, ''), coalesce(worker, ''), ") +
         (has_stage ? "coalesce(stage, '')" : "''");
}

TrialRow ReadTrial(const Statement& row) {
  TrialRow trial;
  trial.id = row.Int(0);
  trial.sweep_id = row.Int(1);
  trial.index = row.Int(2);
  trial.config_hash = row.Text(3);
  trial.config_json = row.Text(4);
  trial.task = row.Text(5);
  trial.model = row.Text(6);
  trial.seed = row.Int(7);
  trial.status = ParseTrialStatus(row.Text(8));
  trial.attempts = row.Int(9);
  trial.error = row.Text(10);
  trial.worker = row.Text(11);
  trial.stage = row.Text(12);
  return trial;
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

const char* TrialStatusName(TrialStatus status) {
  switch (status) {
    case TrialStatus::kQueued:
      return "queued";
    case TrialStatus::kRunning:
      return "running";
    case TrialStatus::kDone:
      return "done";
    case TrialStatus::kFailed:
      return "failed";
    case TrialStatus::kInterrupted:
      return "interrupted";
    case TrialStatus::kPaused:
      return "paused";
    case TrialStatus::kPruned:
      return "pruned";
  }
  return "queued";
}

TrialStatus ParseTrialStatus(const std::string& name) {
  for (TrialStatus status :
       {TrialStatus::kQueued, TrialStatus::kRunning, TrialStatus::kDone, TrialStatus::kFailed,
        TrialStatus::kInterrupted, TrialStatus::kPaused, TrialStatus::kPruned}) {
    if (name == TrialStatusName(status)) return status;
  }
  throw StoreError("unknown trial status '" + name +
                   "' (expected queued, running, done, failed, interrupted, paused or pruned)");
}

const char* RungDecisionName(RungDecision decision) {
  switch (decision) {
    case RungDecision::kPending:
      return "pending";
    case RungDecision::kPromoted:
      return "promoted";
    case RungDecision::kPruned:
      return "pruned";
  }
  return "pending";
}

namespace {

RungDecision ParseRungDecision(const std::string& name) {
  if (name == "promoted") return RungDecision::kPromoted;
  if (name == "pruned") return RungDecision::kPruned;
  return RungDecision::kPending;
}

constexpr const char* kRungColumns =
    "r.trial_id, r.phase, r.rung, r.epoch, r.metric, r.value, r.unit, r.unit_value, r.decision";

RungRow ReadRung(const Statement& row) {
  RungRow r;
  r.trial_id = row.Int(0);
  r.phase = row.Text(1);
  r.rung = row.Int(2);
  r.epoch = row.Int(3);
  r.metric = row.Text(4);
  if (!row.IsNull(5)) r.value = row.Real(5);
  r.unit = row.Text(6);
  if (!row.IsNull(7)) r.unit_value = row.Real(7);
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
  RunRead(path_, "reading the database id", [&] {
    if (!HasTable(db_, path_, "store_info")) return;
    Statement select(db_, path_, "SELECT value FROM store_info WHERE key = 'id'");
    if (select.Step()) id_ = select.Text(0);
  });
  return id_;
}

void Store::HoldClaim(const TrialRow& claim) { claims_[claim.id] = claim; }

void Store::ReleaseClaim(int64_t trial_id) { claims_.erase(trial_id); }

void Store::CheckClaim(int64_t trial_id) {
  const auto it = claims_.find(trial_id);
  if (it == claims_.end()) return;
  const TrialRow& claim = it->second;
  Statement owner(db_, path_,
                  "SELECT status, coalesce(worker, ''), attempts FROM trials WHERE id = ?");
  owner.Bind(1, trial_id);
  if (!owner.Step()) throw StoreError(path_ + ": no trial " + std::to_string(trial_id));
  if (owner.Text(0) == "running" && owner.Text(1) == claim.worker &&
      owner.Int(2) == claim.attempts) {
    return;
  }
  throw TrialTakenOver("trial " + std::to_string(trial_id) + " was taken over: it is " +
                       owner.Text(0) + " under worker " + owner.Text(1) + ", attempt " +
                       std::to_string(owner.Int(2)) + " (this worker " + claim.worker +
                       " held attempt " + std::to_string(claim.attempts) + ")");
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
    upsert.Bind(1, sweep.name)
        .Bind(2, sweep.file)
        .Bind(3, sweep.source)
        .Bind(4, sweep.extra_json.empty() ? std::string("{}") : sweep.extra_json);
    upsert.Run("recording sweep '" + sweep.name + "'");
    Statement find(db_, path_, "SELECT id FROM sweeps WHERE name = ?");
    find.Bind(1, sweep.name);
    find.Step();
    id = find.Int(0);
  });
  return id;
}

std::optional<int64_t> Store::FindSweep(const std::string& name) {
  std::optional<int64_t> id;
  RunRead(path_, "finding sweep '" + name + "'", [&] {
    Statement find(db_, path_, "SELECT id FROM sweeps WHERE name = ?");
    find.Bind(1, name);
    id.reset();
    if (find.Step()) id = find.Int(0);
  });
  return id;
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
      insert.Bind(1, sweep_id)
          .Bind(2, trial.index)
          .Bind(3, trial.config_hash)
          .Bind(4, trial.config_json)
          .Bind(5, trial.task)
          .Bind(6, trial.model)
          .Bind(7, trial.seed)
          .Bind(8, trial.stage);
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
  std::vector<TrialRow> rows;
  RunRead(path_, "listing trials", [&] {
    rows.clear();
    Statement select(
        db_, path_,
        "SELECT " + trial_columns_ + " FROM trials WHERE sweep_id = ? ORDER BY idx, id");
    select.Bind(1, sweep_id);
    while (select.Step()) rows.push_back(ReadTrial(select));
  });
  return rows;
}

std::optional<TrialRow> Store::Trial(int64_t trial_id) {
  std::optional<TrialRow> row;
  RunRead(path_, "reading a trial", [&] {
    row.reset();
    Statement select(db_, path_, "SELECT " + trial_columns_ + " FROM trials WHERE id = ?");
    select.Bind(1, trial_id);
    if (select.Step()) row = ReadTrial(select);
  });
  return row;
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
  Statement select(db, path, "SELECT " + TrialColumns(true) + " FROM trials WHERE id = ?");
  select.Bind(1, id);
  select.Step();
  return ReadTrial(select);
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
    if (sqlite3_changes(db_) == 0)
      throw StoreError(path_ + ": no trial " + std::to_string(trial_id));
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
    Statement owner(db_, path_,
                    "SELECT status, coalesce(worker, ''), attempts FROM trials WHERE id = ?");
    owner.Bind(1, claim.id);
    if (!owner.Step()) throw StoreError(path_ + ": no trial " + std::to_string(claim.id));
    throw TrialTakenOver("trial " + std::to_string(claim.id) + " was taken over: it is " +
                         owner.Text(0) + " under worker " + owner.Text(1) + ", attempt " +
                         std::to_string(owner.Int(2)) + " (this worker " + claim.worker +
                         " held attempt " + std::to_string(claim.attempts) + ")");
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

}  // namespace

void Store::FinishTrial(int64_t trial_id, TrialStatus status, const std::string& error) {
  if (status != TrialStatus::kDone && status != TrialStatus::kFailed &&
      status != TrialStatus::kInterrupted) {
    throw StoreError(path_ + ": a trial finishes as done, failed or interrupted, not " +
                     TrialStatusName(status) + " (trial " + std::to_string(trial_id) + ")");
  }
  RunWrite(db_, path_, TrialContext("finishing", trial_id), [&] {
    Statement update(db_, path_,
                     std::string("UPDATE trials SET status = ?, error = ?, ended_at = ") + kNowSql +
                         " WHERE id = ?");
    update.Bind(1, TrialStatusName(status)).BindOptional(2, error).Bind(3, trial_id);
    update.Run();
    if (sqlite3_changes(db_) == 0)
      throw StoreError(path_ + ": no trial " + std::to_string(trial_id));
    EndRunningPhases(db_, path_, trial_id, status);
  });
}

bool Store::FinishTrial(const TrialRow& claim, TrialStatus status, const std::string& error) {
  if (status != TrialStatus::kDone && status != TrialStatus::kFailed &&
      status != TrialStatus::kInterrupted) {
    throw StoreError(path_ + ": a trial finishes as done, failed or interrupted, not " +
                     TrialStatusName(status) + " (trial " + std::to_string(claim.id) + ")");
  }
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
    if (sqlite3_changes(db_) == 0)
      throw StoreError(path_ + ": no trial " + std::to_string(trial_id));
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
  decide.Bind(1, sweep_id).Bind(2, phase).Bind(3, rung).Bind(4, unit);
  decide.Bind(5, RungDecisionName(verdict.decision));
  if (verdict.unit_value) {
    decide.Bind(6, *verdict.unit_value);
  } else {
    decide.BindNull(6);
  }
  decide.Run(context);
  const bool promoted = verdict.decision == RungDecision::kPromoted;
  Statement others(db, path,
                   std::string("UPDATE trials SET status = ?5, ended_at = ") +
                       (promoted ? "ended_at" : kNowSql) + " WHERE status = 'paused' AND id IN (" +
                       unit_rows + ")");
  others.Bind(1, sweep_id).Bind(2, phase).Bind(3, rung).Bind(4, unit);
  others.Bind(5, promoted ? "queued" : "pruned");
  others.Run(context);
  if (promoted) return;  // their phases stay paused until they resume
  Statement phases(db, path,
                   std::string("UPDATE phases SET status = 'pruned', ended_at = ") + kNowSql +
                       " WHERE status = 'paused' AND name = ?2 AND trial_id IN (" + unit_rows +
                       ")");
  phases.Bind(1, sweep_id).Bind(2, phase).Bind(3, rung).Bind(4, unit);
  phases.Run(context);
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
      insert.Bind(1, claim.id)
          .Bind(2, a.phase)
          .Bind(3, a.rung)
          .Bind(4, a.epoch)
          .Bind(5, a.metric)
          .Bind(6, value)
          .Bind(7, a.unit);
      insert.Run(context);
      std::vector<RungRow> at_rung;
      Statement rows(db_, path_,
                     std::string("SELECT ") + kRungColumns +
                         " FROM rungs r JOIN trials t ON t.id = r.trial_id WHERE t.sweep_id = ? "
                         "AND r.phase = ? AND r.rung = ? ORDER BY r.id");
      rows.Bind(1, claim.sweep_id).Bind(2, a.phase).Bind(3, a.rung);
      while (rows.Step()) at_rung.push_back(ReadRung(rows));
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
  std::vector<RungRow> out;
  RunRead(path_, "reading rungs", [&] {
    out.clear();
    Statement select(db_, path_,
                     std::string("SELECT ") + kRungColumns +
                         " FROM rungs r JOIN trials t ON t.id = r.trial_id WHERE t.sweep_id = ? "
                         "ORDER BY r.phase, r.rung, r.id");
    select.Bind(1, sweep_id);
    while (select.Step()) out.push_back(ReadRung(select));
  });
  return out;
}

PendingRungs Store::DecidePendingRungs(int64_t sweep_id,
                                       const std::function<int64_t(const std::string&)>& unit_size,
                                       const std::function<int64_t(const std::string&)>& unit_rank,
                                       const RungJudge& judge) {
  PendingRungs counts;
  const std::string context = "deciding the pending rungs of sweep " + std::to_string(sweep_id);
  RunWrite(db_, path_, context, [&] {
    counts = {};
    std::vector<std::pair<std::string, int64_t>> levels;  // (phase, rung), lowest rung first
    Statement pending(db_, path_,
                      "SELECT DISTINCT r.phase, r.rung FROM rungs r JOIN trials t ON "
                      "t.id = r.trial_id WHERE t.sweep_id = ? AND r.decision = 'pending' "
                      "ORDER BY r.rung, r.phase");
    pending.Bind(1, sweep_id);
    while (pending.Step()) levels.emplace_back(pending.Text(0), pending.Int(1));
    for (const auto& [phase, rung] : levels) {
      std::vector<std::string> units;  // in the order of their lowest trial index
      Statement select(db_, path_,
                       "SELECT r.unit FROM rungs r JOIN trials t ON t.id = r.trial_id WHERE "
                       "t.sweep_id = ? AND r.phase = ? AND r.rung = ? AND r.decision = "
                       "'pending' GROUP BY r.unit ORDER BY min(t.idx)");
      select.Bind(1, sweep_id).Bind(2, phase).Bind(3, rung);
      while (select.Step()) units.push_back(select.Text(0));
      std::stable_sort(units.begin(), units.end(), [&](const std::string& a, const std::string& b) {
        return unit_rank(a) < unit_rank(b);
      });
      for (const auto& unit : units) {
        std::vector<RungRow> at_rung;
        Statement rows(db_, path_,
                       std::string("SELECT ") + kRungColumns +
                           " FROM rungs r JOIN trials t ON t.id = r.trial_id WHERE t.sweep_id = ? "
                           "AND r.phase = ? AND r.rung = ? ORDER BY r.id");
        rows.Bind(1, sweep_id).Bind(2, phase).Bind(3, rung);
        int64_t members = 0;
        while (rows.Step()) {
          at_rung.push_back(ReadRung(rows));
          members += at_rung.back().unit == unit;
        }
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
      insert.Bind(1, trial_id)
          .Bind(2, phase)
          .Bind(3, epoch)
          .Bind(4, step)
          .Bind(5, name)
          .Bind(6, value)
          .Bind(7, static_cast<int64_t>(final ? 1 : 0));
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
  std::optional<std::pair<std::string, int64_t>> result;
  RunRead(path_, "reading phase '" + phase + "'", [&] {
    result.reset();
    Statement select(db_, path_,
                     "SELECT status, epochs_done FROM phases WHERE trial_id = ? AND name = ?");
    select.Bind(1, trial_id).Bind(2, phase);
    if (select.Step()) result = std::make_pair(select.Text(0), select.Int(1));
  });
  return result;
}

namespace {

void InsertArtifact(sqlite3* db, const std::string& path, const ArtifactRow& a,
                    const std::string& context) {
  Statement insert(db, path,
                   "INSERT INTO artifacts (trial_id, phase, epoch, kind, path, sha256, bytes) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?)");
  insert.Bind(1, a.trial_id)
      .Bind(2, a.phase)
      .Bind(3, a.epoch)
      .Bind(4, a.kind)
      .Bind(5, a.path)
      .Bind(6, a.sha256)
      .Bind(7, a.bytes);
  insert.Run(context);
}

constexpr const char* kArtifactColumns = "id, trial_id, phase, epoch, kind, path, sha256, bytes";

ArtifactRow ReadArtifact(const Statement& select) {
  ArtifactRow a;
  a.id = select.Int(0);
  a.trial_id = select.Int(1);
  a.phase = select.Text(2);
  a.epoch = select.Int(3);
  a.kind = select.Text(4);
  a.path = select.Text(5);
  a.sha256 = select.Text(6);
  a.bytes = select.Int(7);
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
  std::vector<ArtifactRow> rows;
  RunRead(path_, "reading artifacts", [&] {
    rows.clear();
    Statement select(db_, path_,
                     std::string("SELECT ") + kArtifactColumns +
                         " FROM artifacts WHERE trial_id = ? AND phase = ? AND kind = ? "
                         "ORDER BY id DESC");
    select.Bind(1, trial_id).Bind(2, phase).Bind(3, kind);
    while (select.Step()) rows.push_back(ReadArtifact(select));
  });
  return rows;
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
  std::vector<std::pair<int64_t, double>> out;
  RunRead(path_, "reading the history of " + metric, [&] {
    out.clear();
    Statement select(db_, path_,
                     "SELECT epoch, value FROM metrics WHERE trial_id = ? AND phase = ? AND "
                     "name = ? AND is_final = 0 AND value IS NOT NULL ORDER BY epoch, step");
    select.Bind(1, trial_id).Bind(2, phase).Bind(3, metric);
    while (select.Step()) out.emplace_back(select.Int(0), select.Real(1));
  });
  return out;
}

namespace {

constexpr const char* kSelectionColumns =
    "trial_id, phase, rule, metric, source_trial_id, source_phase, epoch, value, threshold, path, "
    "sha256";

SelectionRow ReadSelection(const Statement& row) {
  SelectionRow s;
  s.trial_id = row.Int(0);
  s.phase = row.Text(1);
  s.rule = row.Text(2);
  s.metric = row.Text(3);
  s.source_trial_id = row.Int(4);
  s.source_phase = row.Text(5);
  s.epoch = row.Int(6);
  if (!row.IsNull(7)) s.value = row.Real(7);
  if (!row.IsNull(8)) s.threshold = row.Real(8);
  s.path = row.Text(9);
  s.sha256 = row.Text(10);
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
    insert.Bind(1, selection.trial_id)
        .Bind(2, selection.phase)
        .Bind(3, selection.rule)
        .Bind(4, selection.metric)
        .Bind(5, selection.source_trial_id)
        .Bind(6, selection.source_phase)
        .Bind(7, selection.epoch);
    if (selection.value) {
      insert.Bind(8, *selection.value);
    } else {
      insert.BindNull(8);
    }
    if (selection.threshold) {
      insert.Bind(9, *selection.threshold);
    } else {
      insert.BindNull(9);
    }
    insert.Bind(10, selection.path).Bind(11, selection.sha256);
    insert.Run(context);
    Statement select(db_, path_,
                     std::string("SELECT ") + kSelectionColumns +
                         " FROM selections WHERE trial_id = ? AND phase = ?");
    select.Bind(1, selection.trial_id).Bind(2, selection.phase);
    if (select.Step()) stored = ReadSelection(select);
  });
  return stored;
}

std::optional<SelectionRow> Store::Selection(int64_t trial_id, const std::string& phase) {
  std::optional<SelectionRow> out;
  RunRead(path_, "reading a selection", [&] {
    out.reset();
    if (!HasTable(db_, path_, "selections")) return;
    Statement select(db_, path_,
                     std::string("SELECT ") + kSelectionColumns +
                         " FROM selections WHERE trial_id = ? AND phase = ?");
    select.Bind(1, trial_id).Bind(2, phase);
    if (select.Step()) out = ReadSelection(select);
  });
  return out;
}

}  // namespace nilab::host::store
