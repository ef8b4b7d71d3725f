#include "host/report/routing_trace.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <nlohmann/json.hpp>

#include "host/report/svg.h"

namespace nilab::host::report {

RoutingTraceData ParseRoutingTrace(const std::string& text, const std::string& path) {
  RoutingTraceData trace;
  try {
    const nlohmann::json j = nlohmann::json::parse(text);
    if (j.value("format", 0) != 1) {
      throw ReportError(path + ": routing trace format " +
                        j.value("format", nlohmann::json()).dump() + " is not 1");
    }
    trace.split = j.value("split", "val");
    trace.samples = j.at("samples").get<std::vector<int64_t>>();
    trace.tokens = j.at("tokens").get<int64_t>();
    trace.functions = j.at("functions").get<int64_t>();
    const size_t samples = trace.samples.size();
    for (const auto& step : j.at("steps")) {
      RoutingStepData s;
      s.script = step.at("script").get<int64_t>();
      s.iteration = step.at("iteration").get<int64_t>();
      s.compatibility =
          step.at("compatibility").get<std::vector<std::vector<std::vector<double>>>>();
      const std::string where = path + ": step (script " + std::to_string(s.script) +
                                ", iteration " + std::to_string(s.iteration) + ")";
      if (s.compatibility.size() != samples) {
        throw ReportError(where + " has " + std::to_string(s.compatibility.size()) +
                          " samples, expected " + std::to_string(samples));
      }
      for (const auto& per_sample : s.compatibility) {
        if (static_cast<int64_t>(per_sample.size()) != trace.functions) {
          throw ReportError(where + " has " + std::to_string(per_sample.size()) +
                            " functions, expected " + std::to_string(trace.functions));
        }
        for (const auto& per_function : per_sample) {
          if (static_cast<int64_t>(per_function.size()) != trace.tokens) {
            throw ReportError(where + " has " + std::to_string(per_function.size()) +
                              " tokens, expected " + std::to_string(trace.tokens));
          }
          for (double c : per_function) {
            if (!std::isfinite(c) || c < -1e-6 || c > 1 + 1e-6) {
              throw ReportError(where + " has a compatibility of " + std::to_string(c) +
                                " (expected a value in [0, 1])");
            }
          }
        }
      }
      trace.steps.push_back(std::move(s));
    }
  } catch (const nlohmann::json::exception& e) {
    throw ReportError(path + ": not a routing trace: " + e.what());
  }
  if (trace.steps.empty()) throw ReportError(path + ": routing trace has no steps");
  return trace;
}

namespace {

// The runner's traces hold a few samples (kilobytes). A far larger file is not one of them, and
// reading it whole would let one request of `nilab serve` take unbounded memory.
constexpr int64_t kMaxTraceBytes = int64_t{64} << 20;

std::string FirstLine(const std::string& text) { return text.substr(0, text.find('\n')); }

}  // namespace

RoutingTraceData ReadRoutingTrace(const std::string& path) {
  // Non-blocking: a FIFO at the name opens at once and is refused as not a regular file.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) {
    throw ReportError(path + ": cannot read the routing trace: " + std::strerror(errno));
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    throw ReportError(path + ": cannot read the routing trace: not a regular file");
  }
  try {
    const std::string text = store::ArtifactFile(fd, path, st.st_size).Read(kMaxTraceBytes);
    return ParseRoutingTrace(text, path);
  } catch (const ReportError&) {
    throw;
  } catch (const std::exception& e) {
    throw ReportError("cannot read the routing trace: " + FirstLine(e.what()));
  }
}

RoutingTraceData ReadRoutingTrace(const store::ArtifactRoots& roots, const std::string& recorded,
                                  const std::string& row) {
  std::string text;
  try {
    text = store::ReadArtifact(roots, recorded, row, kMaxTraceBytes);
  } catch (const std::exception& e) {
    throw ReportError(recorded + ": cannot read the routing trace: " + FirstLine(e.what()));
  }
  return ParseRoutingTrace(text, recorded);
}

std::vector<std::vector<RoutingCell>> ArgmaxRouting(const RoutingTraceData& trace, size_t sample) {
  std::vector<std::vector<RoutingCell>> out;
  for (const auto& step : trace.steps) {
    const auto& c = step.compatibility.at(sample);
    std::vector<RoutingCell> column(static_cast<size_t>(trace.tokens));
    for (size_t i = 0; i < column.size(); ++i) {
      for (size_t u = 0; u < c.size(); ++u) {
        if (c[u][i] > column[i].weight) column[i] = {static_cast<int64_t>(u), c[u][i]};
      }
    }
    out.push_back(std::move(column));
  }
  return out;
}

}  // namespace nilab::host::report
