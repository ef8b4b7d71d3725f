// Path containment for the files a database names (artifacts rows: checkpoints, routing
// traces). Every file nilab reads or deletes because a row names it (resume, `trials rm`, `gc`,
// serve, report, merge) goes through here.
//
// Where a row's file may be: a checkpoint path is <checkpoint dir>/<database id>/<sweep>/<config
// hash>/<file> (host/runner/checkpoint_paths.h), and the database id is a random 32-hex name
// recorded in the database (store_info). So a row may name a file only below a folder named by
// the id of the database that wrote it: this database's own, or that of a shard merged into it
// (`nilab merge` records each). That folder is the row's root: the file is opened from it one
// component at a time without following a symlink (O_NOFOLLOW), without blocking (a FIFO cannot
// hang the reader), and must be a regular file. Anything else is refused with one line naming
// the row, and nothing is touched.
//
// Paths are recorded relative to the database's folder (results/nilab.sqlite records
// "checkpoints/<id>/..."), so a resume works from any working directory; a file outside that
// folder (a --checkpoint-dir elsewhere) is recorded absolute.
#pragma once

#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>

#include "host/store/store.h"

namespace nilab::host::store {

// One line naming the row and why its file is not opened: "trial 3 checkpoint
// /home/me/victim.txt: not under a checkpoint folder of this database".
class ArtifactRefused : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The folder paths of the database at `db_path` are relative to: absolute and lexically normal.
std::string DatabaseFolder(const std::string& db_path);
// `file` (absolute, or relative to the working directory) as the database at `db_path` records
// it: relative to its folder when the file lies under it, absolute otherwise.
std::string RecordedPath(const std::string& file, const std::string& db_path);
// A recorded path as an absolute, lexically normal path (relative ones against the folder).
std::string ResolvedPath(const std::string& recorded, const std::string& db_path);

// What the rows of one database may name: its folder and the ids of the databases whose
// checkpoint folders its rows may point into.
struct ArtifactRoots {
  std::string db_path;
  std::set<std::string> ids;  // 32 lowercase hex digits each
  // A database of schema version 6 or older (opened read-only, so not migrated): its relative
  // paths are relative to the working directory of the run that wrote them (LegacyResolvedPath).
  bool legacy_paths = false;
  // The store's own id and the ids of the shards merged into it.
  static ArtifactRoots Of(Store& store);
};

// A database id as nilab draws it (32 lowercase hex digits).
bool IsDatabaseId(const std::string& id);

// A regular file that a row names, opened for reading under its root.
class ArtifactFile {
 public:
  ArtifactFile(int fd, std::string path, int64_t size);
  ~ArtifactFile();
  ArtifactFile(ArtifactFile&& other) noexcept;
  ArtifactFile(const ArtifactFile&) = delete;
  ArtifactFile& operator=(const ArtifactFile&) = delete;
  ArtifactFile& operator=(ArtifactFile&&) = delete;

  int fd() const { return fd_; }
  const std::string& path() const { return path_; }  // resolved, for messages
  int64_t size() const { return size_; }
  // The whole file; throws ArtifactRefused when it holds more than `max_bytes` (read no further)
  // and std::runtime_error when it cannot be read.
  std::string Read(int64_t max_bytes) const;

 private:
  int fd_;
  std::string path_;
  int64_t size_;
};

// Opens the file `recorded` names. `row` describes the row for messages ("trial 3 checkpoint").
// Throws ArtifactRefused when it is not a regular file under a root of `roots`, and
// std::runtime_error (naming it) when it is missing or cannot be opened.
ArtifactFile OpenArtifact(const ArtifactRoots& roots, const std::string& recorded,
                          const std::string& row);
// OpenArtifact(...).Read(max_bytes).
std::string ReadArtifact(const ArtifactRoots& roots, const std::string& recorded,
                         const std::string& row, int64_t max_bytes);
// Deletes the file `recorded` names under the same rule (unlinkat in the handle of its folder,
// never following a symlink: a symlink itself is refused). Returns false when there was no such
// file; throws ArtifactRefused.
bool RemoveArtifact(const ArtifactRoots& roots, const std::string& recorded,
                    const std::string& row);

// The part of `resolved` (an absolute, normal path) below its root: {root, below}, with root
// "<dir>/<id>" for the first component that is one of `ids`, and below one or more components.
// Empty strings when there is none.
std::pair<std::string, std::string> SplitAtRoot(const std::string& resolved,
                                                const std::set<std::string>& ids);

}  // namespace nilab::host::store
