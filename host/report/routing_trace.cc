#include "host/report/routing_trace.h"

#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

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

RoutingTraceData ReadRoutingTrace(const std::string& path) {
  // The runner's traces hold a few samples (kilobytes). A far larger file is not one of them, and
  // reading it whole would let one request of `nilab serve` take unbounded memory.
  constexpr std::uintmax_t kMaxBytes = std::uintmax_t{64} << 20;
  std::error_code error;
  const std::uintmax_t bytes = std::filesystem::file_size(path, error);
  if (!error && bytes > kMaxBytes) {
    throw ReportError(path + ": " + std::to_string(bytes) +
                      " bytes, larger than any routing trace nilab writes (64 MiB at most)");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ReportError(path + ": cannot read the routing trace");
  std::ostringstream text;
  text << in.rdbuf();
  return ParseRoutingTrace(text.str(), path);
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
