// The JSON API of `nilab serve` (documented in host/serve/API.md). Each function answers one
// endpoint from a read-only store inside the caller's read transaction; names from the URL are
// validated by the caller and passed to the store's typed reads (store/sweep_views.h,
// store/trial_views.h), which bind them as SQL parameters. Every endpoint counts the rows it
// would read first (store/row_counts.h: at most max_rows + 1 of each kind) and answers 413 past
// the cap.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "host/report/report.h"
#include "host/report/report_data.h"
#include "host/serve/handler.h"
#include "host/serve/url.h"
#include "host/store/artifact_file.h"

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
// SVG text. In two steps: the data, read in its own transaction (the report's loader opens one)
// during the API's turn, and at most max_figure_rows metric rows (else 413); then the drawing,
// after the turn (it may read routing traces). `check_deadline` throws past the request's time.
struct FiguresData {
  std::string sweep;
  report::ReportData data;
  report::ReportOptions options;
};
FiguresData ApiFiguresData(const ApiContext& context, const std::string& sweep);
nlohmann::ordered_json ApiFigures(const FiguresData& figures,
                                  const std::function<void()>& check_deadline);
// GET /api/trials/<id>
nlohmann::ordered_json ApiTrial(const ApiContext& context, long long trial_id);
// GET /api/trials/<id>/routing: the trial's routing pictures (paper, Fig. 3), one per phase
// with a trace, as standalone SVG text; a trace that cannot be read (missing, refused by the
// containment rule of store/artifact_file.h, too large) is named in `left_out`. In two steps:
// the rows during the API's turn, the files after it.
struct RoutingTrace {
  std::string phase;
  int64_t epoch = 0;
  std::string recorded;  // the artifacts row's path
};
struct RoutingRows {
  long long trial_id = 0;
  std::string model;
  int64_t index = 0, seed = 0;
  store::ArtifactRoots roots;
  std::vector<RoutingTrace> traces;  // the newest of each phase, phases in the order first written
};
RoutingRows ApiTrialRoutingRows(const ApiContext& context, long long trial_id);
nlohmann::ordered_json ApiTrialRouting(const RoutingRows& rows,
                                       const std::function<void()>& check_deadline);

}  // namespace nilab::host::serve
