// The results store in one process: schema and views, trials, claims, metrics, phases,
// artifacts, provenance, and its errors.
#include <gtest/gtest.h>
#include <cstdint>

#include <cmath>
#include <filesystem>
#include <fstream>

#include "host/store/results.h"
#include "host/store/store.h"
#include "tests/store/test_util.h"

namespace nilab::host::store {
namespace {

using test::MakeTrial;
using test::QueryInt;
using test::QueryText;
using test::TempDir;

// A sweep "demo" with ni and vit trials, seeds 0 and 1, tau 0.5.
struct Demo {
  explicit Demo(const std::string& path) : store(path) {
    sweep = store.UpsertSweep({"demo", "sweeps/demo.toml", "name = \"demo\"", "{}"});
    store.AddTrials(sweep, {MakeTrial(0, "ni", 0, 0.5), MakeTrial(1, "ni", 1, 0.5),
                            MakeTrial(2, "vit", 0, 0.5), MakeTrial(3, "vit", 1, 0.5)});
  }
  Store store;
  int64_t sweep = 0;
};

TEST(StoreSchema, CreatesDirectoryTablesViewsAndVersion) {
  TempDir dir;
  const std::string path = dir / "nested/results/nilab.sqlite";
  Store store(path);
  EXPECT_TRUE(std::filesystem::exists(path));
  EXPECT_EQ(Store::SchemaVersion(), 7);
  EXPECT_EQ(QueryInt(store.handle(), "PRAGMA user_version"), Store::SchemaVersion());
  EXPECT_EQ(QueryText(store.handle(), "PRAGMA journal_mode"), "wal");
  for (const char* table :
       {"store_info", "sweeps", "trials", "params", "phases", "metrics", "artifacts", "rungs",
        "protocol_plans", "protocol_choices", "selections", "stalls"}) {
    EXPECT_EQ(QueryInt(store.handle(), std::string("SELECT count(*) FROM sqlite_master WHERE "
                                                   "type = 'table' AND name = '") +
                                           table + "'"),
              1)
        << table;
  }
  for (const char* view : {"final_metrics", "metric_history", "trials_wide"}) {
    EXPECT_EQ(QueryInt(store.handle(), std::string("SELECT count(*) FROM sqlite_master WHERE "
                                                   "type = 'view' AND name = '") +
                                           view + "'"),
              1)
        << view;
  }
}

TEST(StoreSchema, ReopeningKeepsData) {
  TempDir dir;
  { Demo demo(dir / "db.sqlite"); }
  Store store(dir / "db.sqlite");
  ASSERT_TRUE(store.FindSweep("demo"));
  EXPECT_EQ(store.Trials(*store.FindSweep("demo")).size(), 4u);
}

TEST(StoreTrials, AddTrialsIsIdempotentByHash) {
  TempDir dir;
  Store store(dir / "db.sqlite");
  const int64_t sweep = store.UpsertSweep({"s", "s.toml", "", ""});
  EXPECT_EQ(store.AddTrials(sweep, {MakeTrial(0, "ni", 0, 0.5), MakeTrial(1, "ni", 1, 0.5)}), 2);
  // The same trials again plus one new: only the new one is added, the old rows untouched.
  const int64_t first_id = store.Trials(sweep)[0].id;
  EXPECT_EQ(store.AddTrials(sweep, {MakeTrial(0, "ni", 0, 0.5), MakeTrial(1, "ni", 1, 0.5),
                                    MakeTrial(2, "ni", 2, 0.5)}),
            1);
  const std::vector<TrialRow> trials = store.Trials(sweep);
  ASSERT_EQ(trials.size(), 3u);
  EXPECT_EQ(trials[0].id, first_id);
  EXPECT_EQ(trials[2].index, 2);
  EXPECT_EQ(trials[2].seed, 2);
  EXPECT_EQ(trials[2].status, TrialStatus::kQueued);
  EXPECT_EQ(QueryInt(store.handle(), "SELECT count(*) FROM params"), 3 * 8);
  // The same config in another sweep is another trial.
  const int64_t other = store.UpsertSweep({"other", "o.toml", "", ""});
  EXPECT_EQ(store.AddTrials(other, {MakeTrial(0, "ni", 0, 0.5)}), 1);
}

TEST(StoreTrials, ParamsAreTypedForSql) {
  TempDir dir;
  Store store(dir / "db.sqlite");
  const int64_t sweep = store.UpsertSweep({"s", "s.toml", "", ""});
  store.AddTrials(sweep, {MakeTrial(0, "ni", 0, 0.25), MakeTrial(1, "ni", 0, 0.75),
                          MakeTrial(2, "ni", 0, 1.0)});
  sqlite3* db = store.handle();
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM params WHERE key = 'tau' AND value_real > 0.5"), 2);
  EXPECT_EQ(QueryText(db, "SELECT type FROM params WHERE key = 'tau' LIMIT 1"), "float");
  EXPECT_EQ(QueryText(db, "SELECT type || ':' || value_int FROM params WHERE key = 'seed' LIMIT 1"),
            "int:0");
  EXPECT_EQ(QueryText(db,
                      "SELECT type || ':' || value_int FROM params WHERE key = 'train.amp' "
                      "LIMIT 1"),
            "bool:0");
  EXPECT_EQ(QueryText(db,
                      "SELECT type || ':' || value_text FROM params WHERE key = 'n_f_list' "
                      "LIMIT 1"),
            "int_list:[2,3]");
  EXPECT_EQ(QueryText(db, "SELECT value_text FROM params WHERE key = 'model' LIMIT 1"), "ni");
  // trials_wide has a column per param.
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM trials_wide WHERE tau > 0.5"), 2);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM trials_wide WHERE \"task.n_vars\" = 3"), 3);
}

