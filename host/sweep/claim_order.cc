#include "host/sweep/claim_order.h"

#include <cstdint>
#include <map>
#include <random>
#include <utility>

namespace nilab::host::sweep {

std::vector<const TrialSpec*> ClaimOrder(const SweepSpec& spec) {
  std::vector<const TrialSpec*> order;
  for (const auto& trial : spec.trials) order.push_back(&trial);
  if (!spec.prune.enabled() || !spec.prune.shuffled) return order;
  // Configurations (group hashes) in order of first appearance, then shuffled.
  std::vector<std::string> groups;
  std::map<std::string, std::vector<const TrialSpec*>> members;
  for (const auto* trial : order) {
    auto& list = members[trial->group_hash];
    if (list.empty()) groups.push_back(trial->group_hash);
    list.push_back(trial);
  }
  // FNV-1a of the name: the same permutation on every machine and every run of the sweep.
  uint64_t seed = 1469598103934665603ull;
  for (unsigned char c : spec.name) seed = (seed ^ c) * 1099511628211ull;
  std::mt19937_64 rng(seed);
  for (size_t i = groups.size(); i > 1; --i) {  // Fisher-Yates, portable (no std::shuffle)
    std::swap(groups[i - 1], groups[static_cast<size_t>(rng() % i)]);
  }
  order.clear();
  for (const auto& g : groups) {
    for (const auto* trial : members[g]) order.push_back(trial);
  }
  return order;
}

}  // namespace nilab::host::sweep
