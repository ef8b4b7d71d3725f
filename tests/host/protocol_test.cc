// [protocol] sweeps end to end (issue 49), on the toy plugins through the nilab binary: the tune
// stage computes no test value and the choice is the best mean val; the confirm stage runs the
// choice on the declared seeds and alone evaluates test; a changed seed list or margin is refused
// after a look; --jobs and a kill -9 at the stage boundaries make the same choices; no choice
// changes when every test value is noise; select = { matched } starts each model from a
// checkpoint as good on val as the other's best; and --where runs one grid point at a time.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "tests/host/test_util.h"

namespace nilab::host {
namespace {

using testing::QueryRows;
using testing::TempDir;

std::string BaselineDir() {
  std::string dir = testing::ToyPluginDir();
  return dir.substr(0, dir.rfind('/')) + "/baseline";
}

// Two models (toy_model, toy_baseline) tuned on 2 learning rates each, confirmed on 2 seeds.
std::string Sweep(const std::string& name, const std::string& task_extra = "",
                  const std::string& confirm = "seeds = [10, 11], margin = 0.05",
                  const std::string& extra = "") {
  return "name = \"" + name + R"("
[task]
name = "toy_task"
params = { n_train = 96, n_val = 48, n_test = 48)" +
         task_extra + R"( }
[train]
epochs = 3
batch_size = 32
keep_epochs = true
[protocol]
tune = { method = "random", configs = 2, seeds = [0], metric = "val/r2", seed = 1 }
confirm = { )" +
         confirm +
         R"( }
[[models]]
name = "toy_model"
random = { "train.lr" = { loguniform = [1e-3, 3e-2] } }
[[models]]
name = "toy_baseline"
random = { "train.lr" = { loguniform = [1e-3, 3e-2] } }
)" + extra;
}

std::string Nilab(const TempDir& dir, const std::string& args, const std::string& env = "") {
  return "cd " + dir.path() + " && " + env + " " + testing::NilabBinary() + " " + args +
         " --db results/nilab.sqlite --plugin-path " + testing::ToyPluginDir() + " --plugin-path " +
         BaselineDir() + " 2>&1";
}

// compare reads the database only (no plugins).
std::string Compare(const TempDir& dir, const std::string& args) {
  return "cd " + dir.path() + " && " + testing::NilabBinary() + " compare " + args +
         " --db results/nilab.sqlite 2>&1";
}

std::string RunLine(const TempDir& dir, const std::string& env = "", const std::string& more = "") {
  return Nilab(dir, "run sweep.toml --threads 1 --quiet " + more, env);
}

std::string Db(const TempDir& dir) { return dir.File("results/nilab.sqlite"); }

// The choices and what the confirm stage ran: "study|chosen lr|mean val", "idx|seed|lr".
std::vector<std::string> Choices(const std::string& db) {
  return QueryRows(db,
                   "SELECT c.study || '|' || (SELECT p.value_real FROM params p JOIN trials t ON "
                   "t.id = p.trial_id WHERE p.key = 'train.lr' AND t.id = (SELECT "
                   "json_extract(value, '$.trial_id') FROM json_each(c.trials_json) WHERE "
                   "json_extract(value, '$.group_hash') = c.group_hash LIMIT 1)) || '|' || "
                   "printf('%.12g', c.value) FROM protocol_choices c ORDER BY c.entry");
}

std::vector<std::string> ConfirmTrials(const std::string& db) {
  return QueryRows(db,
                   "SELECT t.idx || '|' || t.seed || '|' || p.value_real FROM trials t JOIN "
                   "params p ON p.trial_id = t.id AND p.key = 'train.lr' WHERE t.stage = "
                   "'confirm' ORDER BY t.idx");
}

TEST(Protocol, TuneOnValThenConfirmTheChoiceOnTest) {
  TempDir dir;
  testing::WriteFile(dir.File("sweep.toml"), Sweep("toy_protocol"));
  const auto run = testing::Run(RunLine(dir));
  ASSERT_EQ(run.exit_code, 0) << run.out;
  const std::string db = Db(dir);
  EXPECT_EQ(QueryRows(db,
                      "SELECT stage || ' ' || count(*) FROM trials GROUP BY stage "
                      "ORDER BY stage"),
            (std::vector<std::string>{"confirm 4", "tune 4"}));
  // Tune trials read val and compute no test value; confirm trials compute test once, final.
  EXPECT_EQ(QueryRows(db,
                      "SELECT count(*) FROM metrics m JOIN trials t ON t.id = m.trial_id "
                      "WHERE t.stage = 'tune' AND m.name LIKE 'test/%'"),
            std::vector<std::string>{"0"});
  EXPECT_EQ(QueryRows(db,
                      "SELECT count(*) FROM metrics WHERE name LIKE 'test/%' AND "
                      "is_final = 0"),
            std::vector<std::string>{"0"});
  EXPECT_EQ(QueryRows(db,
                      "SELECT count(DISTINCT m.trial_id) FROM metrics m JOIN trials t ON "
                      "t.id = m.trial_id WHERE t.stage = 'confirm' AND m.name = 'test/r2' "
                      "AND m.is_final = 1"),
            std::vector<std::string>{"4"});
  // Each choice is the configuration with the best val of its model's tune stage.
  EXPECT_EQ(QueryRows(db,
                      "SELECT c.study || ' ' || (c.value = (SELECT max(m.value) FROM metrics m "
                      "JOIN trials t ON t.id = m.trial_id WHERE t.stage = 'tune' AND t.model = "
                      "c.study AND m.name = 'val/r2' AND m.is_final = 1)) FROM protocol_choices c "
                      "ORDER BY c.entry"),
            (std::vector<std::string>{"toy_model 1", "toy_baseline 1"}));
  // The confirm stage runs exactly the chosen learning rate, on the declared seeds.
  const auto choices = Choices(db);
  const auto confirm = ConfirmTrials(db);
  ASSERT_EQ(choices.size(), 2u);
  ASSERT_EQ(confirm.size(), 4u);
  for (size_t k = 0; k < confirm.size(); ++k) {
    const std::string lr = choices[k / 2].substr(choices[k / 2].find('|') + 1);
    EXPECT_EQ(confirm[k], std::to_string(4 + k) + "|" + std::to_string(10 + k % 2) + "|" +
                              lr.substr(0, lr.find('|')));
  }
  // compare prints the protocol's report; its JSON carries the verdict and P(a > b).
  const auto table = testing::Run(Compare(dir, "toy_protocol"));
  ASSERT_EQ(table.exit_code, 0) << table.out;
  EXPECT_NE(table.out.find("tune stage: the budget of each model, on val"), std::string::npos);
  EXPECT_NE(table.out.find("toy_model - toy_baseline"), std::string::npos) << table.out;
  const auto json = testing::Run(Compare(dir, "toy_protocol --format json"));
  ASSERT_EQ(json.exit_code, 0) << json.out;
  const auto report = nlohmann::json::parse(json.out.substr(json.out.find('{')));
  ASSERT_EQ(report["verdicts"].size(), 1u);
  const auto& verdict = report["verdicts"][0];
  EXPECT_EQ(verdict["pairs"], 2);
  EXPECT_EQ(verdict["margin"], 0.05);
  EXPECT_TRUE(verdict["verdict"].is_string());
  EXPECT_GE(verdict["p_a_better"].get<double>(), 0.0);
  EXPECT_EQ(report["studies"][0]["tune"]["configurations"], 2);
  EXPECT_EQ(report["studies"][1]["tune"]["configurations"], 2);
  // A fair protocol: the budgets are equal and nothing chose on test.
  for (const auto& w : report["warnings"]) {
    EXPECT_NE(w["code"], "unequal-tuning") << w;
    EXPECT_NE(w["code"], "selected-on-reported-split") << w;
    EXPECT_NE(w["code"], "seeds-added") << w;
  }
}

// The tune budget's CPU-s is the CPU time the tune trials' epochs logged (time/cpu_s), not
// their wall time x threads, which a pause or a shared core inflates; a trial without it (from
// before nilab logged it) falls back to wall x threads, and the table's header says so.
TEST(Protocol, TheTuneBudgetIsTheCpuTimeOfTheTuneEpochs) {
  TempDir dir;
  testing::WriteFile(dir.File("sweep.toml"), Sweep("toy_protocol"));
  const auto run = testing::Run(RunLine(dir));
  ASSERT_EQ(run.exit_code, 0) << run.out;
  const std::string db = Db(dir);
  // Every epoch of every trial logged its CPU time, and spent some.
  EXPECT_EQ(QueryRows(db,
                      "SELECT count(*), sum(value > 0) FROM metrics WHERE name = 'time/cpu_s' "
                      "AND is_final = 0"),
            (std::vector<std::string>{"24|24"}));  // 8 trials x 3 epochs
  const auto report = [&] {
    const auto json = testing::Run(Compare(dir, "toy_protocol --format json"));
    EXPECT_EQ(json.exit_code, 0) << json.out;
    return nlohmann::json::parse(json.out.substr(json.out.find('{')));
  };
  const auto logged = QueryRows(db,
                                "SELECT t.model, sum(m.value) FROM metrics m JOIN trials t ON t.id "
                                "= m.trial_id WHERE t.stage = 'tune' AND m.name = 'time/cpu_s' "
                                "AND m.is_final = 0 GROUP BY t.model ORDER BY t.model DESC");
  ASSERT_EQ(logged.size(), 2u);
  const auto measured = report();
  for (size_t k = 0; k < 2; ++k) {
    const auto& study = measured["studies"][k];
    EXPECT_EQ(logged[k].substr(0, logged[k].find('|')), study["study"].get<std::string>());
    EXPECT_NEAR(study["tune"]["device_seconds"].get<double>(),
                std::stod(logged[k].substr(logged[k].find('|') + 1)), 1e-9);
    EXPECT_FALSE(study["tune"]["device_seconds_from_wall"].get<bool>());
  }
  const auto table = testing::Run(Compare(dir, "toy_protocol"));
  EXPECT_NE(table.out.find("CPU-s "), std::string::npos) << table.out;
  EXPECT_EQ(table.out.find("wall x threads"), std::string::npos) << table.out;

  // One tune trial without its CPU times: it counts its wall time x threads, and the header says
  // the column mixes the two.
  testing::ExecSql(db,
                   "DELETE FROM metrics WHERE name = 'time/cpu_s' AND trial_id = (SELECT min(id) "
                   "FROM trials WHERE stage = 'tune')");
  const auto fallback = report();
  EXPECT_TRUE(fallback["studies"][0]["tune"]["device_seconds_from_wall"].get<bool>());
  EXPECT_FALSE(fallback["studies"][1]["tune"]["device_seconds_from_wall"].get<bool>());
  const auto mixed = testing::Run(Compare(dir, "toy_protocol"));
  EXPECT_NE(mixed.out.find("CPU-s (wall x threads)"), std::string::npos) << mixed.out;
}

TEST(Protocol, AChangedPlanIsRefusedOnceAConfirmTrialHasResults) {
  TempDir dir;
  testing::WriteFile(dir.File("sweep.toml"), Sweep("toy_plan"));
  ASSERT_EQ(testing::Run(RunLine(dir)).exit_code, 0);
  const auto before = QueryRows(Db(dir), "SELECT count(*) FROM trials");
  testing::WriteFile(dir.File("sweep.toml"),
                     Sweep("toy_plan", "", "seeds = [10, 11, 12], margin = 0.05"));
  auto refused = testing::Run(RunLine(dir));
  EXPECT_EQ(refused.exit_code, 2) << refused.out;
  EXPECT_NE(refused.out.find("sweep.toml: sweep 'toy_plan': [protocol] confirm seeds "
                             "[10, 11] -> [10, 11, 12] after confirm trials have results"),
            std::string::npos)
      << refused.out;
  testing::WriteFile(dir.File("sweep.toml"),
                     Sweep("toy_plan", "", "seeds = [10, 11], margin = 0.01"));
  refused = testing::Run(RunLine(dir));
  EXPECT_EQ(refused.exit_code, 2) << refused.out;
  EXPECT_NE(refused.out.find("margin 0.05 -> 0.01"), std::string::npos) << refused.out;
  EXPECT_EQ(QueryRows(Db(dir), "SELECT count(*) FROM trials"), before);
  // Before any confirm trial has a value the plan may still change.
  testing::ExecSql(Db(dir),
                   "DELETE FROM metrics WHERE trial_id IN (SELECT id FROM trials WHERE "
                   "stage = 'confirm')");
  const auto accepted = testing::Run(RunLine(dir));
  EXPECT_EQ(accepted.exit_code, 0) << accepted.out;
}

TEST(Protocol, JobsAndKillsAtTheStageBoundariesMakeTheSameChoices) {
  TempDir reference;
  testing::WriteFile(reference.File("sweep.toml"), Sweep("toy_resume"));
  const std::string log = reference.File("boundaries.log");
  const auto first = testing::Run(RunLine(reference, "NILAB_FAULT_LOG=" + log));
  ASSERT_EQ(first.exit_code, 0) << first.out;
  const auto want_choices = Choices(Db(reference));
  const auto want_confirm = ConfirmTrials(Db(reference));
  const auto final_test = [](const std::string& db) {
    return QueryRows(db,
                     "SELECT t.idx || '|' || printf('%.17g', m.value) FROM metrics m JOIN "
                     "trials t ON t.id = m.trial_id WHERE m.name = 'test/r2' ORDER BY t.idx");
  };
  const auto want_test = final_test(Db(reference));
  ASSERT_EQ(want_test.size(), 4u);

  TempDir pool;
  testing::WriteFile(pool.File("sweep.toml"), Sweep("toy_resume"));
  const auto jobs = testing::Run(RunLine(pool, "", "--jobs 2"));
  ASSERT_EQ(jobs.exit_code, 0) << jobs.out;
  EXPECT_EQ(Choices(Db(pool)), want_choices);
  EXPECT_EQ(ConfirmTrials(Db(pool)), want_confirm);

  // Kill -9 during tune, at each commit of a choice (between the stages), at the first commit
  // of the confirm stage's trials, and during confirm; each resumed run ends the same.
  std::vector<std::string> boundaries;
  {
    std::ifstream in(log);
    for (std::string line; std::getline(in, line);) boundaries.push_back(line);
  }
  std::vector<int> kills = {static_cast<int>(boundaries.size()) / 4};
  for (size_t k = 0; k < boundaries.size(); ++k) {
    // Before the first choice's commit, and after the commit of the confirm stage's trials.
    if ((boundaries[k].find("before commit: recording the choice of") != std::string::npos &&
         kills.size() == 1) ||
        (boundaries[k].find("after commit: adding trials") != std::string::npos &&
         k > boundaries.size() / 2 && kills.size() == 2)) {
      kills.push_back(static_cast<int>(k) + 1);
    }
  }
  ASSERT_EQ(kills.size(), 3u) << "no boundary between the stages in the log";
  kills.push_back(static_cast<int>(boundaries.size()) * 5 / 6);
  for (int k : kills) {
    const std::string what = "killed at " + boundaries[k - 1];
    TempDir dir;
    testing::WriteFile(dir.File("sweep.toml"), Sweep("toy_resume"));
    const auto killed = testing::Run(RunLine(dir, "NILAB_FAULT_KILL_AT=" + std::to_string(k)));
    EXPECT_EQ(killed.exit_code, 128 + 9) << what << "\n" << killed.out;
    const auto resumed = testing::Run(RunLine(dir));
    ASSERT_EQ(resumed.exit_code, 0) << what << "\n" << resumed.out;
    EXPECT_EQ(Choices(Db(dir)), want_choices) << what;
    EXPECT_EQ(ConfirmTrials(Db(dir)), want_confirm) << what;
    EXPECT_EQ(final_test(Db(dir)), want_test) << what;
  }
}

// Every test value replaced by noise (two different draws): every choice comes out the same.
TEST(Protocol, NoChoiceReadsTheTestSplit) {
  const std::string phases = R"(
[prune]
method = "asha"
min_epochs = 1
eta = 2
phase = "pretrain"
[[phases]]
name = "pretrain"
test = true
[[phases]]
name = "finetune"
epochs = 1
select = "best"
)";
  std::map<int, std::vector<std::string>> choices, rungs, selections, top, tests;
  for (int noise : {1, 2}) {
    TempDir dir;
    testing::WriteFile(dir.File("sweep.toml"),
                       Sweep("toy_noise", ", test_noise = " + std::to_string(noise),
                             "seeds = [10, 11], margin = 0.05", phases));
    const auto run = testing::Run(RunLine(dir));
    ASSERT_EQ(run.exit_code, 0) << run.out;
    const std::string db = Db(dir);
    choices[noise] = Choices(db);
    rungs[noise] = QueryRows(db,
                             "SELECT t.idx || '|' || r.rung || '|' || r.decision FROM rungs "
                             "r JOIN trials t ON t.id = r.trial_id ORDER BY t.idx, r.rung");
    selections[noise] = QueryRows(db,
                                  "SELECT t.idx || '|' || s.epoch FROM selections s JOIN "
                                  "trials t ON t.id = s.trial_id ORDER BY t.idx");
    tests[noise] = QueryRows(db,
                             "SELECT printf('%.6f', value) FROM metrics WHERE name = "
                             "'test/r2' ORDER BY id");
    // compare's best markers and --top on the confirm stage, test columns shown.
    const auto json = testing::Run(Compare(dir,
                                           "toy_noise --stage confirm --top 1 --metric "
                                           "val/r2,test/r2 --format json"));
    ASSERT_EQ(json.exit_code, 0) << json.out;
    const auto groups = nlohmann::json::parse(json.out.substr(json.out.find('{')))["groups"];
    for (const auto& g : groups) {
      top[noise].push_back(g["key"].dump() + g["metrics"]["val/r2"]["best"].dump() +
                           g["metrics"]["test/r2"]["best"].dump());
    }
  }
  EXPECT_FALSE(rungs[1].empty());
  EXPECT_EQ(selections[1].size(), 8u);  // every trial's finetune starts from a selected epoch
  ASSERT_EQ(top[1].size(), 1u);
  EXPECT_EQ(choices[1], choices[2]);
  EXPECT_EQ(rungs[1], rungs[2]);
  EXPECT_EQ(selections[1], selections[2]);
  EXPECT_EQ(top[1], top[2]);
  // The test values did change: the choices above could have followed them.
  ASSERT_FALSE(tests[1].empty());
  EXPECT_NE(tests[1], tests[2]);
}

