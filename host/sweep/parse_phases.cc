// [[phases]]: each phase's start (from, init, select), its train and task overrides and its model
// operations (sweeps/README.md, "[[phases]]"), checked against each [[models]] entry.
#include <cmath>
#include <map>
#include <optional>
#include <set>

#include "host/sweep/parse_steps.h"
#include "host/sweep/table_reader.h"
#include "host/sweep/toml_values.h"
#include "host/sweep/train_settings.h"

namespace nilab::host::sweep {
namespace {

const std::vector<std::string> kInitKeys = {"path", "sweep", "phase", "match", "where"};
const std::vector<std::string> kSelectRules = {"best", "matched"};

// The phase keys that are neither train settings nor handled on their own (name, from, init,
// task): their types and ranges.
const sdk::ParamSchema& PhaseSchema() {
  static const sdk::ParamSchema schema = {
      sdk::BoolParam("eval_only", false, "evaluate, do not train"),
      sdk::StringListParam("train_groups", {}, "only these parameter groups train"),
      sdk::StringListParam("freeze_groups", {}, "these parameter groups do not train"),
      sdk::StringListParam("reinitialize", {}, "model groups re-drawn at the start"),
      sdk::IntParam("add_functions", 0, "functions added to every script", 0),
      sdk::StringParam("add_functions_init", "random",
                       "how added functions start: random, or mirror (copies of existing ones)",
                       {"random", "mirror"}),
      sdk::IntListParam("drop_functions", {}, "functions masked out of routing", 0),
      sdk::IntParam("iterations", 0, "SetIterations for this phase; 0: the model's own", 0),
      sdk::IntListParam("eval_iterations", {}, "anytime curve: iteration counts", 1),
      sdk::IntListParam("eval_drop_functions", {}, "ablation curve: functions dropped", 0),
      sdk::IntParam("eval_drop_repeats", 1, "random subsets per dropped count", 1),
      sdk::BoolParam("test", false, "evaluate the test split at the end of this phase"),
  };
  return schema;
}

class PhasesTable : public TableReader {
 public:
  using TableReader::TableReader;

  void Read() {
    const toml::node* node = root_.get("phases");
    if (!node) return;
    std::vector<std::string> phase_keys = {"name", "from", "init", "task", "lr_scale", "select"};
    for (const auto& spec : PhaseSchema()) phase_keys.push_back(spec.name);
    for (const auto& spec : TrainSchema()) phase_keys.push_back(spec.name);
    const toml::array& phases = RequireTableArray(*node, "phases");
    if (phases.empty()) diag_.Fail(*node, "[[phases]] must not be empty");
    for (const toml::node& element : phases) {
      const toml::table& table = *element.as_table();
      PhaseDef phase;
      phase.spec.name = ReadName(table, phase_keys);
      const std::string owner = "phase " + Quoted(phase.spec.name);
      ReadStart(table, phases, owner, phase.spec);
      ReadSettings(table, owner, phase);
      CheckTrainable(table, owner, phase.spec);
      def_.phases.push_back(std::move(phase));
      phase_tables_.push_back(&table);
    }
    // By default only the last phase evaluates the test split, once, at its end.
    for (size_t i = 0; i < def_.phases.size(); ++i) {
      if (!phase_tables_[i]->get("test")) def_.phases[i].spec.test = i + 1 == def_.phases.size();
    }
  }

  // name: a directory name, unique among the phases; the table's keys are checked here.
  std::string ReadName(const toml::table& table, const std::vector<std::string>& phase_keys) {
    const std::string name = RequireString(table, "name", "[[phases]]");
    CheckName(*table.get("name"), name, "the phase name");
    const std::string owner = "phase " + Quoted(name);
    CheckKeys(table, phase_keys, owner);
    for (const PhaseDef& earlier : def_.phases) {
      if (earlier.spec.name == name) {
        diag_.Fail(*table.get("name"), "duplicate phase name " + Quoted(name));
      }
    }
    return name;
  }

