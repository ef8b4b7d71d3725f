// The `kmnist` plugin's entry points, declared without LibTorch: plugin.cc exports them and
// compiles in seconds. Both are defined in kmnist_task.cc.
#pragma once

#include <memory>

#include "plugins/sdk/factory.h"
#include "plugins/sdk/plugin_info.h"

namespace nilab::kmnist {

sdk::PluginInfo KmnistPluginInfo();
// A KmnistTask: the K-MNIST adaptation task.
std::unique_ptr<sdk::Task> CreateKmnistTask(const sdk::Params& params,
                                            const sdk::TaskContext& context);

}  // namespace nilab::kmnist