TEST(Protocol, MatchedSelectionStartsEachModelEquallyGoodOnVal) {
  TempDir dir;
  testing::WriteFile(dir.File("pretrain.toml"), Sweep("toy_pre"));
  ASSERT_EQ(testing::Run(Nilab(dir, "run pretrain.toml --threads 1 --quiet")).exit_code, 0);
  // Adapt each confirm seed's pretrained model; the tune seed 0 has no pretraining of its own
  // and starts from the first confirm seed's.
  testing::WriteFile(dir.File("adapt.toml"), R"(
name = "toy_adapt"
[task]
name = "toy_task"
params = { n_train = 96, n_val = 48, n_test = 48, target = "max" }
[train]
epochs = 1
batch_size = 32
[protocol]
tune = { method = "grid", seeds = [0], metric = "val/r2" }
confirm = { seeds = [10, 11], margin = 0.05 }
[[models]]
name = "toy_model"
[[models]]
name = "toy_baseline"
[[phases]]
name = "adapt"
init = { sweep = "toy_pre", match = ["model", "seed"] }
select = { matched = "val/r2" }
)");
  const auto run = testing::Run(Nilab(dir, "run adapt.toml --threads 1 --quiet"));
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("starting from the first confirm seed's (10)"), std::string::npos)
      << run.out;
  const std::string db = Db(dir);
  // Per seed: the threshold is the lower of the two models' best val, and each model starts from
  // its last epoch whose val does not exceed it (the weaker one: where it is best or later).
  const auto rows = QueryRows(
      db,
      "SELECT t.seed || '|' || t.model || '|' || s.epoch || '|' || printf('%.12g', s.value) || "
      "'|' || printf('%.12g', s.threshold) || '|' || s.source_trial_id FROM selections s JOIN "
      "trials t ON t.id = s.trial_id ORDER BY t.seed, t.model");
  ASSERT_EQ(rows.size(), 6u);  // 2 models x (1 tune + 2 confirm seeds)
  for (const std::string& row : rows) {
    std::vector<std::string> f;
    for (size_t at = 0, next; at <= row.size(); at = next + 1) {
      next = row.find('|', at);
      if (next == std::string::npos) next = row.size();
      f.push_back(row.substr(at, next - at));
    }
    const double value = std::stod(f[3]), threshold = std::stod(f[4]);
    // At or below the threshold, unless already the first epoch is above it.
    if (f[2] != "1") {
      EXPECT_LE(value, threshold) << row;
    }
    // The source's best val, and the threshold as the lower of the two models' bests.
    const auto best = [&](const std::string& model) {
      return std::stod(
          QueryRows(db,
                    "SELECT printf('%.12g', max(m.value)) FROM metrics m JOIN trials t ON t.id = "
                    "m.trial_id JOIN sweeps w ON w.id = t.sweep_id WHERE w.name = 'toy_pre' AND "
                    "t.stage = 'confirm' AND t.model = '" +
                        model + "' AND t.seed = " + (f[0] == "0" ? std::string("10") : f[0]) +
                        " AND m.name = 'val/r2' AND m.is_final = 0")[0]);
    };
    EXPECT_DOUBLE_EQ(threshold, std::min(best("toy_model"), best("toy_baseline"))) << row;
    // No later epoch of the source is also at or below the threshold.
    EXPECT_EQ(QueryRows(db, "SELECT count(*) FROM metrics WHERE trial_id = " + f[5] +
                                " AND name = 'val/r2' AND is_final = 0 AND epoch > " + f[2] +
                                " AND value <= " + f[4]),
              std::vector<std::string>{"0"})
        << row;
  }
}

