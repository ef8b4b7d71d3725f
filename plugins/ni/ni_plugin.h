// The `ni` plugin's entry points, declared without LibTorch: plugin.cc exports them and compiles
// in seconds.
#pragma once

#include <memory>

#include "plugins/sdk/factory.h"
#include "plugins/sdk/plugin_info.h"

namespace nilab::ni {

// Name, schema (NiConfig::Schema), parameter groups and capabilities.
sdk::PluginInfo NiPluginInfo();
// A NeuralInterpreter built from NiConfig::FromParams(params).
std::unique_ptr<sdk::Model> CreateNiModel(const sdk::Params& params,
                                          const sdk::ModelContext& context);

}  // namespace nilab::ni
