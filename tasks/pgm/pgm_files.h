// DeepMind's PGM sample files, read and written: PGM_{regime}_{split}_{id}.npz, each a numpy
// archive with
//   image                       160x160x16 integers 0..255, whose bytes are 16 panels of
//                               160x160 (8 context, then 8 candidates): reshape to (16, 160, 160)
//   target                      the index of the right candidate, 0..7
//   meta_target                 (12,) 0/1, the OR over the rows of relation_structure_encoded
//   relation_structure_encoded  (4, 12) 0/1, one row per triple (columns: see attributes.h)
//   relation_structure          (n, 3) byte strings [object, attribute, relation]
// Generated samples are written in this format (panels upsampled 2x), so the real data and the
// generator's files go through one reader.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tasks/datasets/npz.h"
#include "tasks/pgm/regimes.h"
#include "tasks/pgm/sample.h"

namespace nilab::pgm {

inline constexpr int kFilePanelSize = 2 * kPanelSize;  // 160

// "PGM_neutral_train_12.npz".
std::string SampleFileName(const std::string& regime, DataSplit split, int64_t id);

// The files of one regime and split in `dir`, sorted by id; empty when there are none. Throws
// when `dir` is not a readable directory.
std::vector<std::string> ListSampleFiles(const std::string& dir, const std::string& regime,
                                         DataSplit split);

// Reads one file into 16 panels of 80x80 (each 2x2 block of the 160x160 image averaged,
// rounding halves up). `image` may be stored as (160, 160, 16) or (16, 160, 160) in C order,
// with any integer dtype; the other keys with any integer or bool dtype; `target` as a scalar or
// (1,). Anything else (a missing key, a float or string dtype, a wrong shape, a value out of
// range, a truncated or corrupt archive) throws std::runtime_error, one line naming the file and
// the key. The sample's `structure` stays empty.
Sample ReadSampleFile(const std::string& path);

// Writes `sample` as a DeepMind file: image (160, 160, 16) |u1 holding the panels upsampled 2x
// panel-major (as DeepMind's files are laid out), target () <i8, meta_target (12,) <i8,
// relation_structure_encoded (4, 12) <i8, relation_structure (n, 3) |S<longest name>. Deflated
// at `level` (1..9) when `compress`, else stored.
void WriteSampleFile(const std::string& path, const Sample& sample, bool compress,
                     int level = datasets::kDefaultDeflateLevel);

}  // namespace nilab::pgm
