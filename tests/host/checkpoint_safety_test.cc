// Crash-proof results (issue 21), one regression test per defect: checkpoints that never
// strand a trial, checkpoint folders that belong to one database, durable and private writes,
// and trials that run in one process at a time.
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <cstdint>
#include <cstdlib>

#include <cerrno>
#include <chrono>
#include <filesystem>
#include <map>
#include <thread>
#include <tuple>

#include "host/analysis/status.h"
#include "host/platform/sha256.h"
#include "host/runner/atomic_file.h"
#include "host/runner/checkpoint.h"
#include "host/runner/heartbeat_timer.h"
#include "host/runner/sweep_runner.h"
#include "host/store/artifact_file.h"
#include "host/store/fault_hook.h"
#include "host/store/results.h"
#include "host/store/store.h"
#include "tests/host/sweep_fixture.h"
#include "tests/host/test_util.h"
#include "tests/host/toy_run_options.h"

namespace nilab::host {
namespace {

namespace fs = std::filesystem;
using testing::TempDir;

std::string TwoPhases() {
  return testing::ToySweep("toy_safety")
      .Seeds("[0, 1]")
      .Phase("pretrain")
      .Phase("finetune", "from = \"pretrain\"\ntask = { target = \"max\" }")
      .Toml();
}

void Exec(const std::string& db_path, const std::string& sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(db_path.c_str(), &db), SQLITE_OK);
  char* error = nullptr;
  EXPECT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error), SQLITE_OK)
      << (error ? error : "");
  sqlite3_free(error);
  sqlite3_close(db);
}

std::vector<std::string> FinalMetrics(const std::string& db) {
  return testing::QueryRows(
      db,
      "SELECT trial_id || ' ' || phase || ' ' || name || ' ' || printf('%.17g', value) "
      "FROM metrics WHERE is_final = 1 ORDER BY trial_id, phase, name");
}

// The artifact path `recorded` in the database at `db`, as a file to open from here.
std::string Resolved(const std::string& db, const std::string& recorded) {
  return store::ResolvedPath(recorded, db);
}

// ---- Defect 1: a checkpoint that does not match its row never strands a trial ----

// The state a kill between the rename of a new epoch checkpoint and the commit of its row left
// (before the fix, `train.last.pt` was renamed over the file the row described): the phase's
// recorded checkpoint no longer matches its sha256. The next run must finish the trial anyway,
// with the results of an uninterrupted run.
TEST(CheckpointSafety, ACheckpointThatDoesNotMatchItsRowIsNeverFatal) {
  TempDir dir;
  testing::WriteFile(dir.File("s.toml"), TwoPhases());
  const auto options = testing::ToyRunOptions(dir, dir.File("s.toml"));
  ASSERT_EQ(RunSweep(options), 0);
  const auto want = FinalMetrics(options.db);
  // Trial 1: its pretrain phase stopped after epoch 1 with a checkpoint whose bytes changed.
  const auto checkpoint =
      testing::QueryRows(options.db,
                         "SELECT path FROM artifacts WHERE trial_id = 1 AND phase = 'pretrain' "
                         "AND kind = 'checkpoint'");
  ASSERT_EQ(checkpoint.size(), 1u);
  testing::WriteFile(Resolved(options.db, checkpoint[0]), "not the bytes the row recorded");
  Exec(options.db,
       "UPDATE trials SET status = 'interrupted' WHERE id = 1;"
       "UPDATE phases SET status = 'interrupted', epochs_done = 1 WHERE trial_id = 1 AND "
       "name = 'pretrain';"
       "DELETE FROM phases WHERE trial_id = 1 AND name = 'finetune';"
       "DELETE FROM artifacts WHERE trial_id = 1 AND kind != 'checkpoint';"
       "DELETE FROM artifacts WHERE trial_id = 1 AND phase = 'finetune';"
       "DELETE FROM metrics WHERE trial_id = 1 AND (epoch > 1 OR is_final = 1 OR "
       "phase = 'finetune');");
  ASSERT_EQ(RunSweep(options), 0);
  EXPECT_EQ(testing::QueryRows(options.db, "SELECT status FROM trials"),
            (std::vector<std::string>{"done", "done"}));
  EXPECT_EQ(FinalMetrics(options.db), want);
  // And --retry-failed never meets it either: nothing failed.
  EXPECT_EQ(testing::QueryRows(options.db, "SELECT count(*) FROM trials WHERE error IS NOT NULL"),
            std::vector<std::string>{"0"});
}