  // from, init and select: the weights the phase starts from.
  void ReadStart(const toml::table& table, const toml::array& phases, const std::string& owner,
                 PhaseSpec& spec) {
    const toml::node* from = table.get("from");
    const toml::node* init = table.get("init");
    if (from && init) diag_.Fail(*init, owner + ": give either 'from' or 'init', not both");
    if (from) {
      spec.from = ReadString(*from, "from", owner);
      CheckFrom(*from, spec.from, owner, phases);
    } else if (!init && !def_.phases.empty()) {
      spec.from = def_.phases.back().spec.name;
    }
    if (init) spec.init = ReadInit(*init, owner);
    if (const toml::node* select = table.get("select")) {
      if (spec.from.empty() && !init) {
        diag_.Fail(*select, owner +
                                ": 'select' picks the epoch a phase starts from, and this "
                                "phase starts from no checkpoint (give it 'from' or 'init')");
      }
      spec.select = ReadSelect(*select, owner);
      if (spec.select.rule == "matched" && spec.init.sweep.empty()) {
        diag_.Fail(*select, owner +
                                ": select.matched compares the pretrained checkpoints of every "
                                "[[models]] entry, which come from another sweep: use it with "
                                "init = { sweep = ... } (within a sweep, select = \"best\")");
      }
      if (spec.select.rule == "matched") {
        // Each entry's source is init's match with its own model: the other keys must be
        // ones every entry shares.
        for (const std::string& key : spec.init.match) {
          if (key != "model" && key != "seed" && key.rfind("task.", 0) != 0 &&
              key.rfind("train.", 0) != 0) {
            diag_.Fail(*select, owner +
                                    ": select.matched finds each model's checkpoint by "
                                    "init.match with that model, so init.match may hold "
                                    "model, seed, task.* and train.* keys only (not " +
                                    Quoted(key) + ")");
          }
        }
      }
    }
  }

  // lr_scale, train setting overrides, model operations and task param overrides.
  void ReadSettings(const toml::table& table, const std::string& owner, PhaseDef& phase) {
    PhaseSpec& spec = phase.spec;
    if (const toml::node* scale = table.get("lr_scale")) spec.lr_scale = ReadLrScale(*scale, owner);
    for (const auto& [key, value] : table) {
      const std::string name(key.str());
      if (const sdk::ParamSpec* train = sdk::FindParam(TrainSchema(), name)) {
        phase.train[name] = ReadParam(diag_, value, *train, owner, "setting");
      } else if (const sdk::ParamSpec* op = sdk::FindParam(PhaseSchema(), name)) {
        SetPhaseOp(spec, name, ReadParam(diag_, value, *op, owner, "setting"));
      }
    }
    if (const toml::node* task = table.get("task")) {
      ReadParams(*task, def_.task_info->params, owner + ": " + task_owner_, "parameter", "",
                 phase.task);
    }
  }

  // The operations' own consistency, and lr_scale only on groups that train.
  void CheckTrainable(const toml::table& table, const std::string& owner, const PhaseSpec& spec) {
    if (const toml::node* init_node = table.get("add_functions_init");
        init_node && spec.add_functions == 0) {
      diag_.Fail(*init_node, owner + ": add_functions_init needs add_functions >= 1");
    }
    if (table.get("train_groups") && table.get("freeze_groups")) {
      diag_.Fail(*table.get("freeze_groups"),
                 owner + ": give train_groups or freeze_groups, not both");
    }
    for (const auto& [group, factor] : spec.lr_scale) {
      const bool frozen = (!spec.train_groups.empty() && !Contains(spec.train_groups, group)) ||
                          Contains(spec.freeze_groups, group);
      if (frozen) {
        diag_.Fail(*table.get("lr_scale")->as_table()->get(group),
                   owner + ": lr_scale." + group + ": group " + Quoted(group) +
                       " does not train in this phase (train_groups / freeze_groups)");
      }
    }
  }

