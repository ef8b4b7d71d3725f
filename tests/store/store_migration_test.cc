// Migrations: a database made by an older nilab (schema version 1, tests/store/data) is brought
// to the current version on open, keeps its data, and ends with the same tables as a new file.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "host/store/artifact_file.h"
#include "host/store/notes.h"
#include "host/store/results.h"
#include "host/store/store.h"
#include "tests/store/test_util.h"

namespace nilab::host::store {
namespace {

using test::QueryInt;
using test::QueryText;
using test::TempDir;

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs `sql` on a file with plain SQLite (as an older nilab would have).
void MakeDatabase(const std::string& path, const std::string& sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  char* error = nullptr;
  const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
  EXPECT_EQ(rc, SQLITE_OK) << (error ? error : "");
  sqlite3_free(error);
  sqlite3_close(db);
}

const char* kVersion1Rows = R"sql(
INSERT INTO sweeps (id, name, file, source) VALUES (1, 'old', 'sweeps/old.toml', 'name = "old"');
INSERT INTO trials (id, sweep_id, idx, config_hash, config_json, task, model, seed, status,
                    attempts, started_at, ended_at, provenance_json)
VALUES (1, 1, 0, 'h0', '{}', 'fuzzy_boolean', 'ni', 0, 'done', 1,
        '2024-01-01T00:00:00.000Z', '2024-01-01T00:10:00.000Z',
        '{"host": "node7", "git_commit": "abc123", "git_dirty": true, "torch_version": "1.13.1",
          "sdk_abi": 1, "device": "cpu", "threads": 2, "num_params": 1234, "model_params": 1000,
          "nilab_version": "0.0.9", "command_line": "nilab run old.toml", "blas": "openblas"}'),
       (2, 1, 1, 'h1', '{}', 'fuzzy_boolean', 'vit', 0, 'queued', 0, NULL, NULL, NULL);
INSERT INTO params (trial_id, key, type, value_int, value_real, value_text) VALUES
  (1, 'model', 'string', NULL, NULL, 'ni'), (1, 'tau', 'float', NULL, 0.5, NULL),
  (2, 'model', 'string', NULL, NULL, 'vit');
INSERT INTO metrics (trial_id, phase, epoch, step, name, value, is_final) VALUES
  (1, 'train', 0, 10, 'val/mean_r2', 0.5, 0), (1, 'train', 1, 20, 'val/mean_r2', 0.8, 0),
  (1, 'train', 1, 20, 'val/mean_r2', 0.8, 1);
)sql";

// Every table's columns (name, type, not null, default, primary key), in order.
std::string TableShapes(sqlite3* db) {
  return QueryText(db,
                   "SELECT group_concat(line, ';') FROM (SELECT m.name || '.' || p.name || ' ' || "
                   "p.type || ' ' || p.\"notnull\" || ' ' || coalesce(p.dflt_value, '') || ' ' || "
                   "p.pk AS line FROM sqlite_master m, pragma_table_info(m.name) p WHERE m.type = "
                   "'table' ORDER BY m.name, p.cid)");
}

std::string IndexNames(sqlite3* db) {
  return QueryText(db,
                   "SELECT group_concat(name, ',') FROM (SELECT name FROM sqlite_master "
                   "WHERE type IN ('index', 'view') ORDER BY name)");
}

TEST(StoreMigration, FromVersion1KeepsDataAndFillsProvenanceColumns) {
  TempDir dir;
  const std::string path = dir / "old.sqlite";
  MakeDatabase(path, ReadFile(NILAB_SOURCE_DIR "/tests/store/data/schema_v1.sql") + kVersion1Rows);
  {
    sqlite3* db = nullptr;
    sqlite3_open(path.c_str(), &db);
    EXPECT_EQ(QueryInt(db, "PRAGMA user_version"), 1);
    sqlite3_close(db);
  }

  Store store(path);
  sqlite3* db = store.handle();
  EXPECT_EQ(QueryInt(db, "PRAGMA user_version"), Store::SchemaVersion());
  // The data is all there, and the new columns are filled from the JSON.
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM trials"), 2);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM metrics"), 3);
  EXPECT_EQ(QueryText(db,
                      "SELECT host || ' ' || git_commit || ' ' || git_dirty || ' ' || "
                      "torch_version || ' ' || sdk_abi || ' ' || device || ' ' || threads || "
                      "' ' || num_params || ' ' || model_params || ' ' || nilab_version || ' ' "
                      "|| command_line FROM trials WHERE id = 1"),
            "node7 abc123 1 1.13.1 1 cpu 2 1234 1000 0.0.9 nilab run old.toml");
  EXPECT_EQ(QueryText(db, "SELECT coalesce(host, 'none') FROM trials WHERE id = 2"), "none");
  // trials_wide exists and shows the old results.
  EXPECT_EQ(QueryText(db,
                      "SELECT model || ' ' || tau || ' ' || \"val/mean_r2\" FROM trials_wide "
                      "WHERE trial_id = 1"),
            "ni 0.5 0.8");

  // Same tables, columns and indexes as a database created at the current version.
  Store fresh(dir / "fresh.sqlite");
  EXPECT_EQ(TableShapes(db), TableShapes(fresh.handle()));
  EXPECT_EQ(IndexNames(db), IndexNames(fresh.handle()));

  // And it works as one: the queued trial can run.
  const auto trial = store.ClaimTrial(1, "w", 60.0);
  ASSERT_TRUE(trial);
  EXPECT_EQ(trial->model, "vit");
}

