// The heartbeat of a running trial, sent from a thread of its own every `interval_s` seconds
// through a connection of its own, so that a trial says it is alive while its model is built,
// its data loads or a write waits on the lock, not only between batches. Since it beats on its
// own, a hung training loop would look alive forever: with a stall timeout, a beat that finds no
// step (Progressed) for that long marks the trial stalled (a row of the stalls table), and the
// first beat after steps resume clears the mark.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>

#include "host/store/store.h"

namespace nilab::host {

class HeartbeatTimer {
 public:
  // Starts beating for `claim` in the database at `db`.
  HeartbeatTimer(const std::string& db, const store::TrialRow& claim, double interval_s);
  ~HeartbeatTimer();  // stops the thread
  HeartbeatTimer(const HeartbeatTimer&) = delete;
  HeartbeatTimer& operator=(const HeartbeatTimer&) = delete;

  // Throws store::TrialTakenOver once a beat found the trial running under another claim.
  void ThrowIfTakenOver() const;
  // The trial made a step (a training or evaluation batch).
  void Progressed();
  // Seconds without a step after which the trial is marked stalled; 0 (the default): never.
  void SetStallTimeout(double seconds);
  // Beats sent so far.
  int64_t beats() const { return beats_.load(); }

 private:
  void Loop(std::string db, store::TrialRow claim, double interval_s);

  std::mutex mutex_;
  std::condition_variable wake_;
  bool stop_ = false;
  std::atomic<int64_t> beats_{0};
  std::atomic<bool> taken_over_{false};
  std::atomic<int64_t> last_step_ns_;  // steady clock, of the last Progressed()
  std::atomic<double> stall_timeout_s_{0.0};
  std::string taken_over_message_;  // written before taken_over_ is set
  std::thread thread_;
};

}  // namespace nilab::host