  // select = "best" | { best = "val/<name>" } | { matched = "val/<name>" }; "best" alone reads
  // the task's headline metric.
  SelectSpec ReadSelect(const toml::node& node, const std::string& owner) const {
    const std::string where = owner + ": select";
    SelectSpec select;
    if (auto text = node.as_string()) {
      if (text->get() != "best") {
        diag_.Fail(node, where +
                             ": expected \"best\", { best = \"val/...\" } or { matched = "
                             "\"val/...\" }, got " +
                             Quoted(text->get()));
      }
      select.rule = "best";
      select.metric = def_.task_info->headline_metric;
      if (select.metric.rfind("val/", 0) != 0) {
        diag_.Fail(node, where + ": task " + Quoted(def_.task) + "'s headline metric " +
                             Quoted(select.metric) +
                             " is not a val metric: give { best = "
                             "\"val/<name>\" }");
      }
      return select;
    }
    const toml::table* table = node.as_table();
    if (!table || table->size() != 1) {
      diag_.Fail(node, where +
                           ": expected \"best\", { best = \"val/...\" } or { matched = "
                           "\"val/...\" }");
    }
    const auto first = table->begin();
    const auto& [key, value] = *first;
    const std::string rule(key.str());
    if (!Contains(kSelectRules, rule)) {
      diag_.FailKey(key, value,
                    where + ": unknown rule " + Quoted(rule) + Suggest(rule, kSelectRules));
    }
    select.rule = rule;
    select.metric = ReadChoiceMetric(value, where + "." + rule);
    return select;
  }

  void CheckFrom(const toml::node& node, const std::string& from, const std::string& owner,
                 const toml::array& phases) const {
    for (const PhaseDef& earlier : def_.phases) {
      if (earlier.spec.name == from) return;
    }
    std::vector<std::string> all;
    for (const toml::node& element : phases) {
      if (auto name = element.as_table()->get_as<std::string>("name")) all.push_back(name->get());
    }
    if (Contains(all, from)) {
      diag_.Fail(node, owner + ": from = " + Quoted(from) +
                           " is not an earlier phase (a phase starts from an earlier one)");
    }
    diag_.Fail(node, owner + ": from = " + Quoted(from) + " names no phase" +
                         Suggest(from, all, "phases"));
  }

  static void SetPhaseOp(PhaseSpec& spec, const std::string& name, const sdk::ParamValue& v) {
    if (name == "eval_only") spec.eval_only = std::get<bool>(v);
    if (name == "train_groups") spec.train_groups = std::get<sdk::StringList>(v);
    if (name == "freeze_groups") spec.freeze_groups = std::get<sdk::StringList>(v);
    if (name == "reinitialize") spec.reinitialize = std::get<sdk::StringList>(v);
    if (name == "add_functions") spec.add_functions = std::get<int64_t>(v);
    if (name == "add_functions_init") spec.add_functions_init = std::get<std::string>(v);
    if (name == "drop_functions") spec.drop_functions = std::get<sdk::IntList>(v);
    if (name == "iterations") spec.iterations = std::get<int64_t>(v);
    if (name == "eval_iterations") spec.eval_iterations = std::get<sdk::IntList>(v);
    if (name == "eval_drop_functions") spec.eval_drop_functions = std::get<sdk::IntList>(v);
    if (name == "eval_drop_repeats") spec.eval_drop_repeats = std::get<int64_t>(v);
    if (name == "test") spec.test = std::get<bool>(v);
  }

  // lr_scale = { cls = 10.0 }: positive factors on train.lr per parameter group (the groups are
  // checked against each model's in CheckPhasesFor, and against the phase's trainable groups).
  std::map<std::string, double> ReadLrScale(const toml::node& node,
                                            const std::string& owner) const {
    const std::string where = owner + ": lr_scale";
    const toml::table& table = RequireTable(node, where);
    std::map<std::string, double> out;
    for (const auto& [key, value] : table) {
      const std::string group(key.str());
      const std::optional<double> factor =
          value.is_number() ? value.value<double>() : std::optional<double>();
      if (!factor || !(*factor > 0.0) || !std::isfinite(*factor)) {
        diag_.Fail(value, where + "." + group + ": expected a positive number (a factor on " +
                              "train.lr), got " +
                              (value.is_number() ? "a value <= 0" : TomlTypeName(value)));
      }
      out[group] = *factor;
    }
    return out;
  }

