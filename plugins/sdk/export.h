// Exporting a plugin. In exactly one .cc file of the plugin:
//
//   nilab::sdk::PluginInfo Info() { ... }
//   std::unique_ptr<nilab::sdk::Model> Create(const Params& p, const ModelContext& c) { ... }
//   NILAB_EXPORT_MODEL(Info, Create)
//
// (NILAB_EXPORT_TASK for tasks). The macro exports the ABI and LibTorch versions with C linkage,
// and the info function and the factory as Boost.DLL aliases. The macros are in export_macros.h;
// this header adds the model and task interfaces a plugin implements.
#pragma once

#include "plugins/sdk/export_macros.h"
#include "plugins/sdk/model.h"
#include "plugins/sdk/task.h"
