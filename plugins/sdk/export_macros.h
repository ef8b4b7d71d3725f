// The export macros alone, without LibTorch's main headers: NILAB_EXPORT_MODEL, NILAB_EXPORT_TASK,
// NILAB_EXPORT_TOOLS. export.h includes this header with model.h and task.h, and is the one a
// plugin includes. A plugin whose info and factory are defined in a library of their own, behind
// a header that declares them with factory.h's types (as nilab's built-in plugins do), can export
// them from a .cc that includes only this header and compiles in 2-5 s instead of 25-30 s.
#pragma once

#include <torch/version.h>

#include <type_traits>

#include <boost/config.hpp>
#include <boost/dll/alias.hpp>

#include "plugins/sdk/abi.h"
#include "plugins/sdk/factory.h"
#include "plugins/sdk/plugin_info.h"

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