  InitSpec ReadInit(const toml::node& node, const std::string& owner) const {
    const std::string where = owner + ": init";
    const toml::table& table = RequireTable(node, where);
    CheckKeys(table, kInitKeys, where);
    InitSpec init;
    const bool has_path = table.contains("path"), has_sweep = table.contains("sweep");
    if (has_path == has_sweep) {
      diag_.Fail(table, where +
                            " needs either 'path' (a checkpoint) or 'sweep' (another sweep's "
                            "trial), not " +
                            (has_path ? "both" : "neither"));
    }
    if (has_path) {
      init.path = ReadString(*table.get("path"), "path", where);
      for (const char* key : {"phase", "match", "where"}) {
        if (const toml::node* extra = table.get(key)) {
          diag_.Fail(*extra, where + ": " + Quoted(key) + " applies to init.sweep, not init.path");
        }
      }
      return init;
    }
    init.sweep = ReadString(*table.get("sweep"), "sweep", where);
    if (const toml::node* phase = table.get("phase"))
      init.phase = ReadString(*phase, "phase", where);
    if (const toml::node* match = table.get("match")) {
      static const sdk::ParamSpec spec = sdk::StringListParam("match", {}, "");
      init.match = std::get<sdk::StringList>(ReadParam(diag_, *match, spec, where, "key"));
    }
    if (const toml::node* filters = table.get("where")) {
      for (const auto& [key, value] : RequireTable(*filters, where + ".where")) {
        const std::string name(key.str());
        init.where[name] = ReadAnyValue(diag_, value, where + ".where." + name);
      }
    }
    return init;
  }

  // Parameter groups, capabilities and init.match of every phase, for the task and one model.
  void CheckPhasesFor(const ModelEntry& entry) const {
    const sdk::PluginInfo& model = *entry.info;
    const std::string model_name = "model " + Quoted(model.name);
    auto has = [&](const std::string& capability) {
      return Contains(model.capabilities, capability);
    };
    std::vector<std::string> model_groups = GroupNames(model);
    if (has(sdk::capability::kAddFunctions) && !Contains(model_groups, "new_functions")) {
      model_groups.push_back("new_functions");  // AddFunctions' group (model.h)
    }
    std::vector<std::string> all_groups = GroupNames(*def_.task_info);
    for (const std::string& group : model_groups) {
      if (!Contains(all_groups, group)) all_groups.push_back(group);
    }
    std::vector<std::string> flat_keys = {"model", "task", "seed"};
    for (const auto& spec : model.params) flat_keys.push_back(spec.name);
    for (const auto& name : Names(def_.task_info->params, "task.")) flat_keys.push_back(name);
    for (const auto& name : Names(TrainSchema(), "train.")) flat_keys.push_back(name);

    for (size_t i = 0; i < def_.phases.size(); ++i) {
      const PhaseSpec& spec = def_.phases[i].spec;
      const toml::table& table = *phase_tables_[i];
      const std::string owner = "phase " + Quoted(spec.name);
      CheckCapabilities(spec, table, owner, model);
      CheckGroups(table, "train_groups", all_groups, owner, task_owner_ + " and " + model_name);
      CheckGroups(table, "freeze_groups", all_groups, owner, task_owner_ + " and " + model_name);
      if (const toml::node* scale = table.get("lr_scale")) {
        for (const auto& [key, value] : *scale->as_table()) {
          const std::string group(key.str());
          if (!Contains(all_groups, group)) {
            diag_.Fail(value, owner + ": lr_scale: unknown parameter group " + Quoted(group) +
                                  " of " + task_owner_ + " and " + model_name +
                                  Suggest(group, all_groups, "groups"));
          }
        }
      }
      CheckGroups(table, "reinitialize", model_groups, owner, model_name);
      if (const toml::node* init = table.get("init")) {
        if (const toml::node* match = init->as_table()->get("match")) {
          for (const toml::node& element : *match->as_array()) {
            const std::string key = element.as_string()->get();
            if (!Contains(flat_keys, key)) {
              diag_.Fail(element, owner + ": init.match key " + Quoted(key) +
                                      " is not a parameter of " + model_name + " trials" +
                                      Suggest(key, flat_keys));
            }
          }
        }
      }
    }
  }

