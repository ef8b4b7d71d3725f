#include "host/analysis/query_output.h"

#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "host/analysis/table.h"

namespace nilab::host::analysis {
namespace {

std::string CellText(const store::QueryValue& value, bool for_table) {
  if (std::holds_alternative<std::monostate>(value)) return for_table ? "NULL" : "";
  if (auto* i = std::get_if<int64_t>(&value)) return std::to_string(*i);
  if (auto* d = std::get_if<double>(&value)) {
    if (!for_table) return FormatNumber(*d);
    char buffer[32];
    std::snprintf(buffer, sizeof(buffer), "%.10g", *d);
    std::string text = buffer;
    if (text.find_first_of(".eni") == std::string::npos) text += ".0";  // REAL 1 reads "1.0"
    return text;
  }
  return std::get<std::string>(value);
}

// Cuts a cell to `max_cell` characters (UTF-8 aware), newlines shown as spaces.
std::string Shorten(std::string text, size_t max_cell) {
  for (char& c : text) {
    if (c == '\n' || c == '\r' || c == '\t') c = ' ';
  }
  if (DisplayWidth(text) <= max_cell) return text;
  std::string out;
  size_t width = 0;
  for (unsigned char c : text) {
    if ((c & 0xC0) != 0x80 && ++width > max_cell - 3) break;
    out += static_cast<char>(c);
  }
  return out + "...";
}

nlohmann::ordered_json RowsJson(const store::QueryResult& result) {
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (const auto& row : result.rows) {
    nlohmann::ordered_json object = nlohmann::ordered_json::object();
    for (size_t c = 0; c < result.columns.size(); ++c) {
      const store::QueryValue& v = row[c];
      if (std::holds_alternative<std::monostate>(v)) {
        object[result.columns[c]] = nullptr;
      } else if (auto* i = std::get_if<int64_t>(&v)) {
        object[result.columns[c]] = *i;
      } else if (auto* d = std::get_if<double>(&v)) {
        object[result.columns[c]] = *d;  // inf dumps as null
      } else {
        object[result.columns[c]] = std::get<std::string>(v);
      }
    }
    rows.push_back(std::move(object));
  }
  return rows;
}

}  // namespace

std::string FormatQueryResults(const std::vector<store::QueryResult>& results,
                               const std::string& format, size_t max_cell) {
  CheckFormat(format, {"table", "csv", "json"});
  if (format == "json") {
    if (results.size() == 1) return RowsJson(results[0]).dump(2) + "\n";
    nlohmann::ordered_json all = nlohmann::ordered_json::array();
    for (const auto& result : results) {
      all.push_back({{"sql", result.sql}, {"rows", RowsJson(result)}});
    }
    return all.dump(2) + "\n";
  }
  std::string out;
  for (size_t r = 0; r < results.size(); ++r) {
    const store::QueryResult& result = results[r];
    TextTable table;
    table.header = result.columns;
    table.right_align.assign(result.columns.size(), false);
    for (const auto& row : result.rows) {
      std::vector<std::string> cells;
      for (size_t c = 0; c < row.size(); ++c) {
        const bool number =
            std::holds_alternative<int64_t>(row[c]) || std::holds_alternative<double>(row[c]);
        if (number) table.right_align[c] = true;
        cells.push_back(format == "table" ? Shorten(CellText(row[c], true), max_cell)
                                          : CellText(row[c], false));
      }
      table.rows.push_back(std::move(cells));
    }
    if (format == "csv") {
      out += (r ? "\n" : "") + RenderCsv(table);
    } else {
      out += (r ? "\n" : "") + RenderText(table);
      const size_t n = result.rows.size();
      out += "(" + std::to_string(n) + (n == 1 ? " row)\n" : " rows)\n");
    }
  }
  return out;
}

}  // namespace nilab::host::analysis
