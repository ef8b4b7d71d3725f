#include "host/runner/interrupt.h"

#include <unistd.h>
#include <atomic>
#include <csignal>

namespace nilab::host {
namespace {

std::atomic<int> g_signals{0};

void OnSignal(int signal) {
  if (g_signals.fetch_add(1) >= 1) {
    // Second signal: the user insists. Exit without unwinding; SQLite's journal keeps the
    // database consistent and every committed epoch stays recorded.
    _exit(128 + signal);
  }
  const char msg[] = "\nnilab: stopping after this batch (Ctrl-C again to quit now)\n";
  [[maybe_unused]] auto n = write(STDERR_FILENO, msg, sizeof(msg) - 1);
}

}  // namespace

void InstallInterruptHandlers() {
  struct sigaction action {};
  action.sa_handler = OnSignal;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
}

bool InterruptRequested() { return g_signals.load() > 0; }

void ThrowIfInterrupted() {
  if (InterruptRequested()) throw Interrupted();
}

void RequestInterrupt() { g_signals.store(1); }
void ClearInterrupt() { g_signals.store(0); }

}  // namespace nilab::host