// A done phase whose final checkpoint was lost (the next phase starts from it) runs again from
// its last checkpoint instead of failing the trial on every later run.
TEST(CheckpointSafety, ALostFinalCheckpointOfADonePhaseIsMadeAgain) {
  TempDir dir;
  testing::WriteFile(dir.File("s.toml"), TwoPhases());
  const auto options = testing::ToyRunOptions(dir, dir.File("s.toml"));
  ASSERT_EQ(RunSweep(options), 0);
  const auto want = FinalMetrics(options.db);
  const auto final_path =
      testing::QueryRows(options.db,
                         "SELECT path FROM artifacts WHERE trial_id = 2 AND phase = "
                         "'pretrain' AND kind = 'final'");
  ASSERT_EQ(final_path.size(), 1u);
  fs::remove(Resolved(options.db, final_path[0]));
  Exec(options.db,
       "UPDATE trials SET status = 'interrupted' WHERE id = 2;"
       "DELETE FROM phases WHERE trial_id = 2 AND name = 'finetune';"
       "DELETE FROM artifacts WHERE trial_id = 2 AND phase = 'finetune';"
       "DELETE FROM metrics WHERE trial_id = 2 AND phase = 'finetune';");
  ASSERT_EQ(RunSweep(options), 0);
  EXPECT_EQ(testing::QueryRows(options.db, "SELECT status FROM trials"),
            (std::vector<std::string>{"done", "done"}));
  EXPECT_EQ(FinalMetrics(options.db), want);
  for (const auto& row :
       testing::QueryRows(options.db, "SELECT path || '|' || sha256 FROM artifacts")) {
    const auto bar = row.find('|');
    EXPECT_EQ(Sha256File(Resolved(options.db, row.substr(0, bar))), row.substr(bar + 1)) << row;
  }
}

// One phase of 3 epochs on the toy plugins, and `nilab run` of it (as s.toml) in `dir`.
std::string OnePhase() { return testing::ToySweep("toy_full").Train(3, 32).Toml(); }
testing::CommandResult RunOnePhase(const TempDir& dir, const std::string& env,
                                   const std::string& args) {
  return testing::Run("cd " + dir.path() + " && " + env + " " + testing::NilabBinary() +
                      " run s.toml --db results/nilab.sqlite --plugin-path " +
                      testing::ToyPluginDir() + " --threads 1 --quiet " + args);
}