TEST(StoreTrials, UpsertSweepUpdatesItsSource) {
  TempDir dir;
  Store store(dir / "db.sqlite");
  const int64_t id = store.UpsertSweep({"s", "a.toml", "x = 1", "{\"slurm\": {}}"});
  EXPECT_EQ(store.UpsertSweep({"s", "b.toml", "x = 2", ""}), id);
  EXPECT_EQ(QueryText(store.handle(),
                      "SELECT file || '|' || source || '|' || extra_json FROM "
                      "sweeps"),
            "b.toml|x = 2|{}");
  EXPECT_EQ(store.FindSweep("s"), id);
  EXPECT_FALSE(store.FindSweep("nope"));
}

TEST(StoreClaim, ClaimsInIndexOrderUntilNothingIsLeft) {
  TempDir dir;
  Demo demo(dir / "db.sqlite");
  for (int64_t expected = 0; expected < 4; ++expected) {
    const auto claimed = demo.store.ClaimTrial(demo.sweep, "w1", 60.0);
    ASSERT_TRUE(claimed);
    EXPECT_EQ(claimed->index, expected);
    EXPECT_EQ(claimed->status, TrialStatus::kRunning);
    EXPECT_EQ(claimed->attempts, 1);
    demo.store.FinishTrial(claimed->id, TrialStatus::kDone);
  }
  EXPECT_FALSE(demo.store.ClaimTrial(demo.sweep, "w1", 60.0));
  EXPECT_EQ(QueryInt(demo.store.handle(),
                     "SELECT count(*) FROM trials WHERE status = 'done' AND worker = 'w1' AND "
                     "started_at <= ended_at AND heartbeat_at IS NOT NULL"),
            4);
}

TEST(StoreClaim, InterruptedTrialsRunAgainFailedOnesDoNot) {
  TempDir dir;
  Demo demo(dir / "db.sqlite");
  const auto first = demo.store.ClaimTrial(demo.sweep, "w1", 60.0);
  demo.store.FinishTrial(first->id, TrialStatus::kInterrupted);
  const auto second = demo.store.ClaimTrial(demo.sweep, "w2", 60.0);
  ASSERT_TRUE(second);
  EXPECT_EQ(second->id, first->id);
  EXPECT_EQ(second->attempts, 2);
  demo.store.FinishTrial(second->id, TrialStatus::kFailed, "nan loss at epoch 3");
  const auto failed = demo.store.Trial(first->id);
  EXPECT_EQ(failed->status, TrialStatus::kFailed);
  EXPECT_EQ(failed->error, "nan loss at epoch 3");
  EXPECT_NE(demo.store.ClaimTrial(demo.sweep, "w2", 60.0)->id, first->id);
}

