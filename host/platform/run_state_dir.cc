#include "host/platform/run_state_dir.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace nilab::platform {
namespace {

std::string ErrnoText() { return std::strerror(errno); }

std::string Octal(mode_t mode) {
  char text[8];
  std::snprintf(text, sizeof text, "%04o", static_cast<unsigned>(mode & 07777));
  return text;
}

// A single path component: not empty, no '/', not "." or "..".
bool IsComponent(const std::string& name) {
  return !name.empty() && name != "." && name != ".." && name.find('/') == std::string::npos &&
         name.find('\0') == std::string::npos;
}

[[noreturn]] void Refuse(const std::string& folder, const std::string& why) {
  throw RunStateError("run-state folder " + folder + ": " + why +
                      " (nilab keeps its run state only in a folder of its own, mode 0700; "
                      "remove it, or set NILAB_RUN_DIR)");
}

// Opens the trusted base folder; `owner_only`: it must be this user's and private (as
// XDG_RUNTIME_DIR is), else owned by root or this user and sticky when others may write to it.
int OpenBase(const std::string& base, bool owner_only) {
  const int fd = ::open(base.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) Refuse(base, "cannot open: " + ErrnoText());
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    const std::string error = ErrnoText();
    ::close(fd);
    Refuse(base, "cannot stat: " + error);
  }
  std::string why;
  if (owner_only) {
    if (st.st_uid != ::getuid()) {
      why = "owned by uid " + std::to_string(st.st_uid) + ", not this user";
    } else if (st.st_mode & 077) {
      why = "mode " + Octal(st.st_mode) + " lets others in";
    }
  } else if (st.st_uid != 0 && st.st_uid != ::getuid()) {
    why = "owned by uid " + std::to_string(st.st_uid) + ", neither root nor this user";
  } else if ((st.st_mode & (S_IWGRP | S_IWOTH)) && !(st.st_mode & S_ISVTX)) {
    why = "mode " + Octal(st.st_mode) + ": others may rename what is in it (not sticky)";
  }
  if (!why.empty()) {
    ::close(fd);
    Refuse(base, why);
  }
  return fd;
}

// Creates (mode 0700) or opens `name` under `parent`, without following a symlink, and checks
// that it is this user's private folder. Closes `parent`; returns the new handle.
int OpenPrivatePart(int parent, const std::string& name, const std::string& path) {
  if (!IsComponent(name)) {
    ::close(parent);
    Refuse(path, "'" + name + "' is not a single folder name");
  }
  const bool created = ::mkdirat(parent, name.c_str(), 0700) == 0;
  if (!created && errno != EEXIST) {
    const std::string error = ErrnoText();
    ::close(parent);
    Refuse(path, "cannot create: " + error);
  }
  const int fd = ::openat(parent, name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  const int open_errno = errno;
  ::close(parent);
  if (fd < 0) {
    Refuse(path, open_errno == ELOOP || open_errno == ENOTDIR
                     ? std::string("a symlink or not a folder")
                     : "cannot open: " + std::string(std::strerror(open_errno)));
  }
  // A folder just made gets 0700 whatever the umask.
  if (created) ::fchmod(fd, 0700);
  struct stat st {};
  std::string why;
  if (::fstat(fd, &st) != 0) {
    why = "cannot stat: " + ErrnoText();
  } else if (!S_ISDIR(st.st_mode)) {
    why = "not a folder";
  } else if (st.st_uid != ::getuid()) {
    why = "owned by uid " + std::to_string(st.st_uid) + ", not this user (uid " +
          std::to_string(::getuid()) + ")";
  } else if ((st.st_mode & 07777) != 0700) {
    why = "mode " + Octal(st.st_mode) + ", not 0700";
  }
  if (!why.empty()) {
    ::close(fd);
    Refuse(path, why);
  }
  return fd;
}

}  // namespace

RunStateDir::RunStateDir(const std::string& base, const std::vector<std::string>& parts) {
  int fd = OpenBase(base, /*owner_only=*/false);
  std::string path = base;
  for (const auto& part : parts) {
    path += (path.empty() || path.back() == '/' ? "" : "/") + part;
    fd = OpenPrivatePart(fd, part, path);
  }
  path_ = path;
  fd_ = fd;
}

RunStateDir RunStateDir::FromPath(const std::string& path) {
  std::string p = path;
  while (p.size() > 1 && p.back() == '/') p.pop_back();
  const size_t slash = p.rfind('/');
  if (slash == std::string::npos) return RunStateDir(".", {p});
  return RunStateDir(slash == 0 ? "/" : p.substr(0, slash), {p.substr(slash + 1)});
}

RunStateDir RunStateDir::Default() {
  if (const char* dir = std::getenv("NILAB_RUN_DIR"); dir && *dir) return FromPath(dir);
  if (const char* xdg = std::getenv("XDG_RUNTIME_DIR"); xdg && *xdg && xdg[0] == '/') {
    RunStateDir out;
    int fd = OpenBase(xdg, /*owner_only=*/true);
    std::string path = xdg;
    for (const char* part : {"nilab", "runs"}) {
      path += std::string("/") + part;
      fd = OpenPrivatePart(fd, part, path);
    }
    out.path_ = path;
    out.fd_ = fd;
    return out;
  }
  return RunStateDir("/tmp", {"nilab-" + std::to_string(::getuid()), "runs"});
}

RunStateDir::~RunStateDir() {
  if (fd_ >= 0) ::close(fd_);
}

RunStateDir::RunStateDir(RunStateDir&& other) noexcept : path_(std::move(other.path_)) {
  fd_ = other.fd_;
  other.fd_ = -1;
}

RunStateDir& RunStateDir::operator=(RunStateDir&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    path_ = std::move(other.path_);
    fd_ = other.fd_;
    other.fd_ = -1;
  }
  return *this;
}

int RunStateDir::OpenEntry(const std::string& name, int flags, mode_t mode) const {
  if (!IsComponent(name)) {
    errno = EINVAL;
    return -1;
  }
  return ::openat(fd_, name.c_str(), flags | O_NOFOLLOW | O_CLOEXEC, mode);
}

bool RunStateDir::RemoveEntry(const std::string& name) const {
  return IsComponent(name) && ::unlinkat(fd_, name.c_str(), 0) == 0;
}

std::vector<std::string> RunStateDir::List() const {
  std::vector<std::string> names;
  // fdopendir takes the descriptor it is given: a duplicate, read from the start.
  const int fd = ::openat(fd_, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return names;
  DIR* d = ::fdopendir(fd);
  if (!d) {
    ::close(fd);
    return names;
  }
  while (const dirent* entry = ::readdir(d)) {
    const std::string name = entry->d_name;
    if (name != "." && name != "..") names.push_back(name);
  }
  ::closedir(d);
  return names;
}

ino_t RunStateDir::EntryInode(const std::string& name) const {
  struct stat st {};
  if (!IsComponent(name) || ::fstatat(fd_, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) return 0;
  return st.st_ino;
}

}  // namespace nilab::platform
