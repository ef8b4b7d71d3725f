// A trial's checkpoint folder and the artifact rows that name its files: where a new file goes,
// its row once it is written (the files of the rows it replaces go then), the newest intact file
// of a kind, and, once the trial is done, the removal of the files no row names.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "host/runner/saved_file.h"
#include "host/runner/trial_context.h"
#include "host/store/artifact_file.h"

namespace nilab::host {

class TrialFiles {
 public:
  // The trial's folder: <checkpoint dir>/<database id>/<sweep>/<config hash> (checkpoint_paths.h).
  explicit TrialFiles(TrialContext& context);

  // Where this database's rows may name files.
  const store::ArtifactRoots& roots() const { return roots_; }

  // A new file of the phase in the trial's folder, unique per attempt and epoch.
  std::string Path(const std::string& phase, const std::string& kind, int64_t epoch) const;
  // The phase's routing trace (routing_trace.h): <phase>.routing.json.
  std::string RoutingPath(const std::string& phase) const;

  // The newest artifact of a kind of a phase whose file is intact. One that is not (a crash or a
  // disk that lost it) is passed over with a line, never fatal: the caller falls back to an older
  // one or starts the phase over.
  std::optional<store::ArtifactRow> NewestIntact(const std::string& phase, const std::string& kind);

  // Records a file just written as the artifact of its kind for the phase, then deletes the
  // files of the rows it replaced (only once the new row is committed, and only files in this
  // database's own folder). When the row cannot be recorded (the trial was taken over, the disk
  // is full), the new file goes: nothing refers to it.
  void Record(const SavedCheckpoint& saved, const std::string& phase, int64_t epoch,
              const std::string& kind);

  // Once the trial is done: deletes the files of its folder that no row names (written by an
  // attempt killed before its row committed, or temporary files of a killed write).
  void RemoveStray();

 private:
  // "" when the artifact's file is there, a regular file below a checkpoint folder of this
  // database (store/artifact_file.h), with the sha256 its row recorded; else why not.
  std::string NotIntact(const store::ArtifactRow& artifact) const;

  TrialContext& context_;
  const store::ArtifactRoots roots_;
  const std::string own_dir_;  // this database's checkpoint folder, with a trailing '/'
  const std::string dir_;      // this trial's checkpoint folder
};

}  // namespace nilab::host
