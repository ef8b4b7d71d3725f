// The order in which workers take a sweep's trials. Under [prune] with order = "shuffled" (the
// default) the configurations run in a permutation seeded by the sweep's name, a configuration's
// seeds together in seed order: decisions on arrival assume no order, and a grid sorted along an
// axis that matters would let every later, better configuration through a rung.
#pragma once

#include <vector>

#include "host/sweep/sweep_spec.h"

namespace nilab::host::sweep {

// Pointers into spec.trials: the sweep's order, or under [prune] with order = "shuffled" the
// permutation above. The same spec gives the same order on every machine.
std::vector<const TrialSpec*> ClaimOrder(const SweepSpec& spec);

}  // namespace nilab::host::sweep
