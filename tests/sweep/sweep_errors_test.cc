// Every class of sweep-file error, with the exact position it names.
#include <gtest/gtest.h>

#include "tests/sweep/fake_plugins.h"

namespace nilab::host::sweep {
namespace {

using testing::ErrorOf;
using testing::Lines;
using testing::Load;

// Lines 1-5 of most documents below.
const std::vector<std::string> kHead = {
    "name = \"t\"",              //
    "[task]",                    //
    "name = \"fuzzy_boolean\"",  //
    "[[models]]",                //
    "name = \"ni\"",             //
};

std::string WithHead(const std::vector<std::string>& more) {
  std::vector<std::string> lines = kHead;
  lines.insert(lines.end(), more.begin(), more.end());
  return Lines(lines);
}

TEST(SweepErrors, MinimalDocumentIsValid) { EXPECT_EQ(ErrorOf(WithHead({})), "no error"); }

TEST(SweepErrors, MalformedTomlIsOneLineWithPosition) {
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "seeds = [0, 1", "[task]"})),
            "t.toml:3:1: Error while parsing array: expected comma or closing ']', saw '['");
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "name = \"u\""})),
            "t.toml:2:8: Error while parsing key-value pair: cannot redefine existing string "
            "'name'");
}

TEST(SweepErrors, UnknownTopLevelKeyOrMisspelledTable) {
  EXPECT_EQ(ErrorOf(WithHead({"seed = 1"})).substr(0, 12), "t.toml:6:1: ");
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "seed = 1"})),
            "t.toml:2:1: unknown top-level key 'seed' (did you mean 'seeds'?)");
  EXPECT_EQ(ErrorOf(WithHead({"[trian]", "epochs = 1"})),
            "t.toml:6:2: unknown top-level table 'trian' (did you mean 'train'?)");
}

TEST(SweepErrors, UnknownKeyInTable) {
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "[task]", "name = \"fuzzy_boolean\"",
                           "param = { n_points = 5 }"})),
            "t.toml:4:1: [task]: unknown key 'param' (did you mean 'params'?)");
  EXPECT_EQ(ErrorOf(WithHead({"[train]", "epoch = 5"})),
            "t.toml:7:1: [train]: unknown setting 'epoch' (did you mean 'epochs'?)");
  EXPECT_EQ(ErrorOf(WithHead({"[search]", "mode = \"random\"", "sample = 3"})),
            "t.toml:8:1: [search]: unknown key 'sample' (did you mean 'samples'?)");
  EXPECT_EQ(ErrorOf(WithHead({"prams = {}"})),
            "t.toml:6:1: [[models]]: unknown key 'prams' (did you mean 'params'?)");
}

TEST(SweepErrors, MissingKeyPointsAtItsTable) {
  EXPECT_EQ(ErrorOf(Lines({"seeds = 2", "[task]", "name = \"fuzzy_boolean\"", "[[models]]",
                           "name = \"ni\""})),
            "t.toml:1:1: sweep: missing required key 'name'");
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "[task]", "params = { n_points = 10 }", "[[models]]",
                           "name = \"ni\""})),
            "t.toml:2:1: [task]: missing required key 'name'");
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "[task]", "name = \"fuzzy_boolean\"", "[[models]]",
                           "params = { dim = 8 }"})),
            "t.toml:4:1: [[models]]: missing required key 'name'");
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "[task]", "name = \"fuzzy_boolean\""})),
            "t.toml:1:1: missing [[models]]: a sweep needs at least one model");
}

