// The routing trace file the runner writes at the end of a phase for models with the
// routing_trace capability (<checkpoint dir>/<sweep>/<config hash>/<phase>.routing.json,
// artifact kind "routing"): the compatibility matrices C of the first few validation samples at
// every script and function iteration.
//
//   {"format": 1, "split": "val", "samples": [0, 1, 2], "tokens": N, "functions": F,
//    "steps": [{"script": 0, "iteration": 0, "compatibility": [[[C_ui for i < N] for u < F]
//                                                                for each sample]}, ...]}
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "host/store/artifact_file.h"

namespace nilab::host::report {

struct RoutingStepData {
  int64_t script = 0;
  int64_t iteration = 0;
  // [sample][function][token]
  std::vector<std::vector<std::vector<double>>> compatibility;
};

struct RoutingTraceData {
  std::string split = "val";
  std::vector<int64_t> samples;  // sample indices in the split
  int64_t tokens = 0;
  int64_t functions = 0;
  std::vector<RoutingStepData> steps;  // by script, then iteration
};

// Parses and checks a routing trace (shapes agree, values finite and in [0, 1]). Throws
// ReportError naming `path` and what is wrong.
RoutingTraceData ParseRoutingTrace(const std::string& text, const std::string& path);
// A trace file by path (a regular file, not through a symlink at its name; at most 64 MiB).
RoutingTraceData ReadRoutingTrace(const std::string& path);
// The trace an artifacts row names (`recorded`; `row` names the row in messages), opened under
// the containment rule of store/artifact_file.h: a regular file below a checkpoint folder of the
// database, at most 64 MiB. Throws ReportError with one line.
RoutingTraceData ReadRoutingTrace(const store::ArtifactRoots& roots, const std::string& recorded,
                                  const std::string& row);

// Per token and step of one sample: the function with the largest C (-1 when every C is 0, the
// token goes unprocessed) and that C value.
struct RoutingCell {
  int64_t function = -1;
  double weight = 0.0;
};
// [step][token] for sample `sample` (an index into `samples`).
std::vector<std::vector<RoutingCell>> ArgmaxRouting(const RoutingTraceData& trace, size_t sample);

}  // namespace nilab::host::report
