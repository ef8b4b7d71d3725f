// Pruning end to end (issue 24), on the toy plugins through the nilab binary: a trial never
// pruned equals a plain run bit for bit (a paused trial resumes from its checkpoint exactly);
// ASHA's decisions as recorded replay to the same decisions by the rule; pruned trials keep
// their records and are shown as such; and a kill -9 at a rung decision (or elsewhere), then a
// resume, gives the same decisions as an uninterrupted run.
#include <gtest/gtest.h>
#include <cstdint>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "host/search/prune_rules.h"
#include "tests/host/test_util.h"

namespace nilab::host {
namespace {

using testing::QueryRows;
using testing::TempDir;

std::string Sweep(const std::string& name, const std::string& extra) {
  return "name = \"" + name + R"("
seeds = 2
[task]
name = "toy_task"
params = { n_train = 64, n_val = 16, n_test = 16 }
[train]
epochs = 4
batch_size = 32
lr = 3e-3
[[models]]
name = "toy_model"
)" + extra;
}

std::string RunLine(const TempDir& dir, const std::string& env = "", const std::string& more = "") {
  return "cd " + dir.path() + " && " + env + " " + testing::NilabBinary() +
         " run sweep.toml --db results/nilab.sqlite --plugin-path " + testing::ToyPluginDir() +
         " --threads 1 --quiet " + more + " 2>&1";
}

std::string Db(const TempDir& dir) { return dir.File("results/nilab.sqlite"); }

// Final metrics as "seed|phase|name|value" with 17 significant digits (exact for a double).
std::vector<std::string> FinalMetrics(const std::string& db) {
  return QueryRows(db,
                   "SELECT t.seed || '|' || m.phase || '|' || m.name || '|' || "
                   "printf('%.17g', m.value) FROM metrics m JOIN trials t ON t.id = m.trial_id "
                   "WHERE m.is_final = 1 ORDER BY t.seed, m.phase, m.name");
}

TEST(Prune, ATrialNeverPrunedEqualsAPlainRunBitForBit) {
  TempDir plain, pruned;
  testing::WriteFile(plain.File("sweep.toml"), Sweep("toy_prune", ""));
  // One configuration, two seeds judged together: seed 0 waits at each rung (paused) until
  // seed 1 gets there, and resumes from its checkpoint when the configuration is promoted.
  testing::WriteFile(pruned.File("sweep.toml"),
                     Sweep("toy_prune", "[prune]\nmethod = \"asha\"\nmin_epochs = 1\neta = 2\n"));
  const auto a = testing::Run(RunLine(plain));
  ASSERT_EQ(a.exit_code, 0) << a.out;
  const auto b = testing::Run(RunLine(pruned));
  ASSERT_EQ(b.exit_code, 0) << b.out;
  EXPECT_NE(b.out.find("paused until the other 1 seed(s)"), std::string::npos) << b.out;
  const auto want = FinalMetrics(Db(plain));
  ASSERT_GT(want.size(), 4u);
  EXPECT_EQ(FinalMetrics(Db(pruned)), want);
  // Rungs at epochs 1 and 2 (4 is the full budget): both seeds promoted at both, judged on
  // their mean. Each seed was claimed twice: seed 0 paused at rung 0 until seed 1 got there;
  // seed 1 went on and paused at rung 1 until seed 0 got there after resuming.
  EXPECT_EQ(
      QueryRows(Db(pruned),
                "SELECT t.seed || ' ' || r.rung || ' ' || r.epoch || ' ' || r.decision || ' ' "
                "|| (r.unit_value IS NOT NULL) FROM rungs r JOIN trials t ON t.id = "
                "r.trial_id ORDER BY t.seed, r.rung"),
      (std::vector<std::string>{"0 0 1 promoted 1", "0 1 2 promoted 1", "1 0 1 promoted 1",
                                "1 1 2 promoted 1"}));
  EXPECT_EQ(QueryRows(Db(pruned), "SELECT status || ' ' || attempts FROM trials ORDER BY seed"),
            (std::vector<std::string>{"done 2", "done 2"}));
  EXPECT_EQ(QueryRows(Db(pruned), "SELECT DISTINCT status FROM phases"),
            std::vector<std::string>{"done"});
}

TEST(Prune, AMetricNeverLoggedFailsTheTrialInsteadOfPruningIt) {
  TempDir dir;
  testing::WriteFile(dir.File("sweep.toml"),
                     Sweep("toy_typo", "[prune]\nmethod = \"asha\"\nmetric = \"val/nope\"\n"));
  const auto run = testing::Run(RunLine(dir));
  EXPECT_EQ(run.exit_code, 1) << run.out;
  EXPECT_EQ(QueryRows(Db(dir), "SELECT DISTINCT status || ': ' || error FROM trials"),
            std::vector<std::string>{"failed: [prune] metric 'val/nope' was not logged at epoch 1 "
                                     "of phase 'train' (not a per-epoch metric of this task?)"});
  EXPECT_EQ(QueryRows(Db(dir), "SELECT count(*) FROM rungs"), std::vector<std::string>{"0"});
}

// Seeds judged one by one, eta = 2: every recorded decision must be what the rule gives on the
// rows that were there before it, in arrival order.
// The toy sweep with train.lr as a grid of the model entry, and a [prune] table.
std::string GridSweep(const std::string& name, const std::string& lrs, const std::string& prune) {
  return Sweep(name, "grid = { \"train.lr\" = [" + lrs + "] }\n" + prune);
}

// Replays the rungs of a sweep judged seed by seed (eta 2, higher is better): rows by rung in
// arrival order, each judged against the ones before it, must carry the decision the rule gives.
// Returns how many were pruned.
int ReplayAsha(const std::string& db, size_t at_least) {
  std::map<int64_t, std::vector<double>> decided;  // rung -> values
  const auto rows = QueryRows(db,
                              "SELECT rung || '|' || printf('%.17g', coalesce(value, 'nan')) || "
                              "'|' || decision FROM rungs ORDER BY rung, id");
  EXPECT_GE(rows.size(), at_least);
  int pruned = 0;
  for (const auto& row : rows) {
    const auto bar1 = row.find('|'), bar2 = row.rfind('|');
    const int64_t rung = std::stoll(row.substr(0, bar1));
    const double value = std::strtod(row.substr(bar1 + 1, bar2 - bar1 - 1).c_str(), nullptr);
    const std::string decision = row.substr(bar2 + 1);
    const bool promote = search::AshaPromotes(value, decided[rung], 2, /*higher=*/true);
    EXPECT_EQ(decision, promote ? "promoted" : "pruned") << row;
    decided[rung].push_back(value);
    pruned += decision == "pruned";
  }
  return pruned;
}

TEST(Prune, TwoWorkersShareTheRungs) {
  // --jobs 2: two worker processes judge arrivals from the same database.
  TempDir dir;
  testing::WriteFile(dir.File("sweep.toml"),
                     GridSweep("toy_jobs", "3e-3, 1e-6, 1e-2, 1e-5",
                               "[prune]\nmethod = \"asha\"\nmin_epochs = 1\neta = 2\nseeds = "
                               "\"each\"\n"));
  const auto run = testing::Run(RunLine(dir, "", "--jobs 2"));
  ASSERT_EQ(run.exit_code, 0) << run.out;
  const std::string db = Db(dir);
  EXPECT_GE(ReplayAsha(db, 8), 1);
  // Every trial ended done or pruned, each rung of a trial was judged once, and a pruned trial
  // never reached a later rung.
  EXPECT_EQ(QueryRows(db, "SELECT count(*) FROM trials WHERE status NOT IN ('done', 'pruned')"),
            std::vector<std::string>{"0"});
  EXPECT_EQ(QueryRows(db,
                      "SELECT count(*) FROM rungs r WHERE r.decision = 'pending' OR EXISTS "
                      "(SELECT 1 FROM rungs p WHERE p.trial_id = r.trial_id AND p.decision = "
                      "'pruned' AND p.rung < r.rung)"),
            std::vector<std::string>{"0"});
}

TEST(Prune, AshaDecisionsReplayAndPrunedTrialsKeepTheirRecords) {
  TempDir dir;
  testing::WriteFile(dir.File("sweep.toml"),
                     GridSweep("toy_asha", "3e-3, 1e-6, 1e-2, 1e-5",
                               "[prune]\nmethod = \"asha\"\nmin_epochs = 1\neta = "
                               "2\nseeds = \"each\"\n"));
  const auto run = testing::Run(RunLine(dir));
  ASSERT_EQ(run.exit_code, 0) << run.out;
  const std::string db = Db(dir);
  EXPECT_GE(ReplayAsha(db, 8), 1);
  // A pruned trial: status and phase pruned, its per-epoch metrics up to its rung and no
  // further, no final metrics, its checkpoint at the rung kept.
  const auto pruned_trials =
      QueryRows(db,
                "SELECT t.id || '|' || r.epoch FROM trials t JOIN rungs r ON r.trial_id = t.id AND "
                "r.decision = 'pruned' WHERE t.status = 'pruned'");
  ASSERT_EQ(static_cast<int>(pruned_trials.size()),
            std::stoi(QueryRows(db, "SELECT count(*) FROM trials WHERE status = 'pruned'")[0]));
  ASSERT_FALSE(pruned_trials.empty());
  for (const auto& row : pruned_trials) {
    const std::string id = row.substr(0, row.find('|'));
    const std::string epoch = row.substr(row.find('|') + 1);
    EXPECT_EQ(QueryRows(db, "SELECT status FROM phases WHERE trial_id = " + id),
              std::vector<std::string>{"pruned"});
    EXPECT_EQ(QueryRows(db,
                        "SELECT max(epoch) || ' ' || count(DISTINCT epoch) FROM metrics "
                        "WHERE is_final = 0 AND trial_id = " +
                            id),
              std::vector<std::string>{epoch + " " + epoch});
    EXPECT_EQ(QueryRows(db, "SELECT count(*) FROM metrics WHERE is_final = 1 AND trial_id = " + id),
              std::vector<std::string>{"0"});
    EXPECT_EQ(
        QueryRows(db, "SELECT epoch FROM artifacts WHERE kind = 'checkpoint' AND trial_id = " + id),
        std::vector<std::string>{epoch});
  }
  // status, compare and report show them as pruned; compare means use done trials unless asked.
  const std::string tail = " --db " + db + " 2>&1";
  const auto status = testing::Run(testing::NilabBinary() + " status" + tail);
  EXPECT_EQ(status.exit_code, 0) << status.out;
  EXPECT_NE(status.out.find("pruned"), std::string::npos) << status.out;
  const auto compare = testing::Run(testing::NilabBinary() + " compare --format json" + tail);
  EXPECT_EQ(compare.exit_code, 0) << compare.out;
  const auto with_pruned =
      testing::Run(testing::NilabBinary() + " compare --include-pruned --format json" + tail);
  EXPECT_EQ(with_pruned.exit_code, 0) << with_pruned.out;
  EXPECT_NE(compare.out, with_pruned.out);
  const auto report = testing::Run("cd " + dir.path() + " && " + testing::NilabBinary() +
                                   " report --out report.html" + tail);
  EXPECT_EQ(report.exit_code, 0) << report.out;
  EXPECT_NE(testing::ReadFile(dir.File("report.html")).find(" pruned"), std::string::npos);
  // A second run has nothing left to do and changes no decision.
  const auto before = QueryRows(db, "SELECT trial_id || rung || decision FROM rungs ORDER BY id");
  const auto again = testing::Run(RunLine(dir));
  EXPECT_EQ(again.exit_code, 0) << again.out;
  EXPECT_EQ(QueryRows(db, "SELECT trial_id || rung || decision FROM rungs ORDER BY id"), before);
}

// Everything a decision depends on and produces, per trial and rung.
std::vector<std::string> Decisions(const std::string& db) {
  return QueryRows(db,
                   "SELECT t.idx || ' ' || r.rung || ' ' || r.decision || ' ' || "
                   "printf('%.17g', r.value) || ' ' || coalesce(printf('%.17g', r.unit_value), "
                   "'-') FROM rungs r JOIN trials t ON t.id = r.trial_id ORDER BY t.idx, r.rung");
}

TEST(Prune, AKillAtARungDecisionThenAResumeGivesTheSameDecisions) {
  // Two configurations x two seeds judged together: pauses, promotions and prunings.
  const std::string sweep =
      GridSweep("toy_kill", "3e-3, 1e-6", "[prune]\nmethod = \"asha\"\nmin_epochs = 1\neta = 2\n");
  TempDir reference;
  testing::WriteFile(reference.File("sweep.toml"), sweep);
  const std::string log = reference.File("boundaries.log");
  const auto first = testing::Run(RunLine(reference, "NILAB_FAULT_LOG=" + log));
  ASSERT_EQ(first.exit_code, 0) << first.out;
  std::vector<std::string> boundaries;
  {
    std::ifstream in(log);
    for (std::string line; std::getline(in, line);) boundaries.push_back(line);
  }
  const auto want = Decisions(Db(reference));
  const auto want_status =
      QueryRows(Db(reference), "SELECT idx || status FROM trials ORDER BY idx");
  const auto want_final = FinalMetrics(Db(reference));
  ASSERT_FALSE(want.empty());
  // The boundaries around every rung decision; with NILAB_PRUNE_KILL_ALL=1 (scripts/
  // prune_kill_test.sh) every boundary of the sweep (minutes; tests/host/crash_points_test.cc
  // covers every boundary of a plain trial in CI).
  const bool all = std::getenv("NILAB_PRUNE_KILL_ALL") != nullptr;
  std::vector<int> kill_at;
  for (size_t k = 0; k < boundaries.size(); ++k) {
    if (all || boundaries[k].find("deciding rung") != std::string::npos) {
      kill_at.push_back(static_cast<int>(k) + 1);
    }
  }
  ASSERT_GE(kill_at.size(), 12u);
  auto lane = [&](size_t first_i) {
    for (size_t i = first_i; i < kill_at.size(); i += 2) {
      const std::string what = "killed at boundary " + boundaries[kill_at[i] - 1];
      TempDir dir;
      testing::WriteFile(dir.File("sweep.toml"), sweep);
      const auto killed =
          testing::Run(RunLine(dir, "NILAB_FAULT_KILL_AT=" + std::to_string(kill_at[i])));
      EXPECT_NE(killed.exit_code, 0) << what << "\n" << killed.out;
      const auto resumed = testing::Run(RunLine(dir));
      EXPECT_EQ(resumed.exit_code, 0) << what << "\n" << resumed.out;
      EXPECT_EQ(Decisions(Db(dir)), want) << what;
      EXPECT_EQ(QueryRows(Db(dir), "SELECT idx || status FROM trials ORDER BY idx"), want_status)
          << what;
      EXPECT_EQ(FinalMetrics(Db(dir)), want_final) << what;
    }
  };
  std::thread second(lane, 1);
  lane(0);
  second.join();
  RecordProperty("kills", static_cast<int>(kill_at.size()));
}

}  // namespace
}  // namespace nilab::host
