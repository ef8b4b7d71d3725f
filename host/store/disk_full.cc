#include "host/store/disk_full.h"

#include <sys/statvfs.h>

#include <cerrno>
#include <cstdio>
#include <filesystem>

namespace nilab::host::store {

bool IsDiskFullErrno(int error) { return error == ENOSPC || error == EDQUOT; }

int64_t FreeBytes(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path p = fs::absolute(path, ec);
  if (ec) return -1;
  while (!p.empty() && !fs::exists(p, ec)) {
    if (p == p.parent_path()) return -1;
    p = p.parent_path();
  }
  struct statvfs st {};
  if (::statvfs(p.c_str(), &st) != 0) return -1;
  return static_cast<int64_t>(st.f_bavail) * static_cast<int64_t>(st.f_frsize);
}

std::string DiskFullLine(const DiskFull& error) {
  const int64_t free = FreeBytes(error.path());
  char text[64];
  if (free < 0) {
    std::snprintf(text, sizeof text, "free space unknown");
  } else if (free < 1000000000) {
    std::snprintf(text, sizeof text, "%.1f MB free there", static_cast<double>(free) / 1e6);
  } else {
    std::snprintf(text, sizeof text, "%.1f GB free there", static_cast<double>(free) / 1e9);
  }
  return std::string(error.what()) + " (" + text + ")";
}

}  // namespace nilab::host::store