// A full disk while a checkpoint, then a routing trace, is written (the issue: the trial was
// marked failed and the loop went on, so every later trial trained an epoch and failed too). Now
// the trial goes back to the queue (interrupted), the run stops (exit 75) with one line naming
// the file and the space left there, no temporary file stays, and the next `nilab run`, started
// from another directory, continues from the checkpoint before to the results of a run that
// never failed.
TEST(CheckpointSafety, AFullDiskStopsTheRunAndTheNextRunContinues) {
  TempDir reference;
  testing::WriteFile(reference.File("s.toml"), OnePhase());
  ASSERT_EQ(RunOnePhase(reference, "", "").exit_code, 0);
  // Writes of a run: train.last e1, e2, e3, the routing trace, train.final.
  for (const auto& [injected, file, resumed] :
       {std::tuple<std::string, std::string, std::string>{"write:28:2", "train.last.a1e2.pt",
                                                          "resuming after epoch 1"},
        {"write:28:4", "train.routing.json", "resuming after epoch 3"}}) {
    SCOPED_TRACE(injected);
    TempDir dir;
    testing::WriteFile(dir.File("s.toml"), OnePhase());
    auto full = RunOnePhase(dir, "NILAB_FAULT_INJECT=" + injected, "");
    EXPECT_EQ(full.exit_code, 75) << full.out;
    const auto at = full.out.find(file + ": cannot write: No space left on device (");
    ASSERT_NE(at, std::string::npos) << full.out;
    const std::string line = full.out.substr(at, full.out.find('\n', at) - at);
    EXPECT_NE(line.find(" free there); trial 0 is recorded as interrupted: free some space and "
                        "run the same command again to continue"),
              std::string::npos)
        << line;
    EXPECT_EQ(full.out.find(") failed: "), std::string::npos) << full.out;  // no trial failed
    const std::string db = dir.File("results/nilab.sqlite");
    EXPECT_EQ(testing::QueryRows(db, "SELECT status FROM trials"),
              std::vector<std::string>{"interrupted"});
    for (const auto& entry : fs::recursive_directory_iterator(dir.File("results/checkpoints"))) {
      EXPECT_EQ(entry.path().string().find(".tmp"), std::string::npos) << entry.path();
    }
    // From another working directory: the checkpoints are recorded relative to the database.
    auto again =
        testing::Run("cd / && " + testing::NilabBinary() + " run " + dir.File("s.toml") + " --db " +
                     db + " --plugin-path " + testing::ToyPluginDir() + " --threads 1 --quiet");
    ASSERT_EQ(again.exit_code, 0) << again.out;
    EXPECT_NE(again.out.find(resumed), std::string::npos) << again.out;
    EXPECT_EQ(testing::QueryRows(db, "SELECT status FROM trials"),
              std::vector<std::string>{"done"});
    EXPECT_EQ(testing::QueryRows(
                  db, "SELECT count(*) FROM metrics WHERE name = 'val/r2' AND is_final = 0"),
              std::vector<std::string>{"3"});
    EXPECT_EQ(FinalMetrics(db), FinalMetrics(reference.File("results/nilab.sqlite")));
  }
}

// A full disk at a commit of the results database: the run stops with one line naming the
// database, and the next run ends with the results of a run that never failed. At the first
// three commits of a short run and every third one after (two runs each); at every commit with
// NILAB_TEST_EXHAUSTIVE=1.
TEST(CheckpointSafety, AFullDiskAtACommitLosesNothingAndTheNextRunFinishes) {
  TempDir reference;
  testing::WriteFile(reference.File("s.toml"), OnePhase());
  ASSERT_EQ(RunOnePhase(reference, "", "").exit_code, 0);
  const auto expected = FinalMetrics(reference.File("results/nilab.sqlite"));
  const bool exhaustive = std::getenv("NILAB_TEST_EXHAUSTIVE") != nullptr;
  int failed_runs = 0;
  for (int n = 1; n <= 40; n += (exhaustive || n < 3) ? 1 : 3) {
    SCOPED_TRACE("full disk at commit " + std::to_string(n));
    TempDir dir;
    testing::WriteFile(dir.File("s.toml"), OnePhase());
    auto full = RunOnePhase(dir, "NILAB_FAULT_INJECT=commit:28:" + std::to_string(n), "");
    if (full.exit_code == 0) break;  // the run has fewer commits than n
    ++failed_runs;
    // The run stops (exit 75) with one line naming the database and the space left.
    EXPECT_EQ(full.exit_code, 75) << full.out;
    EXPECT_NE(full.out.find("results/nilab.sqlite: "), std::string::npos) << full.out;
    EXPECT_NE(full.out.find("database or disk is full"), std::string::npos) << full.out;
    EXPECT_NE(full.out.find(" free there)"), std::string::npos) << full.out;
    EXPECT_EQ(full.out.find(") failed: "), std::string::npos) << full.out;  // no trial failed
    auto again = RunOnePhase(dir, "", "");
    ASSERT_EQ(again.exit_code, 0) << full.out << again.out;
    const std::string db = dir.File("results/nilab.sqlite");
    EXPECT_EQ(testing::QueryRows(db, "SELECT status FROM trials"),
              std::vector<std::string>{"done"});
    EXPECT_EQ(FinalMetrics(db), expected);
  }
  EXPECT_GT(failed_runs, exhaustive ? 5 : 3);  // the hook reached the run's commits
}

