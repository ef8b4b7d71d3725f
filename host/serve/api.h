// The JSON API of `nilab serve` (documented in host/serve/API.md). Each function answers one
// endpoint from a read-only store inside the caller's read transaction; names from the URL are
// validated by the caller and bound as SQL parameters here.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "host/serve/handler.h"
#include "host/serve/url.h"

namespace nilab::host::serve {

// Thrown for a request the API cannot answer: carries the HTTP status (400, 404, 413).
class ApiError : public std::runtime_error {
 public:
  ApiError(int status, const std::string& message) : std::runtime_error(message), status_(status) {}
  int status() const { return status_; }

 private:
  int status_;
};

struct ApiContext {
  store::Store& store;
  const HandlerOptions& options;
  const MetricInfoFn& metric_info;
};

// GET /api/sweeps
nlohmann::ordered_json ApiSweeps(const ApiContext& context);
// GET /api/sweeps/<name>[?phase=P&by=k1,k2&metric=m]
nlohmann::ordered_json ApiSweep(const ApiContext& context, const std::string& sweep,
                                const Target& target);
// GET /api/sweeps/<name>/curves[?metric=M&phase=P]
nlohmann::ordered_json ApiCurves(const ApiContext& context, const std::string& sweep,
                                 const Target& target);
// GET /api/sweeps/<name>/figures: the report's figures (`nilab report --figures`) as standalone
// SVG text. Reads in its own transaction (the report's loader opens one).
nlohmann::ordered_json ApiFigures(const ApiContext& context, const std::string& sweep);
// GET /api/trials/<id>
nlohmann::ordered_json ApiTrial(const ApiContext& context, long long trial_id);
// GET /api/trials/<id>/routing: the trial's routing pictures (paper, Fig. 3), one per phase
// with a trace, as standalone SVG text; a trace that cannot be read is named in `left_out`.
nlohmann::ordered_json ApiTrialRouting(const ApiContext& context, long long trial_id);

}  // namespace nilab::host::serve
