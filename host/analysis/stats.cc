#include "host/analysis/stats.h"

#include <algorithm>
#include <boost/math/distributions/students_t.hpp>
#include <cstdint>
#include <limits>
#include <random>
#include <stdexcept>

namespace nilab::host::analysis {

Summary Summarize(const std::vector<double>& values) {
  Summary s;
  double sum = 0.0;
  for (double x : values) {
    if (std::isnan(x)) continue;
    sum += x;
    ++s.n;
  }
  if (s.n == 0) return s;
  s.mean = sum / static_cast<double>(s.n);
  if (s.n < 2) return s;
  double squares = 0.0;
  for (double x : values) {
    if (!std::isnan(x)) squares += (x - s.mean) * (x - s.mean);
  }
  s.std = std::sqrt(squares / static_cast<double>(s.n - 1));
  return s;
}

double StudentTQuantile(double p, double df) {
  if (!(df > 0.0) || !(p > 0.0 && p < 1.0)) {
    throw std::invalid_argument("StudentTQuantile: need 0 < p < 1 and df > 0");
  }
  return boost::math::quantile(boost::math::students_t_distribution<double>(df), p);
}

Interval TInterval(const Summary& summary, double level) {
  if (summary.n < 2) return {};
  const double t = StudentTQuantile((1.0 + level) / 2.0, static_cast<double>(summary.n - 1));
  const double half = t * summary.std / std::sqrt(static_cast<double>(summary.n));
  return {summary.mean - half, summary.mean + half};
}

int64_t ValuesForHalfWidth(double std_dev, double half_width, double level, int64_t limit) {
  for (int64_t n = 2; n <= limit; ++n) {
    const double t = StudentTQuantile((1.0 + level) / 2.0, static_cast<double>(n - 1));
    if (t * std_dev / std::sqrt(static_cast<double>(n)) <= half_width) return n;
  }
  return 0;
}

namespace {

// Quantile q of sorted values, interpolating linearly between order statistics.
double SortedQuantile(const std::vector<double>& sorted, double q) {
  const double h = q * static_cast<double>(sorted.size() - 1);
  const size_t below = static_cast<size_t>(std::floor(h));
  const size_t above = std::min(below + 1, sorted.size() - 1);
  return sorted[below] + (h - static_cast<double>(below)) * (sorted[above] - sorted[below]);
}

}  // namespace

Interval BootstrapMeanInterval(const std::vector<double>& values, double level, int64_t samples,
                               uint64_t seed) {
  std::vector<double> x;
  for (double v : values) {
    if (!std::isnan(v)) x.push_back(v);
  }
  if (x.empty() || samples < 1) return {};
  std::mt19937_64 rng(seed);
  std::vector<double> means(static_cast<size_t>(samples));
  for (double& mean : means) {
    double sum = 0.0;
    for (size_t i = 0; i < x.size(); ++i) sum += x[rng() % x.size()];
    mean = sum / static_cast<double>(x.size());
  }
  std::sort(means.begin(), means.end());
  return {SortedQuantile(means, (1.0 - level) / 2.0), SortedQuantile(means, (1.0 + level) / 2.0)};
}

PairedResult PairedDifference(const std::vector<double>& a, const std::vector<double>& b,
                              double level, int64_t bootstrap_samples, uint64_t seed) {
  if (a.size() != b.size()) throw std::invalid_argument("PairedDifference: a and b differ in size");
  std::vector<double> d;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!std::isnan(a[i]) && !std::isnan(b[i])) d.push_back(a[i] - b[i]);
  }
  PairedResult r;
  const Summary s = Summarize(d);
  r.n = s.n;
  r.mean_diff = s.mean;
  r.std_diff = s.std;
  if (s.n >= 2) {
    const double df = static_cast<double>(s.n - 1);
    if (s.std > 0.0) {
      r.t = s.mean / (s.std / std::sqrt(static_cast<double>(s.n)));
      const boost::math::students_t_distribution<double> dist(df);
      r.p_value = 2.0 * boost::math::cdf(boost::math::complement(dist, std::fabs(r.t)));
    } else {  // every pair differs by the same amount
      r.t = s.mean == 0.0 ? 0.0 : std::copysign(std::numeric_limits<double>::infinity(), s.mean);
      r.p_value = s.mean == 0.0 ? 1.0 : 0.0;
    }
    r.t_interval = TInterval(s, level);
  }
  if (s.n >= 1) r.bootstrap_interval = BootstrapMeanInterval(d, level, bootstrap_samples, seed);
  return r;
}

WinProbability ProbabilityOfWin(const std::vector<double>& a, const std::vector<double>& b,
                                bool higher_is_better, double level, int64_t bootstrap_samples,
                                uint64_t seed) {
  if (a.size() != b.size()) throw std::invalid_argument("ProbabilityOfWin: a and b differ in size");
  std::vector<double> wins;
  for (size_t i = 0; i < a.size(); ++i) {
    if (std::isnan(a[i]) || std::isnan(b[i])) continue;
    const bool a_better = higher_is_better ? a[i] > b[i] : a[i] < b[i];
    wins.push_back(a[i] == b[i] ? 0.5 : a_better ? 1.0 : 0.0);
  }
  WinProbability r;
  const Summary s = Summarize(wins);
  r.n = s.n;
  r.p = s.mean;
  if (s.n >= 1) r.bootstrap_interval = BootstrapMeanInterval(wins, level, bootstrap_samples, seed);
  return r;
}

}  // namespace nilab::host::analysis
