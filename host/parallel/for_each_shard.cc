#include "host/parallel/for_each_shard.h"

#include <omp.h>

#include <algorithm>
#include <exception>

namespace nilab::host {

void ShardRange(int64_t n, int shards, int shard, int64_t* begin, int64_t* end) {
  const int64_t base = n / shards, extra = n % shards;
  *begin = shard * base + std::min<int64_t>(shard, extra);
  *end = *begin + base + (shard < extra ? 1 : 0);
}

void ForEachShard(int64_t n, int shards,
                  const std::function<void(int shard, int64_t begin, int64_t end)>& fn) {
  shards = static_cast<int>(std::min<int64_t>(std::max(shards, 1), std::max<int64_t>(n, 1)));
  if (shards == 1) {
    fn(0, 0, n);
    return;
  }
  std::exception_ptr error;
#pragma omp parallel num_threads(shards)
  {
    const int shard = omp_get_thread_num();
    // The runtime may give fewer threads than asked (OMP_THREAD_LIMIT, nesting): each thread
    // then takes every `team`-th slice.
    const int team = omp_get_num_threads();
    for (int s = shard; s < shards; s += team) {
      int64_t begin = 0, end = 0;
      ShardRange(n, shards, s, &begin, &end);
      if (begin == end) continue;
      try {
        fn(s, begin, end);
      } catch (...) {
#pragma omp critical(nilab_for_each_shard_error)
        if (!error) error = std::current_exception();
      }
    }
  }
  if (error) std::rethrow_exception(error);
}

}  // namespace nilab::host
