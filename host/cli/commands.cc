#include "host/cli/command.h"

namespace nilab::cli {

// Each command lives in its own cmd_<name>.cc.
int RunPlugins(const std::vector<std::string>& args);
int RunRun(const std::vector<std::string>& args);

const std::vector<Command>& Commands() {
  static const std::vector<Command> commands = {
      {"run", "run a sweep (default sweeps/quickstart.toml), resuming where it stopped", RunRun},
      {"plugins", "list the task and model plugins and their parameters", RunPlugins},
  };
  return commands;
}

}  // namespace nilab::cli