TEST(StoreMigration, AFailedMigrationChangesNothing) {
  TempDir dir;
  const std::string path = dir / "odd.sqlite";
  // A version 1 file that already has a `device` column: migration 2 fails half way.
  MakeDatabase(path, ReadFile(NILAB_SOURCE_DIR "/tests/store/data/schema_v1.sql") + kVersion1Rows +
                         "ALTER TABLE trials ADD COLUMN device TEXT;");
  try {
    Store store(path);
    FAIL() << "expected the migration to fail";
  } catch (const StoreError& e) {
    const std::string what = e.what();
    EXPECT_EQ(what.rfind(path + ": duplicate column name: device", 0), 0u) << what;
    EXPECT_NE(what.find("002_provenance_columns.sql"), std::string::npos) << what;
  }
  sqlite3* db = nullptr;
  sqlite3_open(path.c_str(), &db);
  EXPECT_EQ(QueryInt(db, "PRAGMA user_version"), 1);
  // The columns added before the failing statement were rolled back.
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM pragma_table_info('trials') WHERE name = 'host'"),
            0);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM trials"), 2);
  sqlite3_close(db);
}

TEST(StoreMigration, ReadOnlyOpenNeverMigrates) {
  TempDir dir;
  const std::string path = dir / "old.sqlite";
  MakeDatabase(path, ReadFile(NILAB_SOURCE_DIR "/tests/store/data/schema_v1.sql") + kVersion1Rows);
  {
    Store reader(path, /*read_only=*/true);
    EXPECT_EQ(QueryInt(reader.handle(), "SELECT count(*) FROM trials"), 2);
  }
  sqlite3* db = nullptr;
  sqlite3_open(path.c_str(), &db);
  EXPECT_EQ(QueryInt(db, "PRAGMA user_version"), 1);
  sqlite3_close(db);
}

// A database written by the release before version 3 (results/schema.sql of version 2, kept in
// tests/store/data) opens, keeps its rows and artifacts' paths, and gets an identity of its own.
TEST(StoreMigration, FromVersion2GetsAnIdentityAndKeepsItsArtifacts) {
  TempDir dir;
  const std::string path = dir / "v2.sqlite";
  MakeDatabase(path, ReadFile(NILAB_SOURCE_DIR "/tests/store/data/schema_v2.sql") + kVersion1Rows +
                         "INSERT INTO artifacts (trial_id, phase, epoch, kind, path, sha256, "
                         "bytes) VALUES (1, 'train', 1, 'final', "
                         "'results/checkpoints/old/h0/train.final.pt', 'ab', 10);");
  {
    sqlite3* db = nullptr;
    sqlite3_open(path.c_str(), &db);
    EXPECT_EQ(QueryInt(db, "PRAGMA user_version"), 2);
    sqlite3_close(db);
  }
  Store store(path);
  sqlite3* db = store.handle();
  EXPECT_EQ(QueryInt(db, "PRAGMA user_version"), Store::SchemaVersion());
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM trials"), 2);
  // Relative to the working directory of its run: found nowhere, it is taken as the default
  // layout (the run started in the folder above the database's) and recorded absolute, being
  // outside the database's folder (migration 007).
  EXPECT_EQ(store.LatestArtifact(1, "train", "final")->path,
            (std::filesystem::path(dir.path()).parent_path() /
             "results/checkpoints/old/h0/train.final.pt")
                .string());
  EXPECT_EQ(store.Id().size(), 32u);
  Store fresh(dir / "fresh.sqlite");
  EXPECT_NE(store.Id(), fresh.Id());
  EXPECT_EQ(TableShapes(db), TableShapes(fresh.handle()));
  EXPECT_EQ(IndexNames(db), IndexNames(fresh.handle()));
}

