// A small portable generator (SplitMix64; Steele, Lea, Flood 2014) for data selection and
// augmentation draws: the same seed gives the same subsets and ops on every machine (the
// std:: distributions do not promise that). StreamSeed and SampleIndices are the SDK's
// (plugins/sdk/carve.h): the subsamples and carves of every task draw alike.
#pragma once

#include "plugins/sdk/carve.h"
#include "plugins/sdk/splitmix64.h"

namespace nilab::digits {

using sdk::SampleIndices;
using sdk::SplitMix64;
using sdk::StreamSeed;

}  // namespace nilab::digits
