// --set overrides: valid ones change the expansion, invalid ones name the override.
#include <gtest/gtest.h>

#include "host/sweep/train_settings.h"
#include "tests/sweep/fake_plugins.h"

namespace nilab::host::sweep {
namespace {

using testing::ErrorOf;
using testing::Load;

// Line numbers matter: errors from the file must keep their positions under overrides.
const char* kSweep = R"(name = "base"
seeds = [0, 1]
[task]
name = "fuzzy_boolean"
params = { n_points = 2000 }
grid = { n_vars = [4, 5] }
[train]
epochs = 5
[[models]]
name = "ni"
params = { dim = 64, "train.lr" = 2e-3, "task.n_points" = 300 }
grid = { tau = [1.0, 1.5], n_f = [2, 4], "train.epochs" = [5, 6] }
[[models]]
name = "vit"
[[phases]]
name = "pretrain"
epochs = 20
task = { n_points = 100 }
[[phases]]
name = "adapt"
epochs = 2
)";

TEST(SweepOverrides, WithoutOverrides) {
  // ni: n_vars 2 x n_f 2 x tau 2 x train.epochs 2, vit: n_vars 2; times 2 seeds.
  const SweepSpec sweep = Load(kSweep);
  EXPECT_EQ(sweep.trials.size(), (16u + 2u) * 2u);
  for (const TrialSpec& t : sweep.trials) {  // ni's own lr and n_points (its params)
    EXPECT_EQ(t.train.lr, t.model == "ni" ? 2e-3 : TrainSettings().lr);
    EXPECT_EQ(t.task_params.Int("n_points"), t.model == "ni" ? 300 : 2000);
  }
}

TEST(SweepOverrides, TopLevelValues) {
  const SweepSpec sweep = Load(kSweep, {"seeds=[0]", "name=quick2", "description=\"d e\""});
  EXPECT_EQ(sweep.name, "quick2");  // a bare word is a string
  EXPECT_EQ(sweep.description, "d e");
  EXPECT_EQ(sweep.trials.size(), 16u + 2u);
  EXPECT_EQ(Load(kSweep, {"seeds=3"}).trials.size(), (16u + 2u) * 3u);
}

TEST(SweepOverrides, TrainSettingHoldsForEveryPhaseAndGrid) {
  // Over ni's own "train.lr" (params) too.
  const SweepSpec sweep = Load(kSweep, {"train.epochs=1", "train.lr=0.5"});
  // train.epochs left ni's grid: half as many ni configurations.
  ASSERT_EQ(sweep.trials.size(), (8u + 2u) * 2u);
  for (const TrialSpec& t : sweep.trials) {
    EXPECT_EQ(t.train.epochs, 1);
    EXPECT_EQ(t.train.lr, 0.5);
    for (const PhaseSpec& phase : t.phases) {
      EXPECT_EQ(phase.train.epochs, 1) << phase.name;
      EXPECT_EQ(phase.train.lr, 0.5);
    }
  }
}

TEST(SweepOverrides, TaskParamHoldsForEveryPhaseAndGrid) {
  const SweepSpec sweep = Load(kSweep, {"task.n_points=1000", "task.n_vars=7"});
  ASSERT_EQ(sweep.trials.size(), (8u + 1u) * 2u);
  for (const TrialSpec& t : sweep.trials) {
    EXPECT_EQ(t.task_params.Int("n_points"), 1000);
    EXPECT_EQ(t.task_params.Int("n_vars"), 7);
    EXPECT_EQ(t.phases[0].task_params.Int("n_points"), 1000);
  }
  // task.params.<name> is the same override.
  EXPECT_EQ(Load(kSweep, {"task.params.n_points=1000", "task.n_vars=7"}).trials.size(), 18u);
}

TEST(SweepOverrides, ModelParamFixesItForThatModel) {
  const SweepSpec sweep = Load(kSweep, {"ni.dim=32", "ni.tau=1.25", "vit.depth=2"});
  // tau left ni's grid.
  ASSERT_EQ(sweep.trials.size(), (8u + 2u) * 2u);
  for (const TrialSpec& t : sweep.trials) {
    if (t.model == "ni") {
      EXPECT_EQ(t.model_params.Int("dim"), 32);
      EXPECT_EQ(t.model_params.Float("tau"), 1.25);
    } else {
      EXPECT_EQ(t.model_params.Int("dim"), 64);
      EXPECT_EQ(t.model_params.Int("depth"), 2);
    }
  }
  // An int is widened for a float param.
  EXPECT_EQ(Load(kSweep, {"ni.tau=1"}).trials[0].model_params.Float("tau"), 1.0);
}

TEST(SweepOverrides, PhaseSearchAndExtraTables) {
  const SweepSpec sweep = Load(std::string(kSweep) + "[slurm]\npartition = \"cpu\"\n",
                               {"phases.adapt.epochs=9", "phases.adapt.task.n_points=10",
                                "slurm.partition=gpu", "search.mode=\"grid\""});
  const TrialSpec& t = sweep.trials[0];
  EXPECT_EQ(t.phases[1].train.epochs, 9);
  EXPECT_EQ(t.phases[1].task_params.Int("n_points"), 10);
  EXPECT_EQ(t.phases[0].train.epochs, 20);
  EXPECT_EQ(sweep.extra["slurm"]["partition"], "gpu");
  const SweepSpec random =
      Load(kSweep, {"search.mode=\"random\"", "search.samples=3", "search.seed=1"});
  // Random mode samples grids as choices: 3 draws for ni, 3 draws of n_vars for vit.
  EXPECT_LE(random.trials.size(), (3u + 3u) * 2u);
  EXPECT_GE(random.trials.size(), (3u + 1u) * 2u);
}

TEST(SweepOverrides, LaterOverrideWins) {
  EXPECT_EQ(Load(kSweep, {"ni.dim=16", "ni.dim=24"}).trials[0].model_params.Int("dim"), 24);
}

TEST(SweepOverrides, InvalidOverridesNameTheOverride) {
  EXPECT_EQ(ErrorOf(kSweep, {"ni.tua=3"}),
            "--set ni.tua=3: model 'ni': unknown parameter 'tua' (did you mean 'tau'?)");
  EXPECT_EQ(ErrorOf(kSweep, {"ni.tau=3"}),
            "--set ni.tau=3: model 'ni': parameter 'tau' must be <= 2 (got 3)");
  EXPECT_EQ(ErrorOf(kSweep, {"ni.dim=abc"}),
            "--set ni.dim=abc: model 'ni': parameter 'dim': expected int, got string");
  EXPECT_EQ(ErrorOf(kSweep, {"train.epoch=1"}),
            "--set train.epoch=1: [train]: unknown setting 'epoch' (did you mean 'epochs'?)");
  EXPECT_EQ(ErrorOf(kSweep, {"task.n_points=0"}),
            "--set task.n_points=0: task 'fuzzy_boolean': parameter 'n_points' must be >= 1 "
            "(got 0)");
  EXPECT_EQ(ErrorOf(kSweep, {"seed=1"}),
            "--set seed=1: unknown top-level key 'seed' (did you mean 'seeds'?)");
  EXPECT_EQ(ErrorOf(kSweep, {"seeds=[0,"}).rfind("--set seeds=[0,: invalid TOML value '[0,': ", 0),
            0u);
  EXPECT_EQ(ErrorOf(kSweep, {"nii.dim=3"}),
            "--set nii.dim=3: 'nii' is neither a key of the sweep nor a model of it (did you mean "
            "'ni'?)");
  EXPECT_EQ(ErrorOf(kSweep, {"resnet.dim=3"}),
            "--set resnet.dim=3: 'resnet' is neither a key of the sweep nor a model of it "
            "(models: ni, vit)");
  EXPECT_EQ(ErrorOf(kSweep, {"dim"}), "--set dim: expected key=value");
  EXPECT_EQ(ErrorOf(kSweep, {"=3"}), "--set =3: expected key=value");
  EXPECT_EQ(ErrorOf(kSweep, {"ni..dim=3"}), "--set ni..dim=3: empty part in key 'ni..dim'");
  EXPECT_EQ(ErrorOf(kSweep, {"phases.adpt.epochs=1"}),
            "--set phases.adpt.epochs=1: no phase named 'adpt' (did you mean 'adapt'?)");
  EXPECT_EQ(ErrorOf(kSweep, {"models.ni.dim=1"}),
            "--set models.ni.dim=1: set a model's parameter as <model name>.<param>, e.g. "
            "ni.dim=32");
  EXPECT_EQ(ErrorOf(kSweep, {"name.x=1"}), "--set name.x=1: 'name' is a value, not a table");
  EXPECT_EQ(ErrorOf(kSweep, {"ni.dim=1\nextra = 2"}),
            "--set ni.dim=1\nextra = 2: invalid TOML value '1\nextra = 2'");
  EXPECT_EQ(ErrorOf(kSweep, {"phases.adapt.train_groups=[\"clss\"]"}),
            "--set phases.adapt.train_groups=[\"clss\"]: phase 'adapt': train_groups: unknown "
            "parameter group 'clss' of task 'fuzzy_boolean' and model 'ni' (did you mean 'cls'?)");
}

TEST(SweepOverrides, FilePositionsStayRight) {
  // An error in the file is still reported at its line and column with overrides applied.
  std::string text = kSweep;
  text.replace(text.find("epochs = 2\n"), 10, "epochs = -2");
  EXPECT_EQ(ErrorOf(text, {"ni.dim=32", "seeds=[0]"}),
            "t.toml:21:10: phase 'adapt': setting 'epochs' must be >= 0 (got -2)");
  // Overriding the bad value fixes it.
  EXPECT_EQ(ErrorOf(text, {"phases.adapt.epochs=2"}), "no error");
}

}  // namespace
}  // namespace nilab::host::sweep
