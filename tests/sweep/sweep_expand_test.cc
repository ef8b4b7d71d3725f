// Deterministic expansion: grid order and count, random search, hashes, phases, the dry-run
// listing.
#include <gtest/gtest.h>
#include <cstdint>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>

#include "host/sweep/random.h"
#include "host/sweep/train_settings.h"
#include "tests/sweep/fake_plugins.h"

namespace nilab::host::sweep {
namespace {

using testing::Load;

const char* kQuick = R"(
name = "quickstart"
description = "small NI vs ViT comparison"
seeds = [0, 1]

[task]
name = "fuzzy_boolean"
params = { n_points = 2000 }
grid = { n_vars = [4, 5] }

[train]
epochs = 5
batch_size = 256
lr = 1e-3

[[models]]
name = "ni"
params = { dim = 64, n_f = 4 }
grid = { tau = [1.0, 1.5], "train.lr" = [1e-3, 3e-4] }

[[models]]
name = "vit"
params = { dim = 32, depth = 4 }

[slurm]
partition = "gpu"
nodes = [1, 2]
)";

std::vector<std::string> Hashes(const SweepSpec& sweep) {
  std::vector<std::string> out;
  for (const TrialSpec& trial : sweep.trials) out.push_back(trial.config_hash);
  return out;
}

std::string Replace(std::string text, const std::string& from, const std::string& to) {
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

TEST(SweepExpand, AModelsParamsFixTrainSettingsAndTaskParamsForItsTrialsOnly) {
  // NI and ViT train best at different learning rates: each model's params can say so.
  const SweepSpec sweep = Load(Replace(kQuick, "params = { dim = 32, depth = 4 }",
                                       "params = { dim = 32, depth = 4, \"train.lr\" = 5e-3, "
                                       "\"train.epochs\" = 2, \"task.n_points\" = 500 }"));
  ASSERT_EQ(sweep.trials.size(), 20u);
  for (const TrialSpec& t : sweep.trials) {
    SCOPED_TRACE(t.index);
    if (t.model == "vit") {
      EXPECT_EQ(t.train.lr, 5e-3);
      EXPECT_EQ(t.train.epochs, 2);
      EXPECT_EQ(t.task_params.Int("n_points"), 500);
      EXPECT_EQ(t.model_params.values().size(), 2u);  // dim, depth: no train.* among them
      EXPECT_EQ(t.phases.at(0).train.lr, 5e-3);
    } else {
      EXPECT_NE(t.train.lr, 5e-3);  // ni keeps its grid over train.lr
      EXPECT_EQ(t.train.epochs, 5);
      EXPECT_EQ(t.task_params.Int("n_points"), 2000);
    }
  }
  // The same trials as a one-value grid would give: same config hashes.
  const SweepSpec as_grid =
      Load(Replace(kQuick, "params = { dim = 32, depth = 4 }",
                   "params = { dim = 32, depth = 4 }\ngrid = { \"train.lr\" = [5e-3], "
                   "\"train.epochs\" = [2], \"task.n_points\" = [500] }"));
  EXPECT_EQ(Hashes(sweep), Hashes(as_grid));
}

TEST(SweepExpand, GridOrderAndCount) {
  const SweepSpec sweep = Load(kQuick);
  EXPECT_EQ(sweep.name, "quickstart");
  EXPECT_EQ(sweep.description, "small NI vs ViT comparison");
  EXPECT_EQ(sweep.path, "t.toml");
  EXPECT_EQ(sweep.source, kQuick);
  // ni: n_vars 2 x tau 2 x train.lr 2, times 2 seeds; vit: n_vars 2, times 2 seeds.
  ASSERT_EQ(sweep.trials.size(), 20u);
  EXPECT_EQ(sweep.duplicates_dropped, 0);
  EXPECT_TRUE(sweep.warnings.empty());
  for (int i = 0; i < 16; ++i) {
    const TrialSpec& t = sweep.trials[i];
    SCOPED_TRACE(i);
    EXPECT_EQ(t.index, i);
    EXPECT_EQ(t.model, "ni");
    // [task].grid outermost, then the model's grid keys sorted (tau < train.lr), seed innermost.
    EXPECT_EQ(t.task_params.Int("n_vars"), 4 + i / 8);
    EXPECT_EQ(t.model_params.Float("tau"), (i / 4) % 2 ? 1.5 : 1.0);
    EXPECT_EQ(t.train.lr, (i / 2) % 2 ? 3e-4 : 1e-3);
    EXPECT_EQ(t.seed, i % 2);
    // Fixed values and defaults.
    EXPECT_EQ(t.task_params.Int("n_points"), 2000);
    EXPECT_EQ(t.task_params.String("function_set"), "paper");
    EXPECT_EQ(t.model_params.Int("n_f"), 4);
    EXPECT_EQ(t.model_params.Bool("use_loc"), true);
    EXPECT_EQ(t.train.epochs, 5);
    EXPECT_EQ(t.train.batch_size, 256);
    EXPECT_EQ(t.train.weight_decay, TrainSettings().weight_decay);
  }
  for (int i = 16; i < 20; ++i) {
    const TrialSpec& t = sweep.trials[i];
    EXPECT_EQ(t.index, i);
    EXPECT_EQ(t.model, "vit");
    EXPECT_EQ(t.task_params.Int("n_vars"), 4 + (i - 16) / 2);
    EXPECT_EQ(t.seed, i % 2);
    EXPECT_EQ(t.model_params.values().size(), 2u);
    EXPECT_EQ(t.model_params.Int("dim"), 32);
    EXPECT_EQ(t.train.lr, 1e-3);
  }
  EXPECT_EQ(sweep.extra,
            nlohmann::json::parse(R"({"slurm": {"partition": "gpu", "nodes": [1, 2]}})"));
}

TEST(SweepExpand, ExtraTablesAreKeptAsJson) {
  const SweepSpec sweep = Load(std::string(kQuick) + R"(
[report]
title = "NI vs ViT"
when = 2024-01-02
plots = [{ x = "tau", y = "val/acc" }]
[[notes]]
text = "first"
)");
  EXPECT_EQ(sweep.extra["slurm"]["nodes"], nlohmann::json::parse("[1, 2]"));
  EXPECT_EQ(sweep.extra["report"]["title"], "NI vs ViT");
  EXPECT_EQ(sweep.extra["report"]["when"], "2024-01-02");
  EXPECT_EQ(sweep.extra["report"]["plots"][0]["y"], "val/acc");
  EXPECT_EQ(sweep.extra["notes"][0]["text"], "first");
  // Extra tables are not part of any trial's config.
  EXPECT_EQ(Hashes(sweep), Hashes(Load(kQuick)));
}

TEST(SweepExpand, SeedsAsCount) {
  const SweepSpec sweep = Load(Replace(kQuick, "seeds = [0, 1]", "seeds = 3"));
  ASSERT_EQ(sweep.trials.size(), 30u);
  EXPECT_EQ(sweep.trials[0].seed, 0);
  EXPECT_EQ(sweep.trials[1].seed, 1);
  EXPECT_EQ(sweep.trials[2].seed, 2);
}

TEST(SweepExpand, HashesAreStable) {
  const SweepSpec a = Load(kQuick);
  const SweepSpec b = Load(kQuick);
  EXPECT_EQ(Hashes(a), Hashes(b));
  for (const TrialSpec& trial : a.trials) {
    EXPECT_EQ(trial.config_hash.size(), 16u);
    EXPECT_EQ(trial.config_hash.find_first_not_of("0123456789abcdef"), std::string::npos);
  }
  const std::vector<std::string> hashes = Hashes(a);
  EXPECT_EQ(std::set<std::string>(hashes.begin(), hashes.end()).size(), a.trials.size());
}

TEST(SweepExpand, ChangingOneValueChangesOneHash) {
  const char* base = R"(
name = "h"
[task]
name = "fuzzy_boolean"
[[models]]
name = "ni"
grid = { tau = [0.5, 1.0, 1.5] }
)";
  const std::vector<std::string> before = Hashes(Load(base));
  const std::vector<std::string> after = Hashes(Load(Replace(base, "1.5", "1.25")));
  ASSERT_EQ(before.size(), 3u);
  ASSERT_EQ(after.size(), 3u);
  EXPECT_EQ(before[0], after[0]);
  EXPECT_EQ(before[1], after[1]);
  EXPECT_NE(before[2], after[2]);
}

TEST(SweepExpand, KeyOrderAndIntSpellingDoNotChangeHashes) {
  // kQuick with every table and key in another order, another description, tau = 1 for 1.0
  // and lr = 0.001 for 1e-3.
  const char* reordered = R"(
seeds = [0, 1]
description = "another description"
name = "quickstart"

[[models]]
grid = { "train.lr" = [1e-3, 3e-4], tau = [1, 1.5] }
params = { n_f = 4, dim = 64 }
name = "ni"

[[models]]
params = { depth = 4, dim = 32 }
name = "vit"

[train]
lr = 0.001
batch_size = 256
epochs = 5

[task]
grid = { n_vars = [4, 5] }
params = { n_points = 2000 }
name = "fuzzy_boolean"
)";
  EXPECT_EQ(Hashes(Load(reordered)), Hashes(Load(kQuick)));
}

