#include "host/store/merge.h"

#include <cstdint>
#include <filesystem>
#include <vector>

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

class ShardMerger {
 public:
  ShardMerger(Store& target, const std::string& shard, const MergeFilter* filter)
      : target_(target), shard_(shard), filter_(filter) {}

  MergeStats Run() {
    sqlite3* db = target_.handle();
    const std::string& path = target_.path();
    const std::vector<std::string> trial_columns = SharedColumns(db, path, "trials", "sweep_id");
    children_ = {{"params", SharedColumns(db, path, "params", "trial_id")},
                 {"phases", SharedColumns(db, path, "phases", "trial_id")},
                 {"metrics", SharedColumns(db, path, "metrics", "trial_id")},
                 {"artifacts", SharedColumns(db, path, "artifacts", "trial_id")}};
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
    if (!filter_) {
      // The shard's checkpoint folder (<checkpoint dir>/<shard id>/) now holds files this
      // database names: `nilab gc` looks there too (MergedShards).
      Statement record(db, path,
                       "INSERT OR REPLACE INTO main.store_info (key, value) SELECT 'shard:' || "
                       "value, ? FROM shard.store_info WHERE key = 'id'");
      record.Bind(1, std::filesystem::absolute(shard_).lexically_normal().string());
      record.Run("recording shard " + shard_);
    }
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
        CopyChildren(shard_id, sqlite3_last_insert_rowid(db), context);
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
      CopyChildren(shard_id, target_id, context);
      ++stats.updated;
    }
    return stats;
  }

  void CopyChildren(int64_t shard_id, int64_t target_id, const std::string& context) {
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
  }

  Store& target_;
  const std::string shard_;
  const MergeFilter* filter_;
  std::vector<std::pair<std::string, std::vector<std::string>>> children_;
  std::string insert_trial_, update_trial_;
};

}  // namespace

MergeStats MergeShard(Store& target, const std::string& shard_path, const MergeFilter* filter) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_regular_file(shard_path, ec))
    throw StoreError(shard_path + ": no such shard database");
  if (fs::equivalent(shard_path, target.path(), ec)) {
    throw StoreError(shard_path + ": is the target database itself");
  }
  // Opening it as a store checks that it is a nilab database and brings an older one to this
  // schema.
  { Store shard(shard_path); }
  sqlite3* db = target.handle();
  {
    Statement attach(db, target.path(), "ATTACH DATABASE ? AS shard");
    attach.Bind(1, shard_path);
    attach.Run("attaching shard " + shard_path);
  }
  MergeStats stats;
  try {
    RunWrite(db, target.path(), "merging shard " + shard_path,
             [&] { stats = ShardMerger(target, shard_path, filter).Run(); });
  } catch (...) {
    Exec(db, target.path(), "DETACH DATABASE shard");
    throw;
  }
  Exec(db, target.path(), "DETACH DATABASE shard", "detaching shard " + shard_path);
  return stats;
}

std::vector<MergedShard> MergedShards(Store& store) {
  std::vector<MergedShard> shards;
  RunRead(store.path(), "listing merged shards", [&] {
    shards.clear();
    if (!HasTable(store.handle(), store.path(), "store_info")) return;
    Statement select(store.handle(), store.path(),
                     "SELECT substr(key, 7), value FROM store_info WHERE key LIKE 'shard:%' "
                     "ORDER BY key");
    while (select.Step()) shards.push_back({select.Text(0), select.Text(1)});
  });
  return shards;
}

}  // namespace nilab::host::store
