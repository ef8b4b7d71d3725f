// The model capabilities the experiments use: parameter groups, anytime inference, capacity
// extension, function dropping, re-initialisation, routing traces; and the plugin's export.
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <algorithm>
#include <memory>
#include <set>
#include <vector>

#include "host/plugins/registry.h"
#include "plugins/ni/neural_interpreter.h"
#include "tests/ni/ni_test_util.h"

namespace nilab::ni {
namespace {

using testing::MakeModel;
using testing::MaxAbsDiff;
using testing::SmallConfig;

std::set<const void*> Ids(const std::vector<torch::Tensor>& ts) {
  std::set<const void*> out;
  for (const auto& t : ts) out.insert(t.unsafeGetTensorImpl());
  return out;
}

TEST(NiCapabilities, ParameterGroupsPartitionTheParameters) {
  auto model = MakeModel(SmallConfig(), /*num_rel_pos=*/3);
  model->AddFunctions(2, "random");
  auto groups = model->ParameterGroups();
  std::set<std::string> names;
  for (const auto& [name, _] : groups) names.insert(name);
  EXPECT_EQ(names, (std::set<std::string>{"signatures", "codes", "type_inference", "kernel",
                                          "interpreter", "rel_pos", "new_functions"}));
  // Every parameter in exactly one group (new_functions repeats signatures/codes).
  std::multiset<const void*> seen;
  for (const auto& [name, ts] : groups) {
    if (name == "new_functions") continue;
    for (const auto& t : ts) seen.insert(t.unsafeGetTensorImpl());
  }
  const auto all = model->module().parameters();
  EXPECT_EQ(seen.size(), all.size());
  for (const auto& p : all) EXPECT_EQ(seen.count(p.unsafeGetTensorImpl()), 1u);
  const auto added = Ids(groups["new_functions"]);
  EXPECT_EQ(added.size(), 2u * 2u);  // signatures + codes per script
  for (const void* id : added) EXPECT_EQ(seen.count(id), 1u);
  // Signatures are fixed by default but stay parameters; codes are learned.
  for (const auto& s : groups["signatures"]) EXPECT_FALSE(s.requires_grad());
  for (const auto& c : groups["codes"]) EXPECT_TRUE(c.requires_grad());
  NiConfig learnable = SmallConfig();
  learnable.learnable_signatures = true;
  auto learnable_model = MakeModel(learnable);
  auto learnable_groups = learnable_model->ParameterGroups();
  for (const auto& s : learnable_groups["signatures"]) EXPECT_TRUE(s.requires_grad());
}

TEST(NiCapabilities, IterationsAtInferenceMayDifferFromTraining) {
  auto model = MakeModel(SmallConfig());
  EXPECT_EQ(model->iterations(), 2);
  const auto x = torch::randn({2, 5, 16});
  const auto trained = model->Forward({x, {}}).tokens;
  model->SetIterations(5);
  EXPECT_EQ(model->iterations(), 5);
  model->SetRoutingTrace(true);
  const auto more = model->Forward({x, {}}).tokens;
  EXPECT_TRUE(torch::isfinite(more).all().item<bool>());
  EXPECT_GT(MaxAbsDiff(more, trained), 1e-4);
  EXPECT_EQ(model->TakeRoutingTrace().size(), 2u * 5u);  // scripts x iterations
  model->SetIterations(1);
  EXPECT_TRUE(torch::isfinite(model->Forward({x, {}}).tokens).all().item<bool>());
  model->SetIterations(2);
  EXPECT_TRUE(model->Forward({x, {}}).tokens.equal(trained));
  EXPECT_THROW(model->SetIterations(0), std::invalid_argument);
}

TEST(NiCapabilities, RoutingTraceRecordsCompatibilityPerScriptAndIteration) {
  auto model = MakeModel(SmallConfig());
  const auto x = torch::randn({3, 4, 16});
  model->Forward({x, {}});
  model->SetRoutingTrace(true);
  EXPECT_TRUE(model->TakeRoutingTrace().empty());
  model->Forward({x, {}});
  const auto trace = model->TakeRoutingTrace();
  ASSERT_EQ(trace.size(), 4u);
  for (size_t k = 0; k < trace.size(); ++k) {
    EXPECT_EQ(trace[k].script, static_cast<int64_t>(k / 2));
    EXPECT_EQ(trace[k].iteration, static_cast<int64_t>(k % 2));
    const auto& c = trace[k].compatibility;
    EXPECT_EQ(c.sizes(), (std::vector<int64_t>{3, 3, 4}));  // [B, n_f, N]
    EXPECT_TRUE(c.device().is_cpu());
    EXPECT_FALSE(c.requires_grad());
    EXPECT_LE(c.sum(1).max().item<float>(), 1.0f + 1e-5f);
  }
  EXPECT_TRUE(model->TakeRoutingTrace().empty());  // taken and cleared
  model->SetRoutingTrace(false);
  model->Forward({x, {}});
  EXPECT_TRUE(model->TakeRoutingTrace().empty());
}

// Row j of `rows` [n, d] as an index into `from` [u, d], or -1 when it copies no row.
std::vector<int64_t> Sources(const torch::Tensor& rows, const torch::Tensor& from) {
  std::vector<int64_t> out;
  for (int64_t i = 0; i < rows.size(0); ++i) {
    int64_t source = -1;
    for (int64_t j = 0; j < from.size(0); ++j) {
      if (torch::equal(rows[i], from[j])) source = j;
    }
    out.push_back(source);
  }
  return out;
}

TEST(NiCapabilities, MirroredFunctionsCopyExistingSignaturesAndCodesDrawnApart) {
  NiConfig config = SmallConfig();
  config.n_s = 2;
  const int64_t u = config.n_f;
  int64_t mixed = 0;  // new functions whose signature and code come from different functions
  std::unique_ptr<NeuralInterpreter> model;
  for (int seed = 0; seed < 10; ++seed) {
    torch::manual_seed(seed);
    model = MakeModel(config);
    model->AddFunctions(2, "mirror");
    ASSERT_EQ(model->num_functions(), u + 2);
    for (int64_t s = 0; s < config.n_s; ++s) {
      const torch::Tensor sig = model->script(s)->Signatures(), code = model->script(s)->Codes();
      const auto sig_from = Sources(sig.slice(0, u), sig.slice(0, 0, u));
      const auto code_from = Sources(code.slice(0, u), code.slice(0, 0, u));
      for (int64_t i = 0; i < 2; ++i) {
        ASSERT_GE(sig_from[i], 0) << "added function " << i << " copies no signature";
        ASSERT_GE(code_from[i], 0) << "added function " << i << " copies no code";
        mixed += sig_from[i] != code_from[i];
      }
      EXPECT_NE(sig_from[0], sig_from[1]) << "two copies of one signature";
      EXPECT_NE(code_from[0], code_from[1]) << "two copies of one code";
    }
  }
  // Drawn together, every new function would be an existing one's twin (equal gradients).
  EXPECT_GT(mixed, 0);
  // A copy is a new parameter: training it leaves its source as it was.
  const torch::Tensor added = model->ParameterGroups()["new_functions"][0];
  EXPECT_NE(added.data_ptr(), model->script(0)->signature_chunks[0].data_ptr());
  // Mirroring more functions than a script has is refused, naming the limit.
  try {
    model->AddFunctions(u + 3, "mirror");
    FAIL() << "expected an error";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("at most the " + std::to_string(u + 2)), std::string::npos)
        << e.what();
  }
  EXPECT_THROW(model->AddFunctions(1, "copy"), std::invalid_argument);
}

TEST(NiCapabilities, AddedFunctionsKeepOutputsFiniteAndAloneReceiveGradients) {
  NiConfig config = SmallConfig();
  config.tau = 2.0;  // route everything so new functions see tokens
  auto model = MakeModel(config);
  const auto x = torch::randn({2, 6, 16});
  model->AddFunctions(3, "random");
  EXPECT_EQ(model->num_functions(), 6);
  const auto y = model->Forward({x, {}}).tokens;
  EXPECT_TRUE(torch::isfinite(y).all().item<bool>());
  // Freeze everything, then train only the new functions (as a host phase would).
  auto groups = model->ParameterGroups();
  for (auto& p : model->module().parameters()) p.set_requires_grad(false);
  for (auto& p : groups["new_functions"]) p.set_requires_grad(true);
  model->Forward({x, {}}).tokens.pow(2).mean().backward();
  const auto added = Ids(groups["new_functions"]);
  for (const auto& p : model->module().parameters()) {
    if (added.count(p.unsafeGetTensorImpl())) {
      ASSERT_TRUE(p.grad().defined());
      EXPECT_GT(p.grad().abs().sum().item<float>(), 0.0f);
    } else {
      EXPECT_FALSE(p.grad().defined());
    }
  }
  // The trace covers the new functions.
  model->SetRoutingTrace(true);
  model->Forward({x, {}});
  EXPECT_EQ(model->TakeRoutingTrace()[0].compatibility.size(1), 6);
}

// An added function is an ordinary function: a 3-function NI with 2 added computes what a
// 5-function NI with the same parameters computes, so the authors' parity test (any n_f) covers
// the extended model too.
TEST(NiCapabilities, AddedFunctionsComputeAsAModelBuiltWithThem) {
  NiConfig config = SmallConfig();
  config.tau = 2.0;  // route everything, so the added functions matter
  auto extended = MakeModel(config, /*num_rel_pos=*/0, /*seed=*/1);
  extended->AddFunctions(2, "random");
  config.n_f = 5;
  auto built = MakeModel(config, /*num_rel_pos=*/0, /*seed=*/2);
  const auto from = extended->module().named_parameters();
  int64_t concatenated = 0;
  {
    torch::NoGradGuard no_grad;
    for (auto& item : built->module().named_parameters()) {
      const std::string& name = item.key();
      torch::Tensor& p = item.value();
      const std::string added = name + "_added_1";
      if (from.contains(added)) {
        p.copy_(torch::cat({from[name], from[added]}, 0));
        ++concatenated;
      } else {
        ASSERT_TRUE(from.contains(name)) << name;
        p.copy_(from[name]);
      }
    }
  }
  EXPECT_EQ(concatenated, 2 * config.n_s);  // signatures and codes of each script
  EXPECT_EQ(from.size(), built->module().named_parameters().size() + concatenated);
  extended->module().eval();
  built->module().eval();
  const auto x = torch::randn({3, 6, 16});
  const auto y_extended = extended->Forward({x, {}}).tokens;
  const auto y_built = built->Forward({x, {}}).tokens;
  EXPECT_LT(MaxAbsDiff(y_extended, y_built), 1e-6);
  // Not trivially: without the added functions the output differs.
  auto original = MakeModel(SmallConfig(), /*num_rel_pos=*/0, /*seed=*/1);
  original->module().eval();
  EXPECT_GT(MaxAbsDiff(original->Forward({x, {}}).tokens, y_built), 1e-3);
}

TEST(NiCapabilities, DroppedFunctionsAreMaskedOutOfRouting) {
  NiConfig config = SmallConfig();
  config.tau = 2.0;
  auto model = MakeModel(config);
  const auto x = torch::randn({2, 6, 16});
  const auto full = model->Forward({x, {}}).tokens;
  model->DropFunctions({0, 2});  // all but function 1
  model->SetRoutingTrace(true);
  const auto one = model->Forward({x, {}}).tokens;
  EXPECT_TRUE(torch::isfinite(one).all().item<bool>());
  EXPECT_GT(MaxAbsDiff(one, full), 1e-4);
  for (const auto& step : model->TakeRoutingTrace()) {
    EXPECT_EQ(step.compatibility.select(1, 0).abs().max().item<float>(), 0.0f);
    EXPECT_EQ(step.compatibility.select(1, 2).abs().max().item<float>(), 0.0f);
    EXPECT_GT(step.compatibility.select(1, 1).min().item<float>(), 0.99f);
  }
  model->DropFunctions({});  // restores all
  EXPECT_TRUE(model->Forward({x, {}}).tokens.equal(full));
  EXPECT_THROW(model->DropFunctions({3}), std::out_of_range);
}

TEST(NiCapabilities, UnroutedStatIsTheShareOfTokensNoFunctionProcesses) {
  // routing/unrouted, per sample: the share of tokens with C_ui = 0 for every u, averaged over
  // scripts and iterations. Checked against the routing trace, then at its two ends.
  NiConfig config = SmallConfig();
  config.tau = 0.9;  // truncates some (token, function) pairs, not all
  auto model = MakeModel(config);
  const auto x = torch::randn({5, 6, 16});
  model->SetRoutingTrace(true);
  sdk::ModelOutput out = model->Forward({x, {}});
  ASSERT_EQ(out.stats.count("routing/unrouted"), 1u);
  const torch::Tensor unrouted = out.stats["routing/unrouted"];
  ASSERT_EQ(unrouted.sizes(), (std::vector<int64_t>{5}));
  torch::Tensor expected = torch::zeros({5});
  const auto trace = model->TakeRoutingTrace();
  for (const auto& step : trace) {
    expected += step.compatibility.sum(1).eq(0).to(torch::kFloat).mean(-1);  // [B]
  }
  expected /= static_cast<double>(trace.size());
  EXPECT_LT(MaxAbsDiff(unrouted, expected), 1e-6);
  EXPECT_GT(expected.max().item<float>(), 0.0f);  // the check saw unrouted tokens
  EXPECT_LT(expected.min().item<float>(), 1.0f);

  config.tau = 2.0;  // d <= 2 always: every token routed
  EXPECT_EQ(MakeModel(config)->Forward({x, {}}).stats["routing/unrouted"].max().item<float>(),
            0.0f);
  // Every function gone (a collapsed routing): the NI is the identity and the stat reads 1,
  // with and without halting.
  for (const char* halting : {"none", "act_sample"}) {
    config.halting = halting;
    auto dead = MakeModel(config);
    dead->DropFunctions({0, 1, 2});
    out = dead->Forward({x, {}});
    EXPECT_EQ(out.stats["routing/unrouted"].min().item<float>(), 1.0f) << halting;
    EXPECT_LT(MaxAbsDiff(out.tokens, x), 1e-6) << halting;
  }
}

TEST(NiCapabilities, ReinitializeRedrawsOnlyTheNamedGroup) {
  auto model = MakeModel(SmallConfig());
  auto groups = model->ParameterGroups();
  const auto codes = groups["codes"][0].clone();
  const auto signatures = groups["signatures"][0].clone();
  const auto weight = groups["interpreter"][0].clone();
  model->Reinitialize("codes");
  EXPECT_FALSE(groups["codes"][0].equal(codes));
  EXPECT_TRUE(groups["signatures"][0].equal(signatures));
  EXPECT_TRUE(groups["interpreter"][0].equal(weight));
  // Redrawn from N(0, I), not merely perturbed.
  EXPECT_LT(std::abs(groups["codes"][0].mean().item<float>()), 0.5f);
  model->Reinitialize("signatures");
  EXPECT_FALSE(groups["signatures"][0].equal(signatures));
  EXPECT_FALSE(groups["signatures"][0].requires_grad());
  EXPECT_THROW(model->Reinitialize("interpreter"), sdk::UnsupportedCapability);
}

TEST(NiPlugin, LoadsThroughTheRegistryWithSchemaGroupsAndCapabilities) {
  auto registry = host::LoadPlugins({}, /*quiet=*/true);
  const auto* plugin = registry.Find("ni", sdk::PluginKind::kModel);
  ASSERT_NE(plugin, nullptr) << "build/plugins/nilab-ni.so not found";
  const auto& info = plugin->info;
  for (const char* key :
       {"dim", "code_dim", "type_dim", "n_s", "n_i", "n_l", "n_f", "heads", "head_dim",
        "mlp_hidden", "tau", "sigma_init", "learnable_signatures", "residual", "dropout"}) {
    const auto* spec = sdk::FindParam(info.params, key);
    ASSERT_NE(spec, nullptr) << key;
    EXPECT_FALSE(spec->doc.empty()) << key;
  }
  std::set<std::string> groups;
  for (const auto& [name, doc] : info.param_groups) groups.insert(name);
  EXPECT_TRUE(groups.count("signatures") && groups.count("codes") &&
              groups.count("type_inference") && groups.count("kernel") &&
              groups.count("interpreter") && groups.count("rel_pos") &&
              groups.count("new_functions"));
  std::set<std::string> caps(info.capabilities.begin(), info.capabilities.end());
  EXPECT_EQ(caps, (std::set<std::string>{"iterations", "add_functions", "drop_functions",
                                         "reinitialize", "routing_trace"}));
  sdk::Params given;
  given.Set("dim", int64_t{32});
  given.Set("code_dim", int64_t{8});
  given.Set("n_i", int64_t{2});
  auto model = plugin->create_model(sdk::Params::WithDefaults(info.params, given), {});
  EXPECT_EQ(model->dim(), 32);
  EXPECT_EQ(model->iterations(), 2);
  const auto y = model->Forward({torch::randn({2, 5, 32}), {}}).tokens;
  EXPECT_EQ(y.sizes(), (std::vector<int64_t>{2, 5, 32}));
}

TEST(NiConfig, RejectsInconsistentValuesWithOneLineErrors) {
  sdk::Params bad;
  bad.Set("dim", int64_t{30});
  bad.Set("heads", int64_t{4});
  try {
    NiConfig::FromParams(bad);
    FAIL() << "dim 30 with 4 heads accepted";
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("dim"), std::string::npos);
    EXPECT_EQ(what.find('\n'), std::string::npos);
  }
  sdk::Params residual;
  residual.Set("residual", std::string("gating"));
  EXPECT_THROW(NiConfig::FromParams(residual), std::invalid_argument);
}

}  // namespace
}  // namespace nilab::ni
