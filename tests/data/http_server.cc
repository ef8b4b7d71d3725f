#include "tests/data/http_server.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <cstdint>

#include <cstring>
#include <stdexcept>

namespace nilab::testing {
namespace {

int Listen(int* port) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  int one = 1;
  setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  addr.sin_port = 0;
  if (bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof(addr)) != 0 || listen(fd, 8) != 0) {
    close(fd);
    throw std::runtime_error("cannot listen on 127.0.0.1");
  }
  socklen_t len = sizeof(addr);
  getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
  *port = ntohs(addr.sin_port);
  return fd;
}

void SendAll(int fd, const void* data, size_t size) {
  const auto* p = static_cast<const char*>(data);
  while (size > 0) {
    const ssize_t n = send(fd, p, size, MSG_NOSIGNAL);
    if (n <= 0) return;
    p += n;
    size -= n;
  }
}

}  // namespace

HttpServer::HttpServer(std::vector<uint8_t> body, Options options)
    : body_(std::move(body)), options_(options) {
  listener_ = Listen(&port_);
  thread_ = std::thread([this] { Serve(); });
}

HttpServer::~HttpServer() {
  stop_ = true;
  thread_.join();
  close(listener_);
}

std::string HttpServer::Url(const std::string& path) const {
  return "http://127.0.0.1:" + std::to_string(port_) + path;
}

std::vector<std::string> HttpServer::ranges() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return ranges_;
}

int HttpServer::ClosedPort() {
  int port = 0;
  close(Listen(&port));
  return port;
}

void HttpServer::Serve() {
  // Bounded: polls in 50 ms steps until the destructor asks it to stop.
  while (!stop_) {
    pollfd p{listener_, POLLIN, 0};
    if (poll(&p, 1, 50) <= 0) continue;
    const int client = accept(listener_, nullptr, nullptr);
    if (client < 0) continue;
    Handle(client);
    close(client);
  }
}

void HttpServer::Handle(int client) {
  std::string request;
  char buffer[4096];
  while (request.find("\r\n\r\n") == std::string::npos && request.size() < 65536) {
    pollfd p{client, POLLIN, 0};
    if (poll(&p, 1, 2000) <= 0) return;
    const ssize_t n = recv(client, buffer, sizeof(buffer), 0);
    if (n <= 0) return;
    request.append(buffer, n);
  }
  std::string range;
  const size_t at = request.find("\r\nRange: ");
  if (at != std::string::npos) {
    range = request.substr(at + 9, request.find("\r\n", at + 9) - at - 9);
  }
  {
    std::lock_guard<std::mutex> lock(mutex_);
    ranges_.push_back(range);
  }
  if (!options_.redirect_to.empty()) {
    const std::string head = "HTTP/1.1 302 Found\r\nLocation: " + options_.redirect_to +
                             "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
    SendAll(client, head.data(), head.size());
    return;
  }
  size_t start = 0;
  if (options_.honour_range && range.rfind("bytes=", 0) == 0) start = std::stoul(range.substr(6));
  std::string head;
  const size_t total = body_.size();
  if (start > 0 && start < total) {
    head = "HTTP/1.1 206 Partial Content\r\nContent-Range: bytes " + std::to_string(start) + "-" +
           std::to_string(total - 1) + "/" + std::to_string(total) + "\r\n";
  } else {
    start = 0;
    head = "HTTP/1.1 200 OK\r\n";
  }
  head += "Content-Length: " + std::to_string(total - start) + "\r\nConnection: close\r\n\r\n";
  SendAll(client, head.data(), head.size());
  size_t length = total - start;
  if (responses_++ == 0 && options_.cut_first_response_after >= 0) {
    length = std::min<size_t>(length, options_.cut_first_response_after);
  }
  SendAll(client, body_.data() + start, length);
}

}  // namespace nilab::testing
