// TrainSettings as a parameter schema, so [train] tables, phase overrides, grids ("train.lr") and
// random search validate and expand with the same code as plugin parameters.
#pragma once

#include "host/sweep/sweep_spec.h"
#include "plugins/sdk/params.h"

namespace nilab::host::sweep {

// One ParamSpec per TrainSettings field, defaults from a default-constructed TrainSettings.
const sdk::ParamSchema& TrainSchema();
// `params` must hold every key of TrainSchema() (e.g. from Params::WithDefaults).
TrainSettings TrainFromParams(const sdk::Params& params);
sdk::Params TrainToParams(const TrainSettings& train);

}  // namespace nilab::host::sweep
