// The `pgm` plugin's exports: the task and the pgm-generate tool.
#include <cstdio>

#include "plugins/sdk/export.h"
#include "tasks/pgm/pgm_generate_tool.h"
#include "tasks/pgm/pgm_task.h"

namespace nilab::pgm {
namespace {

sdk::PluginInfo Info() { return PgmPluginInfo(); }

std::unique_ptr<sdk::Task> Create(const sdk::Params& params, const sdk::TaskContext& context) {
  return std::make_unique<PgmTask>(params, context);
}

int RunTool(const std::string& tool, const std::vector<std::string>& args) {
  if (tool == kGenerateToolName) return RunGenerateTool(args);
  std::fprintf(stderr, "pgm: unknown tool '%s' (this plugin offers %s)\n", tool.c_str(),
               kGenerateToolName);
  return 2;
}

}  // namespace
}  // namespace nilab::pgm

NILAB_EXPORT_TASK(nilab::pgm::Info, nilab::pgm::Create)
NILAB_EXPORT_TOOLS(nilab::pgm::RunTool)
