// A model plugin and the fuzzy Boolean task built for it, loaded as the host loads them, for the
// tests of one training step; and the small NI and ViT those tests train.
#pragma once

#include <torch/torch.h>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/plugins/registry.h"
#include "plugins/sdk/model.h"
#include "plugins/sdk/task.h"

namespace nilab::testing {

struct PluginPair {
  std::unique_ptr<sdk::Model> model;
  std::unique_ptr<sdk::Task> task;
};

inline sdk::Params SmallNiParams() {
  return sdk::Params({{"dim", int64_t{32}},
                      {"code_dim", int64_t{16}},
                      {"type_dim", int64_t{8}},
                      {"n_f", int64_t{3}},
                      {"n_i", int64_t{2}},
                      {"heads", int64_t{2}},
                      {"head_dim", int64_t{0}},
                      {"mlp_hidden", int64_t{64}}});
}

inline sdk::Params SmallVitParams() {
  return sdk::Params({{"dim", int64_t{32}},
                      {"depth", int64_t{2}},
                      {"heads", int64_t{2}},
                      {"mlp_hidden", int64_t{64}}});
}

// `model_name` with `model_params` over its defaults (initialised from `seed`), and fuzzy Boolean
// with 256 points, built for it and in its "train" phase.
inline PluginPair MakePluginPair(const std::string& model_name, const sdk::Params& model_params,
                                 uint64_t seed) {
  static const host::PluginRegistry registry = host::LoadPlugins({}, /*quiet=*/true);
  const auto* model_plugin = registry.Find(model_name, sdk::PluginKind::kModel);
  const auto* task_plugin = registry.Find("fuzzy_boolean", sdk::PluginKind::kTask);
  if (!model_plugin || !task_plugin) throw std::runtime_error("plugins not found");
  torch::manual_seed(seed);
  PluginPair p;
  p.model = model_plugin->create_model(
      sdk::Params::WithDefaults(model_plugin->info.params, model_params), sdk::ModelContext{});
  const sdk::Params task_params = sdk::Params::WithDefaults(
      task_plugin->info.params, sdk::Params({{"n_points", int64_t{256}}}));
  p.task = task_plugin->create_task(task_params, sdk::TaskContext{});
  p.task->Build(p.model->dim());
  p.task->StartPhase({"train", task_params});
  return p;
}

// The pair's parameters that train, the model's first.
inline std::vector<torch::Tensor> Trainable(PluginPair& p) {
  std::vector<torch::Tensor> params;
  for (auto* module : {&p.model->module(), &p.task->module()}) {
    for (const auto& t : module->parameters()) {
      if (t.requires_grad()) params.push_back(t);
    }
  }
  return params;
}

}  // namespace nilab::testing
