// Training progress on the terminal: a live bar with rate and ETA when stderr is a TTY, one plain
// line per epoch otherwise (logs, CI, pipes).
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace nilab::host {

class Progress {
 public:
  // tty < 0: detect from stderr; quiet: only per-trial summary lines.
  explicit Progress(int tty = -1, bool quiet = false);

  void StartPhase(const std::string& label, int64_t epochs, int64_t batches_per_epoch,
                  int64_t first_epoch);
  void StartEpoch(int64_t epoch);
  // Whether Batch(batch, ...) would draw the bar now (a caller whose loss lives on a GPU reads
  // it back only then).
  bool Draws(int64_t batch) const;
  // loss: NaN when it was not read (the bar's moving average skips it).
  void Batch(int64_t batch, double loss);
  // Prints the epoch's line (metrics already formatted by the caller).
  void EndEpoch(const std::string& metrics);
  void Line(const std::string& text);
  bool tty() const { return tty_; }

 private:
  using Clock = std::chrono::steady_clock;
  bool tty_;
  bool quiet_;
  std::string label_;
  int64_t epochs_ = 0, batches_ = 0, epoch_ = 0, first_epoch_ = 0, done_batches_ = 0;
  double loss_ema_ = 0.0;
  Clock::time_point phase_start_, epoch_start_, last_draw_;
};

// "1:02:03" or "4:05".
std::string FormatDuration(double seconds);

// The values of `keys` found in `metrics`, to 4 significant digits: "train/loss 0.1234  ...".
std::string FormatMetrics(const std::map<std::string, double>& metrics,
                          const std::vector<std::string>& keys);

}  // namespace nilab::host
