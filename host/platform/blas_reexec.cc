#include "host/platform/blas_reexec.h"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>

namespace nilab::platform {
namespace {

std::optional<std::string> Env(const char* name) {
  const char* value = std::getenv(name);
  if (!value || !*value) return std::nullopt;
  return std::string(value);
}

}  // namespace

BlasCoreDecision DecideForThisProcess() {
  std::optional<std::string> user = Env("OPENBLAS_CORETYPE");
  const std::optional<std::string> switched_from = Env(kSwitchedFromEnv);
  if (switched_from || Env(kTestCoretypeIsAutodetectedEnv)) user.reset();
  return DecideBlasCore(OpenBlasCoreName(), MachineCpuFlags(), user, switched_from);
}

BlasCoreDecision EnsureStrongBlasCore(char** argv, bool print_warning) {
  BlasCoreDecision d = DecideForThisProcess();
  if (d.action != BlasCoreDecision::Action::kSwitch) {
    if (print_warning && !d.message.empty()) std::cerr << "nilab: warning: " << d.message << "\n";
    return d;
  }
  std::cerr << "nilab: " << d.message << "\n";
  ::setenv("OPENBLAS_CORETYPE", d.target.c_str(), 1);
  ::setenv(kSwitchedFromEnv, d.chosen.c_str(), 1);
  ::unsetenv(kTestCoretypeIsAutodetectedEnv);
  ::execv("/proc/self/exe", argv);
  // Only reached when exec failed: carry on with the weak core, saying so.
  std::cerr << "nilab: warning: could not re-execute itself (" << std::strerror(errno)
            << "); running on OpenBLAS's " << d.chosen << " kernels\n";
  ::unsetenv("OPENBLAS_CORETYPE");
  ::unsetenv(kSwitchedFromEnv);
  return d;
}

BlasFacts CurrentBlas() {
  BlasFacts f;
  f.library = "unknown";
  std::error_code ec;
  for (const char* path :
       {"/usr/lib/x86_64-linux-gnu/libblas.so.3", "/usr/lib/aarch64-linux-gnu/libblas.so.3"}) {
    auto target = std::filesystem::canonical(path, ec);
    if (!ec) {
      f.library = target.string();
      break;
    }
  }
  f.core = OpenBlasCoreName();
  f.config = OpenBlasConfig();
  f.switched_from = Env(kSwitchedFromEnv).value_or("");
  f.coretype_env = Env("OPENBLAS_CORETYPE").value_or("");
  f.onednn = OneDnnVersion();
  return f;
}

}  // namespace nilab::platform
