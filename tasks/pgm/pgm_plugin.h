// The `pgm` plugin's entry points, declared without LibTorch: plugin.cc exports them and
// compiles in seconds. Both are defined in pgm_task.cc.
#pragma once

#include <memory>

#include "plugins/sdk/factory.h"
#include "plugins/sdk/plugin_info.h"

namespace nilab::pgm {

sdk::PluginInfo PgmPluginInfo();
// A PgmTask: the PGM task.
std::unique_ptr<sdk::Task> CreatePgmTask(const sdk::Params& params,
                                         const sdk::TaskContext& context);

}  // namespace nilab::pgm
