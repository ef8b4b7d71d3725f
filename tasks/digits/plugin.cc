// The digits task plugin (nilab-digits.so).
#include "plugins/sdk/export.h"
#include "tasks/digits/digits_task.h"

namespace {

nilab::sdk::PluginInfo Info() { return nilab::digits::DigitsPluginInfo(); }

std::unique_ptr<nilab::sdk::Task> Create(const nilab::sdk::Params& params,
                                         const nilab::sdk::TaskContext& context) {
  return std::make_unique<nilab::digits::DigitsTask>(params, context);
}

}  // namespace

NILAB_EXPORT_TASK(Info, Create)
