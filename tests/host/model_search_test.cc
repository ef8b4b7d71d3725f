// [search] mode = "tpe" end to end on the toy plugins (issue 24): the configurations a sampler
// process chose are recorded before they run, a sweep killed half way resumes with the same
// recorded configurations (finished ones kept, the interrupted one resumed) and then chooses the
// same remaining ones as an uninterrupted run; two workers record each configuration once; and
// sweeps of other modes never start Python.
#include <gtest/gtest.h>
#include <cstdint>

#include <fstream>
#include <string>
#include <vector>

#include "host/search/tpe_sampler.h"
#include "tests/host/test_util.h"

namespace nilab::host {
namespace {

using testing::QueryRows;
using testing::TempDir;

constexpr const char* kTpe = R"(
name = "toy_tpe"
seeds = 1
[task]
name = "toy_task"
params = { n_train = 64, n_val = 16, n_test = 16 }
[train]
epochs = 2
batch_size = 32
[search]
mode = "tpe"
samples = 4
seed = 7
[[models]]
name = "toy_model"
random = { "train.lr" = { loguniform = [1e-4, 3e-2] }, dim = { int_uniform = [4, 16] } }
)";

std::string RunLine(const TempDir& dir, const std::string& env = "") {
  return "cd " + dir.path() + " && " + env + " " + testing::NilabBinary() +
         " run sweep.toml --db results/nilab.sqlite --plugin-path " + testing::ToyPluginDir() +
         " --threads 1 --quiet 2>&1";
}

// Configuration, status and final headline value of every trial, by index.
std::vector<std::string> Trials(const std::string& db) {
  return QueryRows(db,
                   "SELECT t.idx || ' ' || t.config_hash || ' ' || t.status || ' ' || "
                   "(SELECT value_int FROM params WHERE trial_id = t.id AND key = 'search.seed') "
                   "|| ' ' || coalesce((SELECT printf('%.17g', value) FROM metrics WHERE "
                   "trial_id = t.id AND is_final = 1 AND name = 'val/r2'), '-') FROM trials t "
                   "ORDER BY t.idx");
}

bool HaveOptuna() {
  return testing::Run("/usr/bin/python3 -c 'import optuna' 2>/dev/null").exit_code == 0;
}

TEST(ModelSearch, AKilledTpeSweepResumesWithTheSameConfigurations) {
  if (!HaveOptuna()) GTEST_SKIP() << "python3-optuna is not installed (scripts/setup.sh)";
  TempDir reference;
  testing::WriteFile(reference.File("sweep.toml"), kTpe);
  const std::string log = reference.File("boundaries.log");
  const auto full = testing::Run(RunLine(reference, "NILAB_FAULT_LOG=" + log));
  ASSERT_EQ(full.exit_code, 0) << full.out;
  const auto want = Trials(reference.File("results/nilab.sqlite"));
  ASSERT_EQ(want.size(), 4u);
  for (size_t i = 0; i < want.size(); ++i) {
    EXPECT_NE(
        want[i].find(" done " + std::to_string(search::DrawSeed(7, static_cast<int64_t>(i))) + " "),
        std::string::npos)
        << want[i];
  }
  std::vector<std::string> boundaries;
  {
    std::ifstream in(log);
    for (std::string line; std::getline(in, line);) boundaries.push_back(line);
  }
  ASSERT_GT(boundaries.size(), 20u);
  // Killed in the middle of the third configuration's run.
  int kill_at = 0;
  int claims = 0;
  for (size_t k = 0; k < boundaries.size() && !kill_at; ++k) {
    if (boundaries[k].find("after commit: claiming trial") != std::string::npos && ++claims == 3) {
      kill_at = static_cast<int>(k) + 4;
    }
  }
  ASSERT_GT(kill_at, 0);
  TempDir dir;
  testing::WriteFile(dir.File("sweep.toml"), kTpe);
  const auto killed = testing::Run(RunLine(dir, "NILAB_FAULT_KILL_AT=" + std::to_string(kill_at)));
  EXPECT_NE(killed.exit_code, 0) << killed.out;
  const std::string db = dir.File("results/nilab.sqlite");
  const auto before = Trials(db);
  ASSERT_EQ(before.size(), 3u) << killed.out;  // recorded before it ran
  EXPECT_EQ(QueryRows(db, "SELECT status FROM trials ORDER BY idx"),
            (std::vector<std::string>{"done", "done", "running"}));
  // The recorded configurations are the uninterrupted run's (same hash, same draw seed).
  for (size_t i = 0; i < 2; ++i) EXPECT_EQ(before[i], want[i]);
  EXPECT_EQ(before[2].substr(0, 18), want[2].substr(0, 18));  // "idx hash"
  const auto resumed = testing::Run(RunLine(dir));
  ASSERT_EQ(resumed.exit_code, 0) << resumed.out;
  EXPECT_EQ(Trials(db), want);
  // Nothing left: a further run draws nothing.
  const auto again = testing::Run(RunLine(dir));
  EXPECT_EQ(again.exit_code, 0) << again.out;
  EXPECT_EQ(Trials(db), want);
}

// Two workers draw side by side (both start with nothing recorded, so both draw configuration 0
// at once): every configuration is recorded once, numbered without gaps, with its seeds' trials
// together and its own draw seed.
TEST(ModelSearch, TwoWorkersRecordEachConfigurationOnce) {
  if (!HaveOptuna()) GTEST_SKIP() << "python3-optuna is not installed (scripts/setup.sh)";
  TempDir dir;
  std::string sweep = kTpe;
  sweep.replace(sweep.find("seeds = 1"), 9, "seeds = [0, 1]");
  sweep.replace(sweep.find("samples = 4"), 11, "samples = 6");
  testing::WriteFile(dir.File("sweep.toml"), sweep);
  const std::string line = RunLine(dir);
  const auto run = testing::Run(line.substr(0, line.find(" 2>&1")) + " --jobs 2 2>&1");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("12/12 done"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("sweep 'toy_tpe': TPE, 6 configurations x 2 seeds (0 recorded)"),
            std::string::npos)
      << run.out;
  const std::string db = dir.File("results/nilab.sqlite");
  const auto rows = QueryRows(db,
                              "SELECT t.idx || ' ' || t.seed || ' ' || t.status || ' ' || "
                              "(SELECT value_int FROM params WHERE trial_id = t.id AND key = "
                              "'search.seed') FROM trials t ORDER BY t.idx");
  ASSERT_EQ(rows.size(), 12u) << run.out;
  for (size_t i = 0; i < rows.size(); ++i) {
    EXPECT_EQ(rows[i], std::to_string(i) + " " + std::to_string(i % 2) + " done " +
                           std::to_string(search::DrawSeed(7, static_cast<int64_t>(i / 2))));
  }
  // Six configurations, each with its own params, shared by its two seeds.
  EXPECT_EQ(QueryRows(db,
                      "SELECT count(DISTINCT json_extract(config_json, '$.model.params.dim') || ' "
                      "' || json_extract(config_json, '$.train.lr')) FROM trials"),
            (std::vector<std::string>{"6"}));
  EXPECT_EQ(QueryRows(db,
                      "SELECT count(*) FROM trials a JOIN trials b ON b.idx = a.idx + 1 WHERE "
                      "a.idx % 2 = 0 AND json_extract(a.config_json, '$.model') = "
                      "json_extract(b.config_json, '$.model')"),
            (std::vector<std::string>{"6"}));
  // Two workers ran; which of them claims what is a race (a fast worker may take every trial,
  // as on a loaded machine: ScaleJobs says the same), so each trial names one of at most two.
  EXPECT_NE(run.out.find("with 2 workers x 1 threads"), std::string::npos) << run.out;
  const auto workers = QueryRows(db, "SELECT DISTINCT worker FROM trials");
  EXPECT_GE(workers.size(), 1u);
  EXPECT_LE(workers.size(), 2u);
}

TEST(ModelSearch, OtherModesNeverStartPython) {
  TempDir dir;
  std::string grid = kTpe;
  grid.replace(grid.find("mode = \"tpe\""), 12, "mode = \"random\"");
  testing::WriteFile(dir.File("sweep.toml"), grid);
  const auto run = testing::Run(RunLine(dir, "NILAB_PYTHON=/nonexistent/python3"));
  EXPECT_EQ(run.exit_code, 0) << run.out;
  // The same with mode = "tpe" (a database of its own) needs the interpreter, and says so.
  TempDir other;
  testing::WriteFile(other.File("sweep.toml"), kTpe);
  const auto tpe = testing::Run(RunLine(other, "NILAB_PYTHON=/nonexistent/python3"));
  EXPECT_NE(tpe.exit_code, 0);
  EXPECT_NE(tpe.out.find("sampler: cannot start /nonexistent/python3"), std::string::npos)
      << tpe.out;
}

}  // namespace
}  // namespace nilab::host
