// [[models]]: each entry's plugin, fixed params, grid and random distributions (sweeps/README.md,
// "[[models]]").
#include <cstdio>

#include "host/sweep/parse_steps.h"
#include "host/sweep/table_reader.h"
#include "host/sweep/toml_values.h"
#include "host/sweep/train_settings.h"

namespace nilab::host::sweep {
namespace {

using sdk::PluginKind;

const std::vector<std::string> kModelKeys = {"name", "params", "grid", "random"};
const std::vector<std::string> kDistributions = {"uniform", "loguniform", "int_uniform", "choice"};
// The most trials one [[models]] entry may expand to.
constexpr int64_t kMaxTrials = 100000;

// A slot key resolved to its schema entry: "tau", "task.n_vars" or "train.lr".
struct Slot {
  const sdk::ParamSpec* spec = nullptr;
  std::string noun;  // "parameter", "task parameter", "train setting"
};

class ModelsTable : public TableReader {
 public:
  using TableReader::TableReader;

  void Read() {
    const toml::node* node = root_.get("models");
    if (!node) diag_.Fail(root_, "missing [[models]]: a sweep needs at least one model");
    for (const toml::node& element : RequireTableArray(*node, "models")) {
      def_.models.push_back(ReadEntry(element));
    }
    if (def_.models.empty()) diag_.Fail(*node, "[[models]] must list at least one model");
    if (def_.model_search && def_.models.size() > 1) {
      diag_.Fail(*node, "[search] mode = \"tpe\" searches one [[models]] entry, this sweep has " +
                            std::to_string(def_.models.size()) +
                            " (give each model a sweep of its own)");
    }
  }

  ModelEntry ReadEntry(const toml::node& element) const {
    const toml::table& table = *element.as_table();
    CheckKeys(table, kModelKeys, "[[models]]");
    ModelEntry entry;
    entry.info = &FindPlugin(table, "[[models]]", PluginKind::kModel);
    entry.name = entry.info->name;
    const std::string owner = "model " + Quoted(entry.name);
    ReadFixed(table, owner, entry);
    ReadGrid(table, owner, entry);
    ReadRandom(table, owner, entry);
    CheckTrialCount(entry, element);
    if (def_.model_search) CheckModelSearch(entry, element);
    return entry;
  }

  // params: fixed values, as slot keys.
  void ReadFixed(const toml::table& table, const std::string& owner, ModelEntry& entry) const {
    if (const toml::node* params = table.get("params")) {
      for (const auto& [key, value] : RequireTable(*params, owner + " parameters")) {
        // "train.<setting>" and "task.<param>" hold for this model's trials only (a per-model
        // learning rate); they overlay [train] and [task] params in the expansion.
        const Slot slot = ResolveSlot(key, value, *entry.info, entry, owner);
        entry.fixed[std::string(key.str())] = ReadParam(diag_, value, *slot.spec, owner, slot.noun);
      }
    }
  }

  // grid: swept values, each key an axis.
  void ReadGrid(const toml::table& table, const std::string& owner, ModelEntry& entry) const {
    if (const toml::node* grid = table.get("grid")) {
      for (const auto& [key, value] : RequireTable(*grid, owner + " grid")) {
        const std::string name(key.str());
        const Slot slot = ResolveSlot(key, value, *entry.info, entry, owner);
        entry.grid.push_back(ReadAxis(value, name, *slot.spec, owner, slot.noun));
      }
      SortByKey(entry.grid);
    }
  }

  // random: a distribution per key, drawn by random or TPE search.
  void ReadRandom(const toml::table& table, const std::string& owner, ModelEntry& entry) const {
    if (const toml::node* random = table.get("random")) {
      if (!def_.random_search && !def_.model_search && def_.protocol.method != "tpe") {
        diag_.Fail(*random, owner + ": 'random' needs [search] mode = \"random\" or \"tpe\"" +
                                (def_.protocol.enabled()
                                     ? " ([protocol]: tune.method = \"random\" or \"tpe\")"
                                     : ""));
      }
      for (const auto& [key, value] : RequireTable(*random, owner + " random")) {
        const std::string name(key.str());
        const Slot slot = ResolveSlot(key, value, *entry.info, entry, owner);
        for (const Axis& axis : entry.grid) {
          if (axis.key == name) {
            diag_.FailKey(key, value,
                          owner + ": " + Quoted(name) + " is both in grid and in random");
          }
        }
        entry.random.emplace_back(name, ReadDistribution(value, *slot.spec, owner, slot.noun));
      }
      SortByKey(entry.random);
    }
  }

  // Refuses an entry that would expand to more than kMaxTrials trials (configurations x seeds)
  // before anything materializes them, --dry-run included.
  void CheckTrialCount(const ModelEntry& entry, const toml::node& node) const {
    double trials = static_cast<double>(def_.seeds.size());
    if (def_.random_search || def_.model_search) {
      trials *= static_cast<double>(def_.samples);
    } else {
      for (const Axis& axis : def_.task_grid) trials *= static_cast<double>(axis.values.size());
      for (const Axis& axis : entry.grid) trials *= static_cast<double>(axis.values.size());
    }
    if (trials > static_cast<double>(kMaxTrials)) {
      const toml::node* where = node.as_table()->get("grid");
      char count[32];
      std::snprintf(count, sizeof(count), "%.3g", trials);
      diag_.Fail(where ? *where : node,
                 "model " + Quoted(entry.name) + ": the sweep would expand to " + count +
                     " trials (grid values x seeds" + (def_.random_search ? ", samples" : "") +
                     "), more than " + std::to_string(kMaxTrials) +
                     "; use random search ([search] mode = \"random\") or split the sweep");
    }
  }

