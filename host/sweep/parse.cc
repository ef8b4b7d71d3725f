// Validation of a sweep document against the format (sweeps/README.md) and the plugins'
// schemas. Errors are located at the offending value, at the key for unknown keys, and at the
// enclosing table for missing keys.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <set>

#include "host/sweep/sweep_def.h"
#include "host/sweep/toml_values.h"
#include "host/sweep/train_settings.h"

namespace nilab::host::sweep {
namespace {

using sdk::PluginKind;

const std::vector<std::string> kTopKeys = {"name",   "description", "seeds",  "task",  "train",
                                           "search", "models",      "phases", "prune", "protocol"};
const std::vector<std::string> kTaskKeys = {"name", "params", "grid"};
const std::vector<std::string> kModelKeys = {"name", "params", "grid", "random"};
const std::vector<std::string> kSearchKeys = {"mode", "samples", "seed", "startup"};
const std::vector<std::string> kPruneKeys = {"method", "metric", "phase", "min_epochs",
                                             "eta",    "seeds",  "order"};
// The most trials one [[models]] entry may expand to.
constexpr int64_t kMaxTrials = 100000;
const std::vector<std::string> kInitKeys = {"path", "sweep", "phase", "match", "where"};
const std::vector<std::string> kProtocolKeys = {"tune", "confirm"};
const std::vector<std::string> kTuneKeys = {"method", "configs", "seeds",
                                            "metric", "seed",    "startup"};
const std::vector<std::string> kConfirmKeys = {"seeds", "margin"};
const std::vector<std::string> kSelectRules = {"best", "matched"};
const std::vector<std::string> kDistributions = {"uniform", "loguniform", "int_uniform", "choice"};

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

std::vector<std::string> Names(const sdk::ParamSchema& schema, const std::string& prefix = "") {
  std::vector<std::string> out;
  for (const auto& spec : schema) out.push_back(prefix + spec.name);
  return out;
}

std::vector<std::string> GroupNames(const sdk::PluginInfo& info) {
  std::vector<std::string> out;
  for (const auto& [name, doc] : info.param_groups) out.push_back(name);
  return out;
}

bool Contains(const std::vector<std::string>& list, const std::string& s) {
  return std::find(list.begin(), list.end(), s) != list.end();
}

std::string Quoted(const std::string& s) { return "'" + s + "'"; }

// A slot key resolved to its schema entry: "tau", "task.n_vars" or "train.lr".
struct Slot {
  const sdk::ParamSpec* spec = nullptr;
  std::string noun;  // "parameter", "task parameter", "train setting"
};

class Parser {
 public:
  Parser(const toml::table& root, const SchemaLookup& lookup, const PluginNames& names,
         const Diagnostics& diag)
      : root_(root), lookup_(lookup), names_(names), diag_(diag) {}

  SweepDef Parse() {
    CheckValues(root_, "");
    ParseTopLevel();
    ParseTask();
    if (const toml::node* train = root_.get("train")) {
      ReadParams(*train, TrainSchema(), "[train]", "setting", "train.", def_.fixed);
    }
    ParseSearch();
    ParseProtocol();
    ParseModels();
    ParsePhases();
    for (const ModelEntry& entry : def_.models) CheckPhasesFor(entry);
    ParsePrune();
    CheckProtocolEntries();
    CheckMatchedModels();
    return std::move(def_);
  }

 private:
  // ---- Generic helpers ----

  const toml::table& RequireTable(const toml::node& node, const std::string& what) const {
    if (!node.is_table()) diag_.Fail(node, what + " must be a table, got " + TomlTypeName(node));
    return *node.as_table();
  }

  const toml::array& RequireTableArray(const toml::node& node, const std::string& key) const {
    if (!node.is_array_of_tables()) {
      diag_.Fail(node, "'" + key + "' must be an array of tables ([[" + key + "]]), got " +
                           TomlTypeName(node));
    }
    return *node.as_array();
  }

