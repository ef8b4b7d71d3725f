#include "tasks/fuzzy_boolean/fuzzy_boolean_task.h"

#include <cstdint>
#include <cstdio>
#include <stdexcept>

#include "plugins/sdk/carve.h"
#include "tasks/fuzzy_boolean/regression_metrics.h"

namespace nilab::fuzzy_boolean {
namespace {

constexpr const char* kPretrain = "pretrain";
constexpr const char* kAdapt = "adapt";

std::string Hex64(uint64_t v) {
  char s[17];
  std::snprintf(s, sizeof s, "%016llx", static_cast<unsigned long long>(v));
  return s;
}

}  // namespace

FuzzyBooleanConfig FuzzyBooleanConfig::FromParams(const sdk::Params& params, uint64_t trial_seed) {
  FuzzyBooleanConfig c;
  c.n_vars = params.Int("n_vars");
  c.n_functions = params.Int("n_functions");
  c.n_pretrain = params.Int("n_pretrain");
  c.function_seed = static_cast<uint64_t>(params.Int("function_seed"));
  c.token_init_std = params.Float("token_init_std");
  c.head_norm = params.Bool("head_norm");
  c.function_set = params.String("function_set");
  c.data_seed = static_cast<uint64_t>(params.Int("data_seed"));
  c.n_points = params.Int("n_points");
  c.val_fraction = params.Float("val_fraction");
  c.val_from = params.String("val_from");
  c.split_seed_param = params.Int("split_seed");
  c.split_seed = sdk::ResolveSplitSeed(c.split_seed_param, trial_seed);
  c.test_points = params.Int("test_points");
  if (c.n_pretrain > c.n_functions) {
    throw std::invalid_argument("fuzzy_boolean: n_pretrain (" + std::to_string(c.n_pretrain) +
                                ") must be <= n_functions (" + std::to_string(c.n_functions) + ")");
  }
  if (c.function_set == kAdapt && c.n_pretrain == c.n_functions) {
    throw std::invalid_argument(
        "fuzzy_boolean: function_set = \"adapt\" but n_pretrain == n_functions leaves no "
        "adaptation functions");
  }
  if (c.function_set == kPretrain && c.n_pretrain == 0) {
    throw std::invalid_argument("fuzzy_boolean: function_set = \"pretrain\" but n_pretrain = 0");
  }
  const double n_train = static_cast<double>(c.n_points) * (1.0 - c.val_fraction);
  if (n_train < 1.0) {
    throw std::invalid_argument("fuzzy_boolean: n_points = " + std::to_string(c.n_points) +
                                " with val_fraction = " + std::to_string(c.val_fraction) +
                                " leaves no training points");
  }
  return c;
}

sdk::ParamSchema FuzzyBooleanParamSchema() {
  return {
      sdk::IntParam("n_vars", 5, "number of input variables N", 1, kMaxVars),
      sdk::IntParam("n_functions", 30,
                    "random fuzzy Boolean functions in all (distinct truth tables)", 1, 1000),
      sdk::IntParam("n_pretrain", 20,
                    "the first n_pretrain functions form the pretraining set, the rest the "
                    "adaptation set",
                    0, 1000),
      sdk::IntParam("function_seed", 0,
                    "seed of the truth tables (portable generator: same functions on every "
                    "machine); independent of the trial seed",
                    0, 9.0e15),
      sdk::StringParam("function_set", kPretrain,
                       "functions to regress in this phase: \"pretrain\" (the first n_pretrain) "
                       "or \"adapt\" (the rest); switching sets creates new CLS tokens",
                       {kPretrain, kAdapt}),
      sdk::IntParam("data_seed", 0,
                    "seed of the input points x ~ U[0,1]^N; independent of the trial seed, which "
                    "varies only the model's initialisation",
                    0, 9.0e15),
      sdk::IntParam("n_points", 163840, "points per function family (train + val)", 2, 100000000),
      sdk::FloatParam("val_fraction", 0.2,
                      "share of the n_points carved out for validation (the rest is train)", 0.0,
                      0.9),
      sdk::StringParam("val_from", "carve",
                       "which points are val: carve (a seeded carve, split_seed) or tail (the "
                       "last val_fraction of the points, the same for every seed)",
                       {"carve", "tail"}),
      sdk::IntParam("split_seed", -1, sdk::kSplitSeedDoc, -1, 9.0e15),
      sdk::IntParam("test_points", 32768,
                    "points of the test split: an independent draw (another stream of data_seed), "
                    "the same for every trial seed",
                    1, 100000000),
      sdk::FloatParam("token_init_std", 1.0,
                      "std of the normal init of CLS tokens and position embeddings", 0.0, 10.0),
      sdk::BoolParam("head_norm", true,
                     "LayerNorm (with affine parameters) on the CLS outputs before the shared "
                     "regression head; the models' output scales differ (NI's paper residual "
                     "grows with the iterations, the ViT ends with a LayerNorm)"),
  };
}

FuzzyBooleanTask::FuzzyBooleanTask(const FuzzyBooleanConfig& config, uint64_t trial_seed)
    : config_(config),
      trial_seed_(trial_seed),
      functions_(GenerateFunctions(static_cast<int>(config.n_vars),
                                   static_cast<int>(config.n_functions), config.function_seed)),
      module_(std::make_shared<torch::nn::Module>("FuzzyBooleanTask")) {}

void FuzzyBooleanTask::Build(int64_t dim) {
  if (module_->parameters().size() > 0) {
    throw std::logic_error("fuzzy_boolean: Build called twice");
  }
  dim_ = dim;
  // e_i = W x_i + b + p_i: scalar embedding shared by the variables, position embedding p_i.
  value_embed_ = module_->register_module("value_embed", torch::nn::Linear(1, dim));
  var_pos_ = module_->register_parameter(
      "var_pos", torch::randn({config_.n_vars, dim}) * config_.token_init_std);
  // ŷ_f = w · LN(z_f) + b on the output z_f of CLS token f (w · z_f + b without head_norm).
  if (config_.head_norm) {
    head_norm_ = module_->register_module("head_norm",
                                          torch::nn::LayerNorm(torch::nn::LayerNormOptions({dim})));
  }
  head_ = module_->register_module("head", torch::nn::Linear(dim, 1));
  AddClsTokens();
  SelectData();
}

void FuzzyBooleanTask::CheckBuilt(const char* what) const {
  if (dim_ == 0) throw std::logic_error(std::string("fuzzy_boolean: ") + what + " before Build");
}

std::vector<int64_t> FuzzyBooleanTask::ActiveFunctionIds() const {
  const bool pretrain = config_.function_set == kPretrain;
  std::vector<int64_t> ids;
  for (int64_t f = pretrain ? 0 : config_.n_pretrain;
       f < (pretrain ? config_.n_pretrain : config_.n_functions); ++f) {
    ids.push_back(f);
  }
  return ids;
}

void FuzzyBooleanTask::AddClsTokens() {
  const auto n = static_cast<int64_t>(ActiveFunctionIds().size());
  torch::TensorOptions options;
  if (!cls_.empty()) {
    // Retire the previous set: kept (a checkpoint of the earlier structure still loads), frozen.
    cls_.back().requires_grad_(false);
    options = cls_.back().options().requires_grad(false);
  } else {
    options = value_embed_->weight.options().requires_grad(false);
  }
  const std::string name = "cls" + std::to_string(cls_.size()) + "_" + config_.function_set;
  cls_.push_back(
      module_->register_parameter(name, torch::randn({n, dim_}, options) * config_.token_init_std));
}

void FuzzyBooleanTask::SelectData() {
  const std::string& family = config_.function_set;
  const DatasetSpec spec{family, config_.data_seed, config_.n_points, config_.val_fraction};
  const DatasetSpec test_spec{family, config_.data_seed, config_.test_points, 0.0, true};
  std::vector<TruthTable> active;
  for (int64_t f : ActiveFunctionIds()) active.push_back(functions_[f]);
  if (!data_.x.defined() || !(data_.spec == spec)) {
    data_ = GenerateDataset(spec, active);
    fingerprints_[family] = data_.fingerprint;
  }
  if (!test_.x.defined() || !(test_.spec == test_spec)) {
    test_ = GenerateDataset(test_spec, active);
    fingerprints_[family + "/test"] = test_.fingerprint;
  }
  // val: n_points - n_train of the points, carved with the split seed (or the last ones).
  const int64_t n = config_.n_points, n_val = n - data_.n_train;
  std::vector<int64_t> train, val;
  std::string how;
  if (config_.val_from == "tail") {
    train = sdk::Iota(data_.n_train);
    for (int64_t i = data_.n_train; i < n; ++i) val.push_back(i);
    how = "the last points";
  } else {
    sdk::Carve carve = sdk::CarveIndices(sdk::Iota(n), n_val,
                                         sdk::StreamSeed(config_.split_seed, family + "/val"));
    train = std::move(carve.rest);
    val = std::move(carve.taken);
    how = "carved with split seed " + std::to_string(config_.split_seed);
  }
  train_rows_ = torch::tensor(train, torch::kLong);
  val_rows_ = torch::tensor(val, torch::kLong);
  const std::string source = family + " points";
  const std::string key = "split/" + family + "/";
  split_records_[key + "val"] = sdk::DescribeSplit(val, source, n, how);
  split_records_[key + "train"] = sdk::DescribeSplit(train, source, n, "the rest");
  split_records_[key + "test"] = std::to_string(config_.test_points) +
                                 " points of an independent draw (stream " + family +
                                 "/test of data seed " + std::to_string(config_.data_seed) + ")";
}

void FuzzyBooleanTask::StartPhase(const sdk::PhaseContext& phase) {
  CheckBuilt("StartPhase");
  const FuzzyBooleanConfig next = FuzzyBooleanConfig::FromParams(phase.params, trial_seed_);
  auto same = [&](const char* key, auto a, auto b) {
    if (a != b) {
      throw std::invalid_argument("fuzzy_boolean: phase '" + phase.name + "' changes " + key +
                                  "; only function_set, data_seed, n_points, val_fraction, "
                                  "val_from, split_seed and test_points may change between "
                                  "phases");
    }
  };
  same("n_vars", config_.n_vars, next.n_vars);
  same("n_functions", config_.n_functions, next.n_functions);
  same("n_pretrain", config_.n_pretrain, next.n_pretrain);
  same("function_seed", config_.function_seed, next.function_seed);
  same("token_init_std", config_.token_init_std, next.token_init_std);
  same("head_norm", config_.head_norm, next.head_norm);
  const bool switch_set = next.function_set != config_.function_set;
  config_ = next;
  if (switch_set) AddClsTokens();
  SelectData();
}

int64_t FuzzyBooleanTask::SplitSize(sdk::Split split) const {
  if (!data_.x.defined()) return 0;
  switch (split) {
    case sdk::Split::kTrain:
      return train_rows_.numel();
    case sdk::Split::kVal:
      return val_rows_.numel();
    case sdk::Split::kTest:
      return test_.x.size(0);
  }
  return 0;
}

sdk::Batch FuzzyBooleanTask::MakeBatch(sdk::Split split, const torch::Tensor& indices,
                                       uint64_t /*seed*/) {
  CheckBuilt("MakeBatch");
  const int64_t size = SplitSize(split);
  if (indices.dim() != 1 || indices.scalar_type() != torch::kLong) {
    throw std::invalid_argument("fuzzy_boolean: batch indices must be a 1-d int64 tensor");
  }
  if (indices.numel() > 0 &&
      (indices.min().item<int64_t>() < 0 || indices.max().item<int64_t>() >= size)) {
    throw std::out_of_range("fuzzy_boolean: batch index out of range for split " +
                            std::string(sdk::SplitName(split)) + " of size " +
                            std::to_string(size));
  }
  const Dataset& data = split == sdk::Split::kTest ? test_ : data_;
  const torch::Tensor rows = split == sdk::Split::kTrain ? train_rows_.index_select(0, indices)
                             : split == sdk::Split::kVal ? val_rows_.index_select(0, indices)
                                                         : indices;
  sdk::Batch batch;
  batch.size = indices.numel();
  batch.tensors["x"] = data.x.index_select(0, rows);
  batch.tensors["y"] = data.y.index_select(0, rows);
  return batch;
}

sdk::TokenSet FuzzyBooleanTask::Embed(const sdk::Batch& batch) {
  CheckBuilt("Embed");
  const torch::Tensor& x = batch.at("x");  // [B, N]
  const int64_t B = x.size(0);
  // e_bi = W x_bi + b + p_i
  torch::Tensor vars = value_embed_(x.unsqueeze(-1)) + var_pos_;
  const torch::Tensor& cls = cls_.back();
  torch::Tensor tokens = torch::cat({vars, cls.unsqueeze(0).expand({B, cls.size(0), dim_})}, 1);
  return {tokens, {}};
}

sdk::TaskOutput FuzzyBooleanTask::Head(const sdk::Batch& batch, const sdk::ModelOutput& output) {
  const torch::Tensor& z = output.tokens;
  const int64_t n = config_.n_vars, n_f = cls_.back().size(0);
  if (z.dim() != 3 || z.size(1) != n + n_f || z.size(2) != dim_) {
    throw std::invalid_argument("fuzzy_boolean: model output must be [B, " +
                                std::to_string(n + n_f) + ", " + std::to_string(dim_) + "], got " +
                                c10::str(z.sizes()));
  }
  // ŷ_bf = w · LN(z_b,N+f) + b
  torch::Tensor cls_out = z.slice(1, n, n + n_f);
  if (config_.head_norm) cls_out = head_norm_(cls_out);
  torch::Tensor prediction = head_(cls_out).squeeze(-1);  // [B, n_f]
  // L = mean_{b,f} (ŷ_bf - y_bf)²: the MSE averaged over functions
  torch::Tensor loss = torch::mse_loss(prediction, batch.at("y"));
  return {loss, prediction};
}

std::unique_ptr<sdk::MetricAccumulator> FuzzyBooleanTask::NewMetrics(sdk::Split /*split*/) {
  return std::make_unique<FuzzyBooleanMetrics>(ActiveFunctionIds());
}

sdk::ParamGroups FuzzyBooleanTask::ParameterGroups() {
  CheckBuilt("ParameterGroups");
  sdk::ParamGroups groups;
  groups["embed"] = {value_embed_->weight, value_embed_->bias, var_pos_};
  groups["cls"] = {cls_.back()};
  groups["head"] = {head_->weight, head_->bias};
  if (config_.head_norm) {
    groups["head"].push_back(head_norm_->weight);
    groups["head"].push_back(head_norm_->bias);
  }
  if (cls_.size() > 1) groups["cls_inactive"] = {cls_.begin(), cls_.end() - 1};
  return groups;
}

std::map<std::string, std::string> FuzzyBooleanTask::Provenance() const {
  std::map<std::string, std::string> out;
  out["construction"] =
      "truth table per function (SplitMix64, distinct, non-constant), fuzzy DNF of its true "
      "minterms: and=ab, or=a+b-ab, not=1-a";
  out["function_seed"] = std::to_string(config_.function_seed);
  out["data_seed"] = std::to_string(config_.data_seed);
  out["n_vars"] = std::to_string(config_.n_vars);
  out["n_pretrain"] = std::to_string(config_.n_pretrain);
  std::string tables;
  for (size_t f = 0; f < functions_.size(); ++f) {
    tables += (f ? "," : "") + FunctionName(static_cast<int64_t>(f)) + "=" + functions_[f].Hex();
  }
  out["truth_tables"] = tables;
  for (const auto& [family, fp] : fingerprints_) out["data_fingerprint/" + family] = Hex64(fp);
  for (const auto& [key, record] : split_records_) out[key] = record;
  out["val_from"] = config_.val_from;
  if (config_.val_from == "carve") {
    out["split_seed"] = std::to_string(config_.split_seed);
    out["split_seed_from"] = config_.split_seed_param < 0 ? "trial" : "param";
  }
  return out;
}

sdk::PluginInfo FuzzyBooleanPluginInfo() {
  sdk::PluginInfo info;
  info.name = "fuzzy_boolean";
  info.kind = sdk::PluginKind::kTask;
  info.version = "0.1.0";
  info.description =
      "regress random fuzzy Boolean functions of N variables (paper §4.1): pretrain on one set, "
      "adapt to held-out functions with new CLS tokens";
  info.params = FuzzyBooleanParamSchema();
  info.param_groups = {
      {"embed", "scalar value embedding Linear(1, D) and the per-variable position embeddings"},
      {"cls", "CLS tokens of the active function set, one per function"},
      {"cls_inactive", "CLS tokens of earlier function sets (frozen; kept so checkpoints load)"},
      {"head",
       "the shared regression head Linear(D, 1) on every CLS output, and its LayerNorm "
       "(head_norm)"},
  };
  info.metrics = {
      {"mean_r2", true, "R² = 1 - SS_res/SS_tot per function over the split, averaged", 0.0},
      {"mse", false, "mean squared error, averaged over functions"},
      {"r2/fKK", true, "R² of function KK (global index; pretraining functions come first)"},
      {"mse/fKK", false, "mean squared error of function KK"},
  };
  info.headline_metric = "val/mean_r2";
  return info;
}

std::unique_ptr<sdk::Task> CreateFuzzyBooleanTask(const sdk::Params& params,
                                                  const sdk::TaskContext& context) {
  return std::make_unique<FuzzyBooleanTask>(FuzzyBooleanConfig::FromParams(params, context.seed),
                                            context.seed);
}

}  // namespace nilab::fuzzy_boolean
