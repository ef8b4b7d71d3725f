// The `ni` model plugin: info (schema, parameter groups, capabilities) and factory.
#include "plugins/ni/ni_plugin.h"

#include "plugins/ni/config.h"
#include "plugins/ni/neural_interpreter.h"

namespace nilab::ni {

sdk::PluginInfo NiPluginInfo() {
  namespace cap = sdk::capability;
  sdk::PluginInfo info;
  info.name = "ni";
  info.kind = sdk::PluginKind::kModel;
  info.version = "0.1.0";
  info.description =
      "Neural Interpreter (Rahaman et al., NeurIPS 2021): scripts of typed, code-conditioned "
      "functions; defaults are the authors' digits preset";
  info.params = NiConfig::Schema();
  info.param_groups = {
      {"signatures", "function signatures s_u (fixed unless learnable_signatures)"},
      {"codes", "function codes c_u"},
      {"type_inference", "type-inference MLP and its LayerNorm (Eq. 2)"},
      {"kernel", "type-matching bandwidth sigma (Eq. 3)"},
      {"interpreter", "ModLin W, b, W_c of ModAttn and ModMLP, and the LOC LayerNorms"},
      {"rel_pos", "relative-position bias tables, one per LOC (only when the task has them)"},
      {"new_functions", "signatures and codes added by AddFunctions (also in signatures/codes)"},
      {"halting", "ACT halting units w, b, one per script (only when halting != none)"},
  };
  info.capabilities = {cap::kIterations, cap::kAddFunctions, cap::kDropFunctions,
                       cap::kReinitialize, cap::kRoutingTrace};
  return info;
}

std::unique_ptr<sdk::Model> CreateNiModel(const sdk::Params& params,
                                          const sdk::ModelContext& context) {
  return std::make_unique<NeuralInterpreter>(NiConfig::FromParams(params), context);
}

}  // namespace nilab::ni
