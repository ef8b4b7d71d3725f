// The HTTP server of `nilab serve` on Boost.Beast: a blocking accept loop, one thread per
// connection up to a cap, one request per connection (Connection: close), and limits on what a
// client may send and for how long.
#pragma once

#include <atomic>
#include <functional>
#include <string>

#include "host/serve/handler.h"

namespace nilab::host::serve {

struct ServerLimits {
  size_t max_header_bytes = 8192;   // request line and headers, then 431
  size_t max_body_bytes = 0;        // GET has none: any body is refused (413)
  int max_connections = 16;         // open at once; more are answered 503 and closed
  double request_timeout_s = 10.0;  // reading the request and writing the response, then closed
};

class Server {
 public:
  // Binds `host`:`port` (0: an ephemeral port). Throws std::runtime_error with one line naming
  // the address when it cannot.
  Server(const std::string& host, int port, ServerLimits limits);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  int port() const { return port_; }
  const std::string& host() const { return host_; }

  // Serves until `stop()` returns true (checked every 200 ms), then waits for the open
  // connections to finish (each is bounded by request_timeout_s).
  void Run(Handler& handler, const std::function<bool()>& stop);

  int open_connections() const { return open_.load(); }

 private:
  struct Impl;
  Impl* impl_;
  std::string host_;
  int port_ = 0;
  ServerLimits limits_;
  std::atomic<int> open_{0};
};

}  // namespace nilab::host::serve