// ---- Defect 2: checkpoint files belong to one database and one sweep name ----

std::map<std::string, ino_t> ArtifactInodes(const std::string& db) {
  std::map<std::string, ino_t> out;
  for (const auto& path : testing::QueryRows(db, "SELECT path FROM artifacts")) {
    struct stat st {};
    EXPECT_EQ(stat(Resolved(db, path).c_str(), &st), 0) << path;
    out[Resolved(db, path)] = st.st_ino;
  }
  return out;
}

TEST(CheckpointSafety, DatabasesSideBySideAndAliasingSweepNamesNeverShareFiles) {
  TempDir dir;
  const std::string body = R"(
[task]
name = "toy_task"
params = { n_train = 32, n_val = 8 }
[train]
epochs = 1
batch_size = 16
[[models]]
name = "toy_model"
)";
  testing::WriteFile(dir.File("s.toml"), "name = \"a\"\n" + body);
  // Another spelling of the same path as a sweep name: the parser refuses it (sweep names are
  // safe path components), before anything could write beside the first sweep's files.
  testing::WriteFile(dir.File("alias.toml"), "name = \"./a\"\n" + body);
  const auto one = testing::ToyRunOptions(dir, dir.File("s.toml"), "results/one.sqlite");
  ASSERT_EQ(RunSweep(one), 0);
  const auto before = ArtifactInodes(one.db);
  ASSERT_FALSE(before.empty());
  // A second database beside it, same checkpoint folder, same sweep.
  const auto two = testing::ToyRunOptions(dir, dir.File("s.toml"), "results/two.sqlite");
  ASSERT_EQ(RunSweep(two), 0);
  ASSERT_EQ(RunSweep(testing::ToyRunOptions(dir, dir.File("alias.toml"), "results/one.sqlite")), 2);
  // Nothing the first database's rows describe was written over (a rename gives a new inode).
  std::map<std::string, ino_t> after;
  for (const auto& [path, inode] : ArtifactInodes(one.db)) {
    if (before.count(path)) after[path] = inode;
  }
  EXPECT_EQ(after, before);
  for (const auto& [path, inode] : ArtifactInodes(two.db)) EXPECT_FALSE(before.count(path)) << path;
  EXPECT_EQ(testing::QueryRows(one.db, "SELECT count(DISTINCT path) = count(*) FROM artifacts"),
            std::vector<std::string>{"1"});
}

// ---- Defects 4 and 10: the writer is durable, private, and cleans up after a failure ----

int OpenDescriptors() {
  int n = 0;
  for ([[maybe_unused]] const auto& entry : fs::directory_iterator("/proc/self/fd")) ++n;
  return n;
}

int FilesIn(const std::string& dir) {
  int n = 0;
  for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir)) ++n;
  return n;
}

TEST(CheckpointWriter, NeverFollowsASymlinkAtItsTemporaryName) {
  TempDir dir;
  const std::string victim = dir.File("victim.txt");
  testing::WriteFile(victim, "precious");
  const std::string path = dir.File("ckpt/train.last.pt");
  fs::create_directories(dir.File("ckpt"));
  fs::create_symlink(victim, path + ".tmp");
  WriteFileAtomically(path, "checkpoint bytes");
  EXPECT_EQ(testing::ReadFile(victim), "precious");
  EXPECT_FALSE(fs::is_symlink(path));
  EXPECT_EQ(testing::ReadFile(path), "checkpoint bytes");
}

