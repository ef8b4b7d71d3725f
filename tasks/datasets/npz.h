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
// zlib's default deflate level, the one np.savez_compressed uses (libzip's own default is 9:
// ~8x slower on PGM images for files a few percent smaller).
inline constexpr int kDefaultDeflateLevel = 6;

// Writes "<key>.npy" members, deflated at `level` (1 fastest .. 9 smallest) when `compress`
// (like np.savez_compressed), else stored (like np.savez). The archive appears at `path` only
// once complete. A level outside 1..9 is an error naming it.
void WriteNpz(const std::string& path, const std::map<std::string, NpyArray>& arrays, bool compress,
              int level = kDefaultDeflateLevel);

}  // namespace nilab::datasets
