// The CPU time this process has used: user + system seconds over all its threads.
#pragma once

namespace nilab::platform {

double ProcessCpuSeconds();

}  // namespace nilab::platform
