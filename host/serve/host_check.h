// DNS rebinding: a page on another site that makes its name resolve to 127.0.0.1 could read the
// dashboard, unless the server checks the Host header against the names it is served under.
#pragma once

#include <string>
#include <vector>

namespace nilab::host::serve {

// The Host header values accepted for a server bound to `bind_host` on `port`: "localhost",
// "127.0.0.1" and "[::1]" with the port, plus the bound address itself when it is not loopback
// (and each without the port when it is 80).
std::vector<std::string> AllowedHosts(const std::string& bind_host, int port);

// Whether `host_header` is one of `allowed` (case-insensitive).
bool IsAllowedHost(const std::string& host_header, const std::vector<std::string>& allowed);

// Whether `host` is a loopback address or "localhost".
bool IsLoopback(const std::string& host);

}  // namespace nilab::host::serve