TEST(SweepExpand, DuplicatesAreDroppedWithACount) {
  const SweepSpec sweep = Load(R"(
name = "d"
seeds = [0, 1]
[task]
name = "fuzzy_boolean"
[[models]]
name = "ni"
grid = { tau = [1.0, 1, 0.5] }
)");
  // tau 1.0 and 1 are one configuration (a seed listed twice is an error: SweepErrors).
  ASSERT_EQ(sweep.trials.size(), 4u);
  EXPECT_EQ(sweep.duplicates_dropped, 6 - 4);
  ASSERT_EQ(sweep.warnings.size(), 1u);
  EXPECT_EQ(sweep.warnings[0],
            "2 duplicate trial(s) dropped (same config hash as an earlier trial)");
  EXPECT_EQ(sweep.trials[2].model_params.Float("tau"), 0.5);
  EXPECT_EQ(sweep.trials[3].index, 3);
}

TEST(SweepExpand, ConfigJsonIsCanonical) {
  const SweepSpec sweep = Load(kQuick);
  const TrialSpec& t = sweep.trials[2];
  const nlohmann::json& c = t.config;
  EXPECT_EQ(c["task"]["name"], "fuzzy_boolean");
  EXPECT_EQ(c["task"]["params"]["n_vars"], 4);
  EXPECT_EQ(c["model"]["name"], "ni");
  EXPECT_EQ(c["model"]["params"]["tau"], 1.0);
  EXPECT_TRUE(c["model"]["params"]["tau"].is_number_float());
  EXPECT_EQ(c["seed"], 0);
  EXPECT_EQ(c["train"]["lr"], 3e-4);
  ASSERT_EQ(c["phases"].size(), 1u);
  EXPECT_EQ(c["phases"][0]["name"], "train");
  // Sorted keys: the dump starts with "model" and has no index or hash in it.
  const std::string dump = c.dump();
  EXPECT_EQ(dump.rfind("{\"model\":{\"name\":\"ni\",\"params\":{\"dim\":64,", 0), 0u) << dump;
  EXPECT_EQ(dump.find("config_hash"), std::string::npos);
  EXPECT_EQ(c.size(), 5u);
}

