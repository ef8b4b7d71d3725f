// The `digits` plugin's entry points, declared without LibTorch: plugin.cc exports them and
// compiles in seconds. Both are defined in digits_task.cc.
#pragma once

#include <memory>

#include "plugins/sdk/factory.h"
#include "plugins/sdk/plugin_info.h"

namespace nilab::digits {

sdk::PluginInfo DigitsPluginInfo();
// A DigitsTask: the digits multi-task.
std::unique_ptr<sdk::Task> CreateDigitsTask(const sdk::Params& params,
                                            const sdk::TaskContext& context);

}  // namespace nilab::digits