TEST(StoreClaim, StaleHeartbeatLetsAnotherWorkerTakeOver) {
  TempDir dir;
  Store store(dir / "db.sqlite");
  const int64_t sweep = store.UpsertSweep({"s", "s.toml", "", ""});
  store.AddTrials(sweep, {MakeTrial(0, "ni", 0, 0.5)});
  const auto claimed = store.ClaimTrial(sweep, "w1", 60.0);
  ASSERT_TRUE(claimed);
  // Fresh heartbeat: nobody else may take it.
  EXPECT_FALSE(store.ClaimTrial(sweep, "w2", 60.0));
  // Its worker vanished ten minutes ago.
  ASSERT_EQ(sqlite3_exec(store.handle(),
                         "UPDATE trials SET heartbeat_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', "
                         "'-600 seconds')",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  EXPECT_FALSE(store.ClaimTrial(sweep, "w2", 3600.0));  // not stale for a patient caller
  const auto taken = store.ClaimTrial(sweep, "w2", 60.0);
  ASSERT_TRUE(taken);
  EXPECT_EQ(taken->id, claimed->id);
  EXPECT_EQ(taken->attempts, 2);
  EXPECT_EQ(QueryText(store.handle(), "SELECT worker FROM trials"), "w2");
  // A heartbeat keeps it: the takeover refreshed it, and Heartbeat does too.
  store.Heartbeat(taken->id);
  EXPECT_FALSE(store.ClaimTrial(sweep, "w3", 60.0));
}

TEST(StoreClaim, ClaimByHashTakesThatTrialOnce) {
  TempDir dir;
  Demo demo(dir / "db.sqlite");
  const std::string hash = MakeTrial(2, "vit", 0, 0.5).config_hash;
  const auto claimed = demo.store.ClaimTrialByHash(demo.sweep, hash, "w1", 60.0);
  ASSERT_TRUE(claimed);
  EXPECT_EQ(claimed->index, 2);
  EXPECT_EQ(claimed->model, "vit");
  EXPECT_FALSE(demo.store.ClaimTrialByHash(demo.sweep, hash, "w2", 60.0));
  EXPECT_FALSE(demo.store.ClaimTrialByHash(demo.sweep, "no-such-hash", "w2", 60.0));
}

TEST(StoreClaim, RequeueFailedPutsOnlyFailedTrialsBack) {
  TempDir dir;
  Demo demo(dir / "db.sqlite");
  std::vector<int64_t> failed;
  while (auto t = demo.store.ClaimTrial(demo.sweep, "w", 60.0)) {
    const bool fail = t->index % 2 == 1;
    demo.store.FinishTrial(t->id, fail ? TrialStatus::kFailed : TrialStatus::kDone,
                           fail ? "out of memory" : "");
    if (fail) failed.push_back(t->id);
  }
  const int64_t other = demo.store.UpsertSweep({"other", "o.toml", "", ""});
  demo.store.AddTrials(other, {MakeTrial(0, "ni", 9, 0.5)});
  demo.store.FinishTrial(demo.store.ClaimTrial(other, "w", 60.0)->id, TrialStatus::kFailed, "x");

  EXPECT_EQ(demo.store.RequeueFailed(demo.sweep), 2);
  EXPECT_EQ(demo.store.RequeueFailed(demo.sweep), 0);
  for (int64_t id : failed) {
    const auto t = demo.store.Trial(id);
    EXPECT_EQ(t->status, TrialStatus::kQueued);
    EXPECT_EQ(t->error, "");
    EXPECT_EQ(t->attempts, 1);
  }
  const auto again = demo.store.ClaimTrial(demo.sweep, "w", 60.0);
  ASSERT_TRUE(again);
  EXPECT_EQ(again->id, failed[0]);
  EXPECT_EQ(again->attempts, 2);
  EXPECT_EQ(demo.store.Trials(other)[0].status, TrialStatus::kFailed);  // other sweeps untouched
}

TEST(StoreTrials, FinishTrialRejectsNonFinalStatusAndUnknownTrial) {
  TempDir dir;
  Demo demo(dir / "db.sqlite");
  const auto claimed = demo.store.ClaimTrial(demo.sweep, "w1", 60.0);
  EXPECT_THROW(demo.store.FinishTrial(claimed->id, TrialStatus::kRunning), StoreError);
  EXPECT_THROW(demo.store.FinishTrial(9999, TrialStatus::kDone), StoreError);
  EXPECT_EQ(demo.store.Trial(claimed->id)->status, TrialStatus::kRunning);
  EXPECT_EQ(ParseTrialStatus("interrupted"), TrialStatus::kInterrupted);
  EXPECT_THROW(ParseTrialStatus("finished"), StoreError);
}

TEST(StoreTrials, FindTrialsMatchesDoneTrialsByParams) {
  TempDir dir;
  Store store(dir / "db.sqlite");
  const int64_t sweep = store.UpsertSweep({"pre", "pre.toml", "", ""});
  store.AddTrials(sweep, {MakeTrial(0, "ni", 0, 0.5), MakeTrial(1, "ni", 0, 1.0),
                          MakeTrial(2, "ni", 1, 0.5), MakeTrial(3, "vit", 0, 0.5)});
  while (auto t = store.ClaimTrial(sweep, "w", 60.0)) {
    store.FinishTrial(t->id, t->index == 2 ? TrialStatus::kFailed : TrialStatus::kDone);
  }
  const auto found =
      store.FindTrials("pre", {{"model", std::string("ni")}, {"tau", 0.5}, {"seed", int64_t{0}}});
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].index, 0);
  // Not done (trial 2 failed), and numbers compare by value (an int matches 1.0).
  EXPECT_TRUE(store.FindTrials("pre", {{"seed", int64_t{1}}}).empty());
  EXPECT_EQ(store.FindTrials("pre", {{"tau", int64_t{1}}}).size(), 1u);
  EXPECT_EQ(store.FindTrials("pre", {{"n_f_list", sdk::IntList{2, 3}}}).size(), 3u);
  EXPECT_EQ(store.FindTrials("pre", {{"train.amp", false}}).size(), 3u);
  EXPECT_TRUE(store.FindTrials("nope", {}).empty());
}