TEST(SweepExpand, FlatParams) {
  const TrialSpec t = Load(kQuick).trials[17];
  std::map<std::string, sdk::ParamValue> flat;
  for (const auto& [key, value] : t.FlatParams()) {
    EXPECT_TRUE(flat.emplace(key, value).second) << key;
  }
  EXPECT_EQ(flat.at("model"), sdk::ParamValue(std::string("vit")));
  EXPECT_EQ(flat.at("task"), sdk::ParamValue(std::string("fuzzy_boolean")));
  EXPECT_EQ(flat.at("seed"), sdk::ParamValue(int64_t{1}));
  EXPECT_EQ(flat.at("depth"), sdk::ParamValue(int64_t{4}));
  EXPECT_EQ(flat.at("task.n_vars"), sdk::ParamValue(int64_t{4}));
  EXPECT_EQ(flat.at("task.noise"), sdk::ParamValue(0.1));
  EXPECT_EQ(flat.at("train.epochs"), sdk::ParamValue(int64_t{5}));
  EXPECT_EQ(flat.at("train.schedule"), sdk::ParamValue(std::string("cosine")));
  // model, task, seed, 2 model params, 4 task params, every train setting but the three left
  // out at their defaults (precision "fp32", deterministic and keep_epochs false), as in the
  // config hash, and stall_timeout, which is never part of it.
  EXPECT_EQ(flat.count("train.precision"), 0u);
  EXPECT_EQ(flat.count("train.deterministic"), 0u);
  EXPECT_EQ(flat.count("train.keep_epochs"), 0u);
  EXPECT_EQ(flat.count("train.stall_timeout"), 0u);
  EXPECT_EQ(flat.size(), 3 + 2 + 4 + TrainSchema().size() - 4);
}

