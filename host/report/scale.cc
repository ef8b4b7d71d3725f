#include "host/report/scale.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "host/report/svg.h"

namespace nilab::host::report {
namespace {

// The nice step for a range: 1, 2 or 5 x 10^k closest to range / target.
double NiceStep(double range, int target) {
  const double raw = range / std::max(1, target);
  const double power = std::pow(10.0, std::floor(std::log10(raw)));
  const double fraction = raw / power;
  double nice = 10.0;
  if (fraction <= 1.5) {
    nice = 1.0;
  } else if (fraction <= 3.0) {
    nice = 2.0;
  } else if (fraction <= 7.0) {
    nice = 5.0;
  }
  return nice * power;
}

// k * step without the noise of repeated additions (0.1 * 3 = 0.30000000000000004).
double Snap(double value, double step) {
  const double decimals = std::max(0.0, -std::floor(std::log10(step)) + 1);
  const double scale = std::pow(10.0, decimals);
  return std::round(value * scale) / scale;
}

}  // namespace

std::vector<double> NiceTicks(double lo, double hi, int target, bool integer_only) {
  if (!std::isfinite(lo) || !std::isfinite(hi)) {
    throw ReportError("axis: range [" + std::to_string(lo) + ", " + std::to_string(hi) +
                      "] is not finite");
  }
  if (lo > hi) std::swap(lo, hi);
  if (hi - lo < 1e-12 * std::max(1.0, std::fabs(hi))) {
    const double pad = lo == 0.0 ? 1.0 : std::fabs(lo) * 0.1;
    lo -= pad;
    hi += pad;
  }
  double step = NiceStep(hi - lo, target);
  if (integer_only) step = std::max(1.0, std::round(step));
  const double first = std::floor(lo / step + 1e-9);
  const double last = std::ceil(hi / step - 1e-9);
  std::vector<double> ticks;
  for (double k = first; k <= last; k += 1.0) ticks.push_back(Snap(k * step, step));
  return ticks;
}

std::vector<double> LogTicks(double lo, double hi) {
  if (!(lo > 0.0) || !(hi >= lo)) {
    throw ReportError("log axis: range [" + std::to_string(lo) + ", " + std::to_string(hi) +
                      "] must be positive");
  }
  const int first = static_cast<int>(std::floor(std::log10(lo) + 1e-9));
  const int last = static_cast<int>(std::ceil(std::log10(hi) - 1e-9));
  const bool decades_only = last - first > 2;
  std::vector<double> ticks;
  for (int k = first; k <= last; ++k) {
    for (double m : {1.0, 2.0, 5.0}) {
      if (decades_only && m != 1.0) continue;
      const double value = m * std::pow(10.0, k);
      if (value >= lo * (1 - 1e-9) && value <= hi * (1 + 1e-9)) ticks.push_back(value);
    }
  }
  if (ticks.empty()) ticks = {lo, hi};
  return ticks;
}

std::string FormatTick(double value, double step) {
  char buffer[64];
  const double magnitude = std::max(std::fabs(value), std::fabs(step));
  if (value != 0.0 && (magnitude >= 1e6 || magnitude < 1e-3)) {
    std::snprintf(buffer, sizeof buffer, "%.3g", value);
    return buffer;
  }
  if (!(step > 0.0)) {
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
  }
  // The fewest decimals that write the step exactly: 0.25 -> 2, 0.2 -> 1, 5 -> 0.
  int decimals = 0;
  while (decimals < 6) {
    const double scaled = step * std::pow(10.0, decimals);
    if (std::fabs(scaled - std::round(scaled)) < 1e-6 * std::max(1.0, scaled)) break;
    ++decimals;
  }
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  std::string text = buffer;
  if (text.find_first_not_of("-0.") == std::string::npos) text = "0";
  return text;
}

Scale::Scale(double d0, double d1, double r0, double r1, bool log)
    : d0_(d0), d1_(d1), r0_(r0), r1_(r1), log_(log) {
  if (log_ && !(d0_ > 0.0 && d1_ > 0.0)) {
    throw ReportError("log axis: domain [" + std::to_string(d0) + ", " + std::to_string(d1) +
                      "] must be positive");
  }
}

double Scale::operator()(double value) const {
  double t;
  if (log_) {
    t = (std::log(value) - std::log(d0_)) / (std::log(d1_) - std::log(d0_));
  } else {
    t = d1_ == d0_ ? 0.5 : (value - d0_) / (d1_ - d0_);
  }
  return r0_ + t * (r1_ - r0_);
}

Domain MakeDomain(double lo, double hi, bool log, bool integer_only, double pad, int target_ticks) {
  Domain d;
  if (log) {
    const double pad = std::pow(10.0, 0.1);
    d.lo = lo / pad;
    d.hi = hi * pad;
    d.ticks = LogTicks(lo, hi);
    return d;
  }
  if (pad > 0.0 && hi > lo) {
    d.lo = lo - pad * (hi - lo);
    d.hi = hi + pad * (hi - lo);
    for (double t : NiceTicks(d.lo, d.hi, target_ticks, integer_only)) {
      if (t >= d.lo - 1e-12 && t <= d.hi + 1e-12) d.ticks.push_back(t);
    }
    return d;
  }
  d.ticks = NiceTicks(lo, hi, target_ticks, integer_only);
  d.lo = d.ticks.front();
  d.hi = d.ticks.back();
  return d;
}

}  // namespace nilab::host::report
