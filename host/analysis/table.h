// Tables of text for the terminal, CSV and Markdown, and the display of values in them.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "plugins/sdk/params.h"

namespace nilab::host::analysis {

// Bad input to an analysis (unknown parameter, metric, format, ...). what() is one line.
class AnalysisError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct TextTable {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  std::vector<bool> right_align;        // per column; missing entries: left
  std::vector<std::vector<bool>> bold;  // per row and column (HTML only); missing entries: not
};

// Columns padded to their widest cell (counting UTF-8 characters), two spaces apart, the header
// underlined with dashes.
std::string RenderText(const TextTable& table);
// A GitHub-flavoured Markdown table ("|" in cells escaped).
std::string RenderMarkdown(const TextTable& table);
// An HTML <table> (cells escaped; bold cells in <strong>; right-aligned columns with class
// "num").
std::string RenderHtml(const TextTable& table);
// & < > " ' as entities.
std::string EscapeHtml(const std::string& text);
// RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled.
std::string RenderCsv(const TextTable& table);
std::string CsvField(const std::string& text);

// Shortest text that reads back as the same double ("0.1", "3.0", "1e-05"); "" for NaN.
std::string FormatNumber(double value);
// Fixed-point with `decimals` digits; "" for NaN.
std::string FormatFixed(double value, int decimals);
// FormatFixed with the sign of `value` always shown: "+0.021", "-0.038", and "+0.000" for a
// positive value that rounds to zero (the side of 0 an interval's end lies on); "0.000" for 0.
std::string FormatSigned(double value, int decimals);
// Decimals for a column of means: two significant digits of its smallest spread, or four of its
// largest value when nothing has a spread; 0..8.
int DisplayDecimals(const std::vector<double>& means, const std::vector<double>& spreads);
// A param value for people: 0.5, 3, true, paper, [1, 2].
std::string DisplayValue(const sdk::ParamValue& value);

// Characters on screen (UTF-8 code points).
size_t DisplayWidth(const std::string& text);

// "model, tau" -> {"model", "tau"}; empty items dropped.
std::vector<std::string> SplitList(const std::string& text);

// Throws AnalysisError unless `format` is one of `allowed` ("unknown format 'x' (expected
// table, csv or json)").
void CheckFormat(const std::string& format, const std::vector<std::string>& allowed);

}  // namespace nilab::host::analysis
