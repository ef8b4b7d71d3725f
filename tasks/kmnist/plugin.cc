// The K-MNIST adaptation task plugin's exports (nilab-kmnist.so); the info and factory are in
// kmnist_task.cc.
#include "plugins/sdk/export_macros.h"
#include "tasks/kmnist/kmnist_plugin.h"

NILAB_EXPORT_TASK(nilab::kmnist::KmnistPluginInfo, nilab::kmnist::CreateKmnistTask)
