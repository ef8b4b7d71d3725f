// The digits task plugin's exports (nilab-digits.so); the info and factory are in digits_task.cc.
#include "plugins/sdk/export_macros.h"
#include "tasks/digits/digits_plugin.h"

NILAB_EXPORT_TASK(nilab::digits::DigitsPluginInfo, nilab::digits::CreateDigitsTask)