TEST(StoreMetrics, LogMetricsFillsHistoryFinalMetricsAndTrialsWide) {
  TempDir dir;
  Demo demo(dir / "db.sqlite");
  Store& store = demo.store;
  const auto t = store.ClaimTrial(demo.sweep, "w", 60.0);
  for (int64_t epoch = 0; epoch < 3; ++epoch) {
    store.LogMetrics(t->id, "train", epoch, 10 * (epoch + 1),
                     {{"train/loss", 1.0 / (epoch + 1)}, {"val/mean_r2", 0.1 * epoch}});
  }
  store.LogMetrics(t->id, "train", 2, 30, {{"val/mean_r2", 0.25}, {"val/acc", 0.9}}, true);
  sqlite3* db = store.handle();
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM metric_history"), 6);
  EXPECT_EQ(QueryText(db,
                      "SELECT sweep || '|' || model || '|' || seed || '|' || phase || '|' || "
                      "value FROM final_metrics WHERE metric = 'val/mean_r2'"),
            "demo|ni|0|train|0.25");
  EXPECT_EQ(QueryText(db,
                      "SELECT \"val/mean_r2\" || '|' || \"val/acc\" || '|' || phase || '|' "
                      "|| tau || '|' || \"train.lr\" FROM trials_wide WHERE trial_id = " +
                          std::to_string(t->id)),
            "0.25|0.9|train|0.5|0.001");
  // Trials without final metrics have NULLs there.
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM trials_wide WHERE \"val/mean_r2\" IS NULL"), 3);

  // A resumed trial logs epoch 2 again: replaced, not duplicated. NaN is stored as NULL.
  store.LogMetrics(t->id, "train", 2, 30, {{"train/loss", std::nan("")}});
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM metric_history"), 6);
  EXPECT_EQ(QueryText(db,
                      "SELECT value FROM metric_history WHERE epoch = 2 AND metric = "
                      "'train/loss'"),
            "NULL");

  // A later phase: trials_wide shows its final metrics, and a new metric name a new column.
  store.LogMetrics(t->id, "finetune", 0, 5, {{"val/mean_r2", 0.5}, {"val/r2_new", 0.7}}, true);
  EXPECT_EQ(QueryText(db,
                      "SELECT phase || '|' || \"val/mean_r2\" || '|' || \"val/r2_new\" || "
                      "'|' || coalesce(\"val/acc\", 'none') FROM trials_wide WHERE trial_id "
                      "= " +
                          std::to_string(t->id)),
            "finetune|0.5|0.7|none");
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM final_metrics"), 4);
}

