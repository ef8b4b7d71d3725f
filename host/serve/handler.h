// One HTTP request of `nilab serve`, without the socket: checks the method, the Host header and
// the access token (access_token.h), then answers with an embedded asset or the JSON API. The
// server calls it for every request; the tests call it directly on a test database.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "host/analysis/compare.h"
#include "host/analysis/status.h"
#include "host/store/store.h"

namespace nilab::host::serve {

struct Request {
  Request() = default;
  Request(std::string method_, std::string target_, std::string host_)
      : method(std::move(method_)), target(std::move(target_)), host(std::move(host_)) {}

  std::string method = "GET";
  std::string target;         // "/api/sweeps?x=1"
  std::string host;           // the Host header
  std::string cookie;         // the Cookie header
  std::string authorization;  // the Authorization header
};

struct Response {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::string set_cookie;  // a Set-Cookie header when not empty
};

// Fills a CompareOptions' headline and metric directions from a task's plugin (cmd_serve passes
// cli::ApplyTaskMetricInfo, which `nilab compare` uses too); may be empty.
using MetricInfoFn = std::function<void(const std::string& task, analysis::CompareOptions*)>;

struct HandlerOptions {
  std::vector<std::string> allowed_hosts;  // AllowedHosts(); empty: no request is accepted
  // The access token every request must carry (access_token.h); "" serves without one.
  std::string token;
  // One deadline per request, from its start: the wait for the API lock, its SQL, building its
  // JSON, reading files and drawing figures; past it, 503.
  double query_timeout_s = 5.0;
  size_t max_rows = 500000;         // rows one request may read (per kind), then 413
  size_t max_figure_rows = 100000;  // metric rows the figures of one sweep may draw, then 413
  double stale_after_s = analysis::kDefaultStaleAfterS;  // as `nilab status`
};

class Handler {
 public:
  // `store` is a read-only Store (as `nilab query` opens it); it must outlive the handler.
  Handler(store::Store& store, HandlerOptions options, MetricInfoFn metric_info = {});

  // Thread-safe: requests take turns on the one connection, each in its own read transaction
  // that ends before the response is returned, so no snapshot holds back the writer's WAL
  // checkpoints. Files (routing traces) are read, and figures drawn, after the turn.
  Response Handle(const Request& request);

  // Requests handled so far (for tests and the log).
  long long handled() const;

 private:
  Response Route(const Request& request, std::chrono::steady_clock::time_point deadline);

  store::Store& store_;
  HandlerOptions options_;
  MetricInfoFn metric_info_;
  std::timed_mutex mutex_;  // the API's turn on the one connection
  std::atomic<long long> handled_{0};
};

// {"error": message} with `status`.
Response ErrorResponse(int status, const std::string& message);

}  // namespace nilab::host::serve