TEST(SweepErrors, UnknownPluginListsOrSuggestsKnownOnes) {
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "[task]", "name = \"fuzzy_bool\"", "[[models]]",
                           "name = \"ni\""})),
            "t.toml:3:8: unknown task 'fuzzy_bool' (did you mean 'fuzzy_boolean'?)");
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "[task]", "name = \"fuzzy_boolean\"", "[[models]]",
                           "name = \"resnet\""})),
            "t.toml:5:8: unknown model 'resnet' (known models: ni, vit)");
  // Without PluginNames the error still names the plugin.
  try {
    LoadSweepString(Lines({"name = \"t\"", "[task]", "name = \"nope\""}), "t.toml", {},
                    testing::FakeLookup());
    FAIL() << "no error";
  } catch (const SweepError& e) {
    EXPECT_STREQ(e.what(), "t.toml:3:8: unknown task 'nope'");
  }
}

TEST(SweepErrors, UnknownParameterSuggestsClosestName) {
  EXPECT_EQ(ErrorOf(WithHead({"params = { dim = 64, tua = 1.0 }"})),
            "t.toml:6:22: model 'ni': unknown parameter 'tua' (did you mean 'tau'?)");
  EXPECT_EQ(ErrorOf(WithHead({"params = { xyz = 1 }"})),
            "t.toml:6:12: model 'ni': unknown parameter 'xyz' (known: dim, n_f, tau, use_loc, "
            "scales, kernel)");
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "[task]", "name = \"fuzzy_boolean\"",
                           "params = { n_point = 10 }"})),
            "t.toml:4:12: task 'fuzzy_boolean': unknown parameter 'n_point' (did you mean "
            "'n_points'?)");
}

TEST(SweepErrors, WrongTypes) {
  EXPECT_EQ(ErrorOf(WithHead({"params = { use_loc = 1 }"})),
            "t.toml:6:22: model 'ni': parameter 'use_loc': expected bool, got int");
  EXPECT_EQ(ErrorOf(WithHead({"params = { tau = \"1.5\" }"})),
            "t.toml:6:18: model 'ni': parameter 'tau': expected float, got string");
  EXPECT_EQ(ErrorOf(WithHead({"params = { dim = 64.0 }"})),
            "t.toml:6:18: model 'ni': parameter 'dim': expected int, got float");
  EXPECT_EQ(ErrorOf(WithHead({"params = { scales = [1.0, \"x\"] }"})),
            "t.toml:6:27: model 'ni': parameter 'scales': expected float element, got string");
  EXPECT_EQ(ErrorOf(WithHead({"params = 3"})),
            "t.toml:6:10: model 'ni' parameters must be a table, got int");
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "seeds = 2.5"})),
            "t.toml:2:9: 'seeds' must be an int n (seeds 0..n-1) or an array of ints, got float");
  EXPECT_EQ(ErrorOf(WithHead({"[train]", "schedule = 1"})),
            "t.toml:7:12: [train]: setting 'schedule': expected string, got int");
}

TEST(SweepErrors, IntsAreWidenedForFloats) {
  const SweepSpec sweep = Load(WithHead({"params = { tau = 1, scales = [1, 2] }"}));
  ASSERT_EQ(sweep.trials.size(), 1u);
  EXPECT_EQ(sweep.trials[0].model_params.values().at("tau"), sdk::ParamValue(1.0));
  EXPECT_EQ(sweep.trials[0].model_params.values().at("scales"),
            sdk::ParamValue(sdk::FloatList{1.0, 2.0}));
}

TEST(SweepErrors, OutOfRangeAndNotInChoices) {
  EXPECT_EQ(ErrorOf(WithHead({"params = { tau = 3 }"})),
            "t.toml:6:18: model 'ni': parameter 'tau' must be <= 2 (got 3)");
  EXPECT_EQ(ErrorOf(WithHead({"params = { kernel = \"box\" }"})),
            "t.toml:6:21: model 'ni': parameter 'kernel' must be one of \"gauss\", \"exp\" (got "
            "\"box\")");
  EXPECT_EQ(ErrorOf(WithHead({"params = { scales = [1.0, -2.0] }"})),
            "t.toml:6:27: model 'ni': parameter 'scales' must be >= 0 (got -2)");
  EXPECT_EQ(ErrorOf(WithHead({"[train]", "beta1 = 1.5"})),
            "t.toml:7:9: [train]: setting 'beta1' must be <= 1 (got 1.5)");
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "seeds = 0"})),
            "t.toml:2:9: 'seeds' as a count must be in 1..1000000 (got 0)");
  // Seeds are declared up front: one listed twice would be a silent extra draw of the same run.
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "seeds = [0, 1, 0]"})),
            "t.toml:2:16: 'seeds': seed 0 is listed twice");
}