// --where runs a [protocol] sweep one [task] grid point at a time: its studies' tune trials, their
// choices and their confirm trials, nothing of the other point; a later run without --where
// finishes the rest, and every choice and test value is the one of a run of the whole sweep.
TEST(Protocol, WhereRunsOneGridPointAtATimeAndChangesNoTrial) {
  const std::string grid = " }\ngrid = { target = [\"sum\", \"max\"]";
  const auto final_test = [](const std::string& db) {
    return QueryRows(db,
                     "SELECT t.idx || '|' || t.stage || '|' || printf('%.17g', m.value) FROM "
                     "metrics m JOIN trials t ON t.id = m.trial_id WHERE m.name = 'test/r2' AND "
                     "m.is_final = 1 ORDER BY t.idx");
  };
  const auto targets = [](const std::string& db) {
    return QueryRows(db,
                     "SELECT t.stage || ' ' || p.value_text || ' ' || count(*) FROM trials t JOIN "
                     "params p ON p.trial_id = t.id AND p.key = 'task.target' WHERE t.status = "
                     "'done' GROUP BY t.stage, "
                     "p.value_text ORDER BY t.stage, p.value_text");
  };
  TempDir whole;
  testing::WriteFile(whole.File("sweep.toml"), Sweep("toy_where", grid));
  const auto reference = testing::Run(RunLine(whole));
  ASSERT_EQ(reference.exit_code, 0) << reference.out;
  ASSERT_EQ(Choices(Db(whole)).size(), 4u);
  ASSERT_EQ(final_test(Db(whole)).size(), 8u);

  TempDir dir;
  testing::WriteFile(dir.File("sweep.toml"), Sweep("toy_where", grid));
  // The plan lists the point's trials only.
  const auto plan = testing::Run(RunLine(dir, "", "--dry-run --where task.target=max"));
  ASSERT_EQ(plan.exit_code, 0) << plan.out;
  EXPECT_NE(plan.out.find("--where task.target=max: 4 of 8 tune trials"), std::string::npos)
      << plan.out;
  // Through a pool of workers, which take the filter with them.
  const auto first = testing::Run(RunLine(dir, "", "--jobs 2 --where task.target=max"));
  ASSERT_EQ(first.exit_code, 0) << first.out;
  EXPECT_EQ(targets(Db(dir)), (std::vector<std::string>{"confirm max 4", "tune max 4"}));
  // The other point's tune trials wait, queued.
  EXPECT_EQ(QueryRows(Db(dir), "SELECT count(*) FROM trials WHERE status = 'queued'"),
            std::vector<std::string>{"4"});
  EXPECT_EQ(QueryRows(Db(dir), "SELECT count(*) FROM protocol_choices"),
            std::vector<std::string>{"2"});
  // status counts the whole plan: its 4 confirm trials not recorded yet are planned.
  const auto status = [&] {
    const auto out = testing::Run("cd " + dir.path() + " && " + testing::NilabBinary() +
                                  " status --format json --db results/nilab.sqlite 2>&1");
    EXPECT_EQ(out.exit_code, 0) << out.out;
    return nlohmann::json::parse(out.out.substr(out.out.find('[')))[0];
  };
  const auto midway = status();
  EXPECT_EQ(midway["total"], 16) << midway;
  EXPECT_EQ(midway["planned"], 4) << midway;
  EXPECT_EQ(midway["done"], 8) << midway;
  // The rest, in this process.
  const auto rest = testing::Run(RunLine(dir));
  ASSERT_EQ(rest.exit_code, 0) << rest.out;
  EXPECT_EQ(targets(Db(dir)), (std::vector<std::string>{"confirm max 4", "confirm sum 4",
                                                        "tune max 4", "tune sum 4"}));
  const auto after = status();
  EXPECT_EQ(after["total"], 16) << after;
  EXPECT_EQ(after["planned"], 0) << after;
  EXPECT_EQ(after["done"], 16) << after;
  // The same choices, recorded in another order (point by point).
  const auto sorted = [](std::vector<std::string> rows) {
    std::sort(rows.begin(), rows.end());
    return rows;
  };
  EXPECT_EQ(sorted(Choices(Db(dir))), sorted(Choices(Db(whole))));
  EXPECT_EQ(ConfirmTrials(Db(dir)), ConfirmTrials(Db(whole)));
  EXPECT_EQ(final_test(Db(dir)), final_test(Db(whole)));
}

