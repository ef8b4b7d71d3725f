// Exporting a plugin. In exactly one .cc file of the plugin:
//
//   nilab::sdk::PluginInfo Info() { ... }
//   std::unique_ptr<nilab::sdk::Model> Create(const Params& p, const ModelContext& c) { ... }
//   NILAB_EXPORT_MODEL(Info, Create)
//
// (NILAB_EXPORT_TASK for tasks). The macro exports the ABI and LibTorch versions with C linkage,
// and the info function and the factory as Boost.DLL aliases.
#pragma once

#include <torch/version.h>

#include <type_traits>

#include <boost/config.hpp>
#include <boost/dll/alias.hpp>

#include "plugins/sdk/abi.h"
#include "plugins/sdk/model.h"
#include "plugins/sdk/plugin_info.h"
#include "plugins/sdk/task.h"

// The LibTorch version a plugin was compiled against; a test overrides it to build a plugin the
// host must refuse.
#ifndef NILAB_SDK_TORCH_VERSION
#define NILAB_SDK_TORCH_VERSION TORCH_VERSION
#endif

namespace nilab::sdk::detail {
using InfoFn = PluginInfo();
}  // namespace nilab::sdk::detail

#define NILAB_EXPORT_VERSIONS_()                                                           \
  extern "C" BOOST_SYMBOL_EXPORT int nilab_abi_version() { return NILAB_SDK_ABI_VERSION; } \
  extern "C" BOOST_SYMBOL_EXPORT const char* nilab_torch_version() {                       \
    return NILAB_SDK_TORCH_VERSION;                                                        \
  }

#define NILAB_EXPORT_MODEL(info_fn, create_fn)                                    \
  NILAB_EXPORT_VERSIONS_()                                                        \
  static_assert(std::is_same_v<decltype(info_fn), ::nilab::sdk::detail::InfoFn>,  \
                "info function must be nilab::sdk::PluginInfo()");                \
  static_assert(std::is_same_v<decltype(create_fn), ::nilab::sdk::CreateModelFn>, \
                "model factory must match nilab::sdk::CreateModelFn");            \
  BOOST_DLL_ALIAS(info_fn, nilab_plugin_info)                                     \
  BOOST_DLL_ALIAS(create_fn, nilab_create_model)

#define NILAB_EXPORT_TASK(info_fn, create_fn)                                    \
  NILAB_EXPORT_VERSIONS_()                                                       \
  static_assert(std::is_same_v<decltype(info_fn), ::nilab::sdk::detail::InfoFn>, \
                "info function must be nilab::sdk::PluginInfo()");               \
  static_assert(std::is_same_v<decltype(create_fn), ::nilab::sdk::CreateTaskFn>, \
                "task factory must match nilab::sdk::CreateTaskFn");             \
  BOOST_DLL_ALIAS(info_fn, nilab_plugin_info)                                    \
  BOOST_DLL_ALIAS(create_fn, nilab_create_task)

// Optional, next to NILAB_EXPORT_TASK when PluginInfo::tools is not empty.
#define NILAB_EXPORT_TOOLS(run_tool_fn)                                         \
  static_assert(std::is_same_v<decltype(run_tool_fn), ::nilab::sdk::RunToolFn>, \
                "tool entry point must match nilab::sdk::RunToolFn");           \
  BOOST_DLL_ALIAS(run_tool_fn, nilab_run_tool)