  void CheckKeys(const toml::table& table, const std::vector<std::string>& allowed,
                 const std::string& where) const {
    for (const auto& [key, value] : table) {
      const std::string name(key.str());
      if (!Contains(allowed, name)) {
        diag_.FailKey(key, value, where + ": unknown key " + Quoted(name) + Suggest(name, allowed));
      }
    }
  }

  // A string the table must have; fails at the table when missing.
  std::string RequireString(const toml::table& table, const std::string& key,
                            const std::string& where) const {
    const toml::node* node = table.get(key);
    if (!node) diag_.Fail(table, where + ": missing required key " + Quoted(key));
    return ReadString(*node, key, where);
  }

  std::string ReadString(const toml::node& node, const std::string& key,
                         const std::string& where) const {
    auto value = node.as_string();
    if (!value) {
      diag_.Fail(node, where + ": " + Quoted(key) + " must be a string, got " + TomlTypeName(node));
    }
    if (value->get().empty()) diag_.Fail(node, where + ": " + Quoted(key) + " must not be empty");
    return value->get();
  }

  // Reads every key of a params table against `schema` into `out` as prefix + key.
  void ReadParams(const toml::node& node, const sdk::ParamSchema& schema, const std::string& owner,
                  const std::string& noun, const std::string& prefix, Config& out) const {
    const toml::table& table = RequireTable(node, owner + " " + noun + "s");
    for (const auto& [key, value] : table) {
      const std::string name(key.str());
      const sdk::ParamSpec* spec = sdk::FindParam(schema, name);
      if (!spec) {
        diag_.FailKey(
            key, value,
            owner + ": unknown " + noun + " " + Quoted(name) + Suggest(name, Names(schema)));
      }
      out[prefix + name] = ReadParam(diag_, value, *spec, owner, noun);
    }
  }

  const sdk::PluginInfo& FindPlugin(const toml::table& table, const std::string& where,
                                    PluginKind kind) const {
    const std::string name = RequireString(table, "name", where);
    const sdk::PluginInfo* info = lookup_ ? lookup_(name, kind) : nullptr;
    if (!info) {
      const std::string kind_name = sdk::PluginKindName(kind);
      std::string message = "unknown " + kind_name + " " + Quoted(name);
      if (names_) message += Suggest(name, names_(kind), "known " + kind_name + "s");
      diag_.Fail(*table.get("name"), message);
    }
    return *info;
  }

  // ---- Every value, before anything reads one ----

  // Numbers must be finite (nan and inf would pass every range check and collapse into one
  // config hash), and strings may not hold control characters (a newline in a Slurm value or a
  // name becomes a shell line of the sbatch script); a multi-line description may.
  void CheckValues(const toml::node& node, const std::string& path) const {
    if (const toml::table* table = node.as_table()) {
      for (const auto& [key, value] : *table) {
        CheckValues(value,
                    path.empty() ? std::string(key.str()) : path + "." + std::string(key.str()));
      }
    } else if (const toml::array* array = node.as_array()) {
      for (size_t i = 0; i < array->size(); ++i) {
        CheckValues(*array->get(i), path + "[" + std::to_string(i) + "]");
      }
    } else if (auto number = node.as_floating_point()) {
      if (!std::isfinite(number->get())) {
        diag_.Fail(node, Quoted(path) + ": " +
                             std::string(std::isnan(number->get()) ? "nan" : "inf") +
                             " is not allowed (values must be finite numbers)");
      }
    } else if (auto text = node.as_string()) {
      const bool multi_line = path == "description";
      for (const unsigned char c : text->get()) {
        if ((c < 0x20 || c == 0x7f) && !(multi_line && (c == '\n' || c == '\t'))) {
          char code[8];
          std::snprintf(code, sizeof(code), "0x%02x", c);
          diag_.Fail(node, Quoted(path) + ": control character " + code + " in a string");
        }
      }
    }
  }