// Checkpoints were fchmod 0644 whatever the umask: a user with umask 077 on a shared node had
// them readable by everyone. They now get the mode any new file gets.
TEST(CheckpointWriter, HonoursTheUmask) {
  TempDir dir;
  for (const auto& [mask, mode] :
       {std::pair<mode_t, mode_t>{077, 0600}, {027, 0640}, {022, 0644}}) {
    const mode_t old = ::umask(mask);
    const std::string path = dir.File("ckpt/m" + std::to_string(mask) + ".pt");
    WriteFileAtomically(path, "bytes");
    ::umask(old);
    struct stat st {};
    ASSERT_EQ(::stat(path.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, mode) << "umask " << mask;
  }
}

TEST(CheckpointWriter, AFailedFsyncLeaksNoDescriptorAndNoFile) {
  TempDir dir;
  fs::create_directories(dir.File("ckpt"));
  const int descriptors = OpenDescriptors();
  store::fault::InjectError("fsync file", EIO);
  try {
    WriteFileAtomically(dir.File("ckpt/x.pt"), "bytes");
    FAIL() << "expected the injected fsync error";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("Input/output error"), std::string::npos) << e.what();
  }
  EXPECT_EQ(OpenDescriptors(), descriptors);
  EXPECT_EQ(FilesIn(dir.File("ckpt")), 0);
}

// The rename is made durable: the directory is fsynced after it (a failure there is reported,
// so a row is never committed for a rename that a power loss could undo).
TEST(CheckpointWriter, FsyncsTheDirectoryAfterTheRename) {
  TempDir dir;
  fs::create_directories(dir.File("ckpt"));
  store::fault::InjectError("fsync directory", EIO);
  try {
    WriteFileAtomically(dir.File("ckpt/x.pt"), "bytes");
    FAIL() << "the directory was not fsynced";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("cannot fsync directory"), std::string::npos) << e.what();
  }
  EXPECT_EQ(store::fault::Injected("fsync directory"), 0);  // consumed by the writer
}

// ---- Defect 3: one trial, one process ----

TEST(Claims, WorkerTrialDoesNotTakeATrialRunningElsewhere) {
  TempDir dir;
  testing::WriteFile(dir.File("s.toml"), TwoPhases());
  const auto options = testing::ToyRunOptions(dir, dir.File("s.toml"));
  ASSERT_EQ(RunSweep(options), 0);
  // Trial 0 is running under a live worker of another host (fresh heartbeat).
  Exec(options.db,
       "UPDATE trials SET status = 'running', worker = 'elsewhere:1', attempts = 2, "
       "heartbeat_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE idx = 0");
  auto result = testing::Run(testing::NilabBinary() + " worker --sweep " + dir.File("s.toml") +
                             " --trial 0 --db " + options.db + " --plugin-path " +
                             testing::ToyPluginDir() + " --threads 1 --quiet");
  EXPECT_EQ(result.exit_code, 0) << result.out;
  EXPECT_NE(result.out.find("not taken"), std::string::npos) << result.out;
  EXPECT_EQ(testing::QueryRows(options.db,
                               "SELECT status || ' ' || worker || ' ' || attempts FROM trials "
                               "WHERE idx = 0"),
            std::vector<std::string>{"running elsewhere:1 2"});
}

TEST(Claims, AStaleLimitShorterThanTwoHeartbeatsIsRefused) {
  TempDir dir;
  testing::WriteFile(dir.File("s.toml"), TwoPhases());
  auto result = testing::Run(testing::NilabBinary() + " worker --sweep " + dir.File("s.toml") +
                             " --db " + dir.File("db.sqlite") + " --plugin-path " +
                             testing::ToyPluginDir() + " --stale-after 10");
  EXPECT_EQ(result.exit_code, 2) << result.out;
  EXPECT_NE(result.out.find("--stale-after 10 is shorter than two heartbeats (60 s)"),
            std::string::npos)
      << result.out;
  EXPECT_FALSE(fs::exists(dir.File("db.sqlite")));  // refused before anything ran
}