TEST(StoreMetrics, DeleteMetricsAfterDropsLaterEpochsOfOnePhase) {
  TempDir dir;
  Demo demo(dir / "db.sqlite");
  const auto t = demo.store.ClaimTrial(demo.sweep, "w", 60.0);
  for (int64_t epoch = 0; epoch < 5; ++epoch) {
    demo.store.LogMetrics(t->id, "pretrain", epoch, epoch, {{"train/loss", 1.0}});
    demo.store.LogMetrics(t->id, "finetune", epoch, epoch, {{"train/loss", 1.0}});
  }
  demo.store.LogMetrics(t->id, "pretrain", 4, 4, {{"val/acc", 0.5}}, true);
  // The checkpoint of epoch 2 is the latest: epochs 3 and 4 will be logged again.
  demo.store.DeleteMetricsAfter(t->id, "pretrain", 2);
  sqlite3* db = demo.store.handle();
  EXPECT_EQ(QueryInt(db, "SELECT max(epoch) FROM metric_history WHERE phase = 'pretrain'"), 2);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM metric_history WHERE phase = 'finetune'"), 5);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM final_metrics"), 1);  // final values stay
}

TEST(StoreMetrics, TrialsWideCatchesUpWithRowsWrittenByOtherTools) {
  TempDir dir;
  const std::string path = dir / "db.sqlite";
  int64_t trial_id = 0;
  {
    Demo demo(path);
    trial_id = demo.store.ClaimTrial(demo.sweep, "w", 60.0)->id;
    // Another tool (the sqlite3 shell, a merge) adds a final metric nilab has not seen.
    ASSERT_EQ(sqlite3_exec(demo.store.handle(),
                           ("INSERT INTO metrics (trial_id, phase, epoch, step, name, value, "
                            "is_final) VALUES (" +
                            std::to_string(trial_id) + ", 'train', 0, 0, 'test/acc', 0.5, 1)")
                               .c_str(),
                           nullptr, nullptr, nullptr),
              SQLITE_OK);
    EXPECT_NE(QueryText(demo.store.handle(), "SELECT \"test/acc\" FROM trials_wide"), "0.5");
  }
  Store store(path);  // opening for writing brings the view up to date
  EXPECT_EQ(QueryText(store.handle(), "SELECT \"test/acc\" FROM trials_wide WHERE trial_id = " +
                                          std::to_string(trial_id)),
            "0.5");
}

TEST(StoreMetrics, PhasesAndArtifacts) {
  TempDir dir;
  Demo demo(dir / "db.sqlite");
  const auto t = demo.store.ClaimTrial(demo.sweep, "w", 60.0);
  EXPECT_FALSE(demo.store.Phase(t->id, "pretrain"));
  demo.store.SetPhase(t->id, "pretrain", "running", 0);
  demo.store.SetPhase(t->id, "pretrain", "running", 3);
  EXPECT_EQ(demo.store.Phase(t->id, "pretrain"),
            std::make_pair(std::string("running"), int64_t{3}));
  EXPECT_EQ(QueryText(demo.store.handle(), "SELECT ended_at FROM phases"), "NULL");
  demo.store.SetPhase(t->id, "pretrain", "done", 5);
  EXPECT_EQ(demo.store.Phase(t->id, "pretrain")->first, "done");
  EXPECT_NE(QueryText(demo.store.handle(), "SELECT ended_at FROM phases"), "NULL");
  EXPECT_THROW(demo.store.SetPhase(t->id, "pretrain", "finished", 5), StoreError);
  // A trial that stops mid-phase leaves that phase with its own status, done ones untouched.
  demo.store.SetPhase(t->id, "finetune", "running", 2);
  demo.store.FinishTrial(*t, TrialStatus::kFailed, "loss is nan");
  EXPECT_EQ(demo.store.Phase(t->id, "finetune"), std::make_pair(std::string("failed"), int64_t{2}));
  EXPECT_EQ(demo.store.Phase(t->id, "pretrain")->first, "done");

  EXPECT_FALSE(demo.store.LatestArtifact(t->id, "pretrain", "checkpoint"));
  demo.store.AddArtifact({0, t->id, "pretrain", 1, "checkpoint", "ckpt/1.pt", "aa", 100});
  demo.store.AddArtifact({0, t->id, "pretrain", 2, "checkpoint", "ckpt/2.pt", "bb", 200});
  demo.store.AddArtifact({0, t->id, "pretrain", 2, "final", "ckpt/final.pt", "cc", 300});
  const auto latest = demo.store.LatestArtifact(t->id, "pretrain", "checkpoint");
  ASSERT_TRUE(latest);
  EXPECT_EQ(latest->epoch, 2);
  EXPECT_EQ(latest->path, "ckpt/2.pt");
  EXPECT_EQ(latest->sha256, "bb");
  EXPECT_EQ(latest->bytes, 200);
}

