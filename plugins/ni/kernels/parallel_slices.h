// How many slices of one batch run side by side with the calling thread: the host runs one per
// thread of an OpenMP team (host/parallel/for_each_shard.h), so this is the team's size inside
// such a region and 1 outside. Memory rules that budget a whole batch (RecomputeTails) scale a
// slice's size by it.
#pragma once

namespace nilab::ni {

int ParallelSlices();

}  // namespace nilab::ni
