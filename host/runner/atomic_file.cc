#include "host/runner/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <random>
#include <stdexcept>
#include <vector>

#include "host/store/disk_full.h"
#include "host/store/fault_hook.h"

namespace nilab::host {
namespace {

namespace fs = std::filesystem;
namespace fault = store::fault;

std::string ErrnoText(int error) { return std::strerror(error); }

// One line naming `path`; a full disk or quota is store::DiskFull (the run stops, the trial
// resumes later), anything else a plain error.
[[noreturn]] void Throw(const std::string& path, const std::string& what, int error) {
  const std::string message = path + ": " + what + ": " + ErrnoText(error);
  if (store::IsDiskFullErrno(error)) throw store::DiskFull(path, message);
  throw std::runtime_error(message);
}

// A new file next to `path` with a random name, created like any other file (so it honours the
// umask), never through a symlink (O_EXCL). Its name goes to *tmp.
int CreateTemporary(const std::string& path, std::string* tmp) {
  static thread_local std::mt19937_64 random(std::random_device{}() ^
                                             static_cast<uint64_t>(::getpid()));
  static const char* letters = "abcdefghijklmnopqrstuvwxyz0123456789";
  for (int attempt = 0; attempt < 100; ++attempt) {
    *tmp = path + ".tmp.";
    for (int i = 0; i < 8; ++i) *tmp += letters[random() % 36];
    const int fd = ::open(tmp->c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
    if (fd >= 0 || errno != EEXIST) return fd;
  }
  errno = EEXIST;
  return -1;
}

// fsync, or the error a test injected for `op` ("fsync file", "fsync directory").
int Fsync(int fd, const char* op) {
  if (const int error = fault::Injected(op)) {
    errno = error;
    return -1;
  }
  return ::fsync(fd);
}

void FsyncDirectory(const fs::path& dir) {
  const std::string name = dir.empty() ? "." : dir.string();
  const int fd = ::open(name.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) Throw(name, "cannot open directory", errno);
  const int rc = Fsync(fd, "fsync directory");
  const int error = errno;
  ::close(fd);
  if (rc != 0) Throw(name, "cannot fsync directory", error);
}

}  // namespace

void CreateDirectoriesDurably(const std::string& dir) {
  // The missing directories, outermost first.
  std::vector<fs::path> missing;
  std::error_code ec;
  for (fs::path p = fs::path(dir); !p.empty() && !fs::exists(p, ec); p = p.parent_path()) {
    missing.insert(missing.begin(), p);
    if (p == p.parent_path()) break;
  }
  for (const fs::path& p : missing) {
    if (!fs::create_directory(p, ec) && ec)
      Throw(p.string(), "cannot create directory", ec.value());
    FsyncDirectory(p.parent_path());
  }
}

void WriteFileAtomically(const std::string& path, std::string_view bytes) {
  const fs::path parent = fs::path(path).parent_path();
  CreateDirectoriesDurably(parent.string());
  std::string tmp;
  const int fd = CreateTemporary(path, &tmp);
  if (fd < 0) Throw(path, "cannot create a temporary file", errno);
  auto fail = [&](const char* what, int error) {
    ::close(fd);
    ::unlink(tmp.c_str());
    Throw(path, std::string("cannot ") + what, error);
  };
  size_t written = 0;
  while (written < bytes.size()) {
    ssize_t n = -1;
    if (const int error = fault::Injected("write")) {
      errno = error;
    } else {
      n = ::write(fd, bytes.data() + written, bytes.size() - written);
    }
    if (n < 0) {
      if (errno == EINTR) continue;
      fail("write", errno);
    }
    written += static_cast<size_t>(n);
  }
  if (Fsync(fd, "fsync file") != 0) fail("fsync", errno);
  if (::close(fd) != 0) {
    const int error = errno;
    ::unlink(tmp.c_str());
    Throw(path, "cannot close", error);
  }
  fault::Boundary("before rename: " + path);
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    const int error = errno;
    ::unlink(tmp.c_str());
    Throw(path, "cannot rename", error);
  }
  FsyncDirectory(parent);
  fault::Boundary("after rename: " + path);
}

}  // namespace nilab::host
