#include "host/platform/cpu_flags.h"

#include <fstream>
#include <sstream>

namespace nilab::platform {

CpuFlags ParseCpuFlags(std::string_view cpuinfo) {
  CpuFlags flags;
  size_t start = 0;
  while (start < cpuinfo.size()) {
    size_t end = cpuinfo.find('\n', start);
    if (end == std::string_view::npos) end = cpuinfo.size();
    std::string_view line = cpuinfo.substr(start, end - start);
    start = end + 1;
    const size_t colon = line.find(':');
    if (colon == std::string_view::npos) continue;
    std::string_view key = line.substr(0, colon);
    while (!key.empty() && (key.back() == ' ' || key.back() == '\t')) key.remove_suffix(1);
    if (key != "flags") continue;
    std::istringstream words{std::string(line.substr(colon + 1))};
    for (std::string word; words >> word;) flags.insert(word);
    break;
  }
  return flags;
}

const CpuFlags& MachineCpuFlags() {
  static const CpuFlags flags = [] {
    std::ifstream in("/proc/cpuinfo");
    std::stringstream text;
    text << in.rdbuf();
    return ParseCpuFlags(text.str());
  }();
  return flags;
}

}  // namespace nilab::platform