TEST(SweepErrors, EveryGridValueIsChecked) {
  EXPECT_EQ(ErrorOf(WithHead({"grid = { tau = [1.0, 2.5] }"})),
            "t.toml:6:22: model 'ni': parameter 'tau' must be <= 2 (got 2.5)");
  EXPECT_EQ(ErrorOf(WithHead({"grid = { tau = [] }"})),
            "t.toml:6:16: model 'ni': parameter 'tau': grid needs a non-empty array of values, "
            "got []");
  EXPECT_EQ(ErrorOf(WithHead({"grid = { tau = 1.0 }"})),
            "t.toml:6:16: model 'ni': parameter 'tau': grid needs a non-empty array of values, "
            "got float");
  EXPECT_EQ(ErrorOf(WithHead({"grid = { \"train.lr\" = [-1.0] }"})),
            "t.toml:6:24: model 'ni': train setting 'lr' must be >= 0 (got -1)");
  EXPECT_EQ(ErrorOf(WithHead({"grid = { \"task.n_var\" = [1] }"})),
            "t.toml:6:10: model 'ni': unknown task parameter 'n_var' (did you mean 'n_vars'?)");
  EXPECT_EQ(ErrorOf(WithHead({"grid = { \"train.epoch\" = [1] }"})),
            "t.toml:6:10: model 'ni': unknown train setting 'epoch' (did you mean 'epochs'?)");
  EXPECT_EQ(ErrorOf(WithHead({"params = { tau = 1.0 }", "grid = { tau = [1.0] }"})),
            "t.toml:7:10: model 'ni': parameter 'tau' is both fixed (params) and swept");
  // A model's params may fix a train setting or task parameter for its own trials.
  EXPECT_EQ(ErrorOf(WithHead({"params = { \"train.lr\" = -1.0 }"})),
            "t.toml:6:25: model 'ni': train setting 'lr' must be >= 0 (got -1)");
  EXPECT_EQ(ErrorOf(WithHead({"params = { \"train.epoch\" = 1 }"})),
            "t.toml:6:12: model 'ni': unknown train setting 'epoch' (did you mean 'epochs'?)");
  EXPECT_EQ(
      ErrorOf(WithHead({"params = { \"train.lr\" = 1e-2 }", "grid = { \"train.lr\" = [1e-3] }"})),
      "t.toml:7:10: model 'ni': train setting 'lr' is both fixed (params) and swept");
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "[task]", "name = \"fuzzy_boolean\"",
                           "grid = { n_vars = [2, 11] }"})),
            "t.toml:4:23: task 'fuzzy_boolean': parameter 'n_vars' must be <= 10 (got 11)");
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "[task]", "name = \"fuzzy_boolean\"",
                           "grid = { n_vars = [2] }", "[[models]]", "name = \"ni\"",
                           "grid = { \"task.n_vars\" = [3] }"})),
            "t.toml:7:10: model 'ni': task parameter 'n_vars' is swept by [task].grid already");
}

// Lines 1-8 of the random-search documents.
std::string RandomDoc(const std::string& random_line) {
  return Lines({"name = \"t\"", "[task]", "name = \"fuzzy_boolean\"", "[search]",
                "mode = \"random\"", "samples = 2", "[[models]]", "name = \"ni\"", random_line});
}