TEST(SweepExpand, TrainSchemaMatchesTrainSettings) {
  TrainSettings t;
  t.epochs = 7;
  t.lr = 0.5;
  t.schedule = "constant";
  t.max_eval_batches = 3;
  const sdk::Params p = TrainToParams(t);
  EXPECT_EQ(p.values().size(), TrainSchema().size());
  for (const auto& spec : TrainSchema()) {
    ASSERT_TRUE(p.Has(spec.name)) << spec.name;
    EXPECT_EQ(sdk::TypeOf(p.values().at(spec.name)), spec.type) << spec.name;
    EXPECT_EQ(sdk::CheckValue(spec, TrainToParams(TrainSettings()).values().at(spec.name)), "");
  }
  const TrainSettings back = TrainFromParams(p);
  EXPECT_EQ(back.epochs, 7);
  EXPECT_EQ(back.lr, 0.5);
  EXPECT_EQ(back.schedule, "constant");
  EXPECT_EQ(back.max_eval_batches, 3);
  EXPECT_EQ(TrainToParams(back).values(), p.values());
}

const char* kPhases = R"(
name = "p"
[task]
name = "fuzzy_boolean"
params = { n_points = 500 }
[train]
epochs = 5
lr = 1e-3
batch_size = 64
[[models]]
name = "ni"
grid = { "train.lr" = [1e-3, 2e-3] }
[[phases]]
name = "pretrain"
epochs = 20
task = { function_set = "pretrain" }
[[phases]]
name = "adapt_cls"
epochs = 3
lr = 1e-4
task = { function_set = "adapt", n_points = 50 }
train_groups = ["cls"]
add_functions = 2
eval_iterations = [1, 2, 4]
[[phases]]
name = "ablate"
from = "pretrain"
eval_only = true
eval_drop_functions = [0, 1]
eval_drop_repeats = 3
[[phases]]
name = "fresh"
init = { sweep = "digits", phase = "train", match = ["model", "seed"], where = { n_f = 5, tau = [0.5, 1] } }
)";

