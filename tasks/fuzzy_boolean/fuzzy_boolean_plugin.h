// The `fuzzy_boolean` plugin's entry points, declared without LibTorch: plugin.cc exports them
// and compiles in seconds. Both are defined in fuzzy_boolean_task.cc.
#pragma once

#include <memory>

#include "plugins/sdk/factory.h"
#include "plugins/sdk/plugin_info.h"

namespace nilab::fuzzy_boolean {

sdk::PluginInfo FuzzyBooleanPluginInfo();
// A FuzzyBooleanTask built from FuzzyBooleanConfig::FromParams(params, context.seed).
std::unique_ptr<sdk::Task> CreateFuzzyBooleanTask(const sdk::Params& params,
                                                  const sdk::TaskContext& context);

}  // namespace nilab::fuzzy_boolean
