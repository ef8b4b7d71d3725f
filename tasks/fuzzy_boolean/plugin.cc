// The `fuzzy_boolean` task plugin's exports (nilab-fuzzy_boolean.so); the info and factory are in
// fuzzy_boolean_task.cc.
#include "plugins/sdk/export_macros.h"
#include "tasks/fuzzy_boolean/fuzzy_boolean_plugin.h"

NILAB_EXPORT_TASK(nilab::fuzzy_boolean::FuzzyBooleanPluginInfo,
                  nilab::fuzzy_boolean::CreateFuzzyBooleanTask)
