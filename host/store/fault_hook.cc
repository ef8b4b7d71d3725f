#include "host/store/fault_hook.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <map>
#include <mutex>

namespace nilab::host::store::fault {
namespace {

struct Config {
  int log_fd = -1;
  long kill_at = 0;
  std::string inject_op;  // NILAB_FAULT_INJECT
  int inject_errno = 0;
  long inject_at = 0;
};

const Config& GetConfig() {
  static const Config config = [] {
    Config c;
    if (const char* log = std::getenv("NILAB_FAULT_LOG"); log && *log) {
      c.log_fd = ::open(log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    }
    if (const char* at = std::getenv("NILAB_FAULT_KILL_AT"); at && *at) {
      c.kill_at = std::atol(at);
    }
    if (const char* inject = std::getenv("NILAB_FAULT_INJECT"); inject && *inject) {
      const std::string spec = inject;
      const auto first = spec.find(':'), second = spec.find(':', first + 1);
      if (first != std::string::npos && second != std::string::npos) {
        c.inject_op = spec.substr(0, first);
        c.inject_errno = std::atoi(spec.c_str() + first + 1);
        c.inject_at = std::atol(spec.c_str() + second + 1);
      }
    }
    return c;
  }();
  return config;
}

std::atomic<long> g_boundaries{0};
thread_local bool t_ignore = false;

std::mutex g_injected_mutex;
std::map<std::string, int>& InjectedErrors() {
  static std::map<std::string, int> errors;
  return errors;
}

}  // namespace

void Boundary(const std::string& name) {
  const Config& config = GetConfig();
  if (t_ignore || (config.log_fd < 0 && config.kill_at <= 0)) return;
  const long n = ++g_boundaries;
  if (config.log_fd >= 0) {
    const std::string line = std::to_string(n) + " " + name + "\n";
    [[maybe_unused]] ssize_t w = ::write(config.log_fd, line.data(), line.size());
  }
  if (n == config.kill_at) ::raise(SIGKILL);
}

void IgnoreBoundariesOnThisThread() { t_ignore = true; }

void InjectError(const std::string& op, int error) {
  std::lock_guard<std::mutex> lock(g_injected_mutex);
  InjectedErrors()[op] = error;
}

int Injected(const std::string& op) {
  const Config& config = GetConfig();
  if (!config.inject_op.empty() && op == config.inject_op) {
    static std::atomic<long> calls{0};
    if (++calls == config.inject_at) return config.inject_errno;
  }
  std::lock_guard<std::mutex> lock(g_injected_mutex);
  auto& errors = InjectedErrors();
  auto it = errors.find(op);
  if (it == errors.end()) return 0;
  const int error = it->second;
  errors.erase(it);
  return error;
}

}  // namespace nilab::host::store::fault
