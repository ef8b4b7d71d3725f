// The K-MNIST adaptation task plugin (nilab-kmnist.so).
#include "plugins/sdk/export.h"
#include "tasks/kmnist/kmnist_task.h"

namespace {

nilab::sdk::PluginInfo Info() { return nilab::kmnist::KmnistPluginInfo(); }

std::unique_ptr<nilab::sdk::Task> Create(const nilab::sdk::Params& params,
                                         const nilab::sdk::TaskContext& context) {
  return std::make_unique<nilab::kmnist::KmnistTask>(params, context);
}

}  // namespace

NILAB_EXPORT_TASK(Info, Create)
