// NumPy's .npz format: a zip archive (stored or deflated) of .npy members, one per array, named
// "<key>.npy" (np.savez / np.savez_compressed). Read and written with libzip.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>

#include "tasks/datasets/npy.h"

namespace nilab::datasets {

// Every array of the archive, keyed by member name without ".npy". Errors are one line naming
// the file (and member): missing file, not a zip archive, corrupt or truncated member, a member
// that is not a .npy file.
std::map<std::string, NpyArray> ReadNpz(const std::string& path);
// The same from an archive held in memory; `what` names it in errors.
std::map<std::string, NpyArray> ReadNpzFromMemory(const uint8_t* bytes, size_t size,
                                                  const std::string& what);
// Writes "<key>.npy" members, deflated when `compress` (like np.savez_compressed) else stored
// (like np.savez). The archive appears at `path` only once complete.
void WriteNpz(const std::string& path, const std::map<std::string, NpyArray>& arrays,
              bool compress);

}  // namespace nilab::datasets
