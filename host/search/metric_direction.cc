#include "host/search/metric_direction.h"

namespace nilab::host::search {

bool HigherIsBetter(const std::string& metric_name, const std::map<std::string, bool>& declared) {
  // "val/ce@it=2" (anytime evaluation) and "val/acc@drop=1" go the way of val/ce and val/acc.
  if (const bool* higher = FindDeclared(metric_name, declared)) return *higher;
  const std::string metric = metric_name.substr(0, metric_name.find('@'));
  for (const char* lower : {"loss", "mse", "error", "time", "iterations", "ponder", "unrouted"}) {
    if (metric.find(lower) != std::string::npos) return false;
  }
  return true;
}

bool IsTestMetric(const std::string& metric) { return metric.rfind("test/", 0) == 0; }

}  // namespace nilab::host::search