TEST(StoreProvenance, RecordedAsColumnsAndJson) {
  TempDir dir;
  Demo demo(dir / "db.sqlite");
  const auto t = demo.store.ClaimTrial(demo.sweep, "w", 60.0);
  Provenance p;
  p.host = "node1";
  p.git_commit = "abc123";
  p.git_dirty = true;
  p.nilab_version = "0.1.0";
  p.torch_version = "1.13.1";
  p.sdk_abi = 3;
  p.device = "cpu";
  p.threads = 2;
  p.num_params = 1000;
  p.model_params = 800;
  p.command_line = "nilab run";
  p.extra_json = "{\"blas\": \"openblas\"}";
  demo.store.RecordProvenance(t->id, p);
  EXPECT_EQ(QueryText(demo.store.handle(),
                      "SELECT host || git_commit || git_dirty || nilab_version || torch_version || "
                      "sdk_abi || device || threads || num_params || model_params || command_line "
                      "|| json_extract(provenance_json, '$.blas') FROM trials WHERE id = " +
                          std::to_string(t->id)),
            "node1abc12310.1.01.13.13cpu21000800nilab runopenblas");
  p.extra_json = "not json";
  EXPECT_THROW(demo.store.RecordProvenance(t->id, p), StoreError);
}

TEST(StoreResults, LoadResultsReadsParamsAndLastPhaseMetrics) {
  TempDir dir;
  Demo demo(dir / "db.sqlite");
  const auto t = demo.store.ClaimTrial(demo.sweep, "w", 60.0);
  demo.store.LogMetrics(t->id, "pretrain", 0, 1, {{"val/acc", 0.5}}, true);
  demo.store.LogMetrics(t->id, "finetune", 0, 1, {{"val/acc", 0.75}}, true);
  demo.store.FinishTrial(t->id, TrialStatus::kDone);
  std::vector<TrialResult> results = LoadResults(demo.store, {"demo", "", true, true});
  ASSERT_EQ(results.size(), 4u);
  EXPECT_EQ(results[0].id, t->id);
  EXPECT_EQ(results[0].status, TrialStatus::kDone);
  EXPECT_EQ(results[0].phase, "finetune");
  EXPECT_EQ(results[0].metrics.at("val/acc"), 0.75);
  EXPECT_FALSE(std::isnan(results[0].ended_unix - results[0].started_unix));
  ASSERT_TRUE(results[0].Param("tau"));
  EXPECT_EQ(std::get<double>(*results[0].Param("tau")), 0.5);
  EXPECT_EQ(std::get<sdk::IntList>(*results[0].Param("n_f_list")), (sdk::IntList{2, 3}));
  EXPECT_EQ(std::get<bool>(*results[0].Param("train.amp")), false);
  EXPECT_TRUE(results[1].metrics.empty());
  results = LoadResults(demo.store, {"demo", "pretrain", true, true});
  EXPECT_EQ(results[0].metrics.at("val/acc"), 0.5);
  EXPECT_EQ(FinalPhases(demo.store, "demo"), (std::vector<std::string>{"pretrain", "finetune"}));
  EXPECT_EQ(LatestSweep(demo.store), "demo");
  try {
    LoadResults(demo.store, {"demo2", "", true, true});
    FAIL() << "expected an error";
  } catch (const StoreError& e) {
    EXPECT_EQ(std::string(e.what()), dir / "db.sqlite" + ": no sweep named 'demo2' (sweeps: demo)");
  }
}

