#include "host/platform/thread_budget.h"

#include <ATen/Parallel.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <utility>

namespace nilab::platform {
namespace {

ThreadBudget* g_budget = nullptr;
std::atomic<int> g_registrations{0};

bool IsRunFileName(const std::string& name) {
  return !name.empty() && std::isdigit(static_cast<unsigned char>(name[0])) &&
         std::all_of(name.begin(), name.end(), [](char c) {
           return std::isdigit(static_cast<unsigned char>(c)) || c == '-';
         });
}

std::runtime_error Error(const RunStateDir& dir, const std::string& name) {
  return std::runtime_error("thread budget: " + dir.path() + "/" + name + ": " +
                            std::strerror(errno));
}

}  // namespace

ThreadBudget::ThreadBudget(const std::string& dir, int cores, bool adaptive, int slots)
    : ThreadBudget(RunStateDir::FromPath(dir), cores, adaptive, slots) {}

ThreadBudget::ThreadBudget(RunStateDir dir, int cores, bool adaptive, int slots)
    : dir_(std::move(dir)),
      cores_(std::max(1, cores)),
      adaptive_(adaptive),
      slots_(std::max(1, slots)) {
  // <pid>-<n>: one file per registration (tests register several in one process).
  file_ = std::to_string(::getpid()) + "-" + std::to_string(g_registrations++);
  // The lock, not the file, says the run is alive; a file left by a dead run with our pid is
  // taken over. Check that the locked file is still the one at its name (a run counting the
  // directory may have removed it as stale between our open and our lock).
  for (int attempt = 0; attempt < 3 && fd_ < 0; ++attempt) {
    const int fd = dir_.OpenEntry(file_, O_RDWR | O_CREAT, 0600);
    if (fd < 0) throw Error(dir_, file_);
    struct stat held {};
    if (::flock(fd, LOCK_EX) != 0 || ::fstat(fd, &held) != 0) {
      const auto error = Error(dir_, file_);
      ::close(fd);
      throw error;
    }
    if (dir_.EntryInode(file_) == held.st_ino) {
      fd_ = fd;
    } else {
      ::close(fd);
    }
  }
  if (fd_ < 0) throw Error(dir_, file_);
  const std::string text = std::to_string(slots_);
  if (::ftruncate(fd_, 0) != 0 || ::pwrite(fd_, text.data(), text.size(), 0) < 0) {
    const auto error = Error(dir_, file_);
    dir_.RemoveEntry(file_);
    ::close(fd_);
    throw error;
  }
}

ThreadBudget::~ThreadBudget() {
  if (g_budget == this) g_budget = nullptr;
  dir_.RemoveEntry(file_);
  ::close(fd_);
}

int ThreadBudget::LiveRuns() const {
  int live = slots_;  // this one
  // Through the folder's handle: a folder swapped for a symlink since is never followed.
  for (const std::string& name : dir_.List()) {
    if (!IsRunFileName(name) || name == file_) continue;
    const int fd = dir_.OpenEntry(name, O_RDONLY);
    if (fd < 0) continue;
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
      ::close(fd);
      continue;
    }
    if (::flock(fd, LOCK_SH | LOCK_NB) != 0) {
      if (errno == EWOULDBLOCK) {  // held: a live run
        char text[16] = {0};
        const ssize_t n = ::pread(fd, text, sizeof(text) - 1, 0);
        const int slots = n > 0 ? std::atoi(text) : 1;
        live += std::clamp(slots, 1, 4096);
      }
    } else {
      dir_.RemoveEntry(name);  // nobody holds it: left by a killed run
    }
    ::close(fd);
  }
  return live;
}

int ThreadBudget::ShareOf(int live) const { return std::max(1, cores_ / std::max(1, live)); }

int ThreadBudget::Rebalance(std::chrono::milliseconds interval) {
  if (!adaptive_) return 0;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_check_ < interval) return 0;
  last_check_ = now;
  const int share = ShareOf(LiveRuns());
  if (share == at::get_num_threads()) return 0;
  at::set_num_threads(share);
  return share;
}

ThreadBudget* ProcessThreadBudget() { return g_budget; }
void SetProcessThreadBudget(ThreadBudget* budget) { g_budget = budget; }

}  // namespace nilab::platform
