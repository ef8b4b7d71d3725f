// A plugin's entry point (its factory or its tool) as the registry hands it on: calling it calls
// the plugin, and what the plugin throws comes back as a PluginError that names the plugin and
// its file. The call is a template instantiated where it is made, so the registry, which only
// stores entry points, compiles without Model and Task whole (without LibTorch's headers).
#pragma once

#include <exception>
#include <functional>
#include <stdexcept>
#include <string>
#include <utility>

namespace nilab::host {

// An error thrown out of a plugin's factory or tool, prefixed with the plugin it came from:
// "model 'mlp' (/home/me/mlp/build/plugins/nilab-mlp.so): parameter 'widht' is not set".
class PluginError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

template <typename Fn>
class PluginEntry;

template <typename R, typename... Args>
class PluginEntry<R(Args...)> {
 public:
  PluginEntry() = default;
  // `fn` lives in a library that stays loaded; `where` is "model 'mlp' (FILE)".
  PluginEntry(R (*fn)(Args...), std::string where) : fn_(fn), where_(std::move(where)) {}

  explicit operator bool() const { return fn_ != nullptr; }

  R operator()(Args... args) const {
    if (fn_ == nullptr) throw std::bad_function_call();
    try {
      return fn_(std::forward<Args>(args)...);
    } catch (const PluginError&) {
      throw;
    } catch (const std::exception& e) {
      throw PluginError(where_ + ": " + e.what());
    }
  }

 private:
  R (*fn_)(Args...) = nullptr;
  std::string where_;
};

}  // namespace nilab::host
