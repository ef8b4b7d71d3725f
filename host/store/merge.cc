#include "host/store/merge.h"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <set>
#include <sstream>
#include <utility>
#include <vector>

#include "host/store/artifact_file.h"
#include "host/store/migrate_paths.h"
#include "host/store/rows.h"
#include "host/store/schema.h"
#include "host/store/sqlite.h"

namespace nilab::host::store {
namespace {

// How far a trial got: a shard's row replaces the target's only when it got further.
int Progress(const std::string& status) {
  if (status == "done" || status == "pruned") return 2;
  if (status == "queued") return 0;
  return 1;  // running, failed, interrupted, paused
}

// The columns of `table` that both databases have, without the row id and the parent key; so a
// target of a newer schema takes a shard of an older one (and the other way round) column by
// column.
std::vector<std::string> SharedColumns(sqlite3* db, const std::string& path,
                                       const std::string& table, const std::string& parent_key) {
  std::vector<std::string> main_columns, shared;
  Statement target(db, path, "SELECT name FROM pragma_table_info(?, 'main')");
  target.Bind(1, table);
  while (target.Step()) main_columns.push_back(target.Text(0));
  Statement shard(db, path, "SELECT name FROM pragma_table_info(?, 'shard')");
  shard.Bind(1, table);
  while (shard.Step()) {
    const std::string name = shard.Text(0);
    if (name == "id" || name == parent_key) continue;
    for (const auto& m : main_columns) {
      if (m == name) shared.push_back(QuoteIdentifier(name));
    }
  }
  return shared;
}

std::string JoinColumns(const std::vector<std::string>& columns, const std::string& prefix = "") {
  std::string out;
  for (const auto& c : columns) out += (out.empty() ? "" : ", ") + prefix + c;
  return out;
}

// "file:<absolute path, percent-encoded>?mode=ro": the shard attached read-only.
std::string ReadOnlyUri(const std::string& path) {
  static const char* hex = "0123456789ABCDEF";
  std::string uri = "file:";
  for (const unsigned char c : std::filesystem::absolute(path).lexically_normal().string()) {
    if (c == '%' || c == '?' || c == '#' || c <= 0x20 || c >= 0x7f) {
      uri += '%';
      uri += hex[c >> 4];
      uri += hex[c & 15];
    } else {
      uri += static_cast<char>(c);
    }
  }
  return uri + "?mode=ro";
}

// A value of the attached shard's store_info ("" when it has none).
std::string ShardInfo(sqlite3* db, const std::string& path, const std::string& key) {
  Statement has(db, path,
                "SELECT count(*) FROM shard.sqlite_master WHERE type = 'table' AND "
                "name = 'store_info'");
  has.Step();
  if (has.Int(0) == 0) return "";
  Statement select(db, path, "SELECT value FROM shard.store_info WHERE key = ?");
  select.Bind(1, key);
  return select.Step() ? select.Text(0) : "";
}

class ShardMerger {
 public:
  // `late` tells when the merge's time limit has passed: checked before each trial and row.
  ShardMerger(Store& target, const std::string& shard, const MergeFilter* filter,
              std::function<bool()> late)
      : target_(target), shard_(shard), filter_(filter), late_(std::move(late)) {}

