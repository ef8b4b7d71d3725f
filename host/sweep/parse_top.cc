// The top level of a sweep file: its name, description and seeds, the tables other tools read
// ([slurm], [report]), and [train] (sweeps/README.md).
#include "host/sweep/parse_steps.h"
#include "host/sweep/table_reader.h"
#include "host/sweep/toml_values.h"
#include "host/sweep/train_settings.h"

namespace nilab::host::sweep {
namespace {

const std::vector<std::string> kTopKeys = {"name",   "description", "seeds",  "task",  "train",
                                           "search", "models",      "phases", "prune", "protocol"};

class TopLevel : public TableReader {
 public:
  using TableReader::TableReader;

  void Read() {
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

  void ReadTrain() {
    if (const toml::node* train = root_.get("train")) {
      ReadParams(*train, TrainSchema(), "[train]", "setting", "train.", def_.fixed);
    }
  }
};

}  // namespace

void ParseTopLevel(ParseState& state) { TopLevel(state).Read(); }

void ParseTrain(ParseState& state) { TopLevel(state).ReadTrain(); }

}  // namespace nilab::host::sweep