  // The model has the capability each of the phase's operations needs.
  void CheckCapabilities(const PhaseSpec& spec, const toml::table& table, const std::string& owner,
                         const sdk::PluginInfo& model) const {
    const std::string model_name = "model " + Quoted(model.name);
    auto has = [&](const std::string& capability) {
      return Contains(model.capabilities, capability);
    };
    // Capabilities, in the order the runner applies the operations.
    const std::vector<std::pair<std::string, std::string>> needs = {
        {"reinitialize", sdk::capability::kReinitialize},
        {"add_functions", sdk::capability::kAddFunctions},
        {"drop_functions", sdk::capability::kDropFunctions},
        {"iterations", sdk::capability::kIterations},
        {"eval_iterations", sdk::capability::kIterations},
        {"eval_drop_functions", sdk::capability::kDropFunctions},
    };
    for (const auto& [key, capability] : needs) {
      const toml::node* node = table.get(key);
      if (!node || IsNoOp(spec, key) || has(capability)) continue;
      std::string list;
      for (const auto& c : model.capabilities) list += (list.empty() ? "" : ", ") + c;
      diag_.Fail(*node, owner + ": " + Quoted(key) + " needs capability " + Quoted(capability) +
                            ", which " + model_name +
                            " lacks (it has: " + (list.empty() ? "none" : list) + ")");
    }
  }

  static bool IsNoOp(const PhaseSpec& spec, const std::string& key) {
    if (key == "reinitialize") return spec.reinitialize.empty();
    if (key == "add_functions") return spec.add_functions == 0;
    if (key == "drop_functions") return spec.drop_functions.empty();
    if (key == "iterations") return spec.iterations == 0;
    if (key == "eval_iterations") return spec.eval_iterations.empty();
    return spec.eval_drop_functions.empty();
  }

  void CheckGroups(const toml::table& table, const std::string& key,
                   const std::vector<std::string>& known, const std::string& owner,
                   const std::string& of) const {
    const toml::node* node = table.get(key);
    if (!node) return;
    for (const toml::node& element : *node->as_array()) {
      const std::string group = element.as_string()->get();
      if (!Contains(known, group)) {
        diag_.Fail(element, owner + ": " + key + ": unknown parameter group " + Quoted(group) +
                                " of " + of + Suggest(group, known, "groups"));
      }
    }
  }

  // select.matched compares one checkpoint per model: each [[models]] entry a model of its own.
  void CheckMatchedModels() const {
    for (size_t i = 0; i < def_.phases.size(); ++i) {
      if (def_.phases[i].spec.select.rule != "matched") continue;
      std::set<std::string> models;
      for (const ModelEntry& entry : def_.models) {
        if (!models.insert(entry.name).second) {
          diag_.Fail(*phase_tables_[i]->get("select"),
                     "phase " + Quoted(def_.phases[i].spec.name) +
                         ": select.matched needs one [[models]] entry per model, and " +
                         Quoted(entry.name) + " has several");
        }
      }
    }
  }
};

}  // namespace

void ParsePhases(ParseState& state) { PhasesTable(state).Read(); }

void CheckPhasesFor(ParseState& state, const ModelEntry& entry) {
  PhasesTable(state).CheckPhasesFor(entry);
}

void CheckMatchedModels(ParseState& state) { PhasesTable(state).CheckMatchedModels(); }

}  // namespace nilab::host::sweep
