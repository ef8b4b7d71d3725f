// The dashboard's files (host/serve/assets), compiled into the binary by embed_assets.cmake:
// `nilab serve` serves these and nothing else, so no request can reach a file on disk.
#pragma once

#include <string_view>
#include <vector>

namespace nilab::host::serve {

struct Asset {
  std::string_view path;          // "/app.js", "/vendor/uPlot.iife.min.js"
  std::string_view content_type;  // "text/javascript; charset=utf-8"
  std::string_view body;
};

const std::vector<Asset>& Assets();

// The asset at exactly `path`, or nullptr.
const Asset* FindAsset(std::string_view path);

}  // namespace nilab::host::serve