  // A sweep or phase name becomes a directory of checkpoints and shards and a Slurm job name:
  // letters, digits, '_', '-' and '.', not starting with '.' or '-', at most 100 characters.
  void CheckName(const toml::node& node, const std::string& name, const std::string& what) const {
    const bool ok = !name.empty() && name.size() <= 100 && name[0] != '.' && name[0] != '-' &&
                    std::all_of(name.begin(), name.end(), [](unsigned char c) {
                      return std::isalnum(c) || c == '_' || c == '-' || c == '.';
                    });
    if (!ok) {
      diag_.Fail(node, what + " " + Quoted(name) +
                           " must be 1-100 letters, digits, '_', '-' or '.', not starting with "
                           "'.' or '-' (it names directories and Slurm jobs)");
    }
  }

  // ---- Top level ----

  void ParseTopLevel() {
    for (const auto& [key, value] : root_) {
      const std::string name(key.str());
      if (Contains(kTopKeys, name)) continue;
      const std::string hint = Suggest(name, kTopKeys);
      const bool typo = hint.rfind(" (did you mean", 0) == 0;
      if (value.is_table() || value.is_array_of_tables()) {
        if (typo) diag_.FailKey(key, value, "unknown top-level table " + Quoted(name) + hint);
        def_.extra[name] = TomlToJson(value);  // [slurm], [report], ...: for other tools
        continue;
      }
      diag_.FailKey(key, value, "unknown top-level key " + Quoted(name) + hint);
    }
    def_.name = RequireString(root_, "name", "sweep");
    CheckName(*root_.get("name"), def_.name, "the sweep name");
    if (const toml::node* description = root_.get("description")) {
      auto text = description->as_string();
      if (!text) {
        diag_.Fail(*description,
                   "'description' must be a string, got " + TomlTypeName(*description));
      }
      def_.description = text->get();
    }
    ParseSeeds();
  }

  void ParseSeeds() {
    const toml::node* node = root_.get("seeds");
    if (node && root_.get("protocol")) {
      diag_.Fail(*node,
                 "'seeds' does not go with [protocol]: its tune.seeds and confirm.seeds are the "
                 "seeds of each stage");
    }
    def_.seeds = node ? ReadSeeds(*node, "'seeds'") : std::vector<int64_t>{0};
  }

  // An int n (seeds 0..n-1) or a non-empty array of distinct ints.
  std::vector<int64_t> ReadSeeds(const toml::node& node, const std::string& what) const {
    std::vector<int64_t> seeds;
    if (auto count = node.as_integer()) {
      if (count->get() < 1 || count->get() > 1000000) {
        diag_.Fail(node, what + " as a count must be in 1..1000000 (got " +
                             std::to_string(count->get()) + ")");
      }
      for (int64_t s = 0; s < count->get(); ++s) seeds.push_back(s);
      return seeds;
    }
    const toml::array* array = node.as_array();
    if (!array) {
      diag_.Fail(node, what + " must be an int n (seeds 0..n-1) or an array of ints, got " +
                           TomlTypeName(node));
    }
    if (array->empty()) diag_.Fail(node, what + " must not be empty");
    for (const toml::node& element : *array) {
      auto seed = element.as_integer();
      if (!seed) diag_.Fail(element, what + " must hold ints, got " + TomlTypeName(element));
      if (std::find(seeds.begin(), seeds.end(), seed->get()) != seeds.end()) {
        diag_.Fail(element, what + ": seed " + std::to_string(seed->get()) + " is listed twice");
      }
      seeds.push_back(seed->get());
    }
    return seeds;
  }

  // ---- [task] ----