  // mode = "tpe" chooses every value it searches: no grid, and at least one random key.
  void CheckModelSearch(const ModelEntry& entry, const toml::node& node) const {
    const toml::table& table = *node.as_table();
    if (!entry.grid.empty() || !def_.task_grid.empty()) {
      const toml::node* grid = table.get("grid");
      diag_.Fail(grid ? *grid : node,
                 "model " + Quoted(entry.name) +
                     ": a grid does not go with [search] mode = \"tpe\"; give the key a "
                     "random distribution (choice = [...] for a list of values)");
    }
    if (entry.random.empty()) {
      diag_.Fail(node, "model " + Quoted(entry.name) +
                           ": [search] mode = \"tpe\" needs a 'random' table (the search space)");
    }
  }

  // A params, grid or random key of a [[models]] entry: a model param, "task.<param>" or
  // "train.<setting>", not already fixed by the entry or swept by [task].grid.
  Slot ResolveSlot(const toml::key& key, const toml::node& value, const sdk::PluginInfo& model,
                   const ModelEntry& entry, const std::string& owner) const {
    const std::string name(key.str());
    Slot slot;
    if (name.rfind("task.", 0) == 0) {
      const std::string param = name.substr(5);
      slot = {sdk::FindParam(def_.task_info->params, param), "task parameter"};
      if (!slot.spec) {
        diag_.FailKey(key, value,
                      owner + ": unknown task parameter " + Quoted(param) +
                          Suggest(param, Names(def_.task_info->params)));
      }
      for (const Axis& axis : def_.task_grid) {
        if (axis.key == name) {
          diag_.FailKey(
              key, value,
              owner + ": task parameter " + Quoted(param) + " is swept by [task].grid already");
        }
      }
    } else if (name.rfind("train.", 0) == 0) {
      const std::string setting = name.substr(6);
      slot = {sdk::FindParam(TrainSchema(), setting), "train setting"};
      if (!slot.spec) {
        diag_.FailKey(key, value,
                      owner + ": unknown train setting " + Quoted(setting) +
                          Suggest(setting, Names(TrainSchema())));
      }
    } else {
      slot = {sdk::FindParam(model.params, name), "parameter"};
      if (!slot.spec) {
        diag_.FailKey(
            key, value,
            owner + ": unknown parameter " + Quoted(name) + Suggest(name, Names(model.params)));
      }
    }
    if (entry.fixed.count(name)) {
      diag_.FailKey(key, value,
                    owner + ": " + slot.noun + " " + Quoted(slot.spec->name) +
                        " is both fixed (params) and swept");
    }
    return slot;
  }

  Distribution ReadDistribution(const toml::node& node, const sdk::ParamSpec& spec,
                                const std::string& owner, const std::string& noun) const {
    const std::string what = owner + ": random " + noun + " " + Quoted(spec.name);
    const toml::table* table = node.as_table();
    if (!table || table->size() != 1) {
      diag_.Fail(node, what +
                           " needs one of { uniform = [lo, hi] }, { loguniform = [lo, hi] }, "
                           "{ int_uniform = [lo, hi] }, { choice = [...] }");
    }
    const auto first = table->begin();  // its proxy pair lives in the iterator
    const auto& [key, arg] = *first;
    const std::string kind(key.str());
    if (!Contains(kDistributions, kind)) {
      diag_.FailKey(
          key, arg,
          what + ": unknown distribution " + Quoted(kind) + Suggest(kind, kDistributions));
    }
    Distribution dist;
    if (kind == "choice") {
      dist.kind = Distribution::Kind::kChoice;
      dist.choices = ReadAxis(arg, spec.name, spec, owner, noun).values;
      return dist;
    }
    const bool int_kind = kind == "int_uniform";
    const sdk::ParamType needed = int_kind ? sdk::ParamType::kInt : sdk::ParamType::kFloat;
    if (spec.type != needed) {
      diag_.FailKey(key, arg,
                    what + ": " + kind + " needs a " + sdk::ParamTypeName(needed) +
                        " parameter, this one is " + sdk::ParamTypeName(spec.type) +
                        (int_kind                            ? " (use uniform or loguniform)"
                         : spec.type == sdk::ParamType::kInt ? " (use int_uniform or choice)"
                                                             : " (use choice)"));
    }
    const toml::array* bounds = arg.as_array();
    if (!bounds || bounds->size() != 2) {
      diag_.Fail(arg, what + ": " + kind + " needs [lo, hi]");
    }
    // Both ends must be valid values of the parameter, so every draw is.
    const sdk::ParamValue lo = ReadParam(diag_, *bounds->get(0), spec, owner, noun);
    const sdk::ParamValue hi = ReadParam(diag_, *bounds->get(1), spec, owner, noun);
    if (int_kind) {
      dist.kind = Distribution::Kind::kIntUniform;
      dist.ilo = std::get<int64_t>(lo);
      dist.ihi = std::get<int64_t>(hi);
      if (dist.ilo > dist.ihi) diag_.Fail(arg, what + ": int_uniform needs lo <= hi");
      return dist;
    }
    dist.kind = kind == "uniform" ? Distribution::Kind::kUniform : Distribution::Kind::kLogUniform;
    dist.lo = std::get<double>(lo);
    dist.hi = std::get<double>(hi);
    if (!(dist.lo < dist.hi)) diag_.Fail(arg, what + ": " + kind + " needs lo < hi");
    if (kind == "loguniform" && !(dist.lo > 0)) {
      diag_.Fail(*bounds->get(0), what + ": loguniform needs lo > 0");
    }
    return dist;
  }
};

}  // namespace

void ParseModels(ParseState& state) { ModelsTable(state).Read(); }

}  // namespace nilab::host::sweep