// A database written by the release before version 4 (tests/store/data/schema_v3.sql): trials and
// phases are rebuilt to take the statuses paused and pruned. The rebuild runs with foreign keys
// off, so no row that refers to a trial (params, phases, metrics, artifacts) goes with the old
// table, and foreign keys are on again afterwards.
TEST(StoreMigration, FromVersion3TakesPrunedTrialsAndKeepsEveryRow) {
  TempDir dir;
  const std::string path = dir / "v3.sqlite";
  MakeDatabase(path, ReadFile(NILAB_SOURCE_DIR "/tests/store/data/schema_v3.sql") + kVersion1Rows +
                         "INSERT INTO phases (trial_id, name, status, epochs_done) VALUES "
                         "(1, 'train', 'done', 2);"
                         "INSERT INTO artifacts (trial_id, phase, epoch, kind, path, sha256, "
                         "bytes) VALUES (1, 'train', 2, 'final', 'a/train.final.pt', 'ab', 10);");
  std::string id_before;
  {
    sqlite3* db = nullptr;
    sqlite3_open(path.c_str(), &db);
    EXPECT_EQ(QueryInt(db, "PRAGMA user_version"), 3);
    id_before = QueryText(db, "SELECT value FROM store_info WHERE key = 'id'");
    sqlite3_close(db);
  }
  Store store(path);
  sqlite3* db = store.handle();
  EXPECT_EQ(QueryInt(db, "PRAGMA user_version"), Store::SchemaVersion());
  EXPECT_EQ(store.Id(), id_before);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM trials"), 2);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM params"), 3);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM metrics"), 3);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM phases"), 1);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM artifacts"), 1);
  EXPECT_EQ(QueryText(db,
                      "SELECT status || ' ' || attempts || ' ' || json_extract(provenance_json, "
                      "'$.host') FROM trials WHERE id = 1"),
            "done 1 node7");
  EXPECT_EQ(QueryInt(db, "PRAGMA foreign_keys"), 1);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM pragma_foreign_key_check"), 0);
  // The views read the rebuilt table.
  EXPECT_EQ(QueryText(db, "SELECT status FROM final_metrics WHERE trial_id = 1"), "done");
  EXPECT_EQ(QueryText(db, "SELECT \"val/mean_r2\" FROM trials_wide WHERE trial_id = 1"), "0.8");
  // The new statuses are taken, others still refused, and the rungs table is there.
  EXPECT_EQ(sqlite3_exec(db, "UPDATE trials SET status = 'pruned' WHERE id = 2", nullptr, nullptr,
                         nullptr),
            SQLITE_OK);
  EXPECT_EQ(sqlite3_exec(db, "UPDATE phases SET status = 'paused' WHERE id = 1", nullptr, nullptr,
                         nullptr),
            SQLITE_OK);
  EXPECT_EQ(sqlite3_exec(db, "UPDATE trials SET status = 'bogus' WHERE id = 2", nullptr, nullptr,
                         nullptr),
            SQLITE_CONSTRAINT_CHECK);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM rungs"), 0);
  // Deleting a trial still deletes what belongs to it (foreign keys reach the new table).
  EXPECT_EQ(sqlite3_exec(db, "DELETE FROM trials WHERE id = 1", nullptr, nullptr, nullptr),
            SQLITE_OK);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM metrics"), 0);
  Store fresh(dir / "fresh.sqlite");
  EXPECT_EQ(TableShapes(db), TableShapes(fresh.handle()));
  EXPECT_EQ(IndexNames(db), IndexNames(fresh.handle()));
  // The same CREATE statements as a new file (CHECK constraints included; a renamed table's
  // name is quoted).
  const std::string tables =
      "SELECT group_concat(replace(replace(sql, '\"trials\"', 'trials'), '\"phases\"', "
      "'phases'), ';') FROM (SELECT sql FROM sqlite_master WHERE name IN ('trials', 'phases', "
      "'rungs') ORDER BY name)";
  EXPECT_EQ(QueryText(db, tables), QueryText(fresh.handle(), tables));
}

