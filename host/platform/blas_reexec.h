// Puts OpenBLAS on the strongest kernels the CPU supports before nilab does any work.
// OpenBLAS reads OPENBLAS_CORETYPE once, when it loads, so a process that finds a weak core sets
// the variable and re-executes itself; the one line it prints says so.
#pragma once

#include <optional>
#include <string>

#include "host/platform/blas_core.h"

namespace nilab::platform {

// Set by nilab with OPENBLAS_CORETYPE when it re-executes: the core OpenBLAS had chosen.
inline constexpr const char* kSwitchedFromEnv = "NILAB_BLAS_SWITCHED_FROM";
// Test seam: when set, an OPENBLAS_CORETYPE in the environment is treated as OpenBLAS's own
// choice (not the user's), so a test can make OpenBLAS pick a weak core the way autodetection
// does on a misreported CPU and exercise the switch end to end.
inline constexpr const char* kTestCoretypeIsAutodetectedEnv = "NILAB_TEST_CORETYPE_IS_AUTODETECTED";

// Decides for this process (OpenBLAS's core, the CPU's flags, the environment).
BlasCoreDecision DecideForThisProcess();
// On kSwitch: prints the decision's line to stderr, sets OPENBLAS_CORETYPE and
// NILAB_BLAS_SWITCHED_FROM, and re-executes /proc/self/exe with argv (does not return unless
// exec fails, which is reported and ignored). Otherwise prints the warning line, if any and
// asked for, and returns the decision.
BlasCoreDecision EnsureStrongBlasCore(char** argv, bool print_warning = true);

// The BLAS facts recorded with every trial.
struct BlasFacts {
  std::string library;        // the resolved libblas.so.3
  std::string core;           // OpenBLAS's core now ("" when not OpenBLAS)
  std::string config;         // openblas_get_config()
  std::string switched_from;  // the core OpenBLAS had chosen before nilab switched ("" if not)
  std::string coretype_env;   // OPENBLAS_CORETYPE as this process saw it ("" when unset)
  std::string onednn;         // LibTorch's oneDNN library version ("" when none is loaded)
};
BlasFacts CurrentBlas();

}  // namespace nilab::platform