  MergeStats Run() {
    sqlite3* db = target_.handle();
    const std::string& path = target_.path();
    {
      Statement version(db, path, "PRAGMA shard.user_version");
      version.Step();
      shard_version_ = static_cast<int>(version.Int(0));
    }
    // The folders the shard's rows may name files in: its own, and those of the shards merged
    // into it (a shard seeded from the results database names that database's files).
    shard_id_ = ShardInfo(db, path, "id");
    if (IsDatabaseId(shard_id_)) shard_roots_.insert(shard_id_);
    if (!ShardInfo(db, path, "id").empty()) {
      Statement merged(db, path,
                       "SELECT substr(key, 7) FROM shard.store_info WHERE key LIKE 'shard:%'");
      while (merged.Step()) {
        if (IsDatabaseId(merged.Text(0))) shard_roots_.insert(merged.Text(0));
      }
    }
    const std::vector<std::string> trial_columns = SharedColumns(db, path, "trials", "sweep_id");
    children_ = {{"params", SharedColumns(db, path, "params", "trial_id")},
                 {"phases", SharedColumns(db, path, "phases", "trial_id")},
                 {"metrics", SharedColumns(db, path, "metrics", "trial_id")}};
    // Artifacts go row by row: each path is checked and rewritten (CopyArtifacts).
    artifact_columns_ = SharedColumns(db, path, "artifacts", "trial_id");
    // The rung arrivals and decisions of [prune] (schema version 4 on both sides).
    if (auto rungs = SharedColumns(db, path, "rungs", "trial_id"); !rungs.empty()) {
      children_.emplace_back("rungs", std::move(rungs));
    }
    // The checkpoints phases started from, chosen by val (version 6 on both sides; the source
    // trial's id is the shard's).
    if (auto selections = SharedColumns(db, path, "selections", "trial_id"); !selections.empty()) {
      children_.emplace_back("selections", std::move(selections));
    }
    const std::string columns = JoinColumns(trial_columns);
    insert_trial_ = "INSERT INTO main.trials (sweep_id, " + columns + ") SELECT ?, " + columns +
                    " FROM shard.trials WHERE id = ?";
    update_trial_ = "UPDATE main.trials SET (" + columns + ") = (SELECT " + columns +
                    " FROM shard.trials WHERE id = ?1) WHERE id = ?2";

    MergeStats stats;
    Statement sweeps(db, path, "SELECT id, name FROM shard.sweeps ORDER BY id");
    while (sweeps.Step()) {
      if (filter_ && sweeps.Text(1) != filter_->sweep) continue;
      stats += MergeSweep(sweeps.Int(0), sweeps.Text(1));
    }
    RefreshTrialsWide(db, path);
    // The shard's checkpoint folder (<checkpoint dir>/<shard id>/), and those of the shards
    // merged into it, now hold files this database names: its rows may open them
    // (artifact_file.h) and `nilab gc` looks there too (MergedShards).
    const std::string own = target_.Id();
    if (IsDatabaseId(shard_id_) && shard_id_ != own) {
      Statement record(db, path,
                       "INSERT OR REPLACE INTO main.store_info (key, value) VALUES (?, ?)");
      record.Bind(1, "shard:" + shard_id_)
          .Bind(2, std::filesystem::absolute(shard_).lexically_normal().string());
      record.Run("recording shard " + shard_);
    }
    for (const std::string& id : shard_roots_) {
      if (id == shard_id_ || id == own) continue;
      Statement record(db, path,
                       "INSERT OR IGNORE INTO main.store_info (key, value) SELECT key, value "
                       "FROM shard.store_info WHERE key = ?");
      record.Bind(1, "shard:" + id);
      record.Run("recording the shards merged into " + shard_);
    }
    stats.refused = std::move(refused_);
    return stats;
  }

 private:
  int64_t TargetSweep(int64_t shard_sweep, const std::string& name) {
    sqlite3* db = target_.handle();
    Statement find(db, target_.path(), "SELECT id FROM main.sweeps WHERE name = ?");
    find.Bind(1, name);
    if (find.Step()) return find.Int(0);
    Statement insert(db, target_.path(),
                     "INSERT INTO main.sweeps (name, file, source, extra_json, created_at, "
                     "updated_at) SELECT name, file, source, extra_json, created_at, updated_at "
                     "FROM shard.sweeps WHERE id = ?");
    insert.Bind(1, shard_sweep);
    insert.Run("copying sweep '" + name + "' from " + shard_);
    return sqlite3_last_insert_rowid(db);
  }

