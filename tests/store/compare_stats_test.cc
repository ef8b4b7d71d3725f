// Statistics of `nilab compare`, against values computed by hand (and Student t tables).
#include <gtest/gtest.h>

#include "host/analysis/stats.h"

namespace nilab::host::analysis {
namespace {

TEST(CompareStats, SummaryIsMeanAndSampleStd) {
  const Summary s = Summarize({1, 2, 3, 4, 5, std::nan("")});  // NaN skipped
  EXPECT_EQ(s.n, 5);
  EXPECT_DOUBLE_EQ(s.mean, 3.0);
  EXPECT_DOUBLE_EQ(s.std, std::sqrt(2.5));  // sum of squares 10 over n - 1 = 4
  const Summary one = Summarize({7.0});
  EXPECT_EQ(one.n, 1);
  EXPECT_EQ(one.mean, 7.0);
  EXPECT_TRUE(std::isnan(one.std));
  EXPECT_EQ(Summarize({}).n, 0);
}

TEST(CompareStats, StudentTQuantilesMatchTables) {
  EXPECT_NEAR(StudentTQuantile(0.975, 4), 2.7764451051977987, 1e-12);
  EXPECT_NEAR(StudentTQuantile(0.975, 3), 3.182446305284263, 1e-12);
  EXPECT_NEAR(StudentTQuantile(0.975, 1), 12.706204736174707, 1e-9);
  EXPECT_NEAR(StudentTQuantile(0.5, 10), 0.0, 1e-12);
}

TEST(CompareStats, TIntervalOfTheMean) {
  // 3 -/+ 2.7764451 * 1.5811388 / sqrt(5)
  const Interval ci = TInterval(Summarize({1, 2, 3, 4, 5}), 0.95);
  EXPECT_NEAR(ci.lo, 1.0367568385224393, 1e-12);
  EXPECT_NEAR(ci.hi, 4.9632431614775605, 1e-12);
  EXPECT_TRUE(std::isnan(TInterval(Summarize({1.0})).lo));
}

TEST(CompareStats, ValuesForHalfWidthIsTheFewestThatReachIt) {
  // std 0.05, half-width 0.02: t_{0.975, 25} 0.05 / sqrt(26) = 0.0202 is too wide,
  // t_{0.975, 26} 0.05 / sqrt(27) = 0.0198 is not.
  const int64_t n = ValuesForHalfWidth(0.05, 0.02, 0.95);
  EXPECT_EQ(n, 27);
  const auto half = [](int64_t k) { return StudentTQuantile(0.975, k - 1) * 0.05 / std::sqrt(k); };
  EXPECT_GT(half(n - 1), 0.02);
  EXPECT_LE(half(n), 0.02);
  EXPECT_EQ(ValuesForHalfWidth(0.0, 0.02), 2);         // no spread: the fewest that have one
  EXPECT_EQ(ValuesForHalfWidth(1.0, 0.001, 0.95), 0);  // past the limit
  EXPECT_GT(ValuesForHalfWidth(0.05, 0.02, 0.99), n);  // a wider level needs more
}

TEST(CompareStats, PairedDifferenceMatchesHandComputation) {
  // d = {0.5, 0.1, 1.0, 0.9}: mean 0.625, std 0.41129876, t = 0.625 / (std / 2) = 3.0391534;
  // p for df = 3 from F(t) = 1/2 + (t / (sqrt(3) (1 + t^2/3)) + atan(t / sqrt(3))) / pi.
  const PairedResult r = PairedDifference({1.0, 2.0, 3.0, 4.0, 9.0},
                                          {0.5, 1.9, 2.0, 3.1, std::nan("")}, 0.95, 2000, 7);
  EXPECT_EQ(r.n, 4);  // the pair with a NaN is dropped
  EXPECT_NEAR(r.mean_diff, 0.625, 1e-12);
  EXPECT_NEAR(r.std_diff, 0.4112987559751021, 1e-12);
  EXPECT_NEAR(r.t, 3.0391533692741546, 1e-9);
  EXPECT_NEAR(r.p_value, 0.05590470659330338, 1e-9);
  EXPECT_NEAR(r.t_interval.lo, -0.029468103160488646, 1e-9);
  EXPECT_NEAR(r.t_interval.hi, 1.2794681031604886, 1e-9);
  // The bootstrap interval lies within the range of the differences and around their mean.
  EXPECT_GE(r.bootstrap_interval.lo, 0.1 - 1e-12);
  EXPECT_LE(r.bootstrap_interval.hi, 1.0 + 1e-12);
  EXPECT_LT(r.bootstrap_interval.lo, 0.625);
  EXPECT_GT(r.bootstrap_interval.hi, 0.625);
}

TEST(CompareStats, BootstrapIsReproducibleFromItsSeed) {
  const std::vector<double> d = {0.3, -0.1, 0.4, 0.2, 0.25, 0.05, 0.6};
  const Interval a = BootstrapMeanInterval(d, 0.95, 5000, 42);
  const Interval b = BootstrapMeanInterval(d, 0.95, 5000, 42);
  const Interval c = BootstrapMeanInterval(d, 0.95, 5000, 43);
  EXPECT_EQ(a.lo, b.lo);
  EXPECT_EQ(a.hi, b.hi);
  EXPECT_TRUE(a.lo != c.lo || a.hi != c.hi);
  // Constant differences: the interval is that constant; identical pairs: p = 1.
  const Interval constant = BootstrapMeanInterval({0.5, 0.5, 0.5}, 0.95, 100, 1);
  EXPECT_DOUBLE_EQ(constant.lo, 0.5);
  EXPECT_DOUBLE_EQ(constant.hi, 0.5);
  const PairedResult same = PairedDifference({1, 2, 3}, {1, 2, 3}, 0.95, 100, 1);
  EXPECT_EQ(same.p_value, 1.0);
  EXPECT_EQ(same.mean_diff, 0.0);
}

}  // namespace
}  // namespace nilab::host::analysis
