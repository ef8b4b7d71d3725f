// Where a trial's checkpoints live: <checkpoint dir>/<database id>/<sweep>/<config hash>/, one
// folder per database (databases side by side in one folder never share files) and per trial,
// with names that are unique per attempt and epoch, so that a checkpoint is never written over
// the file that a committed row describes.
#pragma once

#include <cstdint>
#include <string>

namespace nilab::host {

// `name` as one path component that no other name maps to: letters, digits, '_', '-' and '.'
// (but a leading '.') are kept, every other byte is written %XX. So "a" and "./a" differ, and
// "../x" cannot leave the folder.
std::string EncodePathComponent(const std::string& name);

// <checkpoint_dir>/<store_id>/<sweep>/<config_hash> (sweep encoded; store_id omitted when empty).
std::string TrialCheckpointDir(const std::string& checkpoint_dir, const std::string& store_id,
                               const std::string& sweep, const std::string& config_hash);

// <phase>.<kind>.a<attempt>e<epoch>.pt, phase encoded: "train.last.a2e5.pt".
std::string CheckpointFileName(const std::string& phase, const std::string& kind, int64_t attempt,
                               int64_t epoch);

}  // namespace nilab::host
