#include "host/runner/heartbeat_timer.h"

#include <chrono>
#include <memory>

#include "host/store/fault_hook.h"

namespace nilab::host {

HeartbeatTimer::HeartbeatTimer(const std::string& db, const store::TrialRow& claim,
                               double interval_s)
    : thread_([this, db, claim, interval_s] { Loop(db, claim, interval_s); }) {}

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
  std::unique_lock<std::mutex> lock(mutex_);
  while (!wake_.wait_for(lock, interval, [this] { return stop_; })) {
    lock.unlock();
    try {
      if (!store) store = std::make_unique<store::Store>(db);
      store->Heartbeat(claim);
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
