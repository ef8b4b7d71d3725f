#include "tasks/pgm/pgm_task.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <mutex>
#include <stdexcept>

#include "plugins/sdk/carve.h"
#include "tasks/pgm/pgm_generate_tool.h"
#include "tasks/pgm/pgm_metrics.h"

namespace nilab::pgm {
namespace {

int SplitSlot(sdk::Split split) { return static_cast<int>(split); }

}  // namespace

sdk::PluginInfo PgmPluginInfo() {
  sdk::PluginInfo info;
  info.name = "pgm";
  info.kind = sdk::PluginKind::kTask;
  info.description =
      "PGM abstract reasoning (Barrett et al. 2018; Neural Interpreters §4.3): pick the panel "
      "that completes a 3x3 matrix, from generated puzzles or DeepMind's .npz files";
  std::vector<std::string> regimes;
  for (Regime r : AllRegimes()) regimes.push_back(RegimeName(r));
  info.params = {
      sdk::StringParam("regime", "neutral",
                       "generalisation regime: neutral, interpolation, extrapolation, attr.rels "
                       "(held-out triples), attr.rel.pairs (held-out triple pairs), attrs.pairs "
                       "(held-out attribute pairs); test is the held-out distribution",
                       regimes),
      sdk::StringParam("source", "generator",
                       "generator: puzzles generated on the fly by index; files: "
                       "PGM_{regime}_{split}_{id}.npz under <data_dir>/<data_subdir>",
                       {"generator", "files"}),
      sdk::StringParam("data_subdir", "pgm", "folder of the .npz files under the data directory"),
      sdk::IntParam("train_size", 20000,
                    "training samples (files: at most this many, the first by id)", 1),
      sdk::IntParam("val_size", 2000,
                    "validation samples (training distribution): carved from the first "
                    "train_size + val_size training puzzles (val_from carve), or the first of the "
                    "val stream or files (val_from val)",
                    0),
      sdk::IntParam("test_size", 2500,
                    "test samples: the regime's test set (its held-out distribution), the first "
                    "by index or id, the same for every trial seed",
                    0),
      sdk::StringParam("val_from", "carve",
                       "where val comes from: carve (val_size of the first train_size + val_size "
                       "training puzzles, drawn with split_seed; train is the rest) or val (the "
                       "generator's val stream or the val files; train the first train_size "
                       "training puzzles; the same for every seed)",
                       {"carve", "val"}),
      sdk::IntParam("split_seed", -1, sdk::kSplitSeedDoc, -1),
      sdk::IntParam("generator_seed", 0,
                    "seeds the generated puzzles (not the trial seed: every trial of a sweep sees "
                    "the same data)",
                    0),
      sdk::IntParam("min_triples", 1, "fewest triples per generated puzzle", 1, kMaxTriples),
      sdk::IntParam("max_triples", 4, "most triples per generated puzzle", 1, kMaxTriples),
      sdk::BoolParam("antialias", true, "anti-aliased rendering of generated panels"),
      sdk::StringParam("distractors", "mixed",
                       "ungoverned attributes of generated puzzles: mixed (Barrett et al.: per "
                       "puzzle constant or random, ungoverned objects in half of the puzzles) or "
                       "constant (always constant, no ungoverned objects: an easier task)",
                       {"mixed", "constant"}),
      sdk::IntParam("cnn_channels", 32, "channels of the panel CNN", 1, 1024),
      sdk::IntParam("cnn_layers", 4, "stride-2 conv blocks of the panel CNN", 1, 6),
      sdk::IntParam("panel_pool", 1,
                    "average-pool the 80x80 panels by this factor before the CNN (1, 2, 4, 5, 8: "
                    "80x80, 40x40, 20x20, ...); 2 makes the CNN ~6x cheaper for CPU-scale runs",
                    1, 8),
      sdk::FloatParam("position_std", 0.02, "init std of the 9 matrix-place embeddings", 0.0),
      sdk::FloatParam("beta", 0.0,
                      "weight of the auxiliary meta-target BCE (Barrett et al. used 10)", 0.0),
  };
  info.param_groups = {
      {"embed", "panel CNN and the 9 matrix-place embeddings"},
      {"cls", "the CLS token"},
      {"head", "candidate scoring head and meta-target head (LayerNorm + linear each)"}};
  info.metrics = {
      {"acc", true, "fraction of puzzles whose highest-scored candidate is the right one", 0.125},
      {"loss", false, "ce + beta * meta_bce"},
      {"ce", false, "cross-entropy of the softmax over the 8 candidates"},
      {"meta_bce", false, "binary cross-entropy of the 12 meta-target bits"}};
  info.headline_metric = "val/acc";
  info.tools = {{kGenerateToolName, kGenerateToolSummary}};
  return info;
}

PgmTask::PgmTask(const sdk::Params& params, const sdk::TaskContext& context)
    : context_(context),
      cnn_channels_(params.Int("cnn_channels")),
      cnn_layers_(params.Int("cnn_layers")),
      panel_pool_(params.Int("panel_pool")),
      position_std_(params.Float("position_std")) {
  if (kPanelSize % panel_pool_ != 0) {
    throw std::invalid_argument("pgm: panel_pool " + std::to_string(panel_pool_) +
                                " does not divide the panel size " + std::to_string(kPanelSize));
  }
  Configure(params);
}

void PgmTask::Configure(const sdk::Params& params) {
  beta_ = params.Float("beta");
  MakeSource(params);
  // The three splits as rows of the source's splits.
  const int64_t val_size = params.Int("val_size");
  val_from_ = params.String("val_from");
  split_seed_param_ = params.Int("split_seed");
  split_seed_ = sdk::ResolveSplitSeed(split_seed_param_, context_.seed);
  rows_[SplitSlot(sdk::Split::kTest)] = {DataSplit::kTest,
                                         sdk::Iota(source_->Size(DataSplit::kTest))};
  if (val_from_ == "val") {
    rows_[SplitSlot(sdk::Split::kTrain)] = {DataSplit::kTrain,
                                            sdk::Iota(source_->Size(DataSplit::kTrain))};
    rows_[SplitSlot(sdk::Split::kVal)] = {DataSplit::kVal,
                                          sdk::Iota(source_->Size(DataSplit::kVal))};
    return;
  }
  const int64_t pool = source_->Size(DataSplit::kTrain);
  if (val_size >= pool) {
    throw std::invalid_argument("pgm: val_size = " + std::to_string(val_size) +
                                " leaves no training samples: the training puzzles number " +
                                std::to_string(pool) + " (train_size + val_size, or the files)");
  }
  sdk::Carve carve =
      sdk::CarveIndices(sdk::Iota(pool), val_size, sdk::StreamSeed(split_seed_, "pgm/val"));
  rows_[SplitSlot(sdk::Split::kTrain)] = {DataSplit::kTrain, std::move(carve.rest)};
  rows_[SplitSlot(sdk::Split::kVal)] = {DataSplit::kTrain, std::move(carve.taken)};
}

void PgmTask::MakeSource(const sdk::Params& params) {
  const std::string& regime = params.String("regime");
  const int64_t train_size = params.Int("train_size"), val_size = params.Int("val_size");
  // With val_from = "carve" the val is carved from the training puzzles: the source holds
  // train_size + val_size of them and no val.
  const SplitSizes sizes = params.String("val_from") == "val"
                               ? SplitSizes{train_size, val_size, params.Int("test_size")}
                               : SplitSizes{train_size + val_size, 0, params.Int("test_size")};
  if (params.String("source") == "files") {
    const std::string dir = context_.data_dir + "/" + params.String("data_subdir");
    source_ = MakeFileSource(dir, regime, sizes);
    return;
  }
  GeneratorConfig config;
  config.regime = ParseRegime(regime);
  config.seed = static_cast<uint64_t>(params.Int("generator_seed"));
  config.min_triples = static_cast<int>(params.Int("min_triples"));
  config.max_triples = static_cast<int>(params.Int("max_triples"));
  config.constant_distractors = params.String("distractors") == "constant";
  const int lowest = (config.regime == Regime::kHeldOutTriplePairs ||
                      config.regime == Regime::kHeldOutAttributePairs)
                         ? 2
                         : 1;
  if (std::max(config.min_triples, lowest) > config.max_triples) {
    throw std::invalid_argument("pgm: max_triples (" + std::to_string(config.max_triples) +
                                ") is below min_triples or below the 2 triples regime " + regime +
                                " needs");
  }
  source_ = MakeGeneratorSource(config, RenderOptions{params.Bool("antialias")}, sizes);
}

void PgmTask::Build(int64_t dim) {
  dim_ = dim;
  module_ = std::make_shared<PgmModule>();
  PgmModule& m = *module_;
  m.cnn = m.register_module("cnn", PanelCnn(cnn_channels_, cnn_layers_, dim, panel_pool_));
  m.position = m.register_parameter("position", torch::randn({9, dim}) * position_std_);
  m.cls = m.register_parameter("cls", torch::randn({dim}) * 0.02);
  m.norm = m.register_module("norm", torch::nn::LayerNorm(torch::nn::LayerNormOptions({dim})));
  m.score = m.register_module("score", torch::nn::Linear(dim, 1));
  m.meta_norm =
      m.register_module("meta_norm", torch::nn::LayerNorm(torch::nn::LayerNormOptions({dim})));
  m.meta = m.register_module("meta", torch::nn::Linear(dim, kPredictionMeta));
}

sdk::ParamGroups PgmTask::ParameterGroups() {
  sdk::ParamGroups groups;
  groups["embed"] = module_->cnn->parameters();
  groups["embed"].push_back(module_->position);
  groups["cls"] = {module_->cls};
  groups["head"] = module_->norm->parameters();
  for (const auto& p : module_->score->parameters()) groups["head"].push_back(p);
  for (const auto& p : module_->meta_norm->parameters()) groups["head"].push_back(p);
  for (const auto& p : module_->meta->parameters()) groups["head"].push_back(p);
  return groups;
}

void PgmTask::StartPhase(const sdk::PhaseContext& phase) { Configure(phase.params); }

int64_t PgmTask::SplitSize(sdk::Split split) const {
  return static_cast<int64_t>(rows_[SplitSlot(split)].rows.size());
}

sdk::Batch PgmTask::MakeBatch(sdk::Split split, const torch::Tensor& indices, uint64_t) {
  const SplitRows& rows = rows_[SplitSlot(split)];
  const torch::Tensor idx = indices.to(torch::kCPU, torch::kLong).contiguous();
  const int64_t b = idx.numel();
  const int64_t size = SplitSize(split);
  for (int64_t i = 0; i < b; ++i) {
    const int64_t id = idx.data_ptr<int64_t>()[i];
    if (id < 0 || id >= size) {
      throw std::out_of_range("pgm: sample " + std::to_string(id) + " of the " +
                              sdk::SplitName(split) + " split, which has " + std::to_string(size));
    }
  }
  torch::Tensor panels = torch::empty({b, kNumPanels, kPanelSize, kPanelSize}, torch::kUInt8);
  torch::Tensor target = torch::empty({b}, torch::kLong);
  torch::Tensor meta = torch::empty({b, kNumEncodingColumns}, torch::kFloat);
  const int64_t* ids = idx.data_ptr<int64_t>();
  uint8_t* panel_data = panels.data_ptr<uint8_t>();
  int64_t* target_data = target.data_ptr<int64_t>();
  float* meta_data = meta.data_ptr<float>();
  std::exception_ptr error;
  std::mutex error_mutex;
  // Samples are independent: generate (or read) them on LibTorch's intra-op threads.
  at::parallel_for(0, b, 1, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i) {
      try {
        const Sample s = source_->Get(rows.from, rows.rows[static_cast<size_t>(ids[i])]);
        std::copy(s.panels.begin(), s.panels.end(), panel_data + i * kNumPanels * kPanelPixels);
        target_data[i] = s.target;
        for (int j = 0; j < kNumEncodingColumns; ++j) {
          meta_data[i * kNumEncodingColumns + j] = s.meta_target[static_cast<size_t>(j)];
        }
      } catch (...) {
        std::lock_guard<std::mutex> lock(error_mutex);
        if (!error) error = std::current_exception();
      }
    }
  });
  if (error) std::rethrow_exception(error);
  sdk::Batch batch;
  batch.size = b;
  batch.tensors = {{"panels", panels}, {"target", target}, {"meta_target", meta}};
  return batch;
}

