// [protocol]: the tune and confirm stages of a comparison (sweeps/README.md, "[protocol]"), and
// the equal budget it demands of every [[models]] entry.
#include <algorithm>

#include "host/sweep/parse_steps.h"
#include "host/sweep/table_reader.h"
#include "host/sweep/toml_values.h"

namespace nilab::host::sweep {
namespace {

const std::vector<std::string> kProtocolKeys = {"tune", "confirm"};
const std::vector<std::string> kTuneKeys = {"method", "configs", "seeds",
                                            "metric", "seed",    "startup"};
const std::vector<std::string> kConfirmKeys = {"seeds", "margin"};

class ProtocolTable : public TableReader {
 public:
  using TableReader::TableReader;

  void Read() {
    const toml::node* node = root_.get("protocol");
    if (!node) return;
    const toml::table& table = RequireTable(*node, "[protocol]");
    CheckKeys(table, kProtocolKeys, "[protocol]");
    ReadTune(table);
    ReadConfirm(table);
    const ProtocolSpec& protocol = def_.protocol;
    // The tune stage expands like a sweep: its seeds, and for "random" and "tpe" `configs`
    // draws per study.
    def_.seeds = protocol.tune_seeds;
    def_.random_search = protocol.method == "random";
    def_.samples = protocol.configs;
    def_.search_seed = protocol.search_seed;
    def_.search_startup = protocol.startup;
  }

  // tune = { method, configs, seeds, metric, seed, startup }: how each study is tuned.
  void ReadTune(const toml::table& table) {
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
  }

  // confirm = { seeds, margin }: fresh seeds and the margin, fixed before anything runs.
  void ReadConfirm(const toml::table& table) {
    ProtocolSpec& protocol = def_.protocol;
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
  }

  // The budget is equal by construction: every study tries `configs` configurations. "grid":
  // every entry's grid has that many points (the [task] grid makes studies, not configurations);
  // "random" and "tpe": every entry has a search space to draw them from.
  void CheckEntries() {
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
};

}  // namespace

void ParseProtocol(ParseState& state) { ProtocolTable(state).Read(); }

void CheckProtocolEntries(ParseState& state) { ProtocolTable(state).CheckEntries(); }

}  // namespace nilab::host::sweep
