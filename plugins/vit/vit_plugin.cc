// The `vit` model plugin: info (schema, parameter groups, capabilities) and factory.
#include "plugins/vit/vit_plugin.h"

#include "plugins/vit/vit.h"

namespace nilab::vit {

sdk::PluginInfo VitPluginInfo() {
  sdk::PluginInfo info;
  info.name = "vit";
  info.kind = sdk::PluginKind::kModel;
  info.version = "0.1.0";
  info.description =
      "ViT baseline: pre-LN transformer encoder on the task's token set, optional learned "
      "relative-position bias per layer and head";
  info.params = VitParamSchema();
  info.param_groups = {
      {"encoder", "every transformer block (attention, MLP, LayerNorms) and the final LayerNorm"},
      {"rel_pos",
       "relative-position bias tables [depth, num_rel_pos, heads] (only when the task "
       "uses relative positions)"},
  };
  info.capabilities = {sdk::capability::kIterations};
  return info;
}

std::unique_ptr<sdk::Model> CreateVitModel(const sdk::Params& params,
                                           const sdk::ModelContext& context) {
  return std::make_unique<VitModel>(VitConfig::FromParams(params), context);
}

}  // namespace nilab::vit
