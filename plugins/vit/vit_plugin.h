// The `vit` plugin's entry points, declared without LibTorch: plugin.cc exports them and compiles
// in seconds.
#pragma once

#include <memory>

#include "plugins/sdk/factory.h"
#include "plugins/sdk/plugin_info.h"

namespace nilab::vit {

// Name, schema (VitParamSchema), parameter groups and capabilities.
sdk::PluginInfo VitPluginInfo();
// A VitModel built from VitConfig::FromParams(params).
std::unique_ptr<sdk::Model> CreateVitModel(const sdk::Params& params,
                                           const sdk::ModelContext& context);

}  // namespace nilab::vit