  void ParseTask() {
    const toml::node* node = root_.get("task");
    if (!node) diag_.Fail(root_, "missing required table [task]");
    const toml::table& task = RequireTable(*node, "[task]");
    CheckKeys(task, kTaskKeys, "[task]");
    const sdk::PluginInfo& info = FindPlugin(task, "[task]", PluginKind::kTask);
    def_.task = info.name;
    def_.task_info = &info;
    task_owner_ = "task " + Quoted(info.name);
    if (const toml::node* params = task.get("params")) {
      ReadParams(*params, info.params, task_owner_, "parameter", "task.", def_.fixed);
    }
    if (const toml::node* grid = task.get("grid")) {
      const toml::table& table = RequireTable(*grid, "[task] grid");
      for (const auto& [key, value] : table) {
        const std::string name(key.str());
        const sdk::ParamSpec* spec = sdk::FindParam(info.params, name);
        if (!spec) {
          diag_.FailKey(key, value,
                        task_owner_ + ": unknown parameter " + Quoted(name) +
                            Suggest(name, Names(info.params)));
        }
        if (def_.fixed.count("task." + name)) {
          diag_.FailKey(
              key, value,
              task_owner_ + ": parameter " + Quoted(name) + " is both in params and in grid");
        }
        def_.task_grid.push_back(ReadAxis(value, "task." + name, *spec, task_owner_, "parameter"));
      }
      SortByKey(def_.task_grid);
    }
  }

  template <typename T>
  static void SortByKey(std::vector<T>& items) {
    std::sort(items.begin(), items.end(), [](const T& a, const T& b) { return Key(a) < Key(b); });
  }
  static const std::string& Key(const Axis& axis) { return axis.key; }
  static const std::string& Key(const std::pair<std::string, Distribution>& item) {
    return item.first;
  }

  Axis ReadAxis(const toml::node& node, const std::string& key, const sdk::ParamSpec& spec,
                const std::string& owner, const std::string& noun) const {
    const toml::array* values = node.as_array();
    if (!values || values->empty()) {
      diag_.Fail(node, ParamMessage(owner, noun, spec.name,
                                    "grid needs a non-empty array of values, got " +
                                        (values ? std::string("[]") : TomlTypeName(node))));
    }
    Axis axis{key, {}};
    for (const toml::node& value : *values) {
      axis.values.push_back(ReadParam(diag_, value, spec, owner, noun));
    }
    return axis;
  }

  // ---- [search] ----

  void ParseSearch() {
    const toml::node* node = root_.get("search");
    if (!node) return;
    const toml::table& search = RequireTable(*node, "[search]");
    if (root_.get("protocol")) {
      diag_.Fail(search,
                 "[search] does not go with [protocol]: its tune.method (grid, random or tpe) "
                 "chooses the configurations of every model alike");
    }
    CheckKeys(search, kSearchKeys, "[search]");
    static const sdk::ParamSchema schema = {
        sdk::StringParam("mode", "grid", "", {"grid", "random", "tpe"}),
        sdk::IntParam("samples", 1, "", 1),
        sdk::IntParam("seed", 0, ""),
        sdk::IntParam("startup", 10, "", 1),
    };
    Config values;
    ReadParams(search, schema, "[search]", "setting", "", values);
    def_.random_search = values.count("mode") && std::get<std::string>(values["mode"]) == "random";
    def_.model_search = values.count("mode") && std::get<std::string>(values["mode"]) == "tpe";
    if (def_.model_search) {
      if (!values.count("samples")) {
        diag_.Fail(search,
                   "[search]: mode = \"tpe\" needs 'samples' (the trial budget: configurations "
                   "in all, each run with every seed)");
      }
      def_.samples = std::get<int64_t>(values["samples"]);
      if (values.count("startup")) def_.search_startup = std::get<int64_t>(values["startup"]);
    } else if (values.count("startup")) {
      diag_.Fail(search,
                 "[search]: 'startup' (random draws before TPE models the results) is for "
                 "mode = \"tpe\"");
    }
    if (def_.random_search) {
      if (!values.count("samples")) {
        diag_.Fail(search,
                   "[search]: random search needs 'samples' (configurations drawn per "
                   "[[models]] entry)");
      }
      def_.samples = std::get<int64_t>(values["samples"]);
    }
    if (values.count("seed"))
      def_.search_seed = static_cast<uint64_t>(std::get<int64_t>(values["seed"]));
  }

