// Files that a crash or a power loss leaves either old or new, never half written: checkpoints
// and the routing traces next to them.
#pragma once

#include <string>
#include <string_view>

namespace nilab::host {

// Writes `bytes` to `path` through a temporary file of a unique name beside it (created with
// O_EXCL, so it never follows a symlink nor shares a name with another writer), fsynced, renamed
// over `path`; then fsyncs the directory so the rename itself survives a power loss. Creates the
// missing directories (durably too). The file gets the mode any new file gets (0666 less the
// umask). Throws std::runtime_error naming the file (store::DiskFull when the disk or quota is
// full); leaves no temporary file and no open descriptor behind when it fails.
void WriteFileAtomically(const std::string& path, std::string_view bytes);

// Creates `dir` and its missing parents, fsyncing the parent of each directory it creates.
void CreateDirectoriesDurably(const std::string& dir);

}  // namespace nilab::host
