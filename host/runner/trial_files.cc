#include "host/runner/trial_files.h"

#include <filesystem>
#include <set>
#include <system_error>
#include <vector>

#include "host/platform/sha256.h"
#include "host/runner/checkpoint_paths.h"

namespace nilab::host {
namespace {

// The checkpoint root, absolute: files are recorded relative to the database's folder.
std::string AbsoluteCheckpointRoot(const RunOptions& options) {
  return std::filesystem::absolute(options.checkpoint_dir).lexically_normal().string();
}

}  // namespace

TrialFiles::TrialFiles(TrialContext& context)
    : context_(context),
      roots_(store::ArtifactRoots::Of(context.store())),
      own_dir_((std::filesystem::path(AbsoluteCheckpointRoot(context.options())) /
                EncodePathComponent(context.store().Id()))
                   .string() +
               "/"),
      dir_(TrialCheckpointDir(AbsoluteCheckpointRoot(context.options()), context.store().Id(),
                              context.sweep().name, context.trial().config_hash)) {}

std::string TrialFiles::Path(const std::string& phase, const std::string& kind,
                             int64_t epoch) const {
  return (std::filesystem::path(dir_) /
          CheckpointFileName(phase, kind, context_.row().attempts, epoch))
      .string();
}

std::string TrialFiles::RoutingPath(const std::string& phase) const {
  return (std::filesystem::path(dir_) / (EncodePathComponent(phase) + ".routing.json")).string();
}

std::string TrialFiles::NotIntact(const store::ArtifactRow& artifact) const {
  try {
    const store::ArtifactFile file =
        store::OpenArtifact(roots_, artifact.path,
                            "trial " + std::to_string(context_.trial_id()) + " " + artifact.kind);
    if (Sha256Descriptor(file.fd(), file.path()) == artifact.sha256) return "";
  } catch (const store::ArtifactRefused& e) {
    return e.what();
  } catch (const std::exception&) {
  }
  return artifact.path + ": " + artifact.kind +
         " is missing or does not match its recorded sha256 " + artifact.sha256;
}

std::optional<store::ArtifactRow> TrialFiles::NewestIntact(const std::string& phase,
                                                           const std::string& kind) {
  store::Store& store = context_.store();
  for (const auto& artifact : store.Artifacts(context_.trial_id(), phase, kind)) {
    const std::string why = NotIntact(artifact);
    if (why.empty()) {
      store::ArtifactRow intact = artifact;
      intact.path = store::ResolvedPath(artifact.path, store.path());
      return intact;
    }
    context_.progress().Line(context_.Label(phase) + why + "; not using it");
  }
  return std::nullopt;
}

void TrialFiles::Record(const SavedCheckpoint& saved, const std::string& phase, int64_t epoch,
                        const std::string& kind) {
  store::Store& store = context_.store();
  std::vector<std::string> retired;
  std::error_code ec;
  try {
    // Relative to the database's folder, so a resume works from any directory. Kept epochs
    // ("epoch") are one file per epoch: a row replaces only its own epoch's.
    retired = store.ReplaceArtifact(
        {0, context_.trial_id(), phase, epoch, kind, store::RecordedPath(saved.path, store.path()),
         saved.sha256, saved.bytes},
        /*same_epoch=*/kind == "epoch");
  } catch (...) {
    std::filesystem::remove(saved.path, ec);
    throw;
  }
  for (const auto& recorded : retired) {
    const std::string path = store::ResolvedPath(recorded, store.path());
    if (path.rfind(own_dir_, 0) != 0) continue;
    try {
      store::RemoveArtifact(roots_, path,
                            "trial " + std::to_string(context_.trial_id()) + " " + kind);
    } catch (const store::ArtifactRefused&) {
      // Not a regular file of this database's folder: left alone.
    }
  }
}

void TrialFiles::RemoveStray() {
  store::Store& store = context_.store();
  std::set<std::string> recorded;
  for (const auto& phase : context_.trial().phases) {
    for (const char* kind : {"checkpoint", "best", "final", "routing", "epoch"}) {
      for (const auto& a : store.Artifacts(context_.trial_id(), phase.name, kind)) {
        recorded.insert(store::ResolvedPath(a.path, store.path()));
      }
    }
  }
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir_, ec)) {
    if (entry.is_regular_file(ec) && !recorded.count(entry.path().string())) {
      std::filesystem::remove(entry.path(), ec);
    }
  }
}

}  // namespace nilab::host
