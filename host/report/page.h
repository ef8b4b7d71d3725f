// Page assembly: one self-contained HTML file (inline CSS and SVG, no scripts, no fonts or files
// from elsewhere) with a header, a table of contents and one section per part of the report.
#pragma once

#include <string>
#include <vector>

namespace nilab::host::report {

struct PageSection {
  std::string id;     // anchor
  std::string title;  // <h2>
  std::string html;   // body
};

struct Page {
  std::string title;       // <title> and <h1>
  std::string subtitle;    // a line under the title (the sweep's description)
  std::string facts_html;  // a <dl> of facts about the sweep
  std::string generated;   // the one line that changes between runs on the same data
  std::vector<PageSection> sections;
};

// The whole document. Every line but the one holding `generated` depends only on the inputs.
std::string AssemblePage(const Page& page);

// The <meta name="generator"> of every page: how `nilab report` recognises a file it wrote (and
// may replace) from one it must not overwrite.
inline constexpr const char* kGenerator = "nilab report";

// The CSS rules the figures' SVG relies on (text fonts, sizes and fills): part of the page's
// style, and written inside each standalone SVG (`nilab report --figures`).
const char* SvgStyle();

// <figure id=...> with the SVG and a caption (escaped).
std::string FigureHtml(const std::string& id, const std::string& svg, const std::string& caption);
// A table (already HTML) with a caption, as a figure of class "table".
std::string TableHtml(const std::string& id, const std::string& table, const std::string& caption);

}  // namespace nilab::host::report
