// A tiny HTTP/1.1 server on 127.0.0.1 for download tests: serves one body at any path, honours
// "Range: bytes=N-" (unless told not to) and can cut its first response short. It serves
// requests on a thread until destroyed.
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace nilab::testing {

class HttpServer {
 public:
  struct Options {
    bool honour_range = true;
    int64_t cut_first_response_after = -1;  // bytes of body sent before closing, -1: all
    std::string redirect_to;                // answer every request with a 302 to this URL
  };
  HttpServer(std::vector<uint8_t> body, Options options);
  ~HttpServer();

  std::string Url(const std::string& path) const;
  // The Range header of each request received ("" when none), in order.
  std::vector<std::string> ranges() const;

  // A loopback port with nothing listening on it.
  static int ClosedPort();

 private:
  void Serve();
  void Handle(int client);

  std::vector<uint8_t> body_;
  Options options_;
  int listener_ = -1;
  int port_ = 0;
  std::atomic<bool> stop_{false};
  int responses_ = 0;
  mutable std::mutex mutex_;
  std::vector<std::string> ranges_;
  std::thread thread_;
};

}  // namespace nilab::testing