  MergeStats MergeSweep(int64_t shard_sweep, const std::string& name) {
    sqlite3* db = target_.handle();
    const std::string& path = target_.path();
    const int64_t sweep_id = TargetSweep(shard_sweep, name);
    // Latest sign of activity of an attempt, to order two attempts that got as far.
    const char* activity =
        "max(coalesce(ended_at, ''), coalesce(heartbeat_at, ''), "
        "coalesce(started_at, ''))";
    Statement trials(db, path,
                     std::string("SELECT id, config_hash, status, ") + activity +
                         " FROM shard.trials WHERE sweep_id = ? ORDER BY idx, id");
    trials.Bind(1, shard_sweep);
    // A queued trial with rung rows was promoted at a rung (between Slurm waves): it got as far
    // as the paused row of the shard that took it there, which must not undo the decision.
    const bool rungs = HasTable(db, path, "rungs");
    Statement find(
        db, path,
        std::string("SELECT id, status, ") + activity + ", " +
            (rungs ? "EXISTS (SELECT 1 FROM main.rungs r WHERE r.trial_id = t.id)" : "0") +
            " FROM main.trials t WHERE sweep_id = ? AND config_hash = ?");
    MergeStats stats;
    while (trials.Step()) {
      CheckTime();
      const int64_t shard_id = trials.Int(0);
      if (filter_ && !filter_->config_hashes.count(trials.Text(1))) continue;
      const std::string context =
          "trial " + trials.Text(1) + " of sweep '" + name + "' from " + shard_;
      find.Reset();
      find.Bind(1, sweep_id).Bind(2, trials.Text(1));
      if (!find.Step()) {
        Statement insert(db, path, insert_trial_);
        insert.Bind(1, sweep_id).Bind(2, shard_id);
        insert.Run(context);
        CopyChildren(shard_id, sqlite3_last_insert_rowid(db), context, name, trials.Text(1));
        ++stats.added;
        continue;
      }
      const int64_t target_id = find.Int(0);
      const int shard_progress = Progress(trials.Text(2));
      const int target_progress =
          find.Text(1) == "queued" && find.Int(3) != 0 ? 1 : Progress(find.Text(1));
      const bool newer =
          shard_progress == 1 && target_progress == 1 && trials.Text(3) > find.Text(2);
      if (shard_progress <= target_progress && !newer) {
        ++stats.unchanged;
        continue;
      }
      Statement update(db, path, update_trial_);
      update.Bind(1, shard_id).Bind(2, target_id);
      update.Run(context);
      for (const auto& [table, columns] : children_) {
        Statement remove(db, path, "DELETE FROM main." + table + " WHERE trial_id = ?");
        remove.Bind(1, target_id);
        remove.Run(context);
      }
      Statement remove(db, path, "DELETE FROM main.artifacts WHERE trial_id = ?");
      remove.Bind(1, target_id);
      remove.Run(context);
      CopyChildren(shard_id, target_id, context, name, trials.Text(1));
      ++stats.updated;
    }
    return stats;
  }

  void CopyChildren(int64_t shard_id, int64_t target_id, const std::string& context,
                    const std::string& sweep, const std::string& config_hash) {
    for (const auto& [table, columns] : children_) {
      const std::string list = JoinColumns(columns);
      // In the shard's order, so "the latest row" (max(id)) means the same in the target.
      const std::string order = table == "params" ? "" : " ORDER BY id";
      Statement copy(target_.handle(), target_.path(),
                     "INSERT INTO main." + table + " (trial_id, " + list + ") SELECT ?, " + list +
                         " FROM shard." + table + " WHERE trial_id = ?" + order);
      copy.Bind(1, target_id).Bind(2, shard_id);
      copy.Run(table + " of " + context);
    }
    CopyArtifacts(shard_id, target_id, context, sweep, config_hash);
  }

  // The shard's artifacts rows of a trial, in its order, each with its path resolved against
  // the shard's folder and recorded relative to the target's; a row whose file lies outside the
  // shard's checkpoint folders is left out with one line.
  void CopyArtifacts(int64_t shard_id, int64_t target_id, const std::string& context,
                     const std::string& sweep, const std::string& config_hash) {
    sqlite3* db = target_.handle();
    const std::string& path = target_.path();
    std::string list, values;
    for (const auto& c : artifact_columns_) {
      list += (list.empty() ? "" : ", ") + c;
      values += (values.empty() ? "" : ", ") + (c == QuoteIdentifier("path") ? "?2" : c);
    }
    Statement rows(db, path,
                   "SELECT id, kind, path FROM shard.artifacts WHERE trial_id = ? ORDER BY id");
    rows.Bind(1, shard_id);
    Statement insert(db, path,
                     "INSERT INTO main.artifacts (trial_id, " + list + ") SELECT ?1, " + values +
                         " FROM shard.artifacts WHERE id = ?3");
    while (rows.Step()) {
      CheckTime();
      const std::string recorded = rows.Text(2);
      const std::string resolved = shard_version_ < kRelativeArtifactPathsVersion
                                       ? LegacyResolvedPath(recorded, shard_)
                                       : ResolvedPath(recorded, shard_);
      if (SplitAtRoot(resolved, shard_roots_).first.empty()) {
        refused_.push_back(shard_ + ": trial " + config_hash + " of sweep '" + sweep + "' " +
                           rows.Text(1) + " " + recorded +
                           ": not under the shard's checkpoint folder (<checkpoint dir>/" +
                           (shard_id_.empty() ? "<shard id>" : shard_id_) + "/); row not merged");
        continue;
      }
      insert.Reset();
      insert.Bind(1, target_id).Bind(2, RecordedPath(resolved, path)).Bind(3, rows.Int(0));
      insert.Run("artifacts of " + context);
    }
  }

