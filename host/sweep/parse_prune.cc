// [prune]: the pruning rule, its metric, phase and rungs (sweeps/README.md, "[prune]").
#include "host/sweep/parse_steps.h"
#include "host/sweep/table_reader.h"

namespace nilab::host::sweep {
namespace {

const std::vector<std::string> kPruneKeys = {"method", "metric", "phase", "min_epochs",
                                             "eta",    "seeds",  "order"};

class PruneTable : public TableReader {
 public:
  using TableReader::TableReader;

  void Read() {
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
};

}  // namespace

void ParsePrune(ParseState& state) { PruneTable(state).Read(); }

}  // namespace nilab::host::sweep