TEST(SweepErrors, RandomRangesAreCheckedAtBothEnds) {
  EXPECT_EQ(ErrorOf(RandomDoc("random = { tau = { uniform = [0.5, 3.0] } }")),
            "t.toml:9:36: model 'ni': parameter 'tau' must be <= 2 (got 3)");
  EXPECT_EQ(ErrorOf(RandomDoc("random = { tau = { uniform = [0.001, 1.0] } }")),
            "t.toml:9:31: model 'ni': parameter 'tau' must be >= 0.01 (got 0.001)");
  EXPECT_EQ(ErrorOf(RandomDoc("random = { n_f = { int_uniform = [0, 4] } }")),
            "t.toml:9:35: model 'ni': parameter 'n_f' must be >= 1 (got 0)");
  EXPECT_EQ(ErrorOf(RandomDoc("random = { tau = { uniform = [1.5, 0.5] } }")),
            "t.toml:9:30: model 'ni': random parameter 'tau': uniform needs lo < hi");
  EXPECT_EQ(ErrorOf(RandomDoc("random = { tau = { loguniform = [0.5] } }")),
            "t.toml:9:33: model 'ni': random parameter 'tau': loguniform needs [lo, hi]");
  EXPECT_EQ(ErrorOf(RandomDoc("random = { kernel = { choice = [\"gauss\", \"box\"] } }")),
            "t.toml:9:42: model 'ni': parameter 'kernel' must be one of \"gauss\", \"exp\" (got "
            "\"box\")");
  EXPECT_EQ(ErrorOf(RandomDoc("random = { n_f = { uniform = [1, 4] } }")),
            "t.toml:9:20: model 'ni': random parameter 'n_f': uniform needs a float parameter, "
            "this one is int (use int_uniform or choice)");
  EXPECT_EQ(ErrorOf(RandomDoc("random = { tau = { normal = [0, 1] } }")),
            "t.toml:9:20: model 'ni': random parameter 'tau': unknown distribution 'normal' "
            "(known: uniform, loguniform, int_uniform, choice)");
  EXPECT_EQ(ErrorOf(RandomDoc("random = { \"train.lr\" = { loguniform = [0.0, 1.0] } }")),
            "t.toml:9:41: model 'ni': random train setting 'lr': loguniform needs lo > 0");
}

TEST(SweepErrors, RandomNeedsRandomModeAndSamples) {
  EXPECT_EQ(ErrorOf(WithHead({"random = { tau = { uniform = [0.5, 1.0] } }"})),
            "t.toml:6:10: model 'ni': 'random' needs [search] mode = \"random\" or \"tpe\"");
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "[task]", "name = \"fuzzy_boolean\"", "[search]",
                           "mode = \"random\"", "[[models]]", "name = \"ni\""})),
            "t.toml:4:1: [search]: random search needs 'samples' (configurations drawn per "
            "[[models]] entry)");
  EXPECT_EQ(ErrorOf(WithHead({"[search]", "mode = \"rand\""})),
            "t.toml:7:8: [search]: setting 'mode' must be one of \"grid\", \"random\", \"tpe\" "
            "(got \"rand\")");
}

// Two models and phases: lines 1-7, then the phases of each test from line 8.
std::string PhaseDoc(const std::vector<std::string>& phases, const char* models = "ni") {
  std::vector<std::string> lines = {"name = \"t\"", "[task]", "name = \"fuzzy_boolean\""};
  if (std::string(models) == "ni") {
    lines.insert(lines.end(), {"[[models]]", "name = \"ni\"", "[[models]]", "name = \"ni\""});
  } else {
    lines.insert(lines.end(), {"[[models]]", "name = \"ni\"", "[[models]]", "name = \"vit\""});
  }
  lines.insert(lines.end(), phases.begin(), phases.end());
  return Lines(lines);
}

