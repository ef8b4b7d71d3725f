#include "host/serve/host_check.h"

#include <algorithm>
#include <cctype>

namespace nilab::host::serve {
namespace {

std::string Lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

// "::1" -> "[::1]" (an IPv6 address in a Host header is bracketed).
std::string HostForm(const std::string& host) {
  if (host.find(':') != std::string::npos && host.front() != '[') return "[" + host + "]";
  return host;
}

}  // namespace

bool IsLoopback(const std::string& host) {
  const std::string h = Lower(host);
  return h == "localhost" || h == "::1" || h == "[::1]" || h.rfind("127.", 0) == 0;
}

std::vector<std::string> AllowedHosts(const std::string& bind_host, int port) {
  std::vector<std::string> names = {"localhost", "127.0.0.1", "[::1]"};
  const std::string bound = Lower(HostForm(bind_host));
  if (std::find(names.begin(), names.end(), bound) == names.end()) names.push_back(bound);
  std::vector<std::string> allowed;
  for (const auto& name : names) {
    allowed.push_back(name + ":" + std::to_string(port));
    if (port == 80) allowed.push_back(name);
  }
  return allowed;
}

bool IsAllowedHost(const std::string& host_header, const std::vector<std::string>& allowed) {
  // Both sides lowercased: `--allow-host MyBox:8765` matches the header "mybox:8765".
  const std::string host = Lower(host_header);
  return std::any_of(allowed.begin(), allowed.end(),
                     [&](const std::string& name) { return Lower(name) == host; });
}

}  // namespace nilab::host::serve
