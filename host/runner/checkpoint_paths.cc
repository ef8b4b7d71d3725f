#include "host/runner/checkpoint_paths.h"

#include <cstdint>
#include <filesystem>

namespace nilab::host {

std::string EncodePathComponent(const std::string& name) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (size_t i = 0; i < name.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(name[i]);
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                       c == '_' || c == '-' || (c == '.' && i > 0);
    if (plain) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out.empty() ? "%" : out;
}

std::string TrialCheckpointDir(const std::string& checkpoint_dir, const std::string& store_id,
                               const std::string& sweep, const std::string& config_hash) {
  std::filesystem::path dir(checkpoint_dir);
  if (!store_id.empty()) dir /= EncodePathComponent(store_id);
  return (dir / EncodePathComponent(sweep) / EncodePathComponent(config_hash)).string();
}

std::string CheckpointFileName(const std::string& phase, const std::string& kind, int64_t attempt,
                               int64_t epoch) {
  return EncodePathComponent(phase) + "." + kind + ".a" + std::to_string(attempt) + "e" +
         std::to_string(epoch) + ".pt";
}

}  // namespace nilab::host
