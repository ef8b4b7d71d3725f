// The parts of a request target the server reads: the path split into segments and the query
// parameters, percent-decoded, and the checks names taken from a URL must pass.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace nilab::host::serve {

struct Target {
  std::vector<std::string> segments;              // "/api/sweeps/a" -> {"api", "sweeps", "a"}
  std::multimap<std::string, std::string> query;  // "?metric=val%2Fr2" -> {"metric", "val/r2"}
  std::string path;                               // the decoded path, "/api/sweeps/a"

  // The first value of query parameter `key`, or "".
  std::string Get(const std::string& key) const;
};

// Parses an origin-form target ("/path?query"). nullopt for anything else: no leading '/', a
// malformed %XX escape, a decoded NUL or control character, a "." or ".." segment.
std::optional<Target> ParseTarget(const std::string& target);

// A sweep or phase name as the sweep parser allows it: 1-100 letters, digits, '_', '-', '.',
// not starting with '.' or '-'.
bool IsValidName(const std::string& name);

// A metric name: 1-200 printable ASCII characters other than quotes, '\\', '<', '>' and '&'
// ("val/mean_r2", "val/acc@it=4").
bool IsValidMetricName(const std::string& name);

// A positive decimal integer that fits in int64 (a trial id); nullopt otherwise.
std::optional<long long> ParseId(const std::string& text);

}  // namespace nilab::host::serve
