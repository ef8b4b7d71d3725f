// Axes' scales and ticks: a linear or log map from data values to pixels, "nice" tick values
// (1, 2 or 5 times a power of ten) and their labels.
#pragma once

#include <string>
#include <vector>

namespace nilab::host::report {

// About `target` evenly spaced values covering [lo, hi], multiples of a step of 1, 2 or 5 x 10^k
// (the first <= lo, the last >= hi). With integer_only the step is at least 1. lo == hi gives a
// small range around the value.
std::vector<double> NiceTicks(double lo, double hi, int target, bool integer_only = false);

// Ticks of a log axis over [lo, hi] (lo > 0): 1, 2, 5 x 10^k, or only powers of ten when the
// range spans more than two decades.
std::vector<double> LogTicks(double lo, double hi);

// A tick label: as many decimals as the step between ticks needs ("0.25", "10", "0.005"),
// scientific for very large or small magnitudes ("1e-05", "2e+06").
std::string FormatTick(double value, double step);

// Maps the domain [d0, d1] onto the pixel range [r0, r1] (r0 > r1 for a y axis growing upward).
class Scale {
 public:
  Scale() = default;
  Scale(double d0, double d1, double r0, double r1, bool log = false);
  double operator()(double value) const;
  double domain_lo() const { return d0_; }
  double domain_hi() const { return d1_; }
  bool log() const { return log_; }

 private:
  double d0_ = 0.0, d1_ = 1.0, r0_ = 0.0, r1_ = 1.0;
  bool log_ = false;
};

// A domain for values in [lo, hi]. Linear axis: with pad = 0, extended to the nice ticks around
// it (a zero-width range is widened); with pad > 0, widened by pad x (hi - lo) on each side and
// ticked inside (points never sit on the frame). Log axis: padded by a tenth of a decade.
struct Domain {
  double lo = 0.0;
  double hi = 1.0;
  std::vector<double> ticks;
};
Domain MakeDomain(double lo, double hi, bool log, bool integer_only, double pad = 0.0,
                  int target_ticks = 5);

}  // namespace nilab::host::report
