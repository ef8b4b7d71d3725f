// The access token of `nilab serve`, as Jupyter's: loopback is not private on a machine shared
// with other users (any of them can connect to 127.0.0.1), so by default the server draws a
// random token and answers only requests that carry it. It is printed once, in the URL
// (http://127.0.0.1:8765/?token=...), and accepted three ways:
//   - the query parameter `token` (the printed URL; the answer then sets the cookie, so the
//     page's own links and fetches carry it from there on);
//   - the cookie `nilab_token`;
//   - the header `Authorization: Bearer <token>` (scripts).
// Every request passes through CheckAccess before anything is routed: without the token, no
// page, asset or API answer is given. The token is never logged, never stored in the database.
#pragma once

#include <string>

namespace nilab::host::serve {

struct Request;

// 32 random bytes (getrandom) as 64 hex digits.
std::string RandomToken();

// "" when `token` may be used as a token (NILAB_SERVE_TOKEN): 16 to 256 characters of
// [A-Za-z0-9_-]; else why not.
std::string CheckTokenText(const std::string& token);

enum class Access {
  kOpen,  // no token is required (--no-token)
  kByCookieOrHeader,
  kByQuery,  // carried as ?token=: the answer sets the cookie
  kRefused,
};

// Whether `request` carries `token` ("" = none required). Compares in constant time.
Access CheckAccess(const Request& request, const std::string& token);

// The Set-Cookie value that hands the token to the browser: HttpOnly, SameSite=Strict, Path=/.
std::string TokenCookie(const std::string& token);

}  // namespace nilab::host::serve