// Version 5 adds the runs and notes tables: a version-3 database opened read-only (compare,
// report) simply has no notes; opened for writing it migrates and takes them.
TEST(StoreMigration, FromVersion3GetsRunsAndNotesAndKeepsItsTrials) {
  TempDir dir;
  const std::string path = dir / "v3.sqlite";
  MakeDatabase(path, ReadFile(NILAB_SOURCE_DIR "/tests/store/data/schema_v3.sql") + kVersion1Rows);
  {
    Store read_only(path, /*read_only=*/true);
    EXPECT_TRUE(Notes(read_only, 1).empty());
  }
  Store store(path);
  EXPECT_EQ(QueryInt(store.handle(), "PRAGMA user_version"), Store::SchemaVersion());
  EXPECT_EQ(QueryInt(store.handle(), "SELECT count(*) FROM trials"), 2);
  EXPECT_TRUE(AddTag(store, 1, 1, "kept"));
  EXPECT_EQ(Notes(store, 1).size(), 1u);
  EXPECT_EQ(QueryInt(store.handle(), "SELECT count(*) FROM runs"), 0);
}

// Version 6 -> 7 (results/migrations/007_shared_node.sql): artifact paths become relative to the
// database's folder, so that a run resumes from any working directory. An older nilab recorded
// them relative to the working directory of its run ("results/checkpoints/..." from the folder
// above results/); absolute ones under the database's folder become relative too; one outside
// stays absolute. The stalls table is new.
TEST(StoreMigration, FromVersion5RecordsArtifactPathsRelativeToTheDatabase) {
  namespace fs = std::filesystem;
  TempDir dir;
  fs::create_directories(dir / "results");
  const std::string path = dir / "results/nilab.sqlite";
  MakeDatabase(path, ReadFile(NILAB_SOURCE_DIR "/tests/store/data/schema_v5.sql") + kVersion1Rows);
  std::string id;
  {
    sqlite3* db = nullptr;
    sqlite3_open(path.c_str(), &db);
    EXPECT_EQ(QueryInt(db, "PRAGMA user_version"), 5);
    id = QueryText(db, "SELECT value FROM store_info WHERE key = 'id'");
    sqlite3_close(db);
  }
  const std::string folder = "checkpoints/" + id + "/old/h0";
  fs::create_directories(dir / ("results/" + folder));
  test::WriteText(dir / ("results/" + folder + "/train.last.a1e1.pt"), "x");
  MakeDatabase(path,
               "INSERT INTO artifacts (trial_id, phase, epoch, kind, path, sha256, bytes) VALUES "
               "(1, 'train', 1, 'checkpoint', 'results/" +
                   folder +
                   "/train.last.a1e1.pt', 'a', 1),"
                   "(1, 'train', 1, 'final', '" +
                   (dir / ("results/" + folder + "/f.pt")) +
                   "', 'b', 1),"
                   "(1, 'train', 1, 'best', '/scratch/elsewhere/b.pt', 'c', 1);");
  Store store(path);
  sqlite3* db = store.handle();
  EXPECT_EQ(QueryInt(db, "PRAGMA user_version"), Store::SchemaVersion());
  EXPECT_EQ(store.LatestArtifact(1, "train", "checkpoint")->path, folder + "/train.last.a1e1.pt");
  EXPECT_EQ(store.LatestArtifact(1, "train", "final")->path, folder + "/f.pt");
  EXPECT_EQ(store.LatestArtifact(1, "train", "best")->path, "/scratch/elsewhere/b.pt");
  // The checkpoint opens from here, whatever the working directory.
  EXPECT_EQ(ReadArtifact(ArtifactRoots::Of(store), folder + "/train.last.a1e1.pt", "row", 10), "x");
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM stalls"), 0);
  Store fresh(dir / "fresh.sqlite");
  EXPECT_EQ(TableShapes(db), TableShapes(fresh.handle()));
  EXPECT_EQ(IndexNames(db), IndexNames(fresh.handle()));
}

