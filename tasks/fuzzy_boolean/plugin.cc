// The `fuzzy_boolean` task plugin: exports FuzzyBooleanTask through the SDK.
#include <memory>

#include "plugins/sdk/export.h"
#include "tasks/fuzzy_boolean/fuzzy_boolean_task.h"

namespace {

nilab::sdk::PluginInfo Info() {
  nilab::sdk::PluginInfo info;
  info.name = "fuzzy_boolean";
  info.kind = nilab::sdk::PluginKind::kTask;
  info.version = "0.1.0";
  info.description =
      "regress random fuzzy Boolean functions of N variables (paper §4.1): pretrain on one set, "
      "adapt to held-out functions with new CLS tokens";
  info.params = nilab::fuzzy_boolean::FuzzyBooleanParamSchema();
  info.param_groups = {
      {"embed", "scalar value embedding Linear(1, D) and the per-variable position embeddings"},
      {"cls", "CLS tokens of the active function set, one per function"},
      {"cls_inactive", "CLS tokens of earlier function sets (frozen; kept so checkpoints load)"},
      {"head",
       "the shared regression head Linear(D, 1) on every CLS output, and its LayerNorm "
       "(head_norm)"},
  };
  info.metrics = {
      {"mean_r2", true, "R² = 1 - SS_res/SS_tot per function over the split, averaged"},
      {"mse", false, "mean squared error, averaged over functions"},
      {"r2/fKK", true, "R² of function KK (global index; pretraining functions come first)"},
      {"mse/fKK", false, "mean squared error of function KK"},
  };
  info.headline_metric = "val/mean_r2";
  return info;
}

std::unique_ptr<nilab::sdk::Task> Create(const nilab::sdk::Params& params,
                                         const nilab::sdk::TaskContext& context) {
  return std::make_unique<nilab::fuzzy_boolean::FuzzyBooleanTask>(
      nilab::fuzzy_boolean::FuzzyBooleanConfig::FromParams(params, context.seed), context.seed);
}

}  // namespace

NILAB_EXPORT_TASK(Info, Create)
