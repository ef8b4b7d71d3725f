#include "tests/datasets/writers.h"

#include <matio.h>
#include <png.h>
#include <zlib.h>
#include <cstdint>

#include <cstdio>
#include <cstring>
#include <stdexcept>

namespace nilab::datasets::testing {

void WriteGzip(const std::string& path, const std::vector<uint8_t>& bytes) {
  gzFile f = gzopen(path.c_str(), "wb");
  if (!f) throw std::runtime_error("cannot create " + path);
  if (!bytes.empty()) gzwrite(f, bytes.data(), static_cast<unsigned>(bytes.size()));
  gzclose(f);
}

std::vector<uint8_t> MakeTar(
    const std::vector<std::pair<std::string, std::vector<uint8_t>>>& files) {
  std::vector<uint8_t> out;
  for (const auto& [name, content] : files) {
    uint8_t header[512] = {};
    std::snprintf(reinterpret_cast<char*>(header), 100, "%s", name.c_str());
    std::snprintf(reinterpret_cast<char*>(header + 100), 8, "%07o", 0644);
    std::snprintf(reinterpret_cast<char*>(header + 108), 8, "%07o", 0);
    std::snprintf(reinterpret_cast<char*>(header + 116), 8, "%07o", 0);
    std::snprintf(reinterpret_cast<char*>(header + 124), 12, "%011o",
                  static_cast<unsigned>(content.size()));
    std::snprintf(reinterpret_cast<char*>(header + 136), 12, "%011o", 0);
    header[156] = '0';
    std::memcpy(header + 257, "ustar", 6);
    std::memcpy(header + 263, "00", 2);
    std::memset(header + 148, ' ', 8);
    unsigned sum = 0;
    for (uint8_t b : header) sum += b;
    std::snprintf(reinterpret_cast<char*>(header + 148), 8, "%06o", sum);
    out.insert(out.end(), header, header + 512);
    out.insert(out.end(), content.begin(), content.end());
    out.resize((out.size() + 511) / 512 * 512, 0);
  }
  out.resize(out.size() + 1024, 0);
  return out;
}

std::vector<uint8_t> EncodePng(const std::vector<uint8_t>& pixels, int height, int width,
                               int channels) {
  png_image image;
  std::memset(&image, 0, sizeof(image));
  image.version = PNG_IMAGE_VERSION;
  image.width = width;
  image.height = height;
  image.format = channels == 1 ? PNG_FORMAT_GRAY : PNG_FORMAT_RGB;
  png_alloc_size_t size = 0;
  if (!png_image_write_to_memory(&image, nullptr, &size, 0, pixels.data(), 0, nullptr)) {
    throw std::runtime_error(std::string("png size: ") + image.message);
  }
  std::vector<uint8_t> out(size);
  if (!png_image_write_to_memory(&image, out.data(), &size, 0, pixels.data(), 0, nullptr)) {
    throw std::runtime_error(std::string("png write: ") + image.message);
  }
  out.resize(size);
  return out;
}

void WriteSvhnMat(const std::string& path, const std::vector<uint8_t>& x_column_major, size_t n,
                  const std::vector<uint8_t>& y, bool y_double, bool compressed) {
  const matio_compression compression = compressed ? MAT_COMPRESSION_ZLIB : MAT_COMPRESSION_NONE;
  mat_t* mat = Mat_CreateVer(path.c_str(), nullptr, MAT_FT_MAT5);
  if (!mat) throw std::runtime_error("cannot create " + path);
  size_t x_dims[4] = {32, 32, 3, n};
  matvar_t* x = Mat_VarCreate("X", MAT_C_UINT8, MAT_T_UINT8, 4, x_dims,
                              const_cast<uint8_t*>(x_column_major.data()), 0);
  Mat_VarWrite(mat, x, compression);
  Mat_VarFree(x);
  size_t y_dims[2] = {y.size(), 1};
  std::vector<double> y_values(y.begin(), y.end());
  matvar_t* yv = y_double
                     ? Mat_VarCreate("y", MAT_C_DOUBLE, MAT_T_DOUBLE, 2, y_dims, y_values.data(), 0)
                     : Mat_VarCreate("y", MAT_C_UINT8, MAT_T_UINT8, 2, y_dims,
                                     const_cast<uint8_t*>(y.data()), 0);
  Mat_VarWrite(mat, yv, compression);
  Mat_VarFree(yv);
  Mat_Close(mat);
}

}  // namespace nilab::datasets::testing