// A Slurm array's worker records only the trial it runs: status still counts the whole plan.
TEST(Protocol, StatusCountsTheTuneTrialsAWorkerHasNotReached) {
  TempDir dir;
  testing::WriteFile(dir.File("sweep.toml"), Sweep("toy_array"));
  // `nilab slurm` records the plan (2 studies x 2 configurations x 1 tune seed, 2 confirm seeds).
  const auto plan = testing::Run(Nilab(dir, "slurm sweep.toml --shards shards"));
  ASSERT_EQ(plan.exit_code, 0) << plan.out;
  const auto worker =
      testing::Run(Nilab(dir, "worker --sweep sweep.toml --stage tune --trial 0 --threads 1"));
  ASSERT_EQ(worker.exit_code, 0) << worker.out;
  ASSERT_EQ(QueryRows(Db(dir), "SELECT count(*) FROM trials"), std::vector<std::string>{"1"});
  const auto out = testing::Run("cd " + dir.path() + " && " + testing::NilabBinary() +
                                " status --format json --db results/nilab.sqlite 2>&1");
  ASSERT_EQ(out.exit_code, 0) << out.out;
  const auto status = nlohmann::json::parse(out.out.substr(out.out.find('[')))[0];
  EXPECT_EQ(status["done"], 1) << status;
  EXPECT_EQ(status["planned"], 3 + 4) << status;  // 3 tune trials, 4 confirm trials
  EXPECT_EQ(status["total"], 8) << status;
}

