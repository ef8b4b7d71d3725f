#include "host/cli/command.h"

namespace nilab::cli {

// Each command lives in its own cmd_<name>.cc.
int RunPlugins(const std::vector<std::string>& args);
int RunData(const std::vector<std::string>& args);

const std::vector<Command>& Commands() {
  static const std::vector<Command> commands = {
      {"plugins", "list the task and model plugins and their parameters", RunPlugins},
      {"data", "list, verify and fetch datasets; run plugins' data tools", RunData},
  };
  return commands;
}

}  // namespace nilab::cli
