// The instruction-set flags the kernel reports for this CPU (/proc/cpuinfo's "flags" line).
#pragma once

#include <set>
#include <string>
#include <string_view>

namespace nilab::platform {

using CpuFlags = std::set<std::string>;

// The flags of the first "flags" line of a /proc/cpuinfo text (x86); empty when there is none.
CpuFlags ParseCpuFlags(std::string_view cpuinfo);
// This machine's flags, read once.
const CpuFlags& MachineCpuFlags();

}  // namespace nilab::platform
