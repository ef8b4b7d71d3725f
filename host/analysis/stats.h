// Statistics for comparing trials: mean and spread over seeds, Student-t intervals, and the
// paired comparison of two models on matched configs (paired t and a seeded bootstrap).
#pragma once

#include <cmath>
#include <cstdint>
#include <vector>

namespace nilab::host::analysis {

struct Summary {
  int64_t n = 0;
  double mean = std::nan("");
  double std = std::nan("");  // sample standard deviation; NaN when n < 2
};

// Mean and sample standard deviation of the values that are not NaN:
//   mean = sum(x) / n,   std = sqrt(sum((x - mean)^2) / (n - 1)).
Summary Summarize(const std::vector<double>& values);

struct Interval {
  double lo = std::nan("");
  double hi = std::nan("");
};

// The p-quantile of Student's t distribution with df degrees of freedom.
double StudentTQuantile(double p, double df);

// Confidence interval of the mean at `level` (0.95):
//   mean -/+ t_{(1 + level) / 2, n - 1} * std / sqrt(n).   NaN when n < 2.
Interval TInterval(const Summary& summary, double level = 0.95);

// The fewest values (at least 2) whose interval at `level` is at most `half_width` either side
// of the mean, when they spread with `std_dev`:
//   smallest n with t_{(1 + level) / 2, n - 1} * std_dev / sqrt(n) <= half_width;
// 0 when even `limit` values are not enough.
int64_t ValuesForHalfWidth(double std_dev, double half_width, double level = 0.95,
                           int64_t limit = 1000);

// Percentile bootstrap interval of the mean: `samples` resamples of the values with replacement
// (indices drawn as mt19937_64(seed)() % n, so the result is the same on every platform), and
// the (1 - level) / 2 and (1 + level) / 2 quantiles of their means (linear interpolation between
// order statistics). NaN when there are no values.
Interval BootstrapMeanInterval(const std::vector<double>& values, double level, int64_t samples,
                               uint64_t seed);

// Paired comparison of a and b (same length, pair i = a[i], b[i]; pairs with a NaN are dropped):
// d_i = a_i - b_i, t = mean(d) / (std(d) / sqrt(n)) with n - 1 degrees of freedom, two-sided
// p = 2 * (1 - F_t(|t|)).
struct PairedResult {
  int64_t n = 0;  // pairs
  double mean_diff = std::nan("");
  double std_diff = std::nan("");
  double t = std::nan("");
  double p_value = std::nan("");
  Interval t_interval;          // of mean(d), Student t
  Interval bootstrap_interval;  // of mean(d), percentile bootstrap
};
PairedResult PairedDifference(const std::vector<double>& a, const std::vector<double>& b,
                              double level, int64_t bootstrap_samples, uint64_t seed);

// The probability that a beats b on a pair (a seed), as Bouthillier et al. (2021, "Accounting
// for Variance in Machine Learning Benchmarks") recommend reporting beside the mean difference:
//   P(a > b) = (1/n) sum_i w_i,  w_i = 1 if a_i is better than b_i, 1/2 if equal, 0 otherwise,
// with the percentile bootstrap interval of that mean (pairs with a NaN are dropped).
struct WinProbability {
  int64_t n = 0;
  double p = std::nan("");
  Interval bootstrap_interval;
};
WinProbability ProbabilityOfWin(const std::vector<double>& a, const std::vector<double>& b,
                                bool higher_is_better, double level, int64_t bootstrap_samples,
                                uint64_t seed);

}  // namespace nilab::host::analysis