// Waits (up to a minute) until `done` holds.
template <typename F>
bool WaitFor(F done) {
  for (int i = 0; i < 6000 && !done(); ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return done();
}

TEST(Claims, TheHeartbeatTimerBeatsOnItsOwnAndNoticesATakeover) {
  TempDir dir;
  const std::string db = dir.File("db.sqlite");
  store::Store store(db);
  const int64_t sweep = store.UpsertSweep({"s", "s.toml", "", ""});
  store::TrialRecord trial;
  trial.config_hash = "h0";
  trial.config_json = "{}";
  trial.task = "t";
  trial.model = "m";
  store.AddTrials(sweep, {trial});
  const auto claim = store.ClaimTrial(sweep, "host:1", 600.0);
  ASSERT_TRUE(claim);
  HeartbeatTimer timer(db, *claim, 0.01);
  // This thread does nothing; the timer beats.
  ASSERT_TRUE(WaitFor([&] { return timer.beats() >= 2; }));
  EXPECT_NO_THROW(timer.ThrowIfTakenOver());
  // Another worker takes the trial; the next beat finds out.
  Exec(db, "UPDATE trials SET worker = 'host:2', attempts = attempts + 1");
  ASSERT_TRUE(WaitFor([&] {
    try {
      timer.ThrowIfTakenOver();
      return false;
    } catch (const store::TrialTakenOver&) {
      return true;
    }
  }));
}

// A hung training loop keeps heartbeating from its own thread, so it was never reported. With
// train.stall_timeout, a beat that finds no step for that long marks the trial stalled (a row of
// the stalls table), `nilab status` says so, and the first beat after a step clears it.
TEST(Claims, AStalledTrialIsMarkedReportedAndClearedWhenItMovesAgain) {
  TempDir dir;
  const std::string db = dir.File("db.sqlite");
  store::Store store(db);
  const int64_t sweep = store.UpsertSweep({"s", "s.toml", "", ""});
  store::TrialRecord trial;
  trial.config_hash = "h0";
  trial.config_json = "{}";
  trial.task = "t";
  trial.model = "m";
  store.AddTrials(sweep, {trial});
  const auto claim = store.ClaimTrial(sweep, "host:1", 600.0);
  ASSERT_TRUE(claim);
  const auto stalled_at = [&] {
    return testing::QueryRows(
               db,
               "SELECT coalesce((SELECT since FROM stalls WHERE trial_id = t.id), '') FROM "
               "trials t")
        .at(0);
  };
  const auto status = [&] {
    store::Store reader(db, /*read_only=*/true);
    return analysis::FormatStatus(
        analysis::ComputeProgress(store::LoadResults(reader, {}), analysis::NowUnix(), 600.0),
        "table");
  };
  HeartbeatTimer timer(db, *claim, 0.01);
  timer.SetStallTimeout(0.2);
  // This thread makes no step: the timer keeps beating, and marks the trial.
  ASSERT_TRUE(WaitFor([&] { return !stalled_at().empty(); }));
  EXPECT_GE(timer.beats(), 2);
  const std::string report = status();
  EXPECT_NE(report.find("1 (1 stalled)"), std::string::npos) << report;
  EXPECT_NE(report.find("s: trial 1 (#0) is running on host:1 but has made no step since " +
                        stalled_at()),
            std::string::npos)
      << report;
  // Steps again: cleared.
  for (int i = 0; i < 50 && !stalled_at().empty(); ++i) {
    timer.Progressed();
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(stalled_at(), "");
  EXPECT_EQ(status().find("stalled"), std::string::npos);
}

}  // namespace
}  // namespace nilab::host