TEST(SweepExpand, PhasesMergeTrainAndTaskOverrides) {
  const SweepSpec sweep = Load(kPhases);
  ASSERT_EQ(sweep.trials.size(), 2u);
  const TrialSpec& t = sweep.trials[1];
  EXPECT_EQ(t.train.lr, 2e-3);
  ASSERT_EQ(t.phases.size(), 4u);
  const PhaseSpec& pretrain = t.phases[0];
  EXPECT_EQ(pretrain.name, "pretrain");
  EXPECT_EQ(pretrain.from, "");
  EXPECT_EQ(pretrain.train.epochs, 20);
  EXPECT_EQ(pretrain.train.lr, 2e-3);  // the trial's grid value
  EXPECT_EQ(pretrain.train.batch_size, 64);
  EXPECT_EQ(pretrain.task_params.String("function_set"), "pretrain");
  EXPECT_EQ(pretrain.task_params.Int("n_points"), 500);
  EXPECT_EQ(pretrain.task_params.Int("n_vars"), 3);  // default
  const PhaseSpec& adapt = t.phases[1];
  EXPECT_EQ(adapt.from, "pretrain");  // default: the previous phase
  EXPECT_EQ(adapt.train.epochs, 3);
  EXPECT_EQ(adapt.train.lr, 1e-4);  // the phase's own value wins over the grid
  EXPECT_EQ(adapt.task_params.String("function_set"), "adapt");
  EXPECT_EQ(adapt.task_params.Int("n_points"), 50);
  EXPECT_EQ(adapt.train_groups, std::vector<std::string>{"cls"});
  EXPECT_EQ(adapt.add_functions, 2);
  EXPECT_EQ(adapt.eval_iterations, (std::vector<int64_t>{1, 2, 4}));
  EXPECT_FALSE(adapt.eval_only);
  const PhaseSpec& ablate = t.phases[2];
  EXPECT_EQ(ablate.from, "pretrain");
  EXPECT_TRUE(ablate.eval_only);
  EXPECT_EQ(ablate.train.epochs, 5);  // [train]'s
  EXPECT_EQ(ablate.task_params.String("function_set"), "paper");
  EXPECT_EQ(ablate.eval_drop_functions, (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(ablate.eval_drop_repeats, 3);
  const PhaseSpec& fresh = t.phases[3];
  EXPECT_EQ(fresh.from, "");  // init replaces the previous phase's weights
  EXPECT_EQ(fresh.init.sweep, "digits");
  EXPECT_EQ(fresh.init.phase, "train");
  EXPECT_EQ(fresh.init.match, (std::vector<std::string>{"model", "seed"}));
  EXPECT_EQ(fresh.init.where.at("n_f"), sdk::ParamValue(int64_t{5}));
  EXPECT_EQ(fresh.init.where.at("tau"), sdk::ParamValue(sdk::FloatList{0.5, 1.0}));
  // The trial's own settings are [train] with the grid value, untouched by phases.
  EXPECT_EQ(t.train.epochs, 5);
  EXPECT_EQ(t.task_params.String("function_set"), "paper");
  // Phases are part of the config, so changing one changes every hash.
  EXPECT_EQ(t.config["phases"][1]["train"]["epochs"], 3);
  EXPECT_EQ(t.config["phases"][3]["init"]["where"]["n_f"], 5);
  const SweepSpec changed = Load(Replace(kPhases, "epochs = 3", "epochs = 4"));
  EXPECT_NE(changed.trials[0].config_hash, sweep.trials[0].config_hash);
  EXPECT_NE(changed.trials[1].config_hash, sweep.trials[1].config_hash);
}

TEST(SweepExpand, AddedFunctionsInitIsHashedOnlyWhenNotRandom) {
  const SweepSpec sweep = Load(kPhases);
  EXPECT_EQ(sweep.trials[1].phases[1].add_functions_init, "random");
  EXPECT_FALSE(sweep.trials[1].config["phases"][1].contains("add_functions_init"));
  // Spelling out the default keeps every hash (sweeps written before the key exist).
  const SweepSpec spelled = Load(
      Replace(kPhases, "add_functions = 2", "add_functions = 2\nadd_functions_init = \"random\""));
  EXPECT_EQ(Hashes(spelled), Hashes(sweep));
  const SweepSpec mirror = Load(
      Replace(kPhases, "add_functions = 2", "add_functions = 2\nadd_functions_init = \"mirror\""));
  EXPECT_EQ(mirror.trials[1].phases[1].add_functions_init, "mirror");
  EXPECT_EQ(mirror.trials[1].config["phases"][1]["add_functions_init"], "mirror");
  EXPECT_NE(mirror.trials[1].config_hash, sweep.trials[1].config_hash);
}

TEST(SweepExpand, NoPhasesMeansOnePhaseNamedTrain) {
  const TrialSpec t = Load(kQuick).trials[3];
  ASSERT_EQ(t.phases.size(), 1u);
  EXPECT_EQ(t.phases[0].name, "train");
  EXPECT_EQ(t.phases[0].from, "");
  EXPECT_TRUE(t.phases[0].init.empty());
  EXPECT_EQ(t.phases[0].train.lr, t.train.lr);
  EXPECT_EQ(t.phases[0].train.epochs, 5);
  EXPECT_EQ(t.phases[0].task_params.values(), t.task_params.values());
}

TEST(SweepExpand, SplitMix64MatchesReference) {
  // Outputs of Vigna's splitmix64.c seeded with 0.
  SplitMix64 rng(0);
  EXPECT_EQ(rng.Next(), 0xe220a8397b1dcdafULL);
  EXPECT_EQ(rng.Next(), 0x6e789e6aa1b965f4ULL);
  EXPECT_EQ(rng.Next(), 0x06c45d188009454fULL);
  SplitMix64 a(0);
  EXPECT_EQ(a.Uniform01(), static_cast<double>(0xe220a8397b1dcdafULL >> 11) / 9007199254740992.0);
  // Below(n) is the high word of x * n: here floor(0x6e78... / 2^64 * 10) = 4.
  EXPECT_EQ(a.Below(10), 4u);
}

const char* kRandom = R"(
name = "r"
[task]
name = "fuzzy_boolean"
grid = { n_vars = [2, 3, 4] }
[search]
mode = "random"
samples = 40
seed = 7
[[models]]
name = "ni"
grid = { kernel = ["gauss", "exp"] }
random = { tau = { uniform = [0.5, 2.0] }, n_f = { choice = [2, 4, 8] }, dim = { int_uniform = [8, 16] }, "train.lr" = { loguniform = [1e-4, 1e-2] } }
[[models]]
name = "vit"
)";

TEST(SweepExpand, RandomSearchIsDeterministicAndInRange) {
  const SweepSpec a = Load(kRandom);
  EXPECT_EQ(Hashes(a), Hashes(Load(kRandom)));
  EXPECT_NE(Hashes(a), Hashes(Load(Replace(kRandom, "seed = 7", "seed = 8"))));
  std::vector<const TrialSpec*> ni, vit;
  for (const TrialSpec& t : a.trials) (t.model == "ni" ? ni : vit).push_back(&t);
  ASSERT_EQ(ni.size(), 40u);
  // vit sweeps only [task].grid: 40 draws of 3 values leave 3 distinct trials.
  ASSERT_EQ(vit.size(), 3u);
  EXPECT_EQ(a.duplicates_dropped, 37);
  std::set<double> taus;
  std::set<int64_t> dims, n_fs, n_vars;
  std::set<std::string> kernels;
  int low_lr = 0, high_lr = 0;
  for (const TrialSpec* t : ni) {
    const double tau = t->model_params.Float("tau");
    EXPECT_GE(tau, 0.5);
    EXPECT_LE(tau, 2.0);
    char text[32];
    std::snprintf(text, sizeof(text), "%.6g", tau);
    EXPECT_EQ(std::strtod(text, nullptr), tau) << "draws keep 6 significant digits";
    const double lr = t->train.lr;
    EXPECT_GE(lr, 1e-4);
    EXPECT_LE(lr, 1e-2);
    (lr < 1e-3 ? low_lr : high_lr)++;
    taus.insert(tau);
    dims.insert(t->model_params.Int("dim"));
    n_fs.insert(t->model_params.Int("n_f"));
    n_vars.insert(t->task_params.Int("n_vars"));
    kernels.insert(t->model_params.String("kernel"));
  }
  EXPECT_GT(taus.size(), 30u);
  EXPECT_GE(*dims.begin(), 8);
  EXPECT_LE(*dims.rbegin(), 16);
  EXPECT_GT(dims.size(), 4u);
  EXPECT_EQ(n_fs, (std::set<int64_t>{2, 4, 8}));
  EXPECT_EQ(n_vars, (std::set<int64_t>{2, 3, 4}));
  EXPECT_EQ(kernels, (std::set<std::string>{"gauss", "exp"}));
  // Log-uniform on [1e-4, 1e-2]: half the mass below 1e-3.
  EXPECT_GT(low_lr, 8);
  EXPECT_GT(high_lr, 8);
}

TEST(SweepExpand, RandomDrawsDependOnlyOnSeedAndEntryPosition) {
  const SweepSpec with_vit = Load(kRandom);
  const SweepSpec without_vit = Load(Replace(kRandom, "[[models]]\nname = \"vit\"\n", ""));
  ASSERT_EQ(without_vit.trials.size(), 40u);
  for (size_t i = 0; i < 40; ++i) {
    EXPECT_EQ(with_vit.trials[i].config_hash, without_vit.trials[i].config_hash);
  }
  // A model entry without grid or random keys is one configuration, not `samples` copies.
  const SweepSpec fixed = Load(Replace(kRandom, "grid = { n_vars = [2, 3, 4] }", ""));
  EXPECT_EQ(fixed.trials.back().model, "vit");
  EXPECT_EQ(fixed.trials.size(), 41u);
  EXPECT_EQ(fixed.duplicates_dropped, 0);
}

TEST(SweepExpand, DryRunListsVaryingParams) {
  const SweepSpec sweep = Load(R"(
name = "dry"
seeds = [0, 1]
[task]
name = "fuzzy_boolean"
[[models]]
name = "ni"
grid = { tau = [1.0, 1.25], n_f = [4] }
[[models]]
name = "vit"
params = { dim = 128 }
)");
  ASSERT_EQ(sweep.trials.size(), 6u);
  const auto& t = sweep.trials;
  // dim varies (64 for ni, 128 for vit); tau varies among ni trials; n_f and depth do not.
  std::string expected = "index  hash              model  seed  dim  tau\n";
  const char* rows[] = {"ni     0     64   1.0",  "ni     1     64   1.0", "ni     0     64   1.25",
                        "ni     1     64   1.25", "vit    0     128  -",   "vit    1     128  -"};
  for (int i = 0; i < 6; ++i) {
    expected += std::to_string(i) + "      " + t[i].config_hash + "  " + rows[i] + "\n";
  }
  expected += "6 trials in sweep 'dry'\n";
  EXPECT_EQ(FormatTrials(sweep), expected);

  SweepSpec with_warning = sweep;
  with_warning.trials.resize(1);
  with_warning.warnings = {"1 duplicate trial(s) dropped"};
  EXPECT_EQ(FormatTrials(with_warning), "index  hash              model  seed\n0      " +
                                            t[0].config_hash +
                                            "  ni     0\n1 trial in sweep 'dry'\n"
                                            "warning: 1 duplicate trial(s) dropped\n");
}

TEST(SweepExpand, LoadSweepFileReadsAndNamesTheFile) {
  const std::string path = ::testing::TempDir() + "sweep_load_test.toml";
  {
    std::FILE* f = std::fopen(path.c_str(), "w");
    ASSERT_NE(f, nullptr);
    std::fputs(kQuick, f);
    std::fclose(f);
  }
  const SweepSpec sweep = LoadSweepFile(path, {}, testing::FakeLookup(), testing::FakeNames());
  EXPECT_EQ(sweep.path, path);
  EXPECT_EQ(sweep.source, kQuick);
  EXPECT_EQ(Hashes(sweep), Hashes(Load(kQuick)));
  std::remove(path.c_str());
  try {
    LoadSweepFile(path, {}, testing::FakeLookup());
    FAIL() << "no error";
  } catch (const SweepError& e) {
    EXPECT_EQ(std::string(e.what()), path + ": cannot open sweep file");
  }
}

}  // namespace
}  // namespace nilab::host::sweep
