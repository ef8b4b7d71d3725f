// `nilab serve`'s server on a real loopback socket (ephemeral port): a request answered, the Host
// check, and the caps on header size, body, request time and open connections.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
#include <cstdint>

#include <atomic>
#include <chrono>
#include <thread>

#include "host/serve/host_check.h"
#include "host/serve/server.h"
#include "tests/serve/serve_fixture.h"

namespace nilab::host::serve {
namespace {

int Connect(int port) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) != 0) {
    close(fd);
    return -1;
  }
  timeval tv{5, 0};
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
  return fd;
}

// Everything the server sends until it closes (or 5 s pass).
std::string ReadAll(int fd) {
  std::string out;
  char buffer[4096];
  for (ssize_t n; (n = recv(fd, buffer, sizeof(buffer), 0)) > 0;) out.append(buffer, n);
  return out;
}

// Sends `request` on a new connection and returns the response ("" when it could not connect).
std::string Exchange(int port, const std::string& request) {
  const int fd = Connect(port);
  if (fd < 0) return "";
  send(fd, request.data(), request.size(), MSG_NOSIGNAL);
  std::string response = ReadAll(fd);
  close(fd);
  return response;
}

std::string StatusLine(const std::string& response) {
  return response.substr(0, response.find("\r\n"));
}

class ServeSocket : public ::testing::Test {
 protected:
  void SetUp() override {
    demo_ = test::MakeDemoDb(dir_);
    store_ = std::make_unique<store::Store>(demo_.path, /*read_only=*/true);
    ServerLimits limits;
    limits.max_connections = 2;
    limits.request_timeout_s = 1.0;
    limits.max_header_bytes = 4096;
    server_ = std::make_unique<Server>("127.0.0.1", 0, limits);
    port_ = server_->port();
    HandlerOptions options;
    options.allowed_hosts = AllowedHosts("127.0.0.1", port_);
    handler_ = std::make_unique<Handler>(*store_, options);
    thread_ = std::thread([this] { server_->Run(*handler_, [this] { return stop_.load(); }); });
  }
  void TearDown() override {
    stop_ = true;
    thread_.join();
  }
  std::string Host() const { return "127.0.0.1:" + std::to_string(port_); }
  // Waits until the server has released the previous connections: a client sees the response
  // and the close before the server's connection thread gives its slot back, and with a cap of
  // 2 a third quick exchange on a loaded machine could otherwise be answered 503.
  void WaitIdle() const {
    for (int i = 0; i < 300 && server_->open_connections() > 0; ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  }

  test::TempDir dir_;
  test::DemoDb demo_;
  std::unique_ptr<store::Store> store_;
  std::unique_ptr<Server> server_;
  std::unique_ptr<Handler> handler_;
  int port_ = 0;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

TEST_F(ServeSocket, AnswersOnLoopbackWithSafeHeaders) {
  ASSERT_GT(port_, 0);
  const std::string r = Exchange(port_, "GET /api/sweeps HTTP/1.1\r\nHost: " + Host() + "\r\n\r\n");
  EXPECT_EQ(StatusLine(r), "HTTP/1.1 200 OK");
  EXPECT_NE(r.find("\"name\":\"demo\""), std::string::npos);
  EXPECT_NE(r.find("X-Content-Type-Options: nosniff"), std::string::npos);
  EXPECT_NE(r.find("Content-Security-Policy: default-src 'self'"), std::string::npos);
  EXPECT_NE(r.find("Cache-Control: no-store"), std::string::npos);
}

TEST_F(ServeSocket, RefusesAForeignHostHeader) {
  const std::string r =
      Exchange(port_, "GET /api/sweeps HTTP/1.1\r\nHost: rebind.example:" + std::to_string(port_) +
                          "\r\n\r\n");
  EXPECT_EQ(StatusLine(r), "HTTP/1.1 421 Misdirected Request");
  EXPECT_EQ(r.find("demo"), std::string::npos);
  WaitIdle();
  const std::string no_host = Exchange(port_, "GET /api/sweeps HTTP/1.0\r\n\r\n");
  EXPECT_EQ(StatusLine(no_host), "HTTP/1.1 421 Misdirected Request");
}

TEST_F(ServeSocket, CapsHeaderSizeAndBody) {
  const std::string big =
      "GET / HTTP/1.1\r\nHost: " + Host() + "\r\nX-Pad: " + std::string(8000, 'a') + "\r\n\r\n";
  EXPECT_EQ(StatusLine(Exchange(port_, big)), "HTTP/1.1 431 Request Header Fields Too Large");
  const std::string body =
      "GET / HTTP/1.1\r\nHost: " + Host() + "\r\nContent-Length: 10\r\n\r\n0123456789";
  WaitIdle();
  EXPECT_EQ(StatusLine(Exchange(port_, body)), "HTTP/1.1 413 Payload Too Large");
  WaitIdle();
  EXPECT_EQ(StatusLine(Exchange(port_, "NOT HTTP AT ALL\r\n\r\n")), "HTTP/1.1 400 Bad Request");
}

TEST_F(ServeSocket, ClosesASlowRequestAfterTheTimeout) {
  const auto start = std::chrono::steady_clock::now();
  const int fd = Connect(port_);
  ASSERT_GE(fd, 0);
  const std::string part = "GET / HTTP/1.1\r\nHost: ";  // and never the rest
  send(fd, part.data(), part.size(), MSG_NOSIGNAL);
  const std::string r = ReadAll(fd);
  close(fd);
  const double waited =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(StatusLine(r), "HTTP/1.1 408 Request Timeout");
  EXPECT_GE(waited, 0.9);
  EXPECT_LT(waited, 4.0);
}

TEST_F(ServeSocket, CapsOpenConnections) {
  // Two idle connections take both slots (the cap is 2) ...
  const int a = Connect(port_), b = Connect(port_);
  ASSERT_GE(a, 0);
  ASSERT_GE(b, 0);
  for (int i = 0; i < 100 && server_->open_connections() < 2; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  ASSERT_EQ(server_->open_connections(), 2);
  // ... so a third is answered 503 at once, while the first two time out on their own.
  EXPECT_EQ(StatusLine(Exchange(port_, "GET / HTTP/1.1\r\nHost: " + Host() + "\r\n\r\n")),
            "HTTP/1.1 503 Service Unavailable");
  close(a);
  close(b);
  for (int i = 0; i < 300 && server_->open_connections() > 0; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  EXPECT_EQ(StatusLine(Exchange(port_, "GET / HTTP/1.1\r\nHost: " + Host() + "\r\n\r\n")),
            "HTTP/1.1 200 OK");
}

}  // namespace
}  // namespace nilab::host::serve
