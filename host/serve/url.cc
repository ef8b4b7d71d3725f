#include "host/serve/url.h"

#include <cctype>
#include <cerrno>
#include <cstdlib>

namespace nilab::host::serve {
namespace {

int HexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Percent-decodes `text` ('+' is a space in a query); nullopt for a bad escape or a control
// character.
std::optional<std::string> Decode(const std::string& text, bool plus_is_space) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '%') {
      const int hi = i + 1 < text.size() ? HexDigit(text[i + 1]) : -1;
      const int lo = i + 2 < text.size() ? HexDigit(text[i + 2]) : -1;
      if (hi < 0 || lo < 0) return std::nullopt;
      c = static_cast<char>(hi * 16 + lo);
      i += 2;
    } else if (c == '+' && plus_is_space) {
      c = ' ';
    }
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) return std::nullopt;
    out += c;
  }
  return out;
}

}  // namespace

std::string Target::Get(const std::string& key) const {
  const auto it = query.find(key);
  return it == query.end() ? "" : it->second;
}

std::optional<Target> ParseTarget(const std::string& target) {
  if (target.empty() || target[0] != '/') return std::nullopt;
  const size_t question = target.find('?');
  const std::string raw_path = target.substr(0, question);
  Target parsed;
  size_t start = 1;
  while (start <= raw_path.size()) {
    size_t end = raw_path.find('/', start);
    if (end == std::string::npos) end = raw_path.size();
    const auto segment = Decode(raw_path.substr(start, end - start), false);
    if (!segment || *segment == "." || *segment == "..") return std::nullopt;
    if (!segment->empty()) parsed.segments.push_back(*segment);
    start = end + 1;
  }
  parsed.path = "/";
  for (size_t i = 0; i < parsed.segments.size(); ++i) {
    parsed.path += (i ? "/" : "") + parsed.segments[i];
  }
  if (question != std::string::npos) {
    const std::string query = target.substr(question + 1);
    size_t pos = 0;
    while (pos <= query.size()) {
      size_t amp = query.find('&', pos);
      if (amp == std::string::npos) amp = query.size();
      const std::string pair = query.substr(pos, amp - pos);
      if (!pair.empty()) {
        const size_t eq = pair.find('=');
        const auto key = Decode(pair.substr(0, eq), true);
        const auto value = Decode(eq == std::string::npos ? "" : pair.substr(eq + 1), true);
        if (!key || !value) return std::nullopt;
        parsed.query.emplace(*key, *value);
      }
      pos = amp + 1;
    }
  }
  return parsed;
}

bool IsValidName(const std::string& name) {
  if (name.empty() || name.size() > 100 || name[0] == '.' || name[0] == '-') return false;
  for (unsigned char c : name) {
    if (!std::isalnum(c) && c != '_' && c != '-' && c != '.') return false;
  }
  return true;
}

bool IsValidMetricName(const std::string& name) {
  if (name.empty() || name.size() > 200) return false;
  for (unsigned char c : name) {
    if (c < 0x21 || c > 0x7e || c == '"' || c == '\'' || c == '\\' || c == '<' || c == '>' ||
        c == '&') {
      return false;
    }
  }
  return true;
}

std::optional<long long> ParseId(const std::string& text) {
  if (text.empty() || text.size() > 18) return std::nullopt;
  for (unsigned char c : text) {
    if (!std::isdigit(c)) return std::nullopt;
  }
  const long long id = std::strtoll(text.c_str(), nullptr, 10);
  if (id <= 0) return std::nullopt;
  return id;
}

}  // namespace nilab::host::serve