TEST(SweepErrors, UnknownParameterGroup) {
  EXPECT_EQ(
      ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "train_groups = [\"cls\", \"codez\"]"})),
      "t.toml:10:24: phase 'adapt': train_groups: unknown parameter group 'codez' of task "
      "'fuzzy_boolean' and model 'ni' (did you mean 'codes'?)");
  // A ViT group is unknown to NI, and the error names the model of the trial.
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "freeze_groups = [\"blocks\"]"},
                             "ni+vit")),
            "t.toml:10:18: phase 'adapt': freeze_groups: unknown parameter group 'blocks' of task "
            "'fuzzy_boolean' and model 'ni' (groups: embed, cls, head, codes, signatures, "
            "interpreter, new_functions)");
  // Reinitialize is a model operation: task groups are not accepted.
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "reinitialize = [\"cls\"]"})),
            "t.toml:10:17: phase 'adapt': reinitialize: unknown parameter group 'cls' of model "
            "'ni' (groups: codes, signatures, interpreter, new_functions)");
  // Groups of the task and the model, and AddFunctions' "new_functions", are accepted.
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"",
                              "train_groups = [\"cls\", \"codes\", \"new_functions\"]"})),
            "no error");
}

TEST(SweepErrors, LrScale) {
  // Factors per parameter group: positive numbers, known groups, groups that train.
  EXPECT_EQ(
      ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "train_groups = [\"cls\", \"codes\"]",
                        "lr_scale = { cls = 10, codes = 0.5 }"})),
      "no error");
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "lr_scale = { clss = 10 }"})),
            "t.toml:10:21: phase 'adapt': lr_scale: unknown parameter group 'clss' of task "
            "'fuzzy_boolean' and model 'ni' (did you mean 'cls'?)");
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "lr_scale = { cls = 0 }"})),
            "t.toml:10:20: phase 'adapt': lr_scale.cls: expected a positive number (a factor on "
            "train.lr), got a value <= 0");
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "lr_scale = { cls = \"10\" }"})),
            "t.toml:10:20: phase 'adapt': lr_scale.cls: expected a positive number (a factor on "
            "train.lr), got string");
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "lr_scale = 10"})),
            "t.toml:10:12: phase 'adapt': lr_scale must be a table, got int");
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "train_groups = [\"cls\"]",
                              "lr_scale = { codes = 0.1 }"})),
            "t.toml:11:22: phase 'adapt': lr_scale.codes: group 'codes' does not train in this "
            "phase (train_groups / freeze_groups)");
}

TEST(SweepErrors, OperationNeedsModelCapability) {
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "add_functions = 3"}, "ni+vit")),
            "t.toml:10:17: phase 'adapt': 'add_functions' needs capability 'add_functions', which "
            "model 'vit' lacks (it has: iterations)");
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "eval_drop_functions = [0, 1]"},
                             "ni+vit")),
            "t.toml:10:23: phase 'adapt': 'eval_drop_functions' needs capability "
            "'drop_functions', which model 'vit' lacks (it has: iterations)");
  EXPECT_EQ(
      ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "reinitialize = [\"codes\"]"}, "ni+vit")),
      "t.toml:10:16: phase 'adapt': 'reinitialize' needs capability 'reinitialize', which "
      "model 'vit' lacks (it has: iterations)");
  // ViT has iterations; zero / empty values ask for nothing.
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "eval_iterations = [1, 2]",
                              "add_functions = 0", "drop_functions = []"},
                             "ni+vit")),
            "no error");
}

TEST(SweepErrors, AddedFunctionsInitNeedsAddedFunctionsAndAKnownValue) {
  EXPECT_EQ(
      ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "add_functions_init = \"mirror\""})),
      "t.toml:10:22: phase 'adapt': add_functions_init needs add_functions >= 1");
  const std::string error = ErrorOf(PhaseDoc(
      {"[[phases]]", "name = \"adapt\"", "add_functions = 2", "add_functions_init = \"copy\""}));
  EXPECT_NE(error.find("t.toml:11:"), std::string::npos) << error;
  EXPECT_NE(error.find("add_functions_init"), std::string::npos) << error;
  EXPECT_NE(error.find("mirror"), std::string::npos) << error;
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "add_functions = 2",
                              "add_functions_init = \"mirror\""})),
            "no error");
}