sdk::TokenSet PgmTask::Embed(const sdk::Batch& batch) {
  PgmModule& m = *module_;
  const int64_t b = batch.size;
  // Ink in [0, 1]: 0 on the white background.
  const torch::Tensor ink = (255.0 - batch.at("panels").to(m.cls.dtype())) * (1.0 / 255.0);
  const torch::Tensor e = m.cnn->forward(ink.reshape({b * kNumPanels, 1, kPanelSize, kPanelSize}))
                              .reshape({b, kNumPanels, dim_});
  const torch::Tensor context = e.narrow(1, 0, kNumContext) + m.position.narrow(0, 0, 8);
  const torch::Tensor candidates = e.narrow(1, kNumContext, kNumCandidates) + m.position[8];
  // [B, 8 candidates, 10 tokens, D]: the 8 context panels, candidate k, CLS.
  const torch::Tensor tokens =
      torch::cat({context.unsqueeze(1).expand({b, kNumCandidates, kNumContext, dim_}),
                  candidates.unsqueeze(2), m.cls.expand({b, kNumCandidates, 1, dim_})},
                 2);
  return {tokens.reshape({b * kNumCandidates, kNumContext + 2, dim_}), {}};
}

sdk::TaskOutput PgmTask::Head(const sdk::Batch& batch, const sdk::ModelOutput& output) {
  PgmModule& m = *module_;
  const int64_t b = batch.size;
  const torch::Tensor y = output.tokens;  // [B * 8, 10, D]
  // s_k = w . LN(y_CLS) + b, one score per candidate.
  const torch::Tensor scores =
      m.score->forward(m.norm->forward(y.select(1, kNumContext + 1))).reshape({b, kNumCandidates});
  // Meta-target logits from the outputs pooled over tokens and candidates, normalised like the
  // scores (an NI with the paper's residual form grows its outputs with every iteration).
  const torch::Tensor meta_logits =
      m.meta->forward(m.meta_norm->forward(y.mean(1).reshape({b, kNumCandidates, dim_}).mean(1)));
  torch::Tensor loss = torch::nn::functional::cross_entropy(scores, batch.at("target"));
  if (beta_ > 0.0) {
    loss = loss + beta_ * torch::binary_cross_entropy_with_logits(
                              meta_logits, batch.at("meta_target").to(meta_logits.dtype()));
  }
  return {loss, torch::cat({scores, meta_logits}, 1).detach()};
}

