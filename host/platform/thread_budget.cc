#include "host/platform/thread_budget.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <torch/torch.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

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

std::runtime_error Error(const std::string& what) {
  return std::runtime_error("thread budget: " + what + ": " + std::strerror(errno));
}

// mkdir -p with mode 0700 for the parts it creates; every part must be a real directory.
void MakePrivateDir(const std::string& dir) {
  for (size_t pos = 1; pos <= dir.size(); ++pos) {
    if (pos != dir.size() && dir[pos] != '/') continue;
    const std::string part = dir.substr(0, pos);
    if (::mkdir(part.c_str(), 0700) != 0 && errno != EEXIST) throw Error(part);
  }
  struct stat st;
  if (::lstat(dir.c_str(), &st) != 0) throw Error(dir);
  if (!S_ISDIR(st.st_mode) || st.st_uid != ::getuid() || (st.st_mode & 0022)) {
    errno = EPERM;
    throw Error(dir + " is not a private directory of this user");
  }
}

}  // namespace

std::string ThreadBudget::DefaultDir() {
  const char* dir = std::getenv("NILAB_RUN_DIR");
  if (dir && *dir) return dir;
  return "/tmp/nilab-" + std::to_string(::getuid()) + "/runs";
}

ThreadBudget::ThreadBudget(const std::string& dir, int cores, bool adaptive, int slots)
    : dir_(dir), cores_(std::max(1, cores)), adaptive_(adaptive), slots_(std::max(1, slots)) {
  MakePrivateDir(dir_);
  // <pid>-<n>: one file per registration (tests register several in one process).
  file_ = dir_ + "/" + std::to_string(::getpid()) + "-" + std::to_string(g_registrations++);
  // The lock, not the file, says the run is alive; a file left by a dead run with our pid is
  // taken over. Check that the locked file is still the one at the path (a run counting the
  // directory may have removed it as stale between our open and our lock).
  for (int attempt = 0; attempt < 3 && fd_ < 0; ++attempt) {
    const int fd = ::open(file_.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0) throw Error(file_);
    struct stat held, at_path;
    if (::flock(fd, LOCK_EX) != 0 || ::fstat(fd, &held) != 0) {
      ::close(fd);
      throw Error(file_);
    }
    if (::stat(file_.c_str(), &at_path) == 0 && at_path.st_ino == held.st_ino) {
      fd_ = fd;
    } else {
      ::close(fd);
    }
  }
  if (fd_ < 0) throw Error(file_);
  const std::string text = std::to_string(slots_);
  if (::ftruncate(fd_, 0) != 0 || ::pwrite(fd_, text.data(), text.size(), 0) < 0) {
    const auto error = Error(file_);
    ::unlink(file_.c_str());
    ::close(fd_);
    throw error;
  }
}

ThreadBudget::~ThreadBudget() {
  if (g_budget == this) g_budget = nullptr;
  ::unlink(file_.c_str());
  ::close(fd_);
}

int ThreadBudget::LiveRuns() const {
  int live = slots_;  // this one
  DIR* d = ::opendir(dir_.c_str());
  if (!d) return live;
  while (const dirent* entry = ::readdir(d)) {
    const std::string name = entry->d_name;
    const std::string path = dir_ + "/" + name;
    if (!IsRunFileName(name) || path == file_) continue;
    const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) continue;
    if (::flock(fd, LOCK_SH | LOCK_NB) != 0) {
      if (errno == EWOULDBLOCK) {  // held: a live run
        char text[16] = {0};
        const ssize_t n = ::pread(fd, text, sizeof(text) - 1, 0);
        const int slots = n > 0 ? std::atoi(text) : 1;
        live += std::clamp(slots, 1, 4096);
      }
    } else {
      ::unlink(path.c_str());  // nobody holds it: left by a killed run
    }
    ::close(fd);
  }
  ::closedir(d);
  return live;
}

int ThreadBudget::ShareOf(int live) const { return std::max(1, cores_ / std::max(1, live)); }

int ThreadBudget::Rebalance(std::chrono::milliseconds interval) {
  if (!adaptive_) return 0;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_check_ < interval) return 0;
  last_check_ = now;
  const int share = ShareOf(LiveRuns());
  if (share == torch::get_num_threads()) return 0;
  torch::set_num_threads(share);
  return share;
}

ThreadBudget* ProcessThreadBudget() { return g_budget; }
void SetProcessThreadBudget(ThreadBudget* budget) { g_budget = budget; }

}  // namespace nilab::platform
