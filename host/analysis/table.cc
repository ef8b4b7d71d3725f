#include "host/analysis/table.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace nilab::host::analysis {

size_t DisplayWidth(const std::string& text) {
  size_t width = 0;
  for (unsigned char c : text) {
    if ((c & 0xC0) != 0x80) ++width;  // not a UTF-8 continuation byte
  }
  return width;
}

std::string RenderText(const TextTable& table) {
  std::vector<size_t> widths(table.header.size(), 0);
  auto measure = [&](const std::vector<std::string>& row) {
    for (size_t c = 0; c < row.size() && c < widths.size(); ++c) {
      widths[c] = std::max(widths[c], DisplayWidth(row[c]));
    }
  };
  measure(table.header);
  for (const auto& row : table.rows) measure(row);
  auto line = [&](const std::vector<std::string>& row) {
    std::string out;
    for (size_t c = 0; c < widths.size(); ++c) {
      const std::string cell = c < row.size() ? row[c] : "";
      const std::string pad(widths[c] - DisplayWidth(cell), ' ');
      const bool right = c < table.right_align.size() && table.right_align[c];
      if (c) out += "  ";
      out += right ? pad + cell : cell + (c + 1 < widths.size() ? pad : "");
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    return out + "\n";
  };
  std::string out = line(table.header);
  std::vector<std::string> rule;
  for (size_t w : widths) rule.push_back(std::string(w, '-'));
  out += line(rule);
  for (const auto& row : table.rows) out += line(row);
  return out;
}

std::string RenderMarkdown(const TextTable& table) {
  auto escape = [](const std::string& cell) {
    std::string out;
    for (char c : cell) {
      if (c == '|') out += '\\';
      out += c == '\n' ? ' ' : c;
    }
    return out;
  };
  std::string out = "|";
  for (const auto& h : table.header) out += " " + escape(h) + " |";
  out += "\n|";
  for (size_t c = 0; c < table.header.size(); ++c) {
    const bool right = c < table.right_align.size() && table.right_align[c];
    out += right ? " ---: |" : " --- |";
  }
  out += "\n";
  for (const auto& row : table.rows) {
    out += "|";
    for (size_t c = 0; c < table.header.size(); ++c) {
      out += " " + escape(c < row.size() ? row[c] : "") + " |";
    }
    out += "\n";
  }
  return out;
}

std::string EscapeHtml(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string RenderHtml(const TextTable& table) {
  auto right = [&](size_t c) { return c < table.right_align.size() && table.right_align[c]; };
  std::string out = "<table>\n<thead><tr>";
  for (size_t c = 0; c < table.header.size(); ++c) {
    out += std::string(right(c) ? "<th class=\"num\">" : "<th>") + EscapeHtml(table.header[c]) +
           "</th>";
  }
  out += "</tr></thead>\n<tbody>\n";
  for (size_t r = 0; r < table.rows.size(); ++r) {
    out += "<tr>";
    for (size_t c = 0; c < table.header.size(); ++c) {
      const std::string cell = c < table.rows[r].size() ? EscapeHtml(table.rows[r][c]) : "";
      const bool bold = r < table.bold.size() && c < table.bold[r].size() && table.bold[r][c];
      out += std::string(right(c) ? "<td class=\"num\">" : "<td>") +
             (bold ? "<strong>" + cell + "</strong>" : cell) + "</td>";
    }
    out += "</tr>\n";
  }
  return out + "</tbody>\n</table>\n";
}

std::string CsvField(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

std::string RenderCsv(const TextTable& table) {
  auto line = [](const std::vector<std::string>& row) {
    std::string out;
    for (size_t c = 0; c < row.size(); ++c) out += (c ? "," : "") + CsvField(row[c]);
    return out + "\n";
  };
  std::string out = line(table.header);
  for (const auto& row : table.rows) out += line(row);
  return out;
}

std::string FormatNumber(double value) {
  if (std::isnan(value)) return "";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  return nlohmann::json(value).dump();
}

std::string FormatFixed(double value, int decimals) {
  if (std::isnan(value)) return "";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  char buffer[64];
  std::snprintf(buffer, sizeof(buffer), "%.*f", decimals, value);
  std::string out = buffer;
  if (out[0] == '-' && out.find_first_not_of("-0.") == std::string::npos) {
    out.erase(0, 1);  // "-0.000" -> "0.000"
  }
  return out;
}

std::string FormatSigned(double value, int decimals) {
  std::string out = FormatFixed(value, decimals);
  if (out.empty() || out[0] == '-' || value == 0.0) return out;
  return (value > 0 ? "+" : "-") + out;
}

int DisplayDecimals(const std::vector<double>& means, const std::vector<double>& spreads) {
  double min_spread = 0.0, max_abs = 0.0;
  for (double s : spreads) {
    if (std::isfinite(s) && s > 0.0 && (min_spread == 0.0 || s < min_spread)) min_spread = s;
  }
  for (double m : means) {
    if (std::isfinite(m)) max_abs = std::max(max_abs, std::fabs(m));
  }
  int decimals = 3;
  if (min_spread > 0.0) {
    decimals = 1 - static_cast<int>(std::floor(std::log10(min_spread)));
  } else if (max_abs > 0.0) {
    decimals = 3 - static_cast<int>(std::floor(std::log10(max_abs)));
  }
  return std::clamp(decimals, 0, 8);
}

std::string DisplayValue(const sdk::ParamValue& value) {
  return std::visit(
      [](const auto& v) -> std::string {
        using T = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<T, int64_t>) {
          return std::to_string(v);
        } else if constexpr (std::is_same_v<T, double>) {
          return FormatNumber(v);
        } else if constexpr (std::is_same_v<T, bool>) {
          return v ? "true" : "false";
        } else if constexpr (std::is_same_v<T, std::string>) {
          return v;
        } else {
          std::string out = "[";
          for (size_t i = 0; i < v.size(); ++i) {
            if (i) out += ", ";
            if constexpr (std::is_same_v<T, sdk::IntList>) out += std::to_string(v[i]);
            if constexpr (std::is_same_v<T, sdk::FloatList>) out += FormatNumber(v[i]);
            if constexpr (std::is_same_v<T, sdk::StringList>) out += v[i];
          }
          return out + "]";
        }
      },
      value);
}

std::vector<std::string> SplitList(const std::string& text) {
  std::vector<std::string> items;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(',', start);
    if (end == std::string::npos) end = text.size();
    std::string item = text.substr(start, end - start);
    const size_t first = item.find_first_not_of(" \t");
    const size_t last = item.find_last_not_of(" \t");
    if (first != std::string::npos) items.push_back(item.substr(first, last - first + 1));
    start = end + 1;
  }
  return items;
}

void CheckFormat(const std::string& format, const std::vector<std::string>& allowed) {
  std::string list;
  for (size_t i = 0; i < allowed.size(); ++i) {
    if (allowed[i] == format) return;
    list += (i == 0 ? "" : i + 1 == allowed.size() ? " or " : ", ") + allowed[i];
  }
  throw AnalysisError("unknown format '" + format + "' (expected " + list + ")");
}

}  // namespace nilab::host::analysis
