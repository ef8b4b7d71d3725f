#include "tasks/datasets/png.h"

#include <png.h>
#include <cstdint>

#include <cstring>
#include <stdexcept>

namespace nilab::datasets {

void DecodePng(const uint8_t* bytes, size_t size, int64_t height, int64_t width, int channels,
               uint8_t* out, const std::string& what) {
  png_image image;
  std::memset(&image, 0, sizeof(image));
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, bytes, size)) {
    throw std::runtime_error(what + ": not a readable PNG (" + image.message + ")");
  }
  if (image.height != height || image.width != width) {
    const std::string got = std::to_string(image.height) + "x" + std::to_string(image.width);
    png_image_free(&image);
    throw std::runtime_error(what + ": expected a " + std::to_string(height) + "x" +
                             std::to_string(width) + " image, got " + got);
  }
  image.format = channels == 1 ? PNG_FORMAT_GRAY : PNG_FORMAT_RGB;
  if (!png_image_finish_read(&image, nullptr, out, 0, nullptr)) {
    const std::string message = image.message;
    png_image_free(&image);
    throw std::runtime_error(what + ": corrupt PNG (" + message + ")");
  }
}

}  // namespace nilab::datasets
