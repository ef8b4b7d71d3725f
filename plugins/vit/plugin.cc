// The `vit` model plugin's exports (nilab-vit.so); the info and factory are in vit_plugin.cc.
#include "plugins/sdk/export_macros.h"
#include "plugins/vit/vit_plugin.h"

NILAB_EXPORT_MODEL(nilab::vit::VitPluginInfo, nilab::vit::CreateVitModel)