// A --where the sweep cannot honour is one line naming the term, and nothing runs.
TEST(Protocol, WhereRefusesWhatWouldChangeOrMissTrials) {
  TempDir dir;
  testing::WriteFile(dir.File("sweep.toml"),
                     Sweep("toy_where_bad", " }\ngrid = { target = [\"sum\", \"max\"]"));
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"--where task.targt=max",
       "--where task.targt=max: no trial of the sweep has a parameter 'task.targt' (did you "
       "mean 'task.target'?)"},
      {"--where task.target=mean",
       "--where task.target=mean: no trial of the sweep has task.target = mean (task.target "
       "takes: max, sum)"},
      {"--where seed=10", "--where seed=10: a [protocol] sweep's seeds are its plan"},
      {"--where target", "--where 'target': expected KEY=VALUE"},
  };
  for (const auto& [flag, message] : cases) {
    const auto run = testing::Run(RunLine(dir, "", flag));
    EXPECT_EQ(run.exit_code, 2) << flag << "\n" << run.out;
    EXPECT_NE(run.out.find(message), std::string::npos) << flag << "\n" << run.out;
  }
  EXPECT_FALSE(std::ifstream(Db(dir)).good()) << "a refused run created the database";
  // Under [prune] a subset run first would change what the rungs prune.
  testing::WriteFile(dir.File("pruned.toml"), R"(
name = "toy_where_pruned"
[task]
name = "toy_task"
params = { n_train = 96, n_val = 48, n_test = 48 }
grid = { target = ["sum", "max"] }
[train]
epochs = 3
batch_size = 32
[prune]
method = "asha"
min_epochs = 1
[[models]]
name = "toy_model"
)");
  const auto pruned = testing::Run(Nilab(dir, "run pruned.toml --where task.target=max"));
  EXPECT_EQ(pruned.exit_code, 2) << pruned.out;
  EXPECT_NE(pruned.out.find("has a [prune]: its rungs judge each trial against the others"),
            std::string::npos)
      << pruned.out;
}

}  // namespace
}  // namespace nilab::host
