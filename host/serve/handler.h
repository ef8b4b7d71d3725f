// One HTTP request of `nilab serve`, without the socket: checks the method and the Host header,
// then answers with an embedded asset or the JSON API. The server calls it for every request; the
// tests call it directly on a test database.
#pragma once

#include <functional>
#include <mutex>
#include <string>
#include <vector>

#include "host/analysis/compare.h"
#include "host/analysis/status.h"
#include "host/store/store.h"

namespace nilab::host::serve {

struct Request {
  std::string method = "GET";
  std::string target;  // "/api/sweeps?x=1"
  std::string host;    // the Host header
};

struct Response {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
};

// Fills a CompareOptions' headline and metric directions from a task's plugin (cmd_serve passes
// cli::ApplyTaskMetricInfo, which `nilab compare` uses too); may be empty.
using MetricInfoFn = std::function<void(const std::string& task, analysis::CompareOptions*)>;

struct HandlerOptions {
  std::vector<std::string> allowed_hosts;  // AllowedHosts(); empty: no request is accepted
  double query_timeout_s = 5.0;            // SQL time of one request, then 503
  size_t max_rows = 500000;                // metric rows one request may read, then 413
  double stale_after_s = analysis::kDefaultStaleAfterS;  // as `nilab status`
};

class Handler {
 public:
  // `store` is a read-only Store (as `nilab query` opens it); it must outlive the handler.
  Handler(store::Store& store, HandlerOptions options, MetricInfoFn metric_info = {});

  // Thread-safe: requests take turns on the one connection, each in its own read transaction
  // that ends before the response is returned, so no snapshot holds back the writer's WAL
  // checkpoints.
  Response Handle(const Request& request);

  // Requests handled so far (for tests and the log).
  long long handled() const;

 private:
  store::Store& store_;
  HandlerOptions options_;
  MetricInfoFn metric_info_;
  mutable std::mutex mutex_;
  long long handled_ = 0;
};

// {"error": message} with `status`.
Response ErrorResponse(int status, const std::string& message);

}  // namespace nilab::host::serve
