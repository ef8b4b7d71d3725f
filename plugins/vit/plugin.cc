// The `vit` model plugin: exports VitModel through the SDK.
#include <memory>

#include "plugins/sdk/export.h"
#include "plugins/vit/vit.h"

namespace {

nilab::sdk::PluginInfo Info() {
  nilab::sdk::PluginInfo info;
  info.name = "vit";
  info.kind = nilab::sdk::PluginKind::kModel;
  info.version = "0.1.0";
  info.description =
      "ViT baseline: pre-LN transformer encoder on the task's token set, optional learned "
      "relative-position bias per layer and head";
  info.params = nilab::vit::VitParamSchema();
  info.param_groups = {
      {"encoder", "every transformer block (attention, MLP, LayerNorms) and the final LayerNorm"},
      {"rel_pos",
       "relative-position bias tables [depth, num_rel_pos, heads] (only when the task "
       "uses relative positions)"},
  };
  info.capabilities = {nilab::sdk::capability::kIterations};
  return info;
}

std::unique_ptr<nilab::sdk::Model> Create(const nilab::sdk::Params& params,
                                          const nilab::sdk::ModelContext& context) {
  return std::make_unique<nilab::vit::VitModel>(nilab::vit::VitConfig::FromParams(params), context);
}

}  // namespace

NILAB_EXPORT_MODEL(Info, Create)
