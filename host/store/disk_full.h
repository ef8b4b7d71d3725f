// A write that found its disk (or its quota) full: a checkpoint, a routing trace, or a commit of
// the results database. It is not the trial's fault, and the next trial would meet the same
// disk: the trial goes back to the queue (interrupted), the run stops with one line naming the
// file and the space left, and the next `nilab run` continues once space is freed.
#pragma once

#include <cstdint>
#include <string>

#include "host/store/store.h"

namespace nilab::host::store {

class DiskFull : public StoreError {
 public:
  // `message`: one line naming `path` ("<path>: cannot write: No space left on device").
  DiskFull(const std::string& path, const std::string& message)
      : StoreError(message), path_(path) {}
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// Whether an errno value means a full disk or quota (ENOSPC, EDQUOT).
bool IsDiskFullErrno(int error);

// Bytes this user may still write on the filesystem holding `path` (its nearest existing
// folder); -1 when unknown.
int64_t FreeBytes(const std::string& path);

// The one line: "<what()> (<free> free there)".
std::string DiskFullLine(const DiskFull& error);

}  // namespace nilab::host::store
