#include "host/search/prune_rules.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <map>

namespace nilab::host::search {
namespace {

// A value on a scale where higher is better and NaN is the lowest.
double Score(double value, bool higher_is_better) {
  if (std::isnan(value)) return -std::numeric_limits<double>::infinity();
  return higher_is_better ? value : -value;
}

}  // namespace

std::vector<int64_t> RungEpochs(int64_t min_epochs, int64_t eta, int64_t phase_epochs) {
  std::vector<int64_t> epochs;
  if (min_epochs < 1 || eta < 2) return epochs;
  // Eq. (ASHA): r_k = r_min * eta^k, k = 0, 1, ..., below the full budget R.
  for (int64_t r = min_epochs; r < phase_epochs; r *= eta) {
    epochs.push_back(r);
    if (r > phase_epochs / eta) break;  // r * eta >= phase_epochs (and no overflow)
  }
  return epochs;
}

int64_t RungAt(int64_t epoch, int64_t min_epochs, int64_t eta, int64_t phase_epochs) {
  const std::vector<int64_t> epochs = RungEpochs(min_epochs, eta, phase_epochs);
  const auto it = std::find(epochs.begin(), epochs.end(), epoch);
  return it == epochs.end() ? -1 : static_cast<int64_t>(it - epochs.begin());
}

bool Better(double a, double b, bool higher_is_better) {
  return Score(a, higher_is_better) > Score(b, higher_is_better);
}

bool AshaPromotes(double value, const std::vector<double>& others, int64_t eta,
                  bool higher_is_better) {
  if (std::isnan(value)) return false;
  // k = max(1, floor(n / eta)) of the n units at the rung go on.
  const int64_t n = static_cast<int64_t>(others.size()) + 1;
  const int64_t k = std::max<int64_t>(1, n / eta);
  const int64_t better = std::count_if(others.begin(), others.end(), [&](double other) {
    return Better(other, value, higher_is_better);
  });
  return better < k;
}

bool MedianPromotes(double value, const std::vector<double>& others, bool higher_is_better) {
  if (std::isnan(value)) return false;
  if (others.empty()) return true;
  std::vector<double> scores;
  for (double other : others) scores.push_back(Score(other, higher_is_better));
  std::sort(scores.begin(), scores.end());
  const size_t n = scores.size();
  const double median = n % 2 == 1 ? scores[n / 2] : 0.5 * scores[n / 2 - 1] + 0.5 * scores[n / 2];
  return !(Score(value, higher_is_better) < median);
}

std::optional<double> UnitValue(const std::vector<double>& values, int64_t unit_size) {
  if (static_cast<int64_t>(values.size()) < unit_size || values.empty()) return std::nullopt;
  double sum = 0.0;
  for (double v : values) sum += v;  // a NaN makes the mean NaN
  return sum / static_cast<double>(values.size());
}

store::RungVerdict Judge(const PruneRule& rule, const std::vector<store::RungRow>& at_rung,
                         const std::string& unit, int64_t unit_size) {
  std::vector<double> mine;
  std::map<std::string, double> decided;  // other units decided at this rung: their value
  for (const store::RungRow& row : at_rung) {
    if (row.unit == unit) {
      mine.push_back(row.value.value_or(std::nan("")));
    } else if (row.decision != store::RungDecision::kPending) {
      decided.emplace(row.unit, row.unit_value.value_or(std::nan("")));
    }
  }
  store::RungVerdict verdict;
  const std::optional<double> value = UnitValue(mine, unit_size);
  if (!value) return verdict;  // pending: its other seeds are not there yet
  verdict.unit_value = *value;
  std::vector<double> others;
  for (const auto& [name, v] : decided) others.push_back(v);
  const bool promoted = rule.method == PruneMethod::kAsha
                            ? AshaPromotes(*value, others, rule.eta, rule.higher_is_better)
                            : MedianPromotes(*value, others, rule.higher_is_better);
  verdict.decision = promoted ? store::RungDecision::kPromoted : store::RungDecision::kPruned;
  return verdict;
}

}  // namespace nilab::host::search
