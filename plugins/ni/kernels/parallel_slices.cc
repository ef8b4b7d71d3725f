#include "plugins/ni/kernels/parallel_slices.h"

#include <omp.h>

namespace nilab::ni {

int ParallelSlices() { return omp_in_parallel() ? omp_get_num_threads() : 1; }

}  // namespace nilab::ni