TEST(SweepErrors, PhaseStructure) {
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"pretrain\"", "[[phases]]", "name = \"adapt\"",
                              "from = \"pretrian\""})),
            "t.toml:12:8: phase 'adapt': from = 'pretrian' names no phase (did you mean "
            "'pretrain'?)");
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"pretrain\"", "from = \"adapt\"", "[[phases]]",
                              "name = \"adapt\""})),
            "t.toml:10:8: phase 'pretrain': from = 'adapt' is not an earlier phase (a phase "
            "starts from an earlier one)");
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"a\"", "from = \"a\""})),
            "t.toml:10:8: phase 'a': from = 'a' is not an earlier phase (a phase starts from an "
            "earlier one)");
  EXPECT_EQ(
      ErrorOf(PhaseDoc({"[[phases]]", "name = \"pretrain\"", "[[phases]]", "name = \"pretrain\""})),
      "t.toml:11:8: duplicate phase name 'pretrain'");
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "train_groups = [\"cls\"]",
                              "freeze_groups = [\"codes\"]"})),
            "t.toml:11:17: phase 'adapt': give train_groups or freeze_groups, not both");
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "epoch = 3"})),
            "t.toml:10:1: phase 'adapt': unknown key 'epoch' (did you mean 'epochs'?)");
  EXPECT_EQ(ErrorOf(PhaseDoc(
                {"[[phases]]", "name = \"adapt\"", "task = { function_set = \"adapted\" }"})),
            "t.toml:10:25: phase 'adapt': task 'fuzzy_boolean': parameter 'function_set' must be "
            "one of \"paper\", \"pretrain\", \"adapt\" (got \"adapted\")");
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"adapt\"", "eval_iterations = [0, 1]"})),
            "t.toml:10:20: phase 'adapt': setting 'eval_iterations' must be >= 1 (got 0)");
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "epochs = 3"})),
            "t.toml:8:1: [[phases]]: missing required key 'name'");
}

TEST(SweepErrors, PhaseInit) {
  EXPECT_EQ(ErrorOf(PhaseDoc(
                {"[[phases]]", "name = \"a\"", "init = { path = \"x.pt\", sweep = \"s\" }"})),
            "t.toml:10:8: phase 'a': init needs either 'path' (a checkpoint) or 'sweep' (another "
            "sweep's trial), not both");
  EXPECT_EQ(ErrorOf(PhaseDoc(
                {"[[phases]]", "name = \"a\"", "init = { path = \"x.pt\", match = [\"seed\"] }"})),
            "t.toml:10:33: phase 'a': init: 'match' applies to init.sweep, not init.path");
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"a\"",
                              "init = { sweep = \"s\", match = [\"model\", \"sed\"] }"})),
            "t.toml:10:41: phase 'a': init.match key 'sed' is not a parameter of model 'ni' "
            "trials (did you mean 'seed'?)");
  EXPECT_EQ(ErrorOf(PhaseDoc({"[[phases]]", "name = \"a\"", "[[phases]]", "name = \"b\"",
                              "from = \"a\"", "init = { path = \"x.pt\" }"})),
            "t.toml:13:8: phase 'b': give either 'from' or 'init', not both");
}

// ---- Values that would pass every range check, names that reach paths and shells ----

