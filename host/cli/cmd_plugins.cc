// nilab plugins: what tasks and models are available, with their parameters.
#include <iomanip>
#include <iostream>
#include <nlohmann/json.hpp>

#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/plugins/registry.h"

namespace nilab::cli {
namespace {

nlohmann::json ValueJson(const sdk::ParamValue& value) {
  return std::visit([](const auto& v) { return nlohmann::json(v); }, value);
}

nlohmann::json PluginJson(const host::LoadedPlugin& p) {
  nlohmann::json params = nlohmann::json::array();
  for (const auto& spec : p.info.params) {
    nlohmann::json j = {{"name", spec.name},
                        {"type", sdk::ParamTypeName(spec.type)},
                        {"default", ValueJson(spec.default_value)},
                        {"doc", spec.doc}};
    if (spec.min) j["min"] = *spec.min;
    if (spec.max) j["max"] = *spec.max;
    if (!spec.choices.empty()) j["choices"] = spec.choices;
    params.push_back(j);
  }
  nlohmann::json groups = nlohmann::json::object();
  for (const auto& [name, doc] : p.info.param_groups) groups[name] = doc;
  nlohmann::json metrics = nlohmann::json::array();
  for (const auto& m : p.info.metrics) {
    metrics.push_back({{"name", m.name}, {"higher_is_better", m.higher_is_better}, {"doc", m.doc}});
  }
  nlohmann::json j = {{"name", p.info.name},
                      {"kind", sdk::PluginKindName(p.info.kind)},
                      {"version", p.info.version},
                      {"description", p.info.description},
                      {"path", p.path},
                      {"params", params},
                      {"param_groups", groups}};
  if (p.info.kind == sdk::PluginKind::kModel) j["capabilities"] = p.info.capabilities;
  if (p.info.kind == sdk::PluginKind::kTask) {
    j["metrics"] = metrics;
    j["headline_metric"] = p.info.headline_metric;
  }
  return j;
}

void PrintPlugin(const host::LoadedPlugin& p, bool verbose) {
  std::cout << sdk::PluginKindName(p.info.kind) << " " << p.info.name << " " << p.info.version
            << "  " << p.info.description << "\n";
  if (!verbose) return;
  std::cout << "  file: " << p.path << "\n";
  if (p.info.kind == sdk::PluginKind::kTask && !p.info.headline_metric.empty()) {
    std::cout << "  headline metric: " << p.info.headline_metric << "\n";
  }
  if (!p.info.capabilities.empty()) {
    std::cout << "  capabilities:";
    for (const auto& c : p.info.capabilities) std::cout << " " << c;
    std::cout << "\n";
  }
  if (!p.info.param_groups.empty()) {
    std::cout << "  parameter groups:\n";
    for (const auto& [name, doc] : p.info.param_groups) {
      std::cout << "    " << std::left << std::setw(16) << name << " " << doc << "\n";
    }
  }
  std::cout << "  parameters:\n";
  for (const auto& spec : p.info.params) {
    std::string range;
    if (spec.min || spec.max) {
      std::ostringstream r;
      r.precision(10);
      r << " in [";
      if (spec.min)
        r << *spec.min;
      else
        r << "-inf";
      r << ", ";
      if (spec.max)
        r << *spec.max;
      else
        r << "inf";
      r << "]";
      range = r.str();
    }
    if (!spec.choices.empty()) {
      range = " one of";
      for (const auto& c : spec.choices) range += " " + c;
    }
    std::cout << "    " << std::left << std::setw(18) << spec.name << std::setw(12)
              << sdk::ParamTypeName(spec.type) << " = " << std::setw(10)
              << sdk::FormatValue(spec.default_value) << " " << spec.doc << range << "\n";
  }
}

}  // namespace

int RunPlugins(const std::vector<std::string>& args) {
  po::options_description options;
  std::vector<std::string> plugin_path;
  std::string only;
  options.add_options()("plugin-path", po::value(&plugin_path)->composing(),
                        "extra directory to search for plugins (repeatable)")(
      "json", "print machine-readable JSON")("name", po::value(&only),
                                             "show only this plugin, with its parameters");
  const auto vm = ParseCommandLine("plugins", "[NAME] [--json] [--plugin-path DIR]", args, options,
                                   {{"name", 1}});
  if (!vm) return kExitOk;
  const bool json = vm->count("json") > 0;
  host::PluginRegistry registry = host::LoadPlugins(plugin_path, /*quiet=*/json);
  if (json) {
    nlohmann::json out = {{"plugins", nlohmann::json::array()},
                          {"refused", nlohmann::json::array()},
                          {"search_path", host::PluginRegistry::SearchPath(plugin_path)}};
    for (const auto& p : registry.plugins()) {
      if (only.empty() || p.info.name == only) out["plugins"].push_back(PluginJson(p));
    }
    for (const auto& r : registry.refused()) {
      out["refused"].push_back({{"path", r.path}, {"reason", r.reason}});
    }
    std::cout << out.dump(2) << "\n";
    return kExitOk;
  }
  bool found = false;
  for (auto kind : {sdk::PluginKind::kTask, sdk::PluginKind::kModel}) {
    for (const auto& p : registry.plugins()) {
      if (p.info.kind != kind || (!only.empty() && p.info.name != only)) continue;
      found = true;
      PrintPlugin(p, /*verbose=*/true);
      std::cout << "\n";
    }
  }
  if (!only.empty() && !found) {
    std::cerr << "nilab plugins: no plugin named '" << only << "'; " << registry.SearchedHint()
              << "\n";
    return kExitUsage;
  }
  if (registry.plugins().empty()) {
    std::cerr << "nilab plugins: no plugins found in";
    for (const auto& d : host::PluginRegistry::SearchPath(plugin_path)) std::cerr << " " << d;
    std::cerr << "\n";
  }
  return kExitOk;
}

}  // namespace nilab::cli