std::unique_ptr<sdk::MetricAccumulator> PgmTask::NewMetrics(sdk::Split) {
  return std::make_unique<PgmMetrics>(beta_);
}

std::map<std::string, std::string> PgmTask::Provenance() const {
  std::map<std::string, std::string> out = source_->Provenance();
  const bool files = out["pgm.source"] == "files";
  const auto describe = [&](sdk::Split split, const std::string& how) {
    const SplitRows& r = rows_[SplitSlot(split)];
    const std::string from = DataSplitName(r.from);
    return sdk::DescribeSplit(r.rows, files ? from + " files" : from + " stream",
                              source_->Size(r.from), how);
  };
  out["val_from"] = val_from_;
  if (val_from_ == "carve") {
    out["split_seed"] = std::to_string(split_seed_);
    out["split_seed_from"] = split_seed_param_ < 0 ? "trial" : "param";
    out["split/val"] =
        describe(sdk::Split::kVal, "carved with split seed " + std::to_string(split_seed_));
    out["split/train"] = describe(sdk::Split::kTrain, "the rest");
  } else {
    out["split/val"] = describe(sdk::Split::kVal, "the first");
    out["split/train"] = describe(sdk::Split::kTrain, "the first");
  }
  out["split/test"] = describe(sdk::Split::kTest, "the first (the regime's test set)");
  // The level test/acc must clear before it shows that a model used the matrix (a floor a
  // comparison reads beside chance: compare's at-floor warning).
  const auto blind =
      source_->Size(DataSplit::kTest) > 0 ? source_->ContextBlind(DataSplit::kTest) : std::nullopt;
  if (blind) {
    char text[32];
    std::snprintf(text, sizeof(text), "%.6g", blind->Floor());
    out["floor/test/acc"] = text;
    std::snprintf(text, sizeof(text), "%.4f", blind->most);
    out["pgm.context_blind.test.most"] = text;
    std::snprintf(text, sizeof(text), "%.4f", blind->least);
    out["pgm.context_blind.test.least"] = text;
  }
  return out;
}

std::unique_ptr<sdk::Task> CreatePgmTask(const sdk::Params& params,
                                         const sdk::TaskContext& context) {
  return std::make_unique<PgmTask>(params, context);
}

}  // namespace nilab::pgm
