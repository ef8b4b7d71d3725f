#include "host/runner/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <vector>

#include "host/store/fault_hook.h"

namespace nilab::host {
namespace {

namespace fs = std::filesystem;
namespace fault = store::fault;

std::string ErrnoText(int error) { return std::strerror(error); }

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
  if (fd < 0) throw std::runtime_error(name + ": cannot open directory: " + ErrnoText(errno));
  const int rc = Fsync(fd, "fsync directory");
  const int error = errno;
  ::close(fd);
  if (rc != 0) throw std::runtime_error(name + ": cannot fsync directory: " + ErrnoText(error));
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
    if (!fs::create_directory(p, ec) && ec) {
      throw std::runtime_error(p.string() + ": cannot create directory: " + ec.message());
    }
    FsyncDirectory(p.parent_path());
  }
}

void WriteFileAtomically(const std::string& path, std::string_view bytes) {
  const fs::path parent = fs::path(path).parent_path();
  CreateDirectoriesDurably(parent.string());
  std::string tmp = path + ".tmp.XXXXXX";
  const int fd = ::mkostemp(tmp.data(), O_CLOEXEC);
  if (fd < 0)
    throw std::runtime_error(path + ": cannot create a temporary file: " + ErrnoText(errno));
  auto fail = [&](const char* what, int error) {
    ::close(fd);
    ::unlink(tmp.c_str());
    throw std::runtime_error(path + ": cannot " + what + ": " + ErrnoText(error));
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
  if (::fchmod(fd, 0644) != 0) fail("set permissions", errno);
  if (Fsync(fd, "fsync file") != 0) fail("fsync", errno);
  if (::close(fd) != 0) {
    const int error = errno;
    ::unlink(tmp.c_str());
    throw std::runtime_error(path + ": cannot close: " + ErrnoText(error));
  }
  fault::Boundary("before rename: " + path);
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    const int error = errno;
    ::unlink(tmp.c_str());
    throw std::runtime_error(path + ": cannot rename: " + ErrnoText(error));
  }
  FsyncDirectory(parent);
  fault::Boundary("after rename: " + path);
}

}  // namespace nilab::host