  // ---- [prune] ----

  void ParsePrune() {
    const toml::node* node = root_.get("prune");
    if (!node) return;
    const toml::table& table = RequireTable(*node, "[prune]");
    CheckKeys(table, kPruneKeys, "[prune]");
    static const sdk::ParamSchema schema = {
        sdk::StringParam("method", "asha", "", {"asha", "median"}),
        sdk::StringParam("metric", "", ""),
        sdk::StringParam("phase", "", ""),
        sdk::IntParam("min_epochs", 1, "", 1),
        sdk::IntParam("eta", 3, "", 2),
        sdk::StringParam("seeds", "together", "", {"together", "each"}),
        sdk::StringParam("order", "shuffled", "", {"shuffled", "sweep"}),
    };
    Config values;
    ReadParams(table, schema, "[prune]", "setting", "", values);
    if (!values.count("method")) {
      diag_.Fail(table, "[prune]: missing required key 'method' (\"asha\" or \"median\")");
    }
    PruneSpec& prune = def_.prune;
    prune.method = std::get<std::string>(values["method"]);
    if (values.count("min_epochs")) prune.min_epochs = std::get<int64_t>(values["min_epochs"]);
    if (values.count("eta")) prune.eta = std::get<int64_t>(values["eta"]);
    if (values.count("seeds")) {
      prune.seeds_together = std::get<std::string>(values["seeds"]) == "together";
    }
    if (values.count("order"))
      prune.shuffled = std::get<std::string>(values["order"]) == "shuffled";
    std::vector<std::string> phases;
    for (const PhaseDef& phase : def_.phases) phases.push_back(phase.spec.name);
    if (phases.empty()) phases.push_back("train");
    prune.phase = phases.back();
    if (values.count("phase")) {
      prune.phase = std::get<std::string>(values["phase"]);
      if (!Contains(phases, prune.phase)) {
        diag_.Fail(*table.get("phase"), "[prune]: phase " + Quoted(prune.phase) +
                                            " names no phase" + Suggest(prune.phase, phases));
      }
    }
    for (const PhaseDef& phase : def_.phases) {
      if (phase.spec.name == prune.phase && phase.spec.eval_only) {
        diag_.Fail(values.count("phase") ? *table.get("phase") : table,
                   "[prune]: phase " + Quoted(prune.phase) +
                       " is eval_only: it has no epochs to count rungs in");
      }
    }
    prune.metric = def_.task_info->headline_metric;
    if (values.count("metric")) {
      prune.metric = std::get<std::string>(values["metric"]);
      const size_t slash = prune.metric.find('/');
      if (slash == std::string::npos || slash == 0 || slash + 1 == prune.metric.size() ||
          prune.metric.rfind("test/", 0) == 0) {
        diag_.Fail(*table.get("metric"),
                   "[prune]: metric " + Quoted(prune.metric) +
                       " must be a per-epoch \"<split>/<name>\" such as \"val/loss\" or \"" +
                       def_.task_info->headline_metric +
                       "\" (test metrics are not logged per epoch)");
      }
    }
    if (prune.metric.empty()) {
      diag_.Fail(table, "[prune]: task " + Quoted(def_.task) +
                            " declares no headline metric: give [prune] metric = \"val/...\"");
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

  // ---- [protocol] ----

  // The metric a choice reads: "val/<name>". A test metric is refused: nothing that chooses
  // reads the split a claim is reported on.
  std::string ReadChoiceMetric(const toml::node& node, const std::string& what) const {
    const std::string metric = ReadString(node, "metric", what);
    if (metric.rfind("test/", 0) == 0) {
      diag_.Fail(node, what + ": " + Quoted(metric) +
                           " is a test metric, and a choice never reads test (choices read val, "
                           "claims read test): use \"val/" +
                           metric.substr(5) + "\"");
    }
    if (metric.rfind("val/", 0) != 0 || metric.size() <= 4) {
      diag_.Fail(node, what + ": " + Quoted(metric) + " must be a val metric \"val/<name>\"" +
                           (def_.task_info && !def_.task_info->headline_metric.empty()
                                ? " such as \"" + def_.task_info->headline_metric + "\""
                                : std::string()));
    }
    return metric;
  }

  void ParseProtocol() {
    const toml::node* node = root_.get("protocol");
    if (!node) return;
    const toml::table& table = RequireTable(*node, "[protocol]");
    CheckKeys(table, kProtocolKeys, "[protocol]");
    ProtocolSpec& protocol = def_.protocol;

    const toml::node* tune_node = table.get("tune");
    if (!tune_node) {
      diag_.Fail(table,
                 "[protocol]: missing required key 'tune' ({ method = \"tpe\", configs = "
                 "12, seeds = [0], metric = \"val/acc\" })");
    }
    const toml::table& tune = RequireTable(*tune_node, "[protocol] tune");
    CheckKeys(tune, kTuneKeys, "[protocol] tune");
    static const sdk::ParamSchema tune_schema = {
        sdk::StringParam("method", "grid", "", {"grid", "random", "tpe"}),
        sdk::IntParam("configs", 1, "", 1, 100000),
        sdk::IntParam("seed", 0, ""),
        sdk::IntParam("startup", 10, "", 1),
    };
    Config values;
    for (const char* key : {"method", "configs", "seed", "startup"}) {
      if (const toml::node* value = tune.get(key)) {
        values[key] = ReadParam(diag_, *value, *sdk::FindParam(tune_schema, key), "[protocol] tune",
                                "setting");
      }
    }
    if (!values.count("method")) {
      diag_.Fail(tune,
                 "[protocol] tune: missing required key 'method' (\"grid\", \"random\" or "
                 "\"tpe\")");
    }
    protocol.method = std::get<std::string>(values["method"]);
    if (values.count("configs")) protocol.configs = std::get<int64_t>(values["configs"]);
    if (protocol.method != "grid" && protocol.configs == 0) {
      diag_.Fail(tune, "[protocol] tune: method = " + Quoted(protocol.method) +
                           " needs 'configs' (configurations per model, the same for every one)");
    }
    if (values.count("seed")) {
      protocol.search_seed = static_cast<uint64_t>(std::get<int64_t>(values["seed"]));
    }
    if (values.count("startup")) {
      if (protocol.method != "tpe") {
        diag_.Fail(*tune.get("startup"),
                   "[protocol] tune: 'startup' (random draws before TPE models the results) is "
                   "for method = \"tpe\"");
      }
      protocol.startup = std::get<int64_t>(values["startup"]);
    }
    protocol.tune_seeds = tune.get("seeds") ? ReadSeeds(*tune.get("seeds"), "[protocol] tune.seeds")
                                            : std::vector<int64_t>{0};
    protocol.metric = def_.task_info->headline_metric;
    if (const toml::node* metric = tune.get("metric")) {
      protocol.metric = ReadChoiceMetric(*metric, "[protocol] tune.metric");
    } else if (protocol.metric.rfind("val/", 0) != 0) {
      diag_.Fail(tune, "[protocol] tune: task " + Quoted(def_.task) + "'s headline metric " +
                           Quoted(protocol.metric) +
                           " is not a val metric: give metric = "
                           "\"val/<name>\"");
    }

    const toml::node* confirm_node = table.get("confirm");
    if (!confirm_node) {
      diag_.Fail(table,
                 "[protocol]: missing required key 'confirm' ({ seeds = [100, 101, 102], "
                 "margin = 0.02 }): the seeds and margin are fixed before anything runs");
    }
    const toml::table& confirm = RequireTable(*confirm_node, "[protocol] confirm");
    CheckKeys(confirm, kConfirmKeys, "[protocol] confirm");
    const toml::node* seeds = confirm.get("seeds");
    if (!seeds) diag_.Fail(confirm, "[protocol] confirm: missing required key 'seeds'");
    protocol.confirm_seeds = ReadSeeds(*seeds, "[protocol] confirm.seeds");
    for (size_t i = 0; i < protocol.confirm_seeds.size(); ++i) {
      const int64_t seed = protocol.confirm_seeds[i];
      if (std::find(protocol.tune_seeds.begin(), protocol.tune_seeds.end(), seed) !=
          protocol.tune_seeds.end()) {
        const toml::array* list = seeds->as_array();
        diag_.Fail(list ? *list->get(i) : *seeds,
                   "[protocol] confirm.seeds: seed " + std::to_string(seed) +
                       " is also a tune seed (confirm seeds are fresh: the choice is confirmed "
                       "on seeds it never saw)");
      }
    }
    const toml::node* margin = confirm.get("margin");
    if (!margin) {
      diag_.Fail(confirm,
                 "[protocol] confirm: missing required key 'margin' (the difference "
                 "that counts as level, declared before anything runs, e.g. 0.02)");
    }
    static const sdk::ParamSpec margin_spec = sdk::FloatParam("margin", 0.0, "", 0.0);
    protocol.margin =
        std::get<double>(ReadParam(diag_, *margin, margin_spec, "[protocol] confirm", "setting"));
    // The tune stage expands like a sweep: its seeds, and for "random" and "tpe" `configs`
    // draws per study.
    def_.seeds = protocol.tune_seeds;
    def_.random_search = protocol.method == "random";
    def_.samples = protocol.configs;
    def_.search_seed = protocol.search_seed;
    def_.search_startup = protocol.startup;
  }

  // The budget is equal by construction: every study tries `configs` configurations. "grid":
  // every entry's grid has that many points (the [task] grid makes studies, not configurations);
  // "random" and "tpe": every entry has a search space to draw them from.
  void CheckProtocolEntries() {
    ProtocolSpec& protocol = def_.protocol;
    if (!protocol.enabled()) return;
    const toml::array& models = *root_.get("models")->as_array();
    for (size_t i = 0; i < def_.models.size(); ++i) {
      const ModelEntry& entry = def_.models[i];
      const toml::node& node = *models.get(i);
      const toml::table& table = *node.as_table();
      const std::string owner = "model " + Quoted(entry.name);
      if (protocol.method == "grid") {
        int64_t points = 1;
        for (const Axis& axis : entry.grid) points *= static_cast<int64_t>(axis.values.size());
        if (protocol.configs == 0 && i == 0) protocol.configs = points;
        if (points != protocol.configs) {
          const toml::node* grid = table.get("grid");
          diag_.Fail(grid ? *grid : node,
                     owner + ": its grid has " + std::to_string(points) +
                         " configuration(s), and [protocol] tunes every model with the same "
                         "budget: " +
                         std::to_string(protocol.configs) +
                         (i == 0 ? " (tune.configs)" : " (as the first [[models]] entry)"));
        }
      } else if (protocol.method == "random" && entry.grid.empty() && entry.random.empty()) {
        diag_.Fail(node, owner + ": [protocol] tune.method = \"random\" draws " +
                             std::to_string(protocol.configs) +
                             " configurations per model from its 'grid' and 'random' tables, and "
                             "it has neither: give it a search space (every model is tuned alike)");
      } else if (protocol.method == "tpe") {
        if (!entry.grid.empty()) {
          diag_.Fail(*table.get("grid"),
                     owner +
                         ": a grid does not go with tune.method = \"tpe\"; give the key a "
                         "random distribution (choice = [...] for a list of values)");
        }
        if (entry.random.empty()) {
          diag_.Fail(node, owner +
                               ": tune.method = \"tpe\" needs a 'random' table (the search "
                               "space; every model is tuned alike)");
        }
      }
    }
  }

  // ---- [[models]] ----

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

  void ParseModels() {
    const toml::node* node = root_.get("models");
    if (!node) diag_.Fail(root_, "missing [[models]]: a sweep needs at least one model");
    for (const toml::node& element : RequireTableArray(*node, "models")) {
      const toml::table& table = *element.as_table();
      CheckKeys(table, kModelKeys, "[[models]]");
      ModelEntry entry;
      entry.info = &FindPlugin(table, "[[models]]", PluginKind::kModel);
      entry.name = entry.info->name;
      const std::string owner = "model " + Quoted(entry.name);
      if (const toml::node* params = table.get("params")) {
        for (const auto& [key, value] : RequireTable(*params, owner + " parameters")) {
          // "train.<setting>" and "task.<param>" hold for this model's trials only (a per-model
          // learning rate); they overlay [train] and [task] params in the expansion.
          const Slot slot = ResolveSlot(key, value, *entry.info, entry, owner);
          entry.fixed[std::string(key.str())] =
              ReadParam(diag_, value, *slot.spec, owner, slot.noun);
        }
      }
      if (const toml::node* grid = table.get("grid")) {
        for (const auto& [key, value] : RequireTable(*grid, owner + " grid")) {
          const std::string name(key.str());
          const Slot slot = ResolveSlot(key, value, *entry.info, entry, owner);
          entry.grid.push_back(ReadAxis(value, name, *slot.spec, owner, slot.noun));
        }
        SortByKey(entry.grid);
      }
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
      CheckTrialCount(entry, element);
      if (def_.model_search) CheckModelSearch(entry, element);
      def_.models.push_back(std::move(entry));
    }
    if (def_.models.empty()) diag_.Fail(*node, "[[models]] must list at least one model");
    if (def_.model_search && def_.models.size() > 1) {
      diag_.Fail(*node, "[search] mode = \"tpe\" searches one [[models]] entry, this sweep has " +
                            std::to_string(def_.models.size()) +
                            " (give each model a sweep of its own)");
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

  // ---- [[phases]] ----

  void ParsePhases() {
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
      PhaseSpec& spec = phase.spec;
      spec.name = RequireString(table, "name", "[[phases]]");
      CheckName(*table.get("name"), spec.name, "the phase name");
      const std::string owner = "phase " + Quoted(spec.name);
      CheckKeys(table, phase_keys, owner);
      for (const PhaseDef& earlier : def_.phases) {
        if (earlier.spec.name == spec.name) {
          diag_.Fail(*table.get("name"), "duplicate phase name " + Quoted(spec.name));
        }
      }
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
      if (const toml::node* scale = table.get("lr_scale"))
        spec.lr_scale = ReadLrScale(*scale, owner);
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
      def_.phases.push_back(std::move(phase));
      phase_tables_.push_back(&table);
    }
    // By default only the last phase evaluates the test split, once, at its end.
    for (size_t i = 0; i < def_.phases.size(); ++i) {
      if (!phase_tables_[i]->get("test")) def_.phases[i].spec.test = i + 1 == def_.phases.size();
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

  const toml::table& root_;
  const SchemaLookup& lookup_;
  const PluginNames& names_;
  const Diagnostics& diag_;
  SweepDef def_;
  std::string task_owner_;
  std::vector<const toml::table*> phase_tables_;
};

}  // namespace

SweepDef ParseSweep(const toml::table& root, const SchemaLookup& lookup, const PluginNames& names,
                    const Diagnostics& diag) {
  return Parser(root, lookup, names, diag).Parse();
}

}  // namespace nilab::host::sweep
