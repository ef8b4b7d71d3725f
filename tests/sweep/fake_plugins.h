// Plugin schemas for the sweep tests: a task and two models with params of every kind,
// parameter groups and capabilities, and a SchemaLookup over them. No plugin is loaded.
#pragma once

#include <string>
#include <vector>

#include "host/sweep/sweep.h"

namespace nilab::host::sweep::testing {

inline const sdk::PluginInfo& FakeTask() {
  static const sdk::PluginInfo info = [] {
    sdk::PluginInfo i;
    i.name = "fuzzy_boolean";
    i.kind = sdk::PluginKind::kTask;
    i.params = {
        sdk::IntParam("n_points", 1000, "samples", 1, 1000000),
        sdk::IntParam("n_vars", 3, "variables", 1, 10),
        sdk::StringParam("function_set", "paper", "functions", {"paper", "pretrain", "adapt"}),
        sdk::FloatParam("noise", 0.1, "label noise", 0.0, 1.0),
    };
    i.param_groups = {{"embed", ""}, {"cls", ""}, {"head", ""}};
    return i;
  }();
  return info;
}

inline const sdk::PluginInfo& FakeNi() {
  static const sdk::PluginInfo info = [] {
    sdk::PluginInfo i;
    i.name = "ni";
    i.kind = sdk::PluginKind::kModel;
    i.params = {
        sdk::IntParam("dim", 64, "width", 8, 1024),
        sdk::IntParam("n_f", 5, "functions per script", 1, 64),
        sdk::FloatParam("tau", 1.0, "truncation", 0.01, 2.0),
        sdk::BoolParam("use_loc", true, "LOC layers"),
        sdk::FloatListParam("scales", {1.0}, "scales", 0.0),
        sdk::StringParam("kernel", "gauss", "kernel", {"gauss", "exp"}),
    };
    i.param_groups = {{"codes", ""}, {"signatures", ""}, {"interpreter", ""}};
    i.capabilities = {sdk::capability::kIterations, sdk::capability::kAddFunctions,
                      sdk::capability::kDropFunctions, sdk::capability::kReinitialize};
    return i;
  }();
  return info;
}

inline const sdk::PluginInfo& FakeVit() {
  static const sdk::PluginInfo info = [] {
    sdk::PluginInfo i;
    i.name = "vit";
    i.kind = sdk::PluginKind::kModel;
    i.params = {
        sdk::IntParam("dim", 64, "width", 8, 1024),
        sdk::IntParam("depth", 4, "blocks", 1, 48),
    };
    i.param_groups = {{"blocks", ""}};
    i.capabilities = {sdk::capability::kIterations};
    return i;
  }();
  return info;
}

inline SchemaLookup FakeLookup() {
  return [](const std::string& name, sdk::PluginKind kind) -> const sdk::PluginInfo* {
    for (const sdk::PluginInfo* info : {&FakeTask(), &FakeNi(), &FakeVit()}) {
      if (info->name == name && info->kind == kind) return info;
    }
    return nullptr;
  };
}

inline PluginNames FakeNames() {
  return [](sdk::PluginKind kind) {
    return kind == sdk::PluginKind::kTask ? std::vector<std::string>{"fuzzy_boolean"}
                                          : std::vector<std::string>{"ni", "vit"};
  };
}

inline SweepSpec Load(const std::string& text, const std::vector<std::string>& sets = {}) {
  return LoadSweepString(text, "t.toml", sets, FakeLookup(), FakeNames());
}

// The SweepError's message, or "no error".
inline std::string ErrorOf(const std::string& text, const std::vector<std::string>& sets = {}) {
  try {
    Load(text, sets);
  } catch (const SweepError& e) {
    return e.what();
  }
  return "no error";
}

// Lines joined with '\n', so a test reads line numbers off its own list (first line = 1).
inline std::string Lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += line + "\n";
  return out;
}

}  // namespace nilab::host::sweep::testing
