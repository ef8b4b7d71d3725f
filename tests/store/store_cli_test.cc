// The query, status, compare and export commands, run as `nilab` processes on a database the
// store wrote.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <cstdint>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "host/store/store.h"
#include "tests/store/test_util.h"

namespace nilab::host::store {
namespace {

using test::MakeTrial;
using test::TempDir;

struct CliRun {
  int code = -1;
  std::string out;  // stdout and stderr
};

CliRun Nilab(const std::string& args) {
  const std::string command = std::string(NILAB_BINARY_DIR "/bin/nilab ") + args + " 2>&1";
  CliRun run;
  FILE* pipe = popen(command.c_str(), "r");
  char buffer[4096];
  for (size_t n; (n = fread(buffer, 1, sizeof(buffer), pipe)) > 0;) run.out.append(buffer, n);
  const int status = pclose(pipe);
  run.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

// Sweep "demo": NI and ViT, two seeds each, all done; NI ahead by 0.1.
std::string MakeDemo(const TempDir& dir) {
  const std::string path = dir / "results/nilab.sqlite";
  Store store(path);
  const int64_t sweep = store.UpsertSweep({"demo", "demo.toml", "", ""});
  store.AddTrials(sweep, {MakeTrial(0, "ni", 0, 0.5), MakeTrial(1, "ni", 1, 0.5),
                          MakeTrial(2, "vit", 0, 0.5), MakeTrial(3, "vit", 1, 0.5)});
  while (auto t = store.ClaimTrial(sweep, "w", 60.0)) {
    const double r2 = (t->model == "ni" ? 0.9 : 0.8) + 0.01 * t->seed;
    store.LogMetrics(t->id, "train", 0, 10, {{"val/mean_r2", r2}, {"train/loss", 1 - r2}});
    store.LogMetrics(t->id, "train", 0, 10, {{"val/mean_r2", r2}, {"train/loss", 1 - r2}}, true);
    store.FinishTrial(t->id, TrialStatus::kDone);
  }
  return path;
}

// Sweep "grid": NI over tau (0.5, 1.0) and ViT, two seeds each, all done.
void AddGridSweep(const std::string& path) {
  Store store(path);
  const int64_t sweep = store.UpsertSweep({"grid", "grid.toml", "", ""});
  store.AddTrials(sweep, {MakeTrial(0, "ni", 0, 0.5), MakeTrial(1, "ni", 1, 0.5),
                          MakeTrial(2, "ni", 0, 1.0), MakeTrial(3, "ni", 1, 1.0),
                          MakeTrial(4, "vit", 0, 0.5), MakeTrial(5, "vit", 1, 0.5)});
  while (auto t = store.ClaimTrial(sweep, "w", 60.0)) {
    const double r2 = (t->model == "ni" ? 0.9 + 0.02 * t->index : 0.8) + 0.01 * t->seed;
    store.LogMetrics(t->id, "train", 0, 10, {{"val/mean_r2", r2}}, true);
    store.FinishTrial(t->id, TrialStatus::kDone);
  }
}

TEST(StoreCli, CompareGroupsByTheGridAndPairsEachConfigWithTheOtherModel) {
  TempDir dir;
  const std::string db = MakeDemo(dir);
  AddGridSweep(db);
  CliRun run = Nilab("compare grid --db " + db);
  EXPECT_EQ(run.code, 0) << run.out;
  EXPECT_NE(run.out.find("\nmodel  tau  n  val/mean_r2"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("paired: ni (tau=0.5) - vit on 2 matched configs"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("paired: ni (tau=1.0) - vit on 2 matched configs"), std::string::npos);
  EXPECT_EQ(run.out.find("groups mix"), std::string::npos);
  // --by model pools the taus (with a note) and pairs each tau all the same.
  run = Nilab("compare grid --db " + db + " --by model");
  EXPECT_EQ(run.code, 0) << run.out;
  EXPECT_NE(run.out.find("groups mix several values of tau"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("paired: ni (tau=1.0) - vit"), std::string::npos);
  // --pair KEY=A,B pairs two values of another param (here NI's tau, 0.04 apart per seed).
  // A matched config then includes the model: the ViT trials (tau 0.5 too) have no partner.
  run = Nilab("compare grid --db " + db + " --pair tau=1.0,0.5");
  EXPECT_EQ(run.code, 0) << run.out;
  EXPECT_NE(run.out.find("paired: tau=1.0 - tau=0.5 on 2 matched configs (same model, task "
                         "params and seed)"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("+0.04000000  [+0.04000000, +0.04000000]"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("2 configs done for only one of tau=1.0, tau=0.5"), std::string::npos)
      << run.out;
  // --top 1: the best configuration only (NI at tau 1.0: trials 2 and 3, 0.94 and 0.97).
  run = Nilab("compare grid --db " + db + " --top 1 --format csv");
  EXPECT_EQ(run.code, 0) << run.out;
  EXPECT_EQ(run.out.substr(run.out.find('\n') + 1),
            "ni,1.0,2,0.9550000000000001,0.021213203435596368,2,true\n")
      << run.out;
  run = Nilab("compare grid --db " + db + " --top 2");
  EXPECT_NE(run.out.find("note: the best 2 of 3 groups by val/mean_r2 (--top)"), std::string::npos)
      << run.out;
  EXPECT_EQ(run.out.find("vit "), std::string::npos) << run.out;
  run = Nilab("compare grid --db " + db + " --pair =1.0,0.5");
  EXPECT_EQ(run.code, 2) << run.out;
  EXPECT_NE(run.out.find("--pair: expected KEY=A,B, got '=1.0,0.5'"), std::string::npos) << run.out;
}

TEST(StoreCli, ComparePairsTwoPhasesOfTheSameTrials) {
  TempDir dir;
  const std::string db = dir / "results/nilab.sqlite";
  {
    // Sweep "codes": three seeds; phase "intact" ahead of "redrawn" by 0.02 in each, and a
    // fourth trial that has no "redrawn" phase.
    Store store(db);
    const int64_t sweep = store.UpsertSweep({"codes", "codes.toml", "", ""});
    store.AddTrials(sweep, {MakeTrial(0, "ni", 0, 0.5), MakeTrial(1, "ni", 1, 0.5),
                            MakeTrial(2, "ni", 2, 0.5), MakeTrial(3, "ni", 3, 0.5)});
    while (auto t = store.ClaimTrial(sweep, "w", 60.0)) {
      const double acc = 0.5 + 0.01 * t->seed;
      store.LogMetrics(t->id, "intact", 0, 10, {{"val/acc", acc}}, true);
      if (t->seed < 3) store.LogMetrics(t->id, "redrawn", 0, 10, {{"val/acc", acc - 0.02}}, true);
      store.FinishTrial(t->id, TrialStatus::kDone);
    }
  }
  CliRun run = Nilab("compare codes --db " + db + " --pair phase=intact,redrawn");
  EXPECT_EQ(run.code, 0) << run.out;
  EXPECT_NE(run.out.find("phase intact, redrawn: 4 done trials"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\nmodel  phase    n  val/acc"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("paired: phase=intact - phase=redrawn on 3 matched configs (same model, "
                         "task params and seed)"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("+0.02000  [+0.02000, +0.02000]"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("1 config done for only one of phase=intact, phase=redrawn"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(run.out.find("choose one with --phase"), std::string::npos) << run.out;
  // The phases are the pair's: --phase beside it, or one phase, is refused.
  run = Nilab("compare codes --db " + db + " --pair phase=intact,redrawn --phase intact");
  EXPECT_EQ(run.code, 2) << run.out;
  EXPECT_NE(run.out.find("drop --phase"), std::string::npos) << run.out;
  run = Nilab("compare codes --db " + db + " --pair phase=intact");
  EXPECT_EQ(run.code, 2) << run.out;
  EXPECT_NE(run.out.find("expected two phases"), std::string::npos) << run.out;
}

// Sweeps "ni_only" and "vit_only": one model each (tau 0.5, as in "demo"), seeds 0 and 1, NI
// ahead by 0.05 + 0.01 * seed.
void AddSplitSweeps(const std::string& path) {
  Store store(path);
  for (const std::string model : {"ni", "vit"}) {
    const int64_t sweep = store.UpsertSweep({model + "_only", model + ".toml", "", ""});
    store.AddTrials(sweep, {MakeTrial(0, model, 0, 0.5), MakeTrial(1, model, 1, 0.5)});
    while (auto t = store.ClaimTrial(sweep, "w", 60.0)) {
      const double r2 = model == "ni" ? 0.85 + 0.02 * t->seed : 0.8 + 0.01 * t->seed;
      store.LogMetrics(t->id, "train", 0, 10, {{"val/mean_r2", r2}}, true);
      store.FinishTrial(t->id, TrialStatus::kDone);
    }
  }
}

TEST(StoreCli, CompareOfSeveralSweepsPoolsThemAndPairsAcrossThem) {
  TempDir dir;
  const std::string db = MakeDemo(dir);
  AddSplitSweeps(db);
  // One sweep alone has nothing to pair.
  CliRun run = Nilab("compare ni_only --db " + db);
  EXPECT_EQ(run.code, 0) << run.out;
  EXPECT_EQ(run.out.find("paired:"), std::string::npos) << run.out;
  // Two: the NI of one against the ViT of the other, matched on task params and seed.
  run = Nilab("compare ni_only vit_only --db " + db);
  EXPECT_EQ(run.code, 0) << run.out;
  EXPECT_NE(run.out.find("sweep ni_only, vit_only, phase train: 4 done trials"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("paired: ni - vit on 2 matched configs"), std::string::npos) << run.out;
  // Differences 0.05 and 0.06: mean 0.055, paired t (1 degree of freedom) 0.055 ± 12.706 * 0.005.
  EXPECT_NE(run.out.find("+0.0550  [-0.0085, +0.1185]"), std::string::npos) << run.out;
  // --sweep is the same. "demo" ran the same NI and ViT configs and seeds again (the same config
  // hashes): those trials are the same experiments recorded twice, so they count once, as the
  // sweeps named first have them, and the pairs stay as they were.
  run = Nilab("compare --sweep ni_only --sweep vit_only --sweep demo --db " + db);
  EXPECT_EQ(run.code, 0) << run.out;
  EXPECT_NE(run.out.find("4 trials repeat the config and seed (the config hash) of a trial of a "
                         "sweep named before, and count once"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("+0.0550  [-0.0085, +0.1185]"), std::string::npos) << run.out;
  run = Nilab("compare ni_only nonesuch --db " + db);
  EXPECT_EQ(run.code, 1) << run.out;
  EXPECT_NE(run.out.find("no sweep named 'nonesuch'"), std::string::npos) << run.out;
}

TEST(StoreCli, QueryPrintsRowsAndRefusesWrites) {
  TempDir dir;
  const std::string db = MakeDemo(dir);
  CliRun run =
      Nilab("query --db " + db +
            " \"select model, count(*) as n from trials_wide group by model\" --format csv");
  EXPECT_EQ(run.code, 0) << run.out;
  EXPECT_EQ(run.out, "model,n\nni,2\nvit,2\n");
  run = Nilab("query --db " + db + " \"delete from trials\"");
  EXPECT_EQ(run.code, 1);
  EXPECT_EQ(run.out, "nilab query: error: " + db +
                         ": nilab query only reads; this statement would change the database: "
                         "delete from trials\n");
  run = Nilab("query --db " + dir / "none.sqlite" + " \"select 1\"");
  EXPECT_EQ(run.code, 1);
  EXPECT_NE(run.out.find("none.sqlite: no such database"), std::string::npos) << run.out;
  run = Nilab("query --db " + db + " \"select 1\" --format xml");
  EXPECT_EQ(run.code, 2) << run.out;
  EXPECT_TRUE(Nilab("query --help").out.find("trials_wide") != std::string::npos);
}

TEST(StoreCli, CompareStatusAndExport) {
  TempDir dir;
  const std::string db = MakeDemo(dir);
  CliRun run = Nilab("compare --db " + db + " --format csv --metric val/mean_r2");
  EXPECT_EQ(run.code, 0) << run.out;
  EXPECT_EQ(run.out.substr(0, run.out.find('\n')),
            "model,trials,val/mean_r2_mean,val/mean_r2_std,val/mean_r2_n,val/mean_r2_best");
  EXPECT_NE(run.out.find("\nni,2,0.905,"), std::string::npos) << run.out;
  run = Nilab("compare --db " + db);
  EXPECT_EQ(run.code, 0) << run.out;
  EXPECT_NE(run.out.find("paired: ni - vit on 2 matched configs"), std::string::npos) << run.out;
  run = Nilab("compare --db " + db + " --by tua");
  EXPECT_EQ(run.code, 1);
  EXPECT_NE(run.out.find("--by tua: no done trial has a param 'tua'"), std::string::npos);

  run = Nilab("status --db " + db);
  EXPECT_EQ(run.code, 0) << run.out;
  EXPECT_NE(run.out.find("demo       4     4        0       0"), std::string::npos) << run.out;

  const std::string csv = dir / "demo.csv";
  run = Nilab("export --db " + db + " --sweep demo -o " + csv);
  EXPECT_EQ(run.code, 0) << run.out;
  std::ifstream in(csv);
  std::string header, line;
  std::getline(in, header);
  int rows = 0;
  while (std::getline(in, line)) ++rows;
  EXPECT_EQ(rows, 4);
  EXPECT_EQ(header.rfind("sweep,trial_id,idx,config_hash,task,model,seed,status", 0), 0u) << header;
  EXPECT_NE(header.find(",tau,"), std::string::npos);
  EXPECT_NE(header.find("val/mean_r2"), std::string::npos);
  run = Nilab("export --db " + db + " --sweep nope");
  EXPECT_EQ(run.code, 1);
  EXPECT_NE(run.out.find("no sweep named 'nope' (sweeps: demo)"), std::string::npos) << run.out;
}

}  // namespace
}  // namespace nilab::host::store
