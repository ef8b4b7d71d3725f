// PNG decoding from memory with libpng's simplified API.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace nilab::datasets {

// Decodes a PNG into `out` as `channels` (1: grey, 3: RGB) 8-bit HWC pixels, converting colour
// types as libpng does. The image must be `height` x `width`; `out` holds height*width*channels
// bytes. Errors name `what` and libpng's reason.
void DecodePng(const uint8_t* bytes, size_t size, int64_t height, int64_t width, int channels,
               uint8_t* out, const std::string& what);

}  // namespace nilab::datasets