  void CheckTime() const {
    if (late_()) throw StoreError(shard_ + ": past the merge's time limit");
  }

  Store& target_;
  const std::string shard_;
  const MergeFilter* filter_;
  std::function<bool()> late_;
  std::vector<std::pair<std::string, std::vector<std::string>>> children_;
  std::vector<std::string> artifact_columns_;
  std::string insert_trial_, update_trial_;
  int shard_version_ = 0;
  std::string shard_id_;
  std::set<std::string> shard_roots_;
  std::vector<std::string> refused_;
};

}  // namespace

MergeStats MergeShard(Store& target, const std::string& shard_path, const MergeFilter* filter,
                      double time_limit_s) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_regular_file(shard_path, ec))
    throw StoreError(shard_path + ": no such shard database");
  if (fs::equivalent(shard_path, target.path(), ec)) {
    throw StoreError(shard_path + ": is the target database itself");
  }
  // Opened read-only, it is checked to be a nilab database of this schema or an older one; it
  // is never migrated (the merge reads an older one column by column).
  {
    Store shard(shard_path, /*read_only=*/true);
    int version = 0;
    bool tables = false;
    RunRead(shard_path, "reading the schema version", [&] {
      Statement statement(shard.handle(), shard_path, "PRAGMA user_version");
      statement.Step();
      version = static_cast<int>(statement.Int(0));
      tables = HasTable(shard.handle(), shard_path, "trials") &&
               HasTable(shard.handle(), shard_path, "sweeps");
    });
    if (version == 0 || !tables) {
      throw StoreError(shard_path + ": not a nilab results database (no schema version)");
    }
    if (version > Store::SchemaVersion()) {
      throw StoreError(shard_path + ": schema version " + std::to_string(version) +
                       " is newer than this nilab's (" + std::to_string(Store::SchemaVersion()) +
                       "): use a newer nilab");
    }
  }
  sqlite3* db = target.handle();
  {
    Statement attach(db, target.path(), "ATTACH DATABASE ? AS shard");
    attach.Bind(1, ReadOnlyUri(shard_path));
    attach.Run("attaching shard " + shard_path);
  }
  MergeStats stats;
  try {
    // The time limit stops a shard whose tables make the merge run on (a huge or crafted file):
    // inside a long statement (the progress handler) and between trials and rows; the
    // transaction rolls back, nothing of it is merged.
    const ProgressDeadline deadline(db, time_limit_s, 1000);
    const auto until = std::chrono::steady_clock::now() +
                       std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                           std::chrono::duration<double>(time_limit_s > 0 ? time_limit_s : 0));
    const auto late = [&] { return time_limit_s > 0 && std::chrono::steady_clock::now() > until; };
    try {
      RunWrite(db, target.path(), "merging shard " + shard_path,
               [&] { stats = ShardMerger(target, shard_path, filter, late).Run(); });
    } catch (const StoreError&) {
      if (!deadline.passed() && !late()) throw;
      std::ostringstream limit;
      limit << time_limit_s;
      throw StoreError(shard_path + ": merging took longer than " + limit.str() +
                       " s; nothing of it merged (--time-limit)");
    }
  } catch (...) {
    sqlite3_exec(db, "DETACH DATABASE shard", nullptr, nullptr, nullptr);
    throw;
  }
  Exec(db, target.path(), "DETACH DATABASE shard", "detaching shard " + shard_path);
  return stats;
}

std::vector<MergedShard> MergedShards(Store& store) {
  return ReadRowsRetrying(
      store, "listing merged shards", "store_info",
      "SELECT substr(key, 7), value FROM store_info WHERE key LIKE 'shard:%' ORDER BY key",
      RowReader(&MergedShard::id, &MergedShard::path));
}

}  // namespace nilab::host::store
