// [search]: grid, random or TPE search over the [[models]] entries (sweeps/README.md, "[search]").
#include "host/sweep/parse_steps.h"
#include "host/sweep/table_reader.h"

namespace nilab::host::sweep {
namespace {

const std::vector<std::string> kSearchKeys = {"mode", "samples", "seed", "startup"};

class SearchTable : public TableReader {
 public:
  using TableReader::TableReader;

  void Read() {
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
};

}  // namespace

void ParseSearch(ParseState& state) { SearchTable(state).Read(); }

}  // namespace nilab::host::sweep
