// The runner: schedules, seeding, checkpoints, phases (handoff and freezing), evaluation curves,
// failures, and resuming a sweep killed by Ctrl-C or kill -9 in a child process.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cstdint>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>
#include <thread>

#include "host/platform/sha256.h"
#include "host/runner/checkpoint.h"
#include "host/runner/lr_schedule.h"
#include "host/runner/seeding.h"
#include "host/runner/sweep_runner.h"
#include "host/store/artifact_file.h"
#include "host/store/store.h"
#include "tests/host/sweep_fixture.h"
#include "tests/host/test_util.h"
#include "tests/host/toy_run_options.h"

extern char** environ;

namespace nilab::host {
namespace {

using testing::TempDir;

// ---- Small pieces ----

TEST(RunnerSchedule, WarmupThenCosineToTheFloor) {
  LrSchedule s;
  s.peak_lr = 1.0;
  s.min_lr = 0.1;
  s.warmup_steps = 4;
  s.total_steps = 104;
  EXPECT_DOUBLE_EQ(s.At(0), 0.25);
  EXPECT_DOUBLE_EQ(s.At(3), 1.0);
  EXPECT_DOUBLE_EQ(s.At(4), 1.0);
  EXPECT_NEAR(s.At(54), 0.55, 1e-12);  // halfway through the decay
  EXPECT_NEAR(s.At(104), 0.1, 1e-12);
  for (int64_t i = 5; i < 104; ++i) EXPECT_LE(s.At(i), s.At(i - 1));
  s.kind = "constant";
  EXPECT_DOUBLE_EQ(s.At(80), 1.0);
}

TEST(RunnerSeeding, PermutationsAreDeterministicPermutations) {
  auto a = Permutation(1000, 7), b = Permutation(1000, 7), c = Permutation(1000, 8);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
  std::set<int64_t> values(a.begin(), a.end());
  EXPECT_EQ(values.size(), 1000u);
  EXPECT_EQ(*values.begin(), 0);
  EXPECT_EQ(*values.rbegin(), 999);
  // The first values are fixed forever: data order must not change between nilab versions.
  EXPECT_EQ(Permutation(5, 1), Permutation(5, 1));
  auto subset = Subset(10, 3, 5);
  EXPECT_EQ(subset.size(), 3u);
  EXPECT_TRUE(std::is_sorted(subset.begin(), subset.end()));
  EXPECT_NE(DeriveSeed(1, "a"), DeriveSeed(1, "b"));
  EXPECT_NE(DeriveSeed(1, "a"), DeriveSeed(2, "a"));
}

// ---- Whole sweeps with the toy plugins ----

constexpr const char* kPhasedSweep = R"(
name = "toy_phases"
seeds = [0, 1]

[task]
name = "toy_task"
params = { n_train = 128, n_val = 32, n_test = 32 }

[train]
epochs = 2
batch_size = 32
lr = 3e-3

[[models]]
name = "toy_model"

[[phases]]
name = "pretrain"
task = { target = "sum" }

[[phases]]
name = "adapt_cls"
from = "pretrain"
task = { target = "max" }
train_groups = ["cls"]
eval_iterations = [1, 3]
eval_drop_functions = [0, 2]

[[phases]]
name = "adapt_all"
from = "pretrain"
task = { target = "max" }
)";

// The newest artifact of a kind, its path resolved against the database's folder (where the
// runner records it relative to).
std::optional<store::ArtifactRow> LatestFile(store::Store& db, int64_t trial,
                                             const std::string& phase, const std::string& kind) {
  auto row = db.LatestArtifact(trial, phase, kind);
  if (row) row->path = store::ResolvedPath(row->path, db.path());
  return row;
}

std::map<std::string, torch::Tensor> CheckpointTensors(const std::string& path,
                                                       const std::string& part) {
  std::ifstream in(path, std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  auto top = torch::pickle_load(bytes).toGenericDict();
  std::map<std::string, torch::Tensor> out;
  for (const auto& kv : top.at(part).toGenericDict()) {
    out[kv.key().toStringRef()] = kv.value().toTensor();
  }
  return out;
}

// Values of a single-column query.
std::vector<std::string> Column(store::Store& store, const std::string& sql) {
  std::vector<std::string> out;
  sqlite3_stmt* stmt = nullptr;
  EXPECT_EQ(sqlite3_prepare_v2(store.handle(), sql.c_str(), -1, &stmt, nullptr), SQLITE_OK)
      << sqlite3_errmsg(store.handle());
  while (sqlite3_step(stmt) == SQLITE_ROW) {
    auto text = sqlite3_column_text(stmt, 0);
    out.push_back(text ? reinterpret_cast<const char*>(text) : "NULL");
  }
  sqlite3_finalize(stmt);
  return out;
}

TEST(RunnerSweep, PhasesHandOffWeightsAndFreezeWhatTheySay) {
  TempDir dir;
  testing::WriteFile(dir.File("toy.toml"), kPhasedSweep);
  ASSERT_EQ(RunSweep(testing::ToyRunOptions(dir, dir.File("toy.toml"))), 0);

  store::Store store(dir.File("results/nilab.sqlite"));
  auto sweep_id = store.FindSweep("toy_phases");
  ASSERT_TRUE(sweep_id);
  auto trials = store.Trials(*sweep_id);
  ASSERT_EQ(trials.size(), 2u);
  for (const auto& trial : trials) {
    EXPECT_EQ(trial.status, store::TrialStatus::kDone) << trial.error;
    auto pretrain = LatestFile(store, trial.id, "pretrain", "final");
    auto cls_only = LatestFile(store, trial.id, "adapt_cls", "final");
    auto all = LatestFile(store, trial.id, "adapt_all", "final");
    ASSERT_TRUE(pretrain && cls_only && all);
    EXPECT_EQ(Sha256File(pretrain->path), pretrain->sha256);

    // CLS-only finetuning: every model and task tensor except the new CLS token is exactly the
    // pretrained one; the new CLS token trained.
    auto pre_model = CheckpointTensors(pretrain->path, "model");
    auto cls_model = CheckpointTensors(cls_only->path, "model");
    auto all_model = CheckpointTensors(all->path, "model");
    ASSERT_EQ(pre_model.size(), cls_model.size());
    for (const auto& [name, tensor] : pre_model) {
      EXPECT_TRUE(torch::equal(tensor, cls_model.at(name))) << name;
    }
    bool any_changed = false;
    for (const auto& [name, tensor] : pre_model) {
      any_changed |= !torch::equal(tensor, all_model.at(name));
    }
    EXPECT_TRUE(any_changed) << "adapt_all should train the model";
    auto pre_task = CheckpointTensors(pretrain->path, "task");
    auto cls_task = CheckpointTensors(cls_only->path, "task");
    for (const auto& [name, tensor] : pre_task) {
      EXPECT_TRUE(torch::equal(tensor, cls_task.at(name))) << name;
    }
    ASSERT_TRUE(cls_task.count("cls_max"));
    EXPECT_FALSE(pre_task.count("cls_max"));
    // Both siblings created the new CLS token from the same seeded init: only training differs.
    auto all_task = CheckpointTensors(all->path, "task");
    EXPECT_FALSE(torch::equal(cls_task.at("cls_max"), all_task.at("cls_max")));
  }

  // Per-epoch metrics for both epochs of every phase, final metrics with curves.
  auto epochs = Column(store,
                       "SELECT DISTINCT epoch FROM metrics WHERE phase='pretrain' AND "
                       "is_final=0 AND name='val/r2' ORDER BY epoch");
  EXPECT_EQ(epochs, (std::vector<std::string>{"1", "2"}));
  auto curve = Column(store,
                      "SELECT name FROM metrics WHERE phase='adapt_cls' AND is_final=1 AND "
                      "name LIKE 'val/r2@%' AND trial_id=" +
                          std::to_string(trials[0].id) + " ORDER BY name");
  EXPECT_EQ(curve, (std::vector<std::string>{"val/r2@drop=0", "val/r2@drop=2", "val/r2@it=1",
                                             "val/r2@it=3"}));
  auto test_metrics =
      Column(store, "SELECT count(*) FROM metrics WHERE is_final=1 AND name='test/r2'");
  // The test split is evaluated once, at the end of each trial's last phase: 2 trials.
  EXPECT_EQ(test_metrics, (std::vector<std::string>{"2"}));

  // Running the same sweep again does nothing: everything is done.
  ASSERT_EQ(RunSweep(testing::ToyRunOptions(dir, dir.File("toy.toml"))), 0);
  auto rows = Column(store, "SELECT count(*) FROM metrics WHERE is_final=1 AND name='val/r2'");
  EXPECT_EQ(rows, (std::vector<std::string>{"6"}));
}

TEST(RunnerSweep, AddedFunctionsAloneTrainWhenOnlyTheyAreUnfrozen) {
  TempDir dir;
  testing::WriteFile(dir.File("extend.toml"),
                     testing::ToySweep("toy_extend")
                         .TaskParams("n_train = 64, n_val = 16")
                         .Train(1, 16, "1e-2")
                         .Phase("base")
                         .Phase("extend", "add_functions = 2\ntrain_groups = [\"new_functions\"]")
                         .Toml());
  ASSERT_EQ(RunSweep(testing::ToyRunOptions(dir, dir.File("extend.toml"))), 0);
  store::Store store(dir.File("results/nilab.sqlite"));
  auto trial = store.Trials(*store.FindSweep("toy_extend")).at(0);
  auto base = CheckpointTensors(LatestFile(store, trial.id, "base", "final")->path, "model");
  auto extended = CheckpointTensors(LatestFile(store, trial.id, "extend", "final")->path, "model");
  ASSERT_TRUE(extended.count("added_0"));
  EXPECT_FALSE(torch::equal(extended.at("added_0"), torch::ones({2})));
  for (const auto& [name, tensor] : base) {
    EXPECT_TRUE(torch::equal(tensor, extended.at(name))) << name;
  }
}

TEST(RunnerSweep, MirroredFunctionsStartAsCopiesOfTrainedOnes) {
  TempDir dir;
  testing::WriteFile(
      dir.File("mirror.toml"),
      testing::ToySweep("toy_mirror")
          .TaskParams("n_train = 64, n_val = 16")
          .Train(1, 16, "1e-2")
          .Phase("base")
          .Phase("extend", "add_functions = 2\nadd_functions_init = \"mirror\"\neval_only = true")
          .Toml());
  ASSERT_EQ(RunSweep(testing::ToyRunOptions(dir, dir.File("mirror.toml"))), 0);
  store::Store store(dir.File("results/nilab.sqlite"));
  auto trial = store.Trials(*store.FindSweep("toy_mirror")).at(0);
  auto base = CheckpointTensors(LatestFile(store, trial.id, "base", "final")->path, "model");
  auto extended = CheckpointTensors(LatestFile(store, trial.id, "extend", "final")->path, "model");
  ASSERT_TRUE(extended.count("added_0"));
  // The toy's mirror copies the first gains; trained ones, so not the ones a random add gives.
  EXPECT_FALSE(torch::equal(base.at("functions").slice(0, 0, 2), torch::ones({2})));
  EXPECT_TRUE(torch::equal(extended.at("added_0"), base.at("functions").slice(0, 0, 2)));
}

TEST(RunnerSweep, InitFromASweepRefusesToGuessBetweenTwoMatchingTrials) {
  TempDir dir;
  testing::WriteFile(
      dir.File("source.toml"),
      testing::ToySweep("toy_source").TaskParams("n_train = 32, n_val = 8").Train(1, 16).Toml());
  testing::WriteFile(dir.File("adapt.toml"),
                     testing::ToySweep("toy_adapt")
                         .TaskParams("n_train = 32, n_val = 8")
                         .Train(1, 16)
                         .Phase("adapt", "init = { sweep = \"toy_source\", match = [\"seed\"] }")
                         .Toml());
  auto source = testing::ToyRunOptions(dir, dir.File("source.toml"));
  ASSERT_EQ(RunSweep(source), 0);
  ASSERT_EQ(RunSweep(testing::ToyRunOptions(dir, dir.File("adapt.toml"))),
            0);  // one source trial: unambiguous

  // A second configuration of the source sweep (another lr) also has seed 0.
  source.overrides = {"train.lr=1e-2"};
  ASSERT_EQ(RunSweep(source), 0);
  auto adapt = testing::ToyRunOptions(dir, dir.File("adapt.toml"));
  adapt.overrides = {"train.epochs=2"};  // a new adapt trial, which must resolve its init again
  EXPECT_EQ(RunSweep(adapt), 1);
  store::Store store(dir.File("results/nilab.sqlite"));
  std::vector<std::string> errors;
  for (const auto& t : store.Trials(*store.FindSweep("toy_adapt"))) {
    if (t.status == store::TrialStatus::kFailed) errors.push_back(t.error);
  }
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_NE(errors[0].find("2 done trials of sweep 'toy_source' match seed=0"), std::string::npos)
      << errors[0];
  EXPECT_NE(errors[0].find("init.where"), std::string::npos) << errors[0];
}

TEST(RunnerSweep, AFailingTrialIsRecordedAndTheOthersRun) {
  TempDir dir;
  testing::WriteFile(dir.File("fail.toml"),
                     testing::ToySweep("toy_fail")
                         .Seeds("[0, 1]")
                         .TaskParams("n_train = 32, n_val = 8")
                         .TaskLine("grid = { fail_at_phase = [\"\", \"train\"] }")
                         .Train(1, 16)
                         .Toml());
  EXPECT_EQ(RunSweep(testing::ToyRunOptions(dir, dir.File("fail.toml"))), 1);
  store::Store store(dir.File("results/nilab.sqlite"));
  int done = 0, failed = 0;
  for (const auto& t : store.Trials(*store.FindSweep("toy_fail"))) {
    if (t.status == store::TrialStatus::kDone) ++done;
    if (t.status == store::TrialStatus::kFailed) {
      ++failed;
      EXPECT_EQ(t.error, "toy task: asked to fail at phase train");
    }
  }
  EXPECT_EQ(done, 2);
  EXPECT_EQ(failed, 2);
}

// --where runs the trials with a value and leaves the others queued for a later run.
TEST(RunnerSweep, WhereRunsOnlyTheMatchingTrials) {
  TempDir dir;
  testing::WriteFile(dir.File("where.toml"), testing::ToySweep("toy_where")
                                                 .Seeds("[0, 1]")
                                                 .TaskParams("n_train = 32, n_val = 8")
                                                 .TaskLine("grid = { target = [\"sum\", \"max\"] }")
                                                 .Train(1, 16)
                                                 .Toml());
  host::SweepRunOptions options = testing::ToyRunOptions(dir, dir.File("where.toml"));
  options.where = {"task.target=max", "seed=1"};
  EXPECT_EQ(RunSweep(options), 0);
  store::Store store(dir.File("results/nilab.sqlite"));
  std::vector<std::string> status;
  for (const auto& t : store.Trials(*store.FindSweep("toy_where"))) {
    status.push_back(std::to_string(t.index) + " " + store::TrialStatusName(t.status));
  }
  // The expansion is target-major (sum seeds 0, 1, then max seeds 0, 1); the others are queued.
  EXPECT_EQ(status, (std::vector<std::string>{"0 queued", "1 queued", "2 queued", "3 done"}));
  options.where.clear();
  EXPECT_EQ(RunSweep(options), 0);
  int64_t all_done = 0;
  for (const auto& t : store.Trials(*store.FindSweep("toy_where"))) {
    all_done += t.status == store::TrialStatus::kDone;
  }
  EXPECT_EQ(all_done, 4);
}

TEST(RunnerSweep, DryRunPrintsTrialsAndRecordsNothing) {
  TempDir dir;
  testing::WriteFile(dir.File("toy.toml"), kPhasedSweep);
  auto result =
      testing::Run(testing::NilabBinary() + " run " + dir.File("toy.toml") + " --dry-run --db " +
                   dir.File("db.sqlite") + " --plugin-path " + testing::ToyPluginDir());
  EXPECT_EQ(result.exit_code, 0) << result.out;
  EXPECT_NE(result.out.find("toy_model"), std::string::npos) << result.out;
  EXPECT_FALSE(std::filesystem::exists(dir.File("db.sqlite")));
}

TEST(RunnerSweep, BadSweepFailsWithPositionBeforeTraining) {
  TempDir dir;
  testing::WriteFile(dir.File("bad.toml"), R"(name = "bad"
[task]
name = "toy_task"
[[models]]
name = "toy_model"
params = { dim = "wide" }
)");
  auto result = testing::Run(testing::NilabBinary() + " run " + dir.File("bad.toml") + " --db " +
                             dir.File("db.sqlite") + " --plugin-path " + testing::ToyPluginDir());
  EXPECT_EQ(result.exit_code, 2) << result.out;
  EXPECT_NE(result.out.find(dir.File("bad.toml") + ":6:"), std::string::npos) << result.out;
  EXPECT_FALSE(std::filesystem::exists(dir.File("db.sqlite")));
}

// ---- Killing a real `nilab run` and resuming it ----

std::string LongSweep() {
  return testing::ToySweep("toy_long")
      .TaskParams("n_train = 4096, n_val = 64")
      .Train(12, 16, "1e-3")
      .ModelLine("params = { dim = 32, hidden = 64 }")
      .Toml();
}

pid_t Spawn(const std::vector<std::string>& args, const std::string& log) {
  std::vector<char*> argv;
  for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  pid_t pid = 0;
  EXPECT_EQ(posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ), 0);
  posix_spawn_file_actions_destroy(&actions);
  return pid;
}

// The epoch of the latest checkpoint recorded (a phase keeps one), or -1 while the database is
// not readable yet (the child may be creating it).
int CheckpointsRecorded(const std::string& db) {
  sqlite3* handle = nullptr;
  int count = -1;
  if (sqlite3_open_v2(db.c_str(), &handle, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
    sqlite3_busy_timeout(handle, 1000);
    sqlite3_stmt* stmt = nullptr;
    if (sqlite3_prepare_v2(handle,
                           "SELECT coalesce(max(epoch), 0) FROM artifacts WHERE kind='checkpoint'",
                           -1, &stmt, nullptr) == SQLITE_OK &&
        sqlite3_step(stmt) == SQLITE_ROW) {
      count = sqlite3_column_int(stmt, 0);
    }
    sqlite3_finalize(stmt);
  }
  sqlite3_close(handle);
  return count;
}

// Waits until the trial has recorded the checkpoint of epoch `n` or a later one.
bool WaitForCheckpoints(const std::string& db, int n, pid_t child) {
  for (int i = 0; i < 3000; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    if (waitpid(child, nullptr, WNOHANG) == child) return false;
    if (std::filesystem::exists(db) && CheckpointsRecorded(db) >= n) return true;
  }
  return false;
}

void KillAndResume(int signal, store::TrialStatus expected_status, int expected_exit) {
  TempDir dir;
  testing::WriteFile(dir.File("long.toml"), LongSweep());
  const std::string db = dir.File("r/nilab.sqlite");
  const std::vector<std::string> args = {testing::NilabBinary(),
                                         "run",
                                         dir.File("long.toml"),
                                         "--db",
                                         db,
                                         "--plugin-path",
                                         testing::ToyPluginDir(),
                                         "--threads",
                                         "1"};
  pid_t child = Spawn(args, dir.File("first.log"));
  ASSERT_TRUE(WaitForCheckpoints(db, 2, child)) << testing::ReadFile(dir.File("first.log"));
  kill(child, signal);
  int status = 0;
  waitpid(child, &status, 0);
  const int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  EXPECT_EQ(code, expected_exit) << testing::ReadFile(dir.File("first.log"));
  int64_t epochs_before = 0;
  {
    store::Store store(db);
    auto trial = store.Trials(*store.FindSweep("toy_long")).at(0);
    EXPECT_EQ(trial.status, expected_status);
    // Its phase says the same (a killed worker cannot say anything: still running).
    EXPECT_EQ(Column(store, "SELECT status FROM phases"),
              std::vector<std::string>{store::TrialStatusName(expected_status)});
    epochs_before = std::stoi(Column(store, "SELECT max(epoch) FROM metrics")[0]);
    EXPECT_GE(epochs_before, 2);
    EXPECT_LT(epochs_before, 12);
  }

  auto second = testing::Run("cd " + dir.path() + " && " + args[0] + " run long.toml --db " + db +
                             " --plugin-path " + testing::ToyPluginDir() + " --threads 1");
  ASSERT_EQ(second.exit_code, 0) << second.out;
  EXPECT_NE(second.out.find("resuming after epoch"), std::string::npos) << second.out;
  store::Store store(db);
  auto trial = store.Trials(*store.FindSweep("toy_long")).at(0);
  EXPECT_EQ(trial.status, store::TrialStatus::kDone);
  EXPECT_EQ(trial.attempts, 2);
  EXPECT_EQ(Column(store, "SELECT status FROM phases"), std::vector<std::string>{"done"});
  // Every epoch logged exactly once, none lost, none twice.
  auto epochs =
      Column(store, "SELECT epoch FROM metrics WHERE name='val/r2' AND is_final=0 ORDER BY epoch");
  ASSERT_EQ(epochs.size(), 12u);
  for (int e = 0; e < 12; ++e) EXPECT_EQ(epochs[e], std::to_string(e + 1));
}

TEST(RunnerResume, CtrlCMarksInterruptedAndTheNextRunResumes) {
  KillAndResume(SIGINT, store::TrialStatus::kInterrupted, 130);
}

TEST(RunnerResume, KillNineLosesAtMostTheEpochInFlight) {
  KillAndResume(SIGKILL, store::TrialStatus::kRunning, 128 + SIGKILL);
}

}  // namespace
}  // namespace nilab::host