// A task's floor/<metric> provenance reaches the trial's floors; what is not a number is left out.
TEST(StoreResults, LoadResultsReadsTheTasksFloors) {
  TempDir dir;
  Demo demo(dir / "db.sqlite");
  const auto t = demo.store.ClaimTrial(demo.sweep, "w", 60.0);
  Provenance p;
  p.extra_json =
      R"({"blas": "openblas", "task": {"floor/test/acc": "0.271", "floor/val/acc": "n/a",
          "split/test": "the first 2500", "pgm.context_blind.test.most": "0.2710"}})";
  demo.store.RecordProvenance(t->id, p);
  demo.store.FinishTrial(t->id, TrialStatus::kDone);
  const std::vector<TrialResult> results = LoadResults(demo.store, {"demo", "", true, true});
  ASSERT_FALSE(results.empty());
  EXPECT_EQ(results[0].floors, (std::map<std::string, double>{{"test/acc", 0.271}}));
  // A trial that never ran has none.
  EXPECT_TRUE(results[1].floors.empty());
}

TEST(StoreErrors, DiskFullIsOneLineNamingTheFile) {
  TempDir dir;
  const std::string path = dir / "db.sqlite";
  Demo demo(path);
  const auto t = demo.store.ClaimTrial(demo.sweep, "w", 60.0);
  // No more pages than there are now: the next growth is "disk full".
  const int64_t pages = QueryInt(demo.store.handle(), "PRAGMA page_count");
  QueryText(demo.store.handle(), "PRAGMA max_page_count = " + std::to_string(pages));
  std::map<std::string, double> values;
  for (int i = 0; i < 200; ++i) values["val/metric_with_a_long_name_" + std::to_string(i)] = i;
  try {
    for (int64_t epoch = 0; epoch < 100; ++epoch)
      demo.store.LogMetrics(t->id, "train", epoch, 0, values);
    FAIL() << "expected a full database";
  } catch (const StoreError& e) {
    const std::string what = e.what();
    EXPECT_EQ(what.rfind(path + ": database or disk is full", 0), 0u) << what;
    EXPECT_EQ(what.find('\n'), std::string::npos);
  }
  // What was committed before is still there, and the store still works.
  EXPECT_EQ(demo.store.Trial(t->id)->status, TrialStatus::kRunning);
}

TEST(StoreErrors, BadFilesAreRefusedWithTheirName) {
  TempDir dir;
  try {
    Store store(dir / "missing.sqlite", /*read_only=*/true);
    FAIL();
  } catch (const StoreError& e) {
    EXPECT_NE(std::string(e.what()).find(dir / "missing.sqlite" + ": no such database"),
              std::string::npos);
  }
  EXPECT_FALSE(std::filesystem::exists(dir / "missing.sqlite"));

  std::ofstream(dir / "text.sqlite") << "this is not a database, just some text that is long "
                                        "enough to be read as a header................";
  try {
    Store store(dir / "text.sqlite");
    FAIL();
  } catch (const StoreError& e) {
    EXPECT_EQ(std::string(e.what()), dir / "text.sqlite" + ": file is not a database");
  }

  {  // Some other application's database.
    sqlite3* db = nullptr;
    sqlite3_open((dir / "other.sqlite").c_str(), &db);
    sqlite3_exec(db, "CREATE TABLE users (id INTEGER)", nullptr, nullptr, nullptr);
    sqlite3_close(db);
  }
  EXPECT_THROW(Store(dir / "other.sqlite"), StoreError);

  {  // A database from a newer nilab.
    Store store(dir / "newer.sqlite");
    sqlite3_exec(store.handle(), "PRAGMA user_version = 99", nullptr, nullptr, nullptr);
  }
  try {
    Store store(dir / "newer.sqlite");
    FAIL();
  } catch (const StoreError& e) {
    EXPECT_NE(std::string(e.what()).find("schema version 99 is newer"), std::string::npos);
  }
  // Reading it is still allowed.
  Store reader(dir / "newer.sqlite", /*read_only=*/true);

  // A directory that cannot be created.
  std::ofstream(dir / "file") << "x";
  EXPECT_THROW(Store(dir / "file/sub/db.sqlite"), StoreError);
}

// ---- Crash-proofing (issue 21) ----

TEST(StoreIdentity, EveryDatabaseHasItsOwnLastingId) {
  TempDir dir;
  std::string id;
  {
    Store store(dir / "a.sqlite");
    id = store.Id();
    EXPECT_EQ(id.size(), 32u) << id;
    EXPECT_EQ(id.find_first_not_of("0123456789abcdef"), std::string::npos) << id;
  }
  EXPECT_EQ(Store(dir / "a.sqlite").Id(), id);  // reopened: the same
  EXPECT_NE(Store(dir / "b.sqlite").Id(), id);  // another file beside it: another
}

