// The SDK's binary contract. The host loads a plugin only when the plugin was built against the
// same SDK ABI version and the same LibTorch version as the host: C++ types (std::string,
// torch::Tensor, the virtual interfaces below) cross the library boundary, so any difference in
// their layout would be undefined behaviour rather than an error.
#pragma once

// Bump whenever params.h, plugin_info.h, model.h or task.h change layout or meaning.
// History: 2 = ModelContext::grid and Task::patch_grid (the patch grid of image tokens, for
// relative positions computed by the model, as the authors' NI does); 3 = TaskContext::device
// (a task may keep its data on the trial's device); 4 = Model/Task::SupportsBatchSlices and
// Batch::Slice (the host may run slices of one batch side by side, one core each); 5 =
// Model::AddFunctions takes an init ("random" or "mirror"); 6 = MetricInfo::chance (the score of
// a guess, for compare's at-chance warning).
#ifndef NILAB_SDK_ABI_VERSION
#define NILAB_SDK_ABI_VERSION 6
#endif

// Interfaces that cross the library boundary keep default visibility, so their type info is one
// type in the host and in every plugin (exceptions and dynamic_cast match across libraries).
#define NILAB_SDK_API __attribute__((visibility("default")))

namespace nilab::sdk {

inline constexpr int kAbiVersion = NILAB_SDK_ABI_VERSION;

// Exported symbols. The first two have C linkage and plain types so the host can check them
// before it touches anything whose layout depends on the ABI.
inline constexpr const char* kAbiVersionSymbol = "nilab_abi_version";      // int()
inline constexpr const char* kTorchVersionSymbol = "nilab_torch_version";  // const char*()
inline constexpr const char* kInfoSymbol = "nilab_plugin_info";            // PluginInfo()
inline constexpr const char* kCreateModelSymbol = "nilab_create_model";    // see model.h
inline constexpr const char* kCreateTaskSymbol = "nilab_create_task";      // see task.h
inline constexpr const char* kRunToolSymbol = "nilab_run_tool";            // RunToolFn, optional

}  // namespace nilab::sdk
