#include "host/runner/progress.h"

#include <unistd.h>
#include <cstdint>

#include <cmath>
#include <cstdio>
#include <iomanip>
#include <iostream>
#include <sstream>

namespace nilab::host {

std::string FormatDuration(double seconds) {
  if (!std::isfinite(seconds) || seconds < 0) return "?";
  auto s = static_cast<int64_t>(seconds + 0.5);
  char buf[32];
  if (s >= 3600) {
    std::snprintf(buf, sizeof(buf), "%ld:%02ld:%02ld", static_cast<long>(s / 3600),
                  static_cast<long>(s / 60 % 60), static_cast<long>(s % 60));
  } else {
    std::snprintf(buf, sizeof(buf), "%ld:%02ld", static_cast<long>(s / 60),
                  static_cast<long>(s % 60));
  }
  return buf;
}

std::string FormatMetrics(const std::map<std::string, double>& metrics,
                          const std::vector<std::string>& keys) {
  std::ostringstream out;
  out << std::setprecision(4);
  for (const auto& key : keys) {
    auto it = metrics.find(key);
    if (it != metrics.end()) out << key << " " << it->second << "  ";
  }
  return out.str();
}

Progress::Progress(int tty, bool quiet)
    : tty_(tty < 0 ? isatty(STDERR_FILENO) != 0 : tty != 0), quiet_(quiet) {}

void Progress::StartPhase(const std::string& label, int64_t epochs, int64_t batches_per_epoch,
                          int64_t first_epoch) {
  label_ = label;
  epochs_ = epochs;
  batches_ = batches_per_epoch;
  first_epoch_ = first_epoch;
  done_batches_ = 0;
  phase_start_ = Clock::now();
}

void Progress::StartEpoch(int64_t epoch) {
  epoch_ = epoch;
  epoch_start_ = Clock::now();
  last_draw_ = Clock::time_point{};
  loss_ema_ = std::nan("");
}

bool Progress::Draws(int64_t batch) const {
  return tty_ && !quiet_ &&
         (Clock::now() - last_draw_ >= std::chrono::milliseconds(100) || batch + 1 >= batches_);
}

void Progress::Batch(int64_t batch, double loss) {
  ++done_batches_;
  if (!std::isnan(loss)) loss_ema_ = std::isnan(loss_ema_) ? loss : 0.9 * loss_ema_ + 0.1 * loss;
  if (!Draws(batch)) return;
  const auto now = Clock::now();
  last_draw_ = now;
  const double elapsed = std::chrono::duration<double>(now - phase_start_).count();
  const double per_batch = elapsed / static_cast<double>(done_batches_);
  const int64_t remaining = (epochs_ - epoch_) * batches_ - (batch + 1);
  const int width = 20;
  const int filled = static_cast<int>(width * (batch + 1) / std::max<int64_t>(1, batches_));
  std::ostringstream bar;
  for (int i = 0; i < width; ++i) bar << (i < filled ? "#" : ".");
  char line[512];
  std::snprintf(line, sizeof(line),
                "\r\033[K%sepoch %ld/%ld [%s] %ld/%ld loss %.4g %.1f it/s ETA %s", label_.c_str(),
                static_cast<long>(epoch_ + 1), static_cast<long>(epochs_), bar.str().c_str(),
                static_cast<long>(batch + 1), static_cast<long>(batches_), loss_ema_,
                1.0 / per_batch, FormatDuration(per_batch * remaining).c_str());
  std::cerr << line << std::flush;
}

void Progress::EndEpoch(const std::string& metrics) {
  if (quiet_) return;
  const double seconds = std::chrono::duration<double>(Clock::now() - epoch_start_).count();
  if (tty_) std::cerr << "\r\033[K";
  std::cerr << label_ << "epoch " << epoch_ + 1 << "/" << epochs_ << " " << metrics << " ("
            << FormatDuration(seconds) << ")\n";
}

void Progress::Line(const std::string& text) {
  if (tty_) std::cerr << "\r\033[K";
  std::cerr << text << "\n";
}

}  // namespace nilab::host
