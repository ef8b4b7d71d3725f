// Which OpenBLAS kernel family ("core") runs LibTorch's matmuls, and whether a stronger one fits
// this CPU. OpenBLAS (DYNAMIC_ARCH builds, as Debian's) picks its core from CPUID vendor and
// model numbers when it loads; on VMs that report a generic model it falls back to a weaker core
// (Prescott on some Intel VMs, Haswell on AVX-512 AMD EPYC), at a fraction of the matmul roof.
// The decision here reads the CPU's instruction-set flags only, never vendor or model names.
#pragma once

#include <optional>
#include <string>

#include "host/platform/cpu_flags.h"

namespace nilab::platform {

// Kernel tiers by the widest vector unit their GEMM kernels use.
enum class BlasTier { kUnknown = -1, kSse = 0, kAvx = 1, kAvx2 = 2, kAvx512 = 3 };

// The tier of an OpenBLAS core name ("Haswell", "SkylakeX", "Prescott", ...; any case).
BlasTier TierOfCore(const std::string& core);
// The strongest OpenBLAS core these flags can run, with its tier; nullopt for no x86 vector
// flags (another architecture), where nothing is decided.
struct CoreChoice {
  std::string core;
  BlasTier tier;
};
std::optional<CoreChoice> BestCoreFor(const CpuFlags& flags);

// What to do about the core OpenBLAS chose.
struct BlasCoreDecision {
  enum class Action {
    kKeep,         // the chosen core is as strong as the CPU allows, or the BLAS is not OpenBLAS
    kSwitch,       // re-run with OPENBLAS_CORETYPE=target
    kWarnUserSet,  // OPENBLAS_CORETYPE was set (by the user) to a weaker core: keep it, warn
    kWarnStuck,    // nilab already asked for target and OpenBLAS still runs a weaker core
  };
  Action action = Action::kKeep;
  std::string chosen;  // the core running now
  std::string target;  // the strongest core for the CPU ("" when unknown)
  // One line for the user (a warning for the kWarn actions): what changed or what to do; empty
  // for kKeep.
  std::string message;
};

// chosen: openblas_get_corename() ("" when the BLAS is not OpenBLAS); user_coretype: the
// OPENBLAS_CORETYPE the user set (nullopt when unset); switched_from: the core nilab replaced in
// a parent process (nullopt when this process was not re-executed by nilab).
BlasCoreDecision DecideBlasCore(const std::string& chosen, const CpuFlags& flags,
                                const std::optional<std::string>& user_coretype,
                                const std::optional<std::string>& switched_from);

// The loaded OpenBLAS's core and build configuration ("" when LibTorch's BLAS is not OpenBLAS).
std::string OpenBlasCoreName();
std::string OpenBlasConfig();

// The version ("2.6.3") of the oneDNN that LibTorch loaded as a shared library of its own
// (libdnnl.so.2 or .3; Debian's LibTorch does), "" when there is none. A model may run its large
// products through that library's sgemm (the NI does), so it is part of a trial's BLAS facts.
std::string OneDnnVersion();

}  // namespace nilab::platform
