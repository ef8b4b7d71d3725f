// The `ni` model plugin's exports (nilab-ni.so); the info and factory are in ni_plugin.cc.
#include "plugins/ni/ni_plugin.h"
#include "plugins/sdk/export_macros.h"

NILAB_EXPORT_MODEL(nilab::ni::NiPluginInfo, nilab::ni::CreateNiModel)