// Before version 6 the digits and K-MNIST tasks validated on a subsample of the official test
// split: a migrated file keeps those values as val and marks them val_from_test in the task's
// provenance, and only those.
TEST(StoreMigration, FromVersion5MarksValThatCameFromATestSplit) {
  TempDir dir;
  const std::string path = dir / "v5.sqlite";
  MakeDatabase(path, ReadFile(NILAB_SOURCE_DIR "/tests/store/data/schema_v5.sql") + R"sql(
INSERT INTO sweeps (id, name) VALUES (1, 'old');
INSERT INTO trials (id, sweep_id, idx, config_hash, config_json, task, model, seed, status,
                    provenance_json)
VALUES (1, 1, 0, 'h0', '{}', 'digits', 'ni', 0, 'done',
        '{"task": {"split/mnist/train": "2000 of 60000", "split/mnist/test": "500 of 10000"}}'),
       (2, 1, 1, 'h1', '{}', 'kmnist', 'ni', 0, 'done',
        '{"task": {"kmnist/eval": "9850 samples of the test split"}}'),
       (3, 1, 2, 'h2', '{}', 'fuzzy_boolean', 'ni', 0, 'done', '{"task": {"data_seed": "0"}}'),
       (4, 1, 3, 'h3', '{}', 'digits', 'vit', 0, 'queued', NULL);
INSERT INTO metrics (trial_id, phase, epoch, step, name, value, is_final) VALUES
  (1, 'train', 1, 10, 'val/acc', 0.9, 1);
)sql");
  {
    // Read as it is (compare opens files read-only, unmigrated): the same trials are marked.
    Store read_only(path, /*read_only=*/true);
    std::vector<int64_t> marked;
    for (const auto& t : LoadResults(read_only, {})) {
      if (t.val_from_test) marked.push_back(t.id);
    }
    EXPECT_EQ(marked, (std::vector<int64_t>{1, 2}));
  }
  Store store(path);
  sqlite3* db = store.handle();
  EXPECT_EQ(QueryInt(db, "PRAGMA user_version"), Store::SchemaVersion());
  std::vector<int64_t> marked;
  for (const auto& t : LoadResults(store, {})) {
    if (t.val_from_test) marked.push_back(t.id);
  }
  EXPECT_EQ(marked, (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(QueryText(db,
                      "SELECT group_concat(id) FROM (SELECT id FROM trials WHERE "
                      "json_extract(provenance_json, '$.task.val_from_test') = '1' ORDER BY id)"),
            "1,2");
  // Its val stays val, and the rest of the provenance stays as it was.
  EXPECT_EQ(QueryText(db, "SELECT \"val/acc\" FROM trials_wide WHERE trial_id = 1"), "0.9");
  EXPECT_EQ(QueryText(db,
                      "SELECT json_extract(provenance_json, '$.task.\"split/mnist/test\"') "
                      "FROM trials WHERE id = 1"),
            "500 of 10000");
  EXPECT_EQ(QueryText(db, "SELECT coalesce(stage, 'none') FROM trials WHERE id = 1"), "none");
  Store fresh(dir / "fresh.sqlite");
  EXPECT_EQ(TableShapes(db), TableShapes(fresh.handle()));
  EXPECT_EQ(IndexNames(db), IndexNames(fresh.handle()));
  const std::string tables =
      "SELECT group_concat(replace(sql, '\"trials\"', 'trials'), ';') FROM (SELECT sql FROM "
      "sqlite_master WHERE name IN ('trials', 'protocol_plans', 'protocol_choices', "
      "'selections') ORDER BY name)";
  EXPECT_EQ(QueryText(db, tables), QueryText(fresh.handle(), tables));
}

}  // namespace
}  // namespace nilab::host::store
