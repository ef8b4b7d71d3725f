// nilab run --jobs N: every trial exactly once with many writers, a killed worker, Ctrl-C,
// --max-failures, --devices without CUDA; and the claim ownership check of the store.
#include <gtest/gtest.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <torch/cuda.h>

#include <chrono>
#include <filesystem>
#include <regex>
#include <set>
#include <thread>

#include "host/store/store.h"
#include "tests/host/sweep_fixture.h"
#include "tests/host/test_util.h"
#include "tests/scale/scale_util.h"

namespace nilab::testing {
namespace {

// 16 short trials: 2 model sizes x 8 seeds.
std::string ManySweep() {
  return ToySweep("toy_many")
      .Seeds("[0, 1, 2, 3, 4, 5, 6, 7]")
      .TaskParams("n_train = 128, n_val = 32")
      .Train(2, 32)
      .ModelLine("grid = { dim = [8, 16] }")
      .Toml();
}

TEST(ScaleJobs, EightWorkersRunEveryTrialExactlyOnce) {
  TempDir dir;
  WriteFile(dir.File("many.toml"), ManySweep());
  const std::string db = dir.File("r/db.sqlite");
  auto result =
      Sh(NilabCommand("run " + dir.File("many.toml") + " --db " + db + " --jobs 8 --threads 8"));
  ASSERT_EQ(result.exit_code, 0) << result.out;
  EXPECT_EQ(result.out.find("database is locked"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("with 8 workers x 1 threads"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("16/16 done, 0 failed"), std::string::npos) << result.out;
  // Every trial claimed once, done, with both epochs logged once.
  EXPECT_EQ(Column(db, "SELECT status || ' ' || attempts FROM trials GROUP BY 1"),
            (std::vector<std::string>{"done 1"}));
  EXPECT_EQ(Value(db, "SELECT count(*) FROM trials"), "16");
  EXPECT_EQ(Value(db,
                  "SELECT count(*) FROM metrics WHERE name = 'val/r2' AND is_final = 0 "
                  "GROUP BY trial_id HAVING count(*) != 2"),
            "");
  // The trials ran in the workers (one torch thread each), not in `nilab run` itself.
  EXPECT_EQ(Column(db, "SELECT DISTINCT threads FROM trials"), (std::vector<std::string>{"1"}));
  const auto workers = Column(db, "SELECT DISTINCT worker FROM trials");
  EXPECT_GE(workers.size(), 1u);
  EXPECT_LE(workers.size(), 8u);
  // Worker output comes prefixed with the worker's number (which workers get trials is a race:
  // a fast worker may claim them all).
  EXPECT_TRUE(std::regex_search(result.out, std::regex("(^|\\n)w[1-8]\\| "))) << result.out;
  // Provenance records the user's command, not the worker's.
  EXPECT_EQ(Value(db, "SELECT DISTINCT substr(command_line, 1, 10) FROM trials"), "nilab run ");
}

// Trials long enough (~0.1 s per epoch, 40 epochs) to be caught running.
std::string LongSweep() {
  return ToySweep("toy_long")
      .Seeds("[0, 1, 2]")
      .TaskParams("n_train = 1024, n_val = 64")
      .Train(40, 16)
      .ModelLine("params = { dim = 32, hidden = 64 }")
      .Toml();
}

// Waits until some trial runs and has an epoch checkpoint; returns its "id worker", "" if the
// run ended first.
std::string WaitForRunningTrial(const std::string& db, pid_t parent) {
  for (int i = 0; i < 1200; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    if (waitpid(parent, nullptr, WNOHANG) == parent) return "";
    if (!std::filesystem::exists(db)) continue;
    try {
      auto row = Value(db,
                       "SELECT t.id || ' ' || t.worker FROM trials t WHERE t.status = 'running' "
                       "AND EXISTS (SELECT 1 FROM artifacts a WHERE a.trial_id = t.id) "
                       "ORDER BY t.id LIMIT 1");
      if (!row.empty()) return row;
    } catch (const std::exception&) {
      // The file exists but its schema is not there yet.
    }
  }
  return "";
}

TEST(ScaleJobs, AKilledWorkersTrialResumesInANewWorkerAndEveryTrialFinishes) {
  TempDir dir;
  WriteFile(dir.File("long.toml"), LongSweep());
  const std::string db = dir.File("r/db.sqlite");
  const pid_t parent = SpawnNilab(
      {"run", dir.File("long.toml"), "--db", db, "--jobs", "2", "--threads", "2", "--quiet"},
      dir.File("run.log"));
  const std::string running = WaitForRunningTrial(db, parent);
  ASSERT_FALSE(running.empty()) << ReadFile(dir.File("run.log"));
  const std::string trial_id = running.substr(0, running.find(' '));
  const pid_t worker = std::stoi(running.substr(running.rfind(':') + 1));
  ASSERT_EQ(kill(worker, SIGKILL), 0);
  const int code = WaitExit(parent);
  const std::string log = ReadFile(dir.File("run.log"));
  EXPECT_EQ(code, 0) << log;
  EXPECT_NE(log.find("exited with signal 9"), std::string::npos) << log;
  EXPECT_NE(log.find("recorded as interrupted, resuming from its last checkpoint"),
            std::string::npos)
      << log;
  EXPECT_EQ(Value(db, "SELECT status || ' ' || attempts FROM trials WHERE id = " + trial_id),
            "done 2");
  EXPECT_EQ(Value(db, "SELECT count(*) FROM trials WHERE status = 'done'"), "3") << log;
  // Every one of its 40 epochs is recorded.
  EXPECT_EQ(Value(db, "SELECT count(DISTINCT epoch) FROM metrics WHERE trial_id = " + trial_id +
                          " AND is_final = 0"),
            "40");
}

TEST(ScaleJobs, CtrlCInterruptsEveryWorkerAndTheNextRunFinishes) {
  TempDir dir;
  WriteFile(dir.File("long.toml"), LongSweep());
  const std::string db = dir.File("r/db.sqlite");
  const std::vector<std::string> args = {"run", dir.File("long.toml"), "--db", db,       "--jobs",
                                         "2",   "--threads",           "2",    "--quiet"};
  const pid_t parent = SpawnNilab(args, dir.File("run.log"));
  ASSERT_FALSE(WaitForRunningTrial(db, parent).empty()) << ReadFile(dir.File("run.log"));
  kill(parent, SIGINT);  // what the terminal's Ctrl-C does: the workers hear it from the parent
  EXPECT_EQ(WaitExit(parent), 130) << ReadFile(dir.File("run.log"));
  EXPECT_EQ(Value(db, "SELECT count(*) FROM trials WHERE status = 'running'"), "0");
  EXPECT_NE(Value(db, "SELECT count(*) FROM trials WHERE status = 'interrupted'"), "0");
  EXPECT_EQ(Value(db, "SELECT count(*) FROM trials WHERE status = 'failed'"), "0");

  const pid_t again = SpawnNilab(args, dir.File("again.log"));
  ASSERT_EQ(WaitExit(again), 0) << ReadFile(dir.File("again.log"));
  EXPECT_EQ(Value(db, "SELECT count(*) FROM trials WHERE status = 'done'"), "3");
  // Resumed, not restarted: every epoch logged exactly once.
  EXPECT_EQ(Value(db,
                  "SELECT count(*) FROM metrics WHERE name = 'val/r2' AND is_final = 0 "
                  "GROUP BY trial_id HAVING count(*) != 40"),
            "");
}

TEST(ScaleJobs, WorkersOfAKilledRunStopAndLeaveTheirTrialsInterrupted) {
  TempDir dir;
  WriteFile(dir.File("long.toml"), LongSweep());
  const std::string db = dir.File("r/db.sqlite");
  const pid_t parent = SpawnNilab(
      {"run", dir.File("long.toml"), "--db", db, "--jobs", "2", "--threads", "2", "--quiet"},
      dir.File("run.log"));
  ASSERT_FALSE(WaitForRunningTrial(db, parent).empty()) << ReadFile(dir.File("run.log"));
  kill(parent, SIGKILL);  // e.g. the terminal closed, or the OOM killer chose it
  EXPECT_EQ(WaitExit(parent), 128 + SIGKILL);
  // Its workers notice (SIGTERM from the kernel when their parent dies) and stop at the next
  // batch, recording their trials as interrupted.
  std::string running = "?";
  for (int i = 0; i < 600 && running != "0"; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    running = Value(db, "SELECT count(*) FROM trials WHERE status = 'running'");
  }
  EXPECT_EQ(running, "0");
  EXPECT_NE(Value(db, "SELECT count(*) FROM trials WHERE status = 'interrupted'"), "0");
  EXPECT_EQ(Value(db, "SELECT count(*) FROM trials WHERE status = 'done'"), "0");
}

TEST(ScaleJobs, MaxFailuresStopsTheWorkers) {
  TempDir dir;
  // Indices 0-5 fail at once; 6-11 are long.
  WriteFile(dir.File("fail.toml"), ToySweep("toy_fail")
                                       .Seeds("[0, 1, 2, 3, 4, 5]")
                                       .TaskParams("n_train = 1024, n_val = 64")
                                       .TaskLine("grid = { fail_at_phase = [\"train\", \"\"] }")
                                       .Train(40, 16)
                                       .Toml());
  const std::string db = dir.File("r/db.sqlite");
  auto result = Sh(NilabCommand("run " + dir.File("fail.toml") + " --db " + db +
                                " --jobs 2 --threads 2 --quiet --max-failures 2"));
  EXPECT_EQ(result.exit_code, 1) << result.out;
  EXPECT_NE(result.out.find("failed trials (--max-failures)"), std::string::npos) << result.out;
  EXPECT_GE(std::stoi(Value(db, "SELECT count(*) FROM trials WHERE status = 'failed'")), 2);
  // Stopped: the long trials did not all run, and none is left running.
  EXPECT_LT(std::stoi(Value(db, "SELECT count(*) FROM trials WHERE status = 'done'")), 6);
  EXPECT_EQ(Value(db, "SELECT count(*) FROM trials WHERE status = 'running'"), "0");
}

TEST(ScaleJobs, DevicesWithoutCudaFailWithAClearMessage) {
  if (torch::cuda::is_available()) GTEST_SKIP() << "CUDA is available here";
  TempDir dir;
  WriteFile(dir.File("many.toml"), ManySweep());
  auto result = Sh(NilabCommand("run " + dir.File("many.toml") + " --db " + dir.File("db.sqlite") +
                                " --devices 0,1"));
  EXPECT_EQ(result.exit_code, 2) << result.out;
  EXPECT_NE(result.out.find("--devices: CUDA is not available"), std::string::npos) << result.out;
  EXPECT_FALSE(std::filesystem::exists(dir.File("db.sqlite")));
  auto bad = Sh(NilabCommand("run " + dir.File("many.toml") + " --devices 0,x"));
  EXPECT_EQ(bad.exit_code, 2) << bad.out;
  EXPECT_NE(bad.out.find("--devices 0,x: expected CUDA device numbers"), std::string::npos)
      << bad.out;
}

// ---- Ownership: a worker that was taken over does not overwrite the new owner ----

TEST(ScaleOwnership, ATakenOverWorkerCannotFinishOrHeartbeatTheTrial) {
  namespace store = host::store;
  TempDir dir;
  store::Store db(dir.File("db.sqlite"));
  const int64_t sweep = db.UpsertSweep({"s", "s.toml", "", ""});
  store::TrialRecord trial;
  trial.config_hash = "h0";
  trial.config_json = "{}";
  trial.task = "t";
  trial.model = "m";
  db.AddTrials(sweep, {trial});
  const auto first = db.ClaimTrial(sweep, "host:1", 60.0);
  ASSERT_TRUE(first);
  db.Heartbeat(*first);  // its own claim: fine
  // Its heartbeat goes stale; another worker takes the trial over.
  ASSERT_EQ(sqlite3_exec(db.handle(),
                         "UPDATE trials SET heartbeat_at = "
                         "strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-600 seconds')",
                         nullptr, nullptr, nullptr),
            SQLITE_OK);
  const auto second = db.ClaimTrial(sweep, "host:2", 60.0);
  ASSERT_TRUE(second);
  ASSERT_EQ(second->attempts, 2);
  // The first worker wakes up: its heartbeat and its result are refused.
  EXPECT_THROW(db.Heartbeat(*first), store::TrialTakenOver);
  EXPECT_FALSE(db.FinishTrial(*first, store::TrialStatus::kFailed, "late"));
  auto row = db.Trial(first->id);
  EXPECT_EQ(row->status, store::TrialStatus::kRunning);
  EXPECT_EQ(row->worker, "host:2");
  EXPECT_EQ(row->error, "");
  // The same worker name with an older attempt number is not the owner either.
  store::TrialRow same_worker_old_attempt = *second;
  same_worker_old_attempt.attempts = 1;
  EXPECT_FALSE(db.FinishTrial(same_worker_old_attempt, store::TrialStatus::kDone));
  // The new owner finishes it; after that nobody's claim holds.
  db.Heartbeat(*second);
  EXPECT_TRUE(db.FinishTrial(*second, store::TrialStatus::kDone));
  EXPECT_EQ(db.Trial(first->id)->status, store::TrialStatus::kDone);
  EXPECT_FALSE(db.FinishTrial(*second, store::TrialStatus::kFailed, "twice"));
  EXPECT_THROW(db.Heartbeat(*second), store::TrialTakenOver);
  EXPECT_EQ(db.Trial(first->id)->status, store::TrialStatus::kDone);
}

}  // namespace
}  // namespace nilab::testing
