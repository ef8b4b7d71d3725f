#include "host/runner/heartbeat_timer.h"

#include <chrono>
#include <memory>

#include "host/store/fault_hook.h"

namespace nilab::host {

namespace {

int64_t NowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

}  // namespace

HeartbeatTimer::HeartbeatTimer(const std::string& db, const store::TrialRow& claim,
                               double interval_s)
    : last_step_ns_(NowNs()),
      thread_([this, db, claim, interval_s] { Loop(db, claim, interval_s); }) {}

void HeartbeatTimer::Progressed() { last_step_ns_.store(NowNs()); }

void HeartbeatTimer::SetStallTimeout(double seconds) {
  stall_timeout_s_.store(seconds > 0 ? seconds : 0.0);
  Progressed();  // a new phase starts its clock now
}

HeartbeatTimer::~HeartbeatTimer() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void HeartbeatTimer::ThrowIfTakenOver() const {
  if (taken_over_.load()) throw store::TrialTakenOver(taken_over_message_);
}

void HeartbeatTimer::Loop(std::string db, store::TrialRow claim, double interval_s) {
  // When the beats happen depends on the clock: they are not write boundaries a test can count.
  store::fault::IgnoreBoundariesOnThisThread();
  const auto interval = std::chrono::duration<double>(interval_s);
  std::unique_ptr<store::Store> store;
  bool marked = true;  // an earlier attempt may have left a mark: the first beat clears it
  std::unique_lock<std::mutex> lock(mutex_);
  while (!wake_.wait_for(lock, interval, [this] { return stop_; })) {
    lock.unlock();
    try {
      if (!store) store = std::make_unique<store::Store>(db);
      store->Heartbeat(claim);
      // Eq.: stalled when now - last step > train.stall_timeout (> 0).
      const double timeout = stall_timeout_s_.load();
      const double idle_s = static_cast<double>(NowNs() - last_step_ns_.load()) * 1e-9;
      const bool stalled = timeout > 0 && idle_s > timeout;
      if (stalled != marked) {
        store->MarkStalled(claim, stalled ? idle_s : -1.0);
        marked = stalled;
      }
      ++beats_;
    } catch (const store::TrialTakenOver& e) {
      taken_over_message_ = e.what();
      taken_over_.store(true);
      return;
    } catch (const std::exception&) {
      // The database failed (locked for minutes, disk full): the trial's own writes report it;
      // the next beat tries again.
    }
    lock.lock();
  }
}

}  // namespace nilab::host
