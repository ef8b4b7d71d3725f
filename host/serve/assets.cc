#include "host/serve/assets.h"

namespace nilab::host::serve {

const Asset* FindAsset(std::string_view path) {
  for (const Asset& asset : Assets()) {
    if (asset.path == path) return &asset;
  }
  return nullptr;
}

}  // namespace nilab::host::serve
