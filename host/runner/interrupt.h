// Ctrl-C / SIGTERM: the first signal asks the running trial to stop at the next batch boundary
// (it is recorded as interrupted and resumes from its last checkpoint); a second one exits at
// once.
#pragma once

#include <stdexcept>

namespace nilab::host {

class Interrupted : public std::runtime_error {
 public:
  Interrupted() : std::runtime_error("interrupted") {}
};

// Installs the handlers (idempotent).
void InstallInterruptHandlers();
bool InterruptRequested();
// Throws Interrupted when a stop was requested.
void ThrowIfInterrupted();
// For tests: request or clear a stop as if a signal had arrived.
void RequestInterrupt();
void ClearInterrupt();

}  // namespace nilab::host
