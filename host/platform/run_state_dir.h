// Run state (the thread budget's registry of live runs): a per-user folder that only its owner
// can reach, and every operation on its entries through one open directory handle.
//
// Where: $XDG_RUNTIME_DIR/nilab/runs when XDG_RUNTIME_DIR is set (the login's private runtime
// folder), otherwise /tmp/nilab-<uid>/runs; $NILAB_RUN_DIR names another folder. On a machine
// shared with other users, a predictable name under /tmp may already exist when nilab first
// looks: every folder nilab owns on the way is opened without following a symlink and must be a
// directory owned by this user with mode 0700, or it is refused. The folder it leads to is held
// open; creating, listing and deleting entries go through that handle (openat, unlinkat,
// O_NOFOLLOW), so a folder renamed or swapped for a symlink afterwards is never followed.
#pragma once

#include <sys/types.h>

#include <stdexcept>
#include <string>
#include <vector>

namespace nilab::platform {

// One line naming the folder and what is wrong with it.
class RunStateError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class RunStateDir {
 public:
  // `base`, then each of `parts` below it. `base` must exist: a directory owned by root or this
  // user that, when others may write to it, is sticky (as /tmp is). Each of `parts` is created
  // with mode 0700 when missing; each must be a directory (not a symlink) owned by this user with
  // mode 0700. Throws RunStateError.
  RunStateDir(const std::string& base, const std::vector<std::string>& parts);
  // `path` as base = its parent folder, parts = {its last component}.
  static RunStateDir FromPath(const std::string& path);
  // $NILAB_RUN_DIR, else $XDG_RUNTIME_DIR/nilab/runs (XDG_RUNTIME_DIR itself owned by this user,
  // mode 0700), else /tmp/nilab-<uid>/runs.
  static RunStateDir Default();

  ~RunStateDir();
  RunStateDir(RunStateDir&& other) noexcept;
  RunStateDir& operator=(RunStateDir&& other) noexcept;
  RunStateDir(const RunStateDir&) = delete;
  RunStateDir& operator=(const RunStateDir&) = delete;

  const std::string& path() const { return path_; }  // for messages only
  int fd() const { return fd_; }

  // Opens entry `name` (one path component) of the folder with `flags` | O_NOFOLLOW | O_CLOEXEC;
  // -1 with errno on failure.
  int OpenEntry(const std::string& name, int flags, mode_t mode = 0600) const;
  // Deletes entry `name`; false when it could not.
  bool RemoveEntry(const std::string& name) const;
  // The names of the folder's entries (without "." and "..").
  std::vector<std::string> List() const;
  // The inode of entry `name` without following a symlink; 0 when there is none.
  ino_t EntryInode(const std::string& name) const;

 private:
  RunStateDir() = default;
  std::string path_;
  int fd_ = -1;
};

}  // namespace nilab::platform