TEST(StoreFencing, AWorkerWhoseTrialWasTakenOverCannotWriteIt) {
  TempDir dir;
  Demo demo(dir / "db.sqlite");
  Store& store = demo.store;
  const auto first = store.ClaimTrial(demo.sweep, "w1", 60.0);
  ASSERT_TRUE(first);
  store.HoldClaim(*first);
  // While its claim holds, the worker writes.
  store.SetPhase(first->id, "train", "running", 0);
  store.LogMetrics(first->id, "train", 1, 10, {{"val/r2", 0.5}});
  store.ReplaceArtifact({0, first->id, "train", 1, "checkpoint", "c1.pt", "aa", 1});
  // Its heartbeat goes stale and another worker takes the trial over.
  ASSERT_EQ(sqlite3_exec(store.handle(),
                         "UPDATE trials SET heartbeat_at = "
                         "strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-600 seconds')",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  Store other(dir / "db.sqlite");
  const auto second = other.ClaimTrial(demo.sweep, "w2", 60.0);
  ASSERT_TRUE(second);
  ASSERT_EQ(second->id, first->id);
  // Every write of the displaced worker is refused and changes nothing.
  EXPECT_THROW(store.LogMetrics(first->id, "train", 2, 20, {{"val/r2", 0.9}}), TrialTakenOver);
  EXPECT_THROW(store.SetPhase(first->id, "train", "done", 2), TrialTakenOver);
  EXPECT_THROW(store.DeleteMetricsAfter(first->id, "train", 0), TrialTakenOver);
  EXPECT_THROW(store.AddArtifact({0, first->id, "train", 2, "final", "f.pt", "bb", 1}),
               TrialTakenOver);
  EXPECT_THROW(store.ReplaceArtifact({0, first->id, "train", 2, "checkpoint", "c2.pt", "cc", 1}),
               TrialTakenOver);
  EXPECT_THROW(store.RecordProvenance(first->id, Provenance{}), TrialTakenOver);
  EXPECT_EQ(QueryInt(store.handle(), "SELECT count(*) FROM metrics"), 1);
  EXPECT_EQ(QueryText(store.handle(), "SELECT status FROM phases"), "running");
  EXPECT_EQ(QueryText(store.handle(), "SELECT group_concat(path) FROM artifacts"), "c1.pt");
  // The new owner writes (its connection holds no claim of the old one).
  other.HoldClaim(*second);
  other.LogMetrics(second->id, "train", 1, 10, {{"val/r2", 0.6}});
  EXPECT_EQ(QueryText(store.handle(), "SELECT value FROM metrics"), "0.6");
  // Released, the old connection writes unfenced again (as tests and tools do).
  store.ReleaseClaim(first->id);
  store.LogMetrics(first->id, "train", 2, 20, {{"val/r2", 0.7}});
}

TEST(StoreArtifacts, ReplacingKeepsOneRowPerKindAndNamesTheFilesToRetire) {
  TempDir dir;
  Demo demo(dir / "db.sqlite");
  const auto t = demo.store.ClaimTrial(demo.sweep, "w", 60.0);
  EXPECT_TRUE(
      demo.store.ReplaceArtifact({0, t->id, "train", 1, "checkpoint", "e1.pt", "a", 1}).empty());
  demo.store.ReplaceArtifact({0, t->id, "train", 1, "final", "f.pt", "f", 1});
  EXPECT_EQ(demo.store.ReplaceArtifact({0, t->id, "train", 2, "checkpoint", "e2.pt", "b", 1}),
            std::vector<std::string>{"e1.pt"});
  // The same path again (a file rewritten in place) is not retired.
  EXPECT_TRUE(
      demo.store.ReplaceArtifact({0, t->id, "train", 2, "checkpoint", "e2.pt", "c", 1}).empty());
  const auto rows = demo.store.Artifacts(t->id, "train", "checkpoint");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].sha256, "c");
  EXPECT_EQ(demo.store.Artifacts(t->id, "train", "final").size(), 1u);
}

}  // namespace
}  // namespace nilab::host::store