TEST(SweepErrors, NonFiniteNumbersAreRefusedNamingTheKey) {
  EXPECT_EQ(ErrorOf(WithHead({"[train]", "lr = nan"})),
            "t.toml:7:6: 'train.lr': nan is not allowed (values must be finite numbers)");
  EXPECT_EQ(ErrorOf(WithHead({"grid = { tau = [1.0, inf] }"})),
            "t.toml:6:22: 'models[0].grid.tau[1]': inf is not allowed (values must be finite "
            "numbers)");
  EXPECT_EQ(ErrorOf(WithHead({"params = { tau = -inf }"}))
                .rfind("t.toml:6:18: 'models[0].params.tau': inf is not allowed", 0),
            0u);
  // An override is checked the same way and named by its own text.
  const std::string error = ErrorOf(WithHead({}), {"train.lr=nan"});
  EXPECT_NE(error.find("--set train.lr=nan"), std::string::npos) << error;
  EXPECT_NE(error.find("nan is not allowed"), std::string::npos) << error;
}

TEST(SweepErrors, ControlCharactersInStringsAreRefused) {
  EXPECT_EQ(ErrorOf(WithHead({"[slurm]", "partition = \"debug\\ntouch /tmp/x #\""})),
            "t.toml:7:13: 'slurm.partition': control character 0x0a in a string");
  EXPECT_EQ(ErrorOf(WithHead({"[slurm]", "sbatch = [\"--x=\\r\"]"})),
            "t.toml:7:11: 'slurm.sbatch[0]': control character 0x0d in a string");
  // A description may span lines.
  EXPECT_EQ(ErrorOf(Lines({"name = \"t\"", "description = \"\"\"one", "two\"\"\"", "[task]",
                           "name = \"fuzzy_boolean\"", "[[models]]", "name = \"ni\""})),
            "no error");
}

TEST(SweepErrors, NamesThatReachPathsAreRefused) {
  for (const char* bad : {"../../x", "./a", "a/b", ".hidden", "-rf", "a b", "a\\u00e9"}) {
    const std::string error =
        ErrorOf(Lines({"name = \"" + std::string(bad) + "\"", "[task]", "name = \"fuzzy_boolean\"",
                       "[[models]]", "name = \"ni\""}));
    EXPECT_EQ(error.rfind("t.toml:1:8: the sweep name '", 0), 0u) << bad << ": " << error;
    EXPECT_NE(error.find("must be 1-100 letters"), std::string::npos) << error;
  }
  EXPECT_EQ(ErrorOf(WithHead({"[[phases]]", "name = \"../pre\""}))
                .rfind("t.toml:7:8: the phase name '../pre' must be", 0),
            0u);
  EXPECT_EQ(ErrorOf(Lines({"name = \"fuzzy_boolean.v2-1\"", "[task]", "name = \"fuzzy_boolean\"",
                           "[[models]]", "name = \"ni\""})),
            "no error");
}

// "[a, a+1, ..., a+n-1]"
std::string Range(int a, int n) {
  std::string out = "[";
  for (int i = 0; i < n; ++i) out += (i ? ", " : "") + std::to_string(a + i);
  return out + "]";
}

TEST(SweepErrors, AGridTooLargeToExpandIsRefusedBeforeExpansion) {
  // 100 x 64 values x 1000 seeds: 6.4e6 trials, refused without materializing one.
  const std::string error = ErrorOf(Lines(
      {"name = \"t\"", "seeds = 1000", "[task]", "name = \"fuzzy_boolean\"", "[[models]]",
       "name = \"ni\"", "grid = { dim = " + Range(8, 100) + ", n_f = " + Range(1, 64) + " }"}));
  EXPECT_EQ(error.substr(0, 12), "t.toml:7:8: ") << error;
  EXPECT_NE(error.find("model 'ni': the sweep would expand to 6.4e+06 trials"), std::string::npos)
      << error;
  // Seeds given on the command line count too.
  const std::string seeds = ErrorOf(WithHead({"grid = { tau = [1.0, 2.0] }"}), {"seeds=1000000"});
  EXPECT_NE(seeds.find("would expand to 2e+06 trials"), std::string::npos) << seeds;
  EXPECT_EQ(ErrorOf(WithHead({"grid = { tau = [1.0, 2.0] }"}), {"seeds=50000"}), "no error");
}

}  // namespace
}  // namespace nilab::host::sweep
