#include "host/store/schema.h"

#include <algorithm>
#include <cstdint>
#include <set>
#include <tuple>

#include "host/store/migrate_paths.h"
#include "host/store/sqlite.h"

namespace nilab::host::store {
namespace {

// Rows whose foreign key names no row.
int64_t BrokenReferences(sqlite3* db, const std::string& path) {
  Statement check(db, path, "SELECT count(*) FROM pragma_foreign_key_check");
  check.Step();
  return check.Int(0);
}

int UserVersion(sqlite3* db, const std::string& path) {
  Statement statement(db, path, "PRAGMA user_version");
  statement.Step();
  return static_cast<int>(statement.Int(0));
}

std::string ViewSql(sqlite3* db, const std::string& path, const std::string& name) {
  Statement statement(db, path, "SELECT sql FROM sqlite_master WHERE type = 'view' AND name = ?");
  statement.Bind(1, name);
  return statement.Step() ? statement.Text(0) : "";
}

// trials_wide column order: model params ("tau"), then "task.*", "train.*", other dotted keys.
std::tuple<int, std::string> ParamOrder(const std::string& key) {
  int group = 3;
  if (key.find('.') == std::string::npos) {
    group = 0;
  } else if (key.rfind("task.", 0) == 0) {
    group = 1;
  } else if (key.rfind("train.", 0) == 0) {
    group = 2;
  }
  return {group, key};
}

}  // namespace

std::string TrialsWideSql(const std::vector<std::string>& param_keys,
                          const std::vector<std::string>& metric_names) {
  std::set<std::string> used = {"sweep", "trial_id", "idx",   "config_hash", "task",     "model",
                                "seed",  "status",   "stage", "started_at",  "ended_at", "phase"};
  std::string sql =
      "CREATE VIEW trials_wide AS\n"
      "SELECT s.name AS sweep, t.id AS trial_id, t.idx, t.config_hash, t.task, t.model, t.seed,\n"
      "       t.status, t.stage, t.started_at, t.ended_at, f.phase AS phase";
  auto column_name = [&](const std::string& name, const std::string& prefix) {
    std::string column = used.count(name) ? prefix + name : name;
    used.insert(column);
    return QuoteIdentifier(column);
  };
  for (const auto& key : param_keys) {
    if (key == "model" || key == "task" || key == "seed") continue;
    sql +=
        ",\n  (SELECT coalesce(p.value_int, p.value_real, p.value_text) FROM params p"
        " WHERE p.trial_id = t.id AND p.key = " +
        QuoteLiteral(key) + ") AS " + column_name(key, "param.");
  }
  for (const auto& name : metric_names) {
    sql +=
        ",\n  (SELECT m.value FROM metrics m WHERE m.trial_id = t.id AND m.phase = f.phase"
        " AND m.name = " +
        QuoteLiteral(name) + " AND m.is_final = 1) AS " + column_name(name, "metric.");
  }
  sql +=
      "\nFROM trials t\n"
      "JOIN sweeps s ON s.id = t.sweep_id\n"
      "LEFT JOIN (SELECT trial_id, phase FROM metrics WHERE id IN\n"
      "           (SELECT max(id) FROM metrics WHERE is_final = 1 GROUP BY trial_id)) f\n"
      "  ON f.trial_id = t.id";
  return sql;
}

namespace {

// trials_wide as the params and final metrics in the file call for.
std::string WantedTrialsWideSql(sqlite3* db, const std::string& path) {
  std::vector<std::string> keys;
  Statement key_rows(db, path, "SELECT DISTINCT key FROM params");
  while (key_rows.Step()) keys.push_back(key_rows.Text(0));
  std::sort(keys.begin(), keys.end(), [](const std::string& a, const std::string& b) {
    return ParamOrder(a) < ParamOrder(b);
  });
  // The partial index holds only final rows (a few per trial and phase); left to itself the
  // planner scans metrics_by_name, every row ever logged (~15x slower at 1M rows).
  std::vector<std::string> names;
  Statement name_rows(db, path,
                      "SELECT DISTINCT name FROM metrics INDEXED BY metrics_final "
                      "WHERE is_final = 1 ORDER BY name");
  while (name_rows.Step()) names.push_back(name_rows.Text(0));
  return TrialsWideSql(keys, names);
}

}  // namespace

bool RefreshTrialsWide(sqlite3* db, const std::string& path) {
  const std::string sql = WantedTrialsWideSql(db, path);
  if (ViewSql(db, path, "trials_wide") == sql) return false;
  Exec(db, path, "DROP VIEW IF EXISTS trials_wide", "updating view trials_wide");
  Exec(db, path, sql, "updating view trials_wide");
  return true;
}

void MigrateSchema(sqlite3* db, const std::string& path) {
  auto check_not_newer = [&](int version) {
    if (version > kSchemaVersion) {
      throw StoreError(path + ": schema version " + std::to_string(version) +
                       " is newer than this nilab's (" + std::to_string(kSchemaVersion) +
                       "): use a newer nilab");
    }
  };
  // Nothing to do (the usual case) needs no write lock. trials_wide is checked too, so a file
  // that another tool wrote to (sqlite3, a merge) gets the columns its rows call for.
  int version = 0;
  bool wide_current = false;
  RunRead(path, "reading the schema version", [&] {
    version = UserVersion(db, path);
    wide_current = version == kSchemaVersion &&
                   ViewSql(db, path, "trials_wide") == WantedTrialsWideSql(db, path);
  });
  check_not_newer(version);
  if (wide_current) return;

  // Migrations may rebuild a table (to change a CHECK constraint): with foreign keys on, dropping
  // the old table would delete every row that refers to it. So they run with foreign keys off,
  // and are checked before the commit (PRAGMA foreign_keys is a no-op inside a transaction).
  Exec(db, path, "PRAGMA foreign_keys = OFF", "migrating the schema");
  struct ForeignKeysBackOn {
    sqlite3* db;
    ~ForeignKeysBackOn() {
      sqlite3_exec(db, "PRAGMA foreign_keys = ON", nullptr, nullptr, nullptr);
    }
  } back_on{db};
  RunWrite(db, path, "creating or migrating the schema", [&] {
    const int current = UserVersion(db, path);  // another process may have migrated meanwhile
    check_not_newer(current);
    if (current == 0) {
      Statement tables(db, path, "SELECT count(*) FROM sqlite_master WHERE type = 'table'");
      tables.Step();
      if (tables.Int(0) > 0) {
        throw StoreError(path +
                         ": not a nilab results database (it has tables but no schema "
                         "version); use another --db");
      }
      Exec(db, path, kSchemaSql, "results/schema.sql");
      if (UserVersion(db, path) != kSchemaVersion) {
        throw StoreError(path + ": results/schema.sql did not set user_version to " +
                         std::to_string(kSchemaVersion));
      }
    } else {
      // Rows an older tool left referring to nothing (Python's sqlite3 has foreign keys off) are
      // not the migration's to judge: only new ones stop it.
      const int64_t broken_before = BrokenReferences(db, path);
      for (const Migration& migration : Migrations()) {
        if (migration.version <= current) continue;
        const std::string context = std::string("results/migrations/") + migration.name + ".sql";
        Exec(db, path, migration.sql, context);
        if (migration.version == kRelativeArtifactPathsVersion) {
          RecordArtifactPathsRelative(db, path);
        }
        Exec(db, path, "PRAGMA user_version = " + std::to_string(migration.version), context);
      }
      const int64_t broken = BrokenReferences(db, path) - broken_before;
      if (broken > 0) {
        throw StoreError(path + ": the migration to schema version " +
                         std::to_string(kSchemaVersion) + " would leave " + std::to_string(broken) +
                         " rows referring to no row (PRAGMA foreign_key_check); nothing changed");
      }
    }
    RefreshTrialsWide(db, path);
  });
}

}  // namespace nilab::host::store
