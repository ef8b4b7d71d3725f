// Exit codes of nilab's commands. The runner returns them and the CLI passes them on, so they
// live below both.
#pragma once

namespace nilab::host {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;        // something failed at run time
inline constexpr int kExitUsage = 2;          // bad command line, sweep file or parameter
inline constexpr int kExitInterrupted = 130;  // Ctrl-C / SIGTERM
// A write found the disk full (store/disk_full.h): the run stopped, its trials are resumable
// (EX_TEMPFAIL: try again once space is freed).
inline constexpr int kExitDiskFull = 75;

}  // namespace nilab::host
