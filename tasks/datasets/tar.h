// Reading a tar archive (ustar, GNU long names, pax path records) from a gzip stream, one
// entry at a time, without extracting anything to disk.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "tasks/datasets/gzip_stream.h"

namespace nilab::datasets {

struct TarEntry {
  std::string name;  // full path inside the archive
  int64_t size = 0;
};

// Calls `want` for every regular file; for those it accepts, reads the content and calls
// `consume`. Other entries are skipped. Errors name the archive and the offset: a header whose
// checksum is wrong, an archive that ends inside an entry.
void ReadTar(GzipStream& in, const std::function<bool(const TarEntry&)>& want,
             const std::function<void(const TarEntry&, std::vector<uint8_t>&&)>& consume);

}  // namespace nilab::datasets
