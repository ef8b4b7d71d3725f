#include "host/serve/server.h"

#include <poll.h>
#include <sys/socket.h>
#include <cstdint>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http.hpp>
#include <cerrno>
#include <chrono>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace nilab::host::serve {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using asio::ip::tcp;
using Clock = std::chrono::steady_clock;

// What every response carries: nothing is cached, sniffed, framed or fetched from elsewhere.
constexpr const char* kContentSecurityPolicy =
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
    "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

// Waits until `fd` is readable (POLLIN) or writable (POLLOUT), at most until `deadline`. Asio's
// blocking calls ignore SO_RCVTIMEO, so every wait of a connection goes through here.
bool WaitFor(int fd, short events, Clock::time_point deadline) {
  for (;;) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) return false;
    pollfd p{fd, events, 0};
    const int ready = ::poll(&p, 1, static_cast<int>(std::min<int64_t>(left.count(), 1000)));
    if (ready > 0) return true;
    if (ready < 0 && errno != EINTR) return false;
  }
}

// Sends the whole response unless the client stops reading until `deadline` (then drops it).
void Write(tcp::socket& socket, const Response& r, Clock::time_point deadline) {
  http::response<http::string_body> res{static_cast<http::status>(r.status), 11};
  res.set(http::field::server, "nilab");
  res.set(http::field::content_type, r.content_type);
  res.set(http::field::cache_control, "no-store");
  res.set("X-Content-Type-Options", "nosniff");
  res.set("Referrer-Policy", "no-referrer");
  res.set("Content-Security-Policy", kContentSecurityPolicy);
  if (r.status == 405) res.set(http::field::allow, "GET");
  if (!r.set_cookie.empty()) res.set(http::field::set_cookie, r.set_cookie);
  res.keep_alive(false);
  res.body() = r.body;
  res.prepare_payload();
  std::ostringstream text;
  text << res;
  const std::string bytes = text.str();
  const int fd = socket.native_handle();
  size_t sent = 0;
  while (sent < bytes.size()) {
    const ssize_t n =
        ::send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n > 0) {
      sent += static_cast<size_t>(n);
    } else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
      if (!WaitFor(fd, POLLOUT, deadline)) return;
    } else {
      return;
    }
  }
  ::shutdown(fd, SHUT_WR);
}

Clock::time_point After(double seconds) {
  return Clock::now() +
         std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

// Reads one request within the deadline and the size caps, answers it, closes.
void ServeConnection(tcp::socket socket, Handler& handler, const ServerLimits& limits) {
  const auto deadline = After(limits.request_timeout_s);
  const int fd = socket.native_handle();
  // Error answers get a second to go out, even once the request's time is up.
  const auto refuse = [&](int status, const std::string& message) {
    Write(socket, ErrorResponse(status, message), std::max(deadline, After(1.0)));
  };
  beast::flat_buffer buffer(limits.max_header_bytes + 64);
  http::request_parser<http::string_body> parser;
  parser.header_limit(static_cast<std::uint32_t>(limits.max_header_bytes));
  parser.body_limit(limits.max_body_bytes);
  beast::error_code ec;
  // Feeds the parser from single reads of what has arrived (Beast's own read loops would block
  // on a client that stops half-way, past any deadline).
  for (;;) {
    if (buffer.size() > 0) {
      const size_t used = parser.put(buffer.data(), ec);
      buffer.consume(used);
      if (ec == http::error::need_more) {
        ec = {};
      } else if (ec == http::error::header_limit) {
        return refuse(431, "request headers too large");
      } else if (ec == http::error::body_limit) {
        return refuse(413, "request body not accepted");
      } else if (ec) {
        return refuse(400, "malformed request");
      }
      if (parser.is_done()) break;
      if (used > 0) continue;
    }
    if (buffer.size() >= buffer.max_size()) return refuse(431, "request headers too large");
    if (!WaitFor(fd, POLLIN, deadline)) return refuse(408, "request not received in time");
    const size_t room = std::min<size_t>(4096, buffer.max_size() - buffer.size());
    const size_t n = socket.read_some(buffer.prepare(room), ec);
    if (ec) return;  // the client closed or reset the connection: nobody to answer
    buffer.commit(n);
  }
  const auto& req = parser.get();
  Request request;
  request.method = std::string(req.method_string());
  request.target = std::string(req.target());
  request.host = std::string(req[http::field::host]);
  request.cookie = std::string(req[http::field::cookie]);
  request.authorization = std::string(req[http::field::authorization]);
  Write(socket, handler.Handle(request), std::max(deadline, After(1.0)));
}

}  // namespace

struct Server::Impl {
  asio::io_context io;
  tcp::acceptor acceptor{io};
};

Server::Server(const std::string& host, int port, ServerLimits limits)
    : impl_(new Impl), host_(host), limits_(limits) {
  const std::string where = host + ":" + std::to_string(port);
  try {
    beast::error_code ec;
    asio::ip::address address =
        asio::ip::make_address(host == "localhost" ? "127.0.0.1" : host, ec);
    if (ec) throw std::runtime_error("not an IP address (use 127.0.0.1, ::1 or 0.0.0.0)");
    const tcp::endpoint endpoint(address, static_cast<unsigned short>(port));
    impl_->acceptor.open(endpoint.protocol());
    impl_->acceptor.set_option(asio::socket_base::reuse_address(true));
    impl_->acceptor.bind(endpoint);
    impl_->acceptor.listen(limits_.max_connections);
    port_ = impl_->acceptor.local_endpoint().port();
  } catch (const std::exception& e) {
    delete impl_;
    throw std::runtime_error("cannot listen on " + where + ": " + e.what());
  }
}

Server::~Server() { delete impl_; }

void Server::Run(Handler& handler, const std::function<bool()>& stop) {
  const int fd = impl_->acceptor.native_handle();
  while (!stop()) {
    pollfd p{fd, POLLIN, 0};
    if (::poll(&p, 1, 200) <= 0) continue;
    beast::error_code ec;
    tcp::socket socket(impl_->io);
    impl_->acceptor.accept(socket, ec);
    if (ec) continue;
    if (open_.load() >= limits_.max_connections) {
      Write(socket, ErrorResponse(503, "too many connections"), After(0.5));
      continue;
    }
    ++open_;
    std::thread([this, &handler, s = std::move(socket)]() mutable {
      try {
        ServeConnection(std::move(s), handler, limits_);
      } catch (const std::exception&) {
        // A connection's failure (the client went away) never stops the server.
      }
      --open_;
    }).detach();
  }
  // The open connections end within their request timeout.
  const auto until =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(
                         std::chrono::duration<double>(limits_.request_timeout_s + 2));
  while (open_.load() > 0 && Clock::now() < until) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

}  // namespace nilab::host::serve
