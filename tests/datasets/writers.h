// Writers the dataset tests use to make small files in each real format: gzip, tar (ustar),
// PNG (libpng), MATLAB v5 .mat (matio).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace nilab::datasets::testing {

void WriteGzip(const std::string& path, const std::vector<uint8_t>& bytes);

// A tar archive of (name, content) regular files, ustar format.
std::vector<uint8_t> MakeTar(
    const std::vector<std::pair<std::string, std::vector<uint8_t>>>& files);

// An 8-bit PNG of `channels` (1 or 3) from HWC pixels.
std::vector<uint8_t> EncodePng(const std::vector<uint8_t>& pixels, int height, int width,
                               int channels);

// A MATLAB v5 file (zlib-compressed variables unless `compressed` is false) with uint8 X
// (32 x 32 x 3 x n, column-major) and y (|y| x 1, of MATLAB class double when `y_double`, else
// uint8).
void WriteSvhnMat(const std::string& path, const std::vector<uint8_t>& x_column_major, size_t n,
                  const std::vector<uint8_t>& y, bool y_double, bool compressed = true);

}  // namespace nilab::datasets::testing
