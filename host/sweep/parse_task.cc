// [task]: the task plugin, its fixed params and its grid (sweeps/README.md, "[task]").
#include "host/sweep/parse_steps.h"
#include "host/sweep/table_reader.h"
#include "host/sweep/toml_values.h"

namespace nilab::host::sweep {
namespace {

const std::vector<std::string> kTaskKeys = {"name", "params", "grid"};

class TaskTable : public TableReader {
 public:
  using TableReader::TableReader;

  void Read() {
    const toml::node* node = root_.get("task");
    if (!node) diag_.Fail(root_, "missing required table [task]");
    const toml::table& task = RequireTable(*node, "[task]");
    CheckKeys(task, kTaskKeys, "[task]");
    const sdk::PluginInfo& info = FindPlugin(task, "[task]", sdk::PluginKind::kTask);
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
};

}  // namespace

void ParseTask(ParseState& state) { TaskTable(state).Read(); }

}  // namespace nilab::host::sweep
