#include "host/serve/access_token.h"

#include <sys/random.h>

#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <stdexcept>

#include "host/serve/handler.h"
#include "host/serve/url.h"

namespace nilab::host::serve {
namespace {

// Equal without a timing that tells how many leading characters matched.
bool SameSecret(const std::string& given, const std::string& token) {
  if (token.empty()) return false;
  unsigned char differ = given.size() == token.size() ? 0 : 1;
  for (size_t i = 0; i < given.size(); ++i) {
    differ |= static_cast<unsigned char>(given[i] ^ token[i % token.size()]);
  }
  return differ == 0;
}

std::string Trim(const std::string& text) {
  size_t begin = 0, end = text.size();
  while (begin < end && std::isspace(static_cast<unsigned char>(text[begin]))) ++begin;
  while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1]))) --end;
  return text.substr(begin, end - begin);
}

// The value of cookie `name` in a Cookie header ("a=1; nilab_token=x"), "" when absent.
std::string CookieValue(const std::string& header, const std::string& name) {
  size_t pos = 0;
  while (pos <= header.size()) {
    size_t end = header.find(';', pos);
    if (end == std::string::npos) end = header.size();
    const std::string pair = Trim(header.substr(pos, end - pos));
    const size_t eq = pair.find('=');
    if (eq != std::string::npos && pair.substr(0, eq) == name) return pair.substr(eq + 1);
    pos = end + 1;
  }
  return "";
}

// The token of "Authorization: Bearer <token>" (scheme case-insensitive), "" otherwise.
std::string BearerToken(const std::string& header) {
  const std::string value = Trim(header);
  if (value.size() < 7) return "";
  std::string scheme = value.substr(0, 7);
  for (char& c : scheme) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return scheme == "bearer " ? Trim(value.substr(7)) : "";
}

}  // namespace

std::string RandomToken() {
  unsigned char bytes[32];
  size_t got = 0;
  while (got < sizeof bytes) {
    const ssize_t n = ::getrandom(bytes + got, sizeof bytes - got, 0);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw std::runtime_error(std::string("getrandom: ") + std::strerror(errno));
    got += static_cast<size_t>(n);
  }
  static const char* hex = "0123456789abcdef";
  std::string token;
  for (unsigned char b : bytes) {
    token += hex[b >> 4];
    token += hex[b & 15];
  }
  return token;
}

std::string CheckTokenText(const std::string& token) {
  if (token.size() < 16 || token.size() > 256) return "a token has 16 to 256 characters";
  for (unsigned char c : token) {
    if (!std::isalnum(c) && c != '_' && c != '-') {
      return "a token holds only letters, digits, '_' and '-'";
    }
  }
  return "";
}

Access CheckAccess(const Request& request, const std::string& token) {
  if (token.empty()) return Access::kOpen;
  const std::string bearer = BearerToken(request.authorization);
  if (!bearer.empty() && SameSecret(bearer, token)) return Access::kByCookieOrHeader;
  const std::string cookie = CookieValue(request.cookie, "nilab_token");
  if (!cookie.empty() && SameSecret(cookie, token)) return Access::kByCookieOrHeader;
  if (const auto target = ParseTarget(request.target)) {
    const auto range = target->query.equal_range("token");
    for (auto it = range.first; it != range.second; ++it) {
      if (SameSecret(it->second, token)) return Access::kByQuery;
    }
  }
  return Access::kRefused;
}

std::string TokenCookie(const std::string& token) {
  return "nilab_token=" + token + "; Path=/; HttpOnly; SameSite=Strict";
}

}  // namespace nilab::host::serve
