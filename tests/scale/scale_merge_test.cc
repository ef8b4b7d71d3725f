// nilab merge: shards of `nilab worker --trial I` fold into the same trial set as a local run,
// idempotently; a done shard trial overrides queued/failed, never the other way round.
#include <gtest/gtest.h>
#include <cstdint>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "host/store/merge.h"
#include "host/store/store.h"
#include "tests/host/sweep_fixture.h"
#include "tests/host/test_util.h"
#include "tests/scale/scale_util.h"

namespace nilab::testing {
namespace {

namespace store = host::store;

std::string ShardSweep() {
  return ToySweep("toy_shards")
      .Seeds("[0, 1]")
      .TaskParams("n_train = 128, n_val = 32, n_test = 32")
      .Train(2, 32)
      .ModelLine("grid = { dim = [8, 16] }")
      .Phase("pretrain")
      .Phase("adapt", "task = { target = \"max\" }\ntrain_groups = [\"cls\"]")
      .Toml();
}

const std::vector<std::string> kTables = {"sweeps", "trials",  "params",
                                          "phases", "metrics", "artifacts"};

std::vector<std::string> Counts(const std::string& db) {
  std::vector<std::string> out;
  for (const auto& t : kTables) out.push_back(t + " " + Value(db, "SELECT count(*) FROM " + t));
  return out;
}

// Runs trial `index` of the sweep as a Slurm array task would, into shards/shard-<index>.sqlite.
void RunShard(const TempDir& dir, int index) {
  const std::string i = std::to_string(index);
  auto result =
      Sh(NilabCommand("worker --sweep " + dir.File("sweep.toml") + " --trial " + i + " --db " +
                      dir.File("shards/shard-" + i + ".sqlite") + " --checkpoint-dir " +
                      dir.File("checkpoints") + " --threads 1 --quiet"));
  ASSERT_EQ(result.exit_code, 0) << result.out;
}

std::string Merge(const std::string& shards, const std::string& into) {
  auto result = Sh(NilabBinary() + " merge " + shards + " --into " + into);
  EXPECT_EQ(result.exit_code, 0) << result.out;
  return result.out;
}

TEST(ScaleMerge, ShardsMergeIntoTheTrialSetOfALocalRunAndTwiceChangesNothing) {
  TempDir dir;
  WriteFile(dir.File("sweep.toml"), ShardSweep());
  for (int i = 0; i < 4; ++i) RunShard(dir, i);
  // Each shard holds its own trial only.
  EXPECT_EQ(Column(dir.File("shards/shard-2.sqlite"), "SELECT idx || ' ' || status FROM trials"),
            (std::vector<std::string>{"2 done"}));

  const std::string merged = dir.File("merged.sqlite");
  EXPECT_NE(Merge(dir.File("shards"), merged).find("4 trial(s) added, 0 updated, 0 unchanged"),
            std::string::npos);
  const auto once = Counts(merged);
  EXPECT_NE(Merge(dir.File("shards"), merged).find("0 trial(s) added, 0 updated, 4 unchanged"),
            std::string::npos);
  EXPECT_EQ(Counts(merged), once);
  // Merging a single shard again, by file, changes nothing either.
  Merge(dir.File("shards/shard-1.sqlite"), merged);
  EXPECT_EQ(Counts(merged), once);

  const std::string local = dir.File("local.sqlite");
  auto run = Sh(NilabCommand("run " + dir.File("sweep.toml") + " --db " + local +
                             " --jobs 2 --threads 2 --quiet"));
  ASSERT_EQ(run.exit_code, 0) << run.out;
  const std::string trials =
      "SELECT s.name, t.idx, t.config_hash, t.status, t.seed, t.config_json FROM trials t "
      "JOIN sweeps s ON s.id = t.sweep_id ORDER BY t.config_hash";
  EXPECT_EQ(Rows(merged, trials), Rows(local, trials));
  EXPECT_EQ(Counts(merged), Counts(local));
  // Same seeds, one thread each: the same numbers, per epoch and final, in every phase (all but
  // the timings).
  const std::string metrics =
      "SELECT t.config_hash, m.phase, m.epoch, m.is_final, m.name, printf('%.12g', m.value) "
      "FROM metrics m JOIN trials t ON t.id = m.trial_id WHERE m.name NOT LIKE 'time/%' AND "
      "m.name NOT LIKE '%samples_per_s' ORDER BY 1, 2, 3, 4, 5";
  EXPECT_EQ(Rows(merged, metrics), Rows(local, metrics));
  const std::string params =
      "SELECT t.config_hash, p.key, p.type, coalesce(p.value_int, p.value_real, p.value_text) "
      "FROM params p JOIN trials t ON t.id = p.trial_id ORDER BY 1, 2";
  EXPECT_EQ(Rows(merged, params), Rows(local, params));
  // Provenance and artifacts came along; the view shows the merged trials' metrics.
  EXPECT_EQ(Value(merged, "SELECT count(*) FROM trials WHERE git_commit IS NULL OR threads != 1"),
            "0");
  EXPECT_EQ(Value(merged, "SELECT count(*) FROM artifacts WHERE kind = 'final'"), "8");
  EXPECT_EQ(Value(merged, "SELECT count(*) FROM trials_wide WHERE \"val/r2\" IS NOT NULL"), "4");
}

// A tiny database with one sweep and one trial in a given state.
void MakeDb(const std::string& path, store::TrialStatus status, double metric) {
  store::Store db(path);
  const int64_t sweep = db.UpsertSweep({"s", "s.toml", "name = \"s\"", "{}"});
  store::TrialRecord t;
  t.index = 0;
  t.config_hash = "abc";
  t.config_json = "{\"seed\": 0}";
  t.task = "task";
  t.model = "model";
  t.params = {{"seed", int64_t{0}}};
  db.AddTrials(sweep, {t});
  if (status == store::TrialStatus::kQueued) return;
  auto claim = db.ClaimTrial(sweep, "w", 60.0);
  db.LogMetrics(claim->id, "train", 1, 10, {{"val/r2", metric}}, /*final=*/true);
  db.SetPhase(claim->id, "train", status == store::TrialStatus::kDone ? "done" : "running", 1);
  if (status != store::TrialStatus::kRunning) db.FinishTrial(*claim, status, "");
}

TEST(ScaleMerge, DoneInAShardOverridesQueuedOrFailedButNeverTheOtherWayRound) {
  TempDir dir;
  const std::string done = dir.File("done.sqlite"), failed = dir.File("failed.sqlite");
  MakeDb(done, store::TrialStatus::kDone, 0.9);
  MakeDb(failed, store::TrialStatus::kFailed, 0.1);
  for (auto target_status : {store::TrialStatus::kQueued, store::TrialStatus::kFailed}) {
    const std::string target =
        dir.File(std::string("target-") + store::TrialStatusName(target_status) + ".sqlite");
    MakeDb(target, target_status, 0.2);
    store::Store db(target);
    auto stats = store::MergeShard(db, done);
    EXPECT_EQ(stats.updated, 1);
    EXPECT_EQ(Value(target, "SELECT status FROM trials"), "done");
    EXPECT_EQ(Value(target, "SELECT value FROM metrics"), "0.9");
    // The done trial stays when a failed shard comes after it, and when merged again.
    EXPECT_EQ(store::MergeShard(db, failed).unchanged, 1);
    EXPECT_EQ(store::MergeShard(db, done).unchanged, 1);
    EXPECT_EQ(Value(target, "SELECT status || ' ' || count(*) FROM trials"), "done 1");
    EXPECT_EQ(Value(target, "SELECT group_concat(value) FROM metrics"), "0.9");
  }
}

TEST(ScaleMerge, BadShardsFailWithTheirNameAndTheOthersMerge) {
  TempDir dir;
  MakeDb(dir.File("good.sqlite"), store::TrialStatus::kDone, 0.5);
  WriteFile(dir.File("junk.sqlite"), "this is not a database, just some text long enough");
  auto result =
      Sh(NilabBinary() + " merge " + dir.File("junk.sqlite") + " " + dir.File("missing.sqlite") +
         " " + dir.File("good.sqlite") + " --into " + dir.File("into.sqlite"));
  EXPECT_EQ(result.exit_code, 1) << result.out;
  EXPECT_NE(result.out.find(dir.File("junk.sqlite") + ": "), std::string::npos) << result.out;
  EXPECT_NE(result.out.find(dir.File("missing.sqlite") + ": no such shard database"),
            std::string::npos)
      << result.out;
  EXPECT_NE(result.out.find("1 trial(s) added"), std::string::npos) << result.out;
  EXPECT_EQ(Value(dir.File("into.sqlite"), "SELECT status FROM trials"), "done");
}

// The first reproduction: a shard's artifacts row with path = /home/me/victim.txt, then
// `nilab merge`, then `nilab trials rm --sweep s --yes` printed "1 file(s) deleted" and the file
// was gone. Now the merge refuses the row (one line naming it) and merges the rest, the shard's
// own checkpoint keeps its file (recorded relative to the target's folder), and rm deletes that
// one only.
TEST(ScaleMerge, AShardRowNamingAFileOutsideItsFolderIsRefusedAndNothingOutsideIsDeleted) {
  TempDir dir, home;
  const std::string victim = home.File("victim.txt");
  WriteFile(victim, "precious");
  const std::string shard = dir.File("shards/shard-0.sqlite");
  std::filesystem::create_directories(dir.File("shards"));
  MakeDb(shard, store::TrialStatus::kDone, 0.5);
  const std::string id = Value(shard, "SELECT value FROM store_info WHERE key = 'id'");
  const std::string own = dir.File("checkpoints/" + id + "/s/abc/train.final.a1e1.pt");
  std::filesystem::create_directories(std::filesystem::path(own).parent_path());
  WriteFile(own, "checkpoint");
  ExecSql(shard,
          "INSERT INTO artifacts (trial_id, phase, epoch, kind, path, sha256, bytes) VALUES "
          "(1, 'train', 1, 'final', '" +
              own +
              "', 'a', 10), "
              "(1, 'train', 1, 'checkpoint', '" +
              victim +
              "', 'b', 8), "
              "(1, 'train', 1, 'best', '" +
              dir.File("checkpoints/" + id + "/../escape.txt") + "', 'c', 8)");
  const std::string into = dir.File("results/nilab.sqlite");
  auto merged = Sh(NilabBinary() + " merge " + shard + " --into " + into);
  EXPECT_EQ(merged.exit_code, 0) << merged.out;
  EXPECT_NE(
      merged.out.find("nilab merge: refused: " + shard + ": trial abc of sweep 's' checkpoint " +
                      victim + ": not under the shard's checkpoint folder (<checkpoint dir>/" + id +
                      "/); row not merged"),
      std::string::npos)
      << merged.out;
  EXPECT_NE(merged.out.find("1 trial(s) added, 0 updated, 0 unchanged; 2 artifact row(s) refused"),
            std::string::npos)
      << merged.out;
  // Outside the target's folder (results/): recorded absolute.
  EXPECT_EQ(Column(into, "SELECT kind || ' ' || path FROM artifacts"),
            std::vector<std::string>{"final " + own});

  auto removed = Sh(NilabBinary() + " trials rm --sweep s --yes --db " + into);
  EXPECT_EQ(removed.exit_code, 0) << removed.out;
  EXPECT_NE(removed.out.find("1 file(s) deleted"), std::string::npos) << removed.out;
  EXPECT_EQ(ReadFile(victim), "precious");
  EXPECT_FALSE(std::filesystem::exists(own));
}

// merge opened each shard read-write and migrated it in place, with no time limit. Now a shard
// of an older schema is read as it is (its file unchanged), and a merge past its time limit
// merges nothing.
TEST(ScaleMerge, ShardsAreOnlyReadAndAMergeHasATimeLimit) {
  TempDir dir;
  const std::string old_shard = dir.File("v5.sqlite");
  {
    std::ifstream in(std::string(NILAB_SOURCE_DIR) + "/tests/store/data/schema_v5.sql");
    std::stringstream schema;
    schema << in.rdbuf();
    WriteFile(dir.File("v5.sql"), schema.str() +
                                      "INSERT INTO sweeps (id, name) VALUES (1, 'old');"
                                      "INSERT INTO trials (id, sweep_id, idx, config_hash, "
                                      "config_json, task, model, seed, status) VALUES "
                                      "(1, 1, 0, 'h0', '{}', 't', 'm', 0, 'done');");
  }
  ASSERT_EQ(Sh("sqlite3 " + old_shard + " < " + dir.File("v5.sql")).exit_code, 0);
  const std::string before = ReadFile(old_shard);
  const std::string into = dir.File("into.sqlite");
  {
    store::Store target(into);
    EXPECT_EQ(store::MergeShard(target, old_shard).added, 1);
  }
  EXPECT_EQ(Value(old_shard, "PRAGMA user_version"), "5");
  EXPECT_EQ(ReadFile(old_shard), before);
  EXPECT_EQ(Value(into,
                  "SELECT name || ' ' || count(*) FROM trials JOIN sweeps s ON s.id = "
                  "sweep_id"),
            "old 1");

  const std::string shard = dir.File("big.sqlite");
  MakeDb(shard, store::TrialStatus::kDone, 0.5);
  store::Store target(dir.File("other.sqlite"));
  try {
    store::MergeShard(target, shard, nullptr, /*time_limit_s=*/1e-9);
    FAIL() << "the merge ignored its time limit";
  } catch (const store::StoreError& e) {
    EXPECT_NE(std::string(e.what()).find(shard + ": merging took longer than 1e-09 s; nothing of "
                                                 "it merged (--time-limit)"),
              std::string::npos)
        << e.what();
  }
  EXPECT_EQ(Value(dir.File("other.sqlite"), "SELECT count(*) FROM trials"), "0");
  EXPECT_EQ(store::MergeShard(target, shard).added, 1);  // the connection is usable again
}

}  // namespace
}  // namespace nilab::testing
