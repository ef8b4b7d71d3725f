// The `pgm` plugin's exports: the task (pgm_task.cc) and the pgm-generate tool.
#include <cstdio>
#include <string>
#include <vector>

#include "plugins/sdk/export_macros.h"
#include "tasks/pgm/pgm_generate_tool.h"
#include "tasks/pgm/pgm_plugin.h"

namespace nilab::pgm {
namespace {

int RunTool(const std::string& tool, const std::vector<std::string>& args) {
  if (tool == kGenerateToolName) return RunGenerateTool(args);
  std::fprintf(stderr, "pgm: unknown tool '%s' (this plugin offers %s)\n", tool.c_str(),
               kGenerateToolName);
  return 2;
}

}  // namespace
}  // namespace nilab::pgm

NILAB_EXPORT_TASK(nilab::pgm::PgmPluginInfo, nilab::pgm::CreatePgmTask)
NILAB_EXPORT_TOOLS(nilab::pgm::RunTool)
