#include "host/store/artifact_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <utility>
#include <vector>

#include "host/store/merge.h"
#include "host/store/migrate_paths.h"
#include "host/store/sqlite.h"

namespace nilab::host::store {
namespace {

namespace fs = std::filesystem;

// A descriptor closed when it goes out of scope.
class Fd {
 public:
  explicit Fd(int fd = -1) : fd_(fd) {}
  ~Fd() {
    if (fd_ >= 0) ::close(fd_);
  }
  Fd(Fd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  Fd& operator=(Fd&& other) noexcept {
    std::swap(fd_, other.fd_);
    return *this;
  }
  int get() const { return fd_; }
  int release() { return std::exchange(fd_, -1); }

 private:
  int fd_;
};

[[noreturn]] void Refuse(const std::string& row, const std::string& recorded,
                         const std::string& why) {
  throw ArtifactRefused(row + " " + recorded + ": " + why + "; not opened");
}

// The folder that holds the leaf of a contained path, opened without following a symlink below
// the root, and the leaf's name. `dir` is -1 when a folder on the way does not exist.
struct Parent {
  Fd dir;
  std::string leaf;
  std::string resolved;
};

Parent OpenParent(const ArtifactRoots& roots, const std::string& recorded, const std::string& row) {
  Parent out;
  out.resolved = roots.legacy_paths ? LegacyResolvedPath(recorded, roots.db_path)
                                    : ResolvedPath(recorded, roots.db_path);
  const auto [root, below] = SplitAtRoot(out.resolved, roots.ids);
  if (root.empty()) {
    Refuse(row, recorded,
           "not under a checkpoint folder of this database (<checkpoint dir>/<database id>/)");
  }
  std::vector<std::string> parts;
  for (const auto& part : fs::path(below)) parts.push_back(part.string());
  const fs::path root_path(root);
  // Above the root: the user's own layout (results/ may be a symlink to scratch), followed.
  Fd dir(::open(root_path.parent_path().c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  std::vector<std::string> walk = {root_path.filename().string()};
  walk.insert(walk.end(), parts.begin(), parts.end() - 1);
  for (const std::string& name : walk) {
    if (dir.get() < 0) break;
    const int next =
        ::openat(dir.get(), name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (next < 0 && (errno == ELOOP || errno == ENOTDIR)) {
      Refuse(row, recorded, "'" + name + "' on the way is a symlink or not a folder");
    }
    dir = Fd(next);
  }
  out.dir = std::move(dir);
  out.leaf = parts.back();
  return out;
}

}  // namespace

bool IsDatabaseId(const std::string& id) {
  return id.size() == 32 && id.find_first_not_of("0123456789abcdef") == std::string::npos;
}

std::string DatabaseFolder(const std::string& db_path) {
  return fs::absolute(db_path).lexically_normal().parent_path().string();
}

std::string RecordedPath(const std::string& file, const std::string& db_path) {
  const fs::path absolute = fs::absolute(file).lexically_normal();
  const fs::path relative = absolute.lexically_relative(DatabaseFolder(db_path));
  if (!relative.empty() && *relative.begin() != ".." && relative != ".") {
    return relative.generic_string();
  }
  return absolute.string();
}

std::string ResolvedPath(const std::string& recorded, const std::string& db_path) {
  const fs::path p(recorded);
  if (p.is_absolute()) return p.lexically_normal().string();
  return (fs::path(DatabaseFolder(db_path)) / p).lexically_normal().string();
}

ArtifactRoots ArtifactRoots::Of(Store& store) {
  ArtifactRoots roots;
  roots.db_path = store.path();
  if (const std::string id = store.Id(); IsDatabaseId(id)) roots.ids.insert(id);
  for (const MergedShard& shard : MergedShards(store)) {
    if (IsDatabaseId(shard.id)) roots.ids.insert(shard.id);
  }
  RunRead(store.path(), "reading the schema version", [&] {
    Statement version(store.handle(), store.path(), "PRAGMA user_version");
    version.Step();
    roots.legacy_paths = version.Int(0) < kRelativeArtifactPathsVersion;
  });
  return roots;
}

std::pair<std::string, std::string> SplitAtRoot(const std::string& resolved,
                                                const std::set<std::string>& ids) {
  const fs::path p(resolved);
  if (!p.is_absolute()) return {};
  fs::path root, below;
  bool found = false;
  for (const auto& part : p) {
    const std::string name = part.string();
    if (found) {
      if (name.empty() || name == "." || name == "..") return {};
      below /= part;
    } else {
      root /= part;
      found = ids.count(name) > 0;
    }
  }
  if (!found || below.empty()) return {};
  return {root.string(), below.string()};
}

ArtifactFile::ArtifactFile(int fd, std::string path, int64_t size)
    : fd_(fd), path_(std::move(path)), size_(size) {}

ArtifactFile::~ArtifactFile() {
  if (fd_ >= 0) ::close(fd_);
}

ArtifactFile::ArtifactFile(ArtifactFile&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)), path_(std::move(other.path_)), size_(other.size_) {}

std::string ArtifactFile::Read(int64_t max_bytes) const {
  if (size_ > max_bytes) {
    throw ArtifactRefused(path_ + ": " + std::to_string(size_) + " bytes, more than the " +
                          std::to_string(max_bytes) + " this reader takes; not read");
  }
  std::string bytes;
  char buffer[1 << 16];
  for (off_t at = 0;;) {
    const ssize_t n = ::pread(fd_, buffer, sizeof buffer, at);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw std::runtime_error(path_ + ": cannot read: " + std::strerror(errno));
    if (n == 0) break;
    bytes.append(buffer, static_cast<size_t>(n));
    at += n;
    if (static_cast<int64_t>(bytes.size()) > max_bytes) {
      throw ArtifactRefused(path_ + ": grew past the " + std::to_string(max_bytes) +
                            " bytes this reader takes; not read");
    }
  }
  return bytes;
}

ArtifactFile OpenArtifact(const ArtifactRoots& roots, const std::string& recorded,
                          const std::string& row) {
  Parent parent = OpenParent(roots, recorded, row);
  if (parent.dir.get() < 0) {
    throw std::runtime_error(parent.resolved + ": no such file (" + row + ")");
  }
  // Non-blocking: a FIFO opens at once (and is refused below) instead of waiting for a writer.
  Fd fd(::openat(parent.dir.get(), parent.leaf.c_str(),
                 O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
  if (fd.get() < 0) {
    if (errno == ELOOP) Refuse(row, recorded, "a symlink");
    if (errno == ENXIO) Refuse(row, recorded, "not a regular file");
    throw std::runtime_error(parent.resolved + ": cannot open (" + row +
                             "): " + std::strerror(errno));
  }
  struct stat st {};
  if (::fstat(fd.get(), &st) != 0) {
    throw std::runtime_error(parent.resolved + ": cannot stat (" + row +
                             "): " + std::strerror(errno));
  }
  if (!S_ISREG(st.st_mode)) Refuse(row, recorded, "not a regular file");
  return ArtifactFile(fd.release(), parent.resolved, static_cast<int64_t>(st.st_size));
}

std::string ReadArtifact(const ArtifactRoots& roots, const std::string& recorded,
                         const std::string& row, int64_t max_bytes) {
  return OpenArtifact(roots, recorded, row).Read(max_bytes);
}

bool RemoveArtifact(const ArtifactRoots& roots, const std::string& recorded,
                    const std::string& row) {
  Parent parent = OpenParent(roots, recorded, row);
  if (parent.dir.get() < 0) return false;
  struct stat st {};
  if (::fstatat(parent.dir.get(), parent.leaf.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
    return false;
  }
  if (!S_ISREG(st.st_mode)) Refuse(row, recorded, "not a regular file");
  return ::unlinkat(parent.dir.get(), parent.leaf.c_str(), 0) == 0;
}

}  // namespace nilab::host::store
