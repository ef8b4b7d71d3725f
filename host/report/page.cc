#include "host/report/page.h"

#include "host/report/svg.h"

namespace nilab::host::report {
namespace {

// Fonts the reader's system has; nothing is downloaded.
constexpr const char* kSvgStyle = R"css(
svg text { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, "DejaVu Sans",
  sans-serif; fill: #202124; }
svg .chart-title { font-size: 15px; font-weight: 600; }
svg .panel-title { font-size: 12.5px; font-weight: 600; }
svg .axis-label { font-size: 12.5px; }
svg .tick { font-size: 11px; fill: #444; }
svg .legend-text { font-size: 12px; }
svg .bar-label { font-size: 10.5px; fill: #333; }
)css";

constexpr const char* kStyle = R"css(
:root { --ink: #1d1d1f; --muted: #5f6368; --rule: #d9d9de; --panel: #f6f7f9; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--ink); background: #ffffff;
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial,
  "DejaVu Sans", sans-serif; }
main { max-width: 1360px; margin: 0 auto; padding: 28px 32px 48px; }
h1 { font-size: 26px; margin: 0 0 4px; }
h2 { font-size: 20px; margin: 36px 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--rule); }
h3 { font-size: 16px; margin: 22px 0 8px; color: var(--muted); }
.subtitle { margin: 0 0 10px; color: var(--muted); }
.generated { margin: 0 0 14px; color: var(--muted); font-size: 13px; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0;
  font-size: 14px; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; }
nav { margin: 18px 0 0; padding: 10px 14px; background: var(--panel); border-radius: 6px;
  font-size: 14px; }
nav a { margin-right: 18px; color: #0b57d0; text-decoration: none; }
.figures { display: grid; grid-template-columns: repeat(auto-fill, minmax(560px, 1fr));
  gap: 22px 28px; align-items: start; }
figure { margin: 0; break-inside: avoid; page-break-inside: avoid; }
figure svg { width: 100%; height: auto; display: block; }
figcaption { font-size: 13px; color: var(--muted); margin-top: 4px; }
figure.table { grid-column: 1 / -1; overflow-x: auto; }
table { border-collapse: collapse; font-size: 14px; margin: 6px 0 10px;
  font-variant-numeric: tabular-nums; }
th, td { padding: 4px 12px; border-bottom: 1px solid var(--rule); text-align: left;
  white-space: nowrap; }
th { border-bottom: 2px solid #9aa0a6; font-weight: 600; }
td.num, th.num { text-align: right; }
.compare-title { font-weight: 600; margin: 14px 0 2px; }
.legend, .notes { font-size: 13px; color: var(--muted); }
ul.notes { margin: 6px 0; padding-left: 20px; }
.note { font-size: 13px; color: var(--muted); }
details { background: var(--panel); border-radius: 6px; padding: 8px 12px; }
summary { cursor: pointer; font-weight: 600; }
pre { font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
  overflow-x: auto; margin: 8px 0 0; }
@media print {
  main { padding: 0; max-width: none; }
  nav { display: none; }
  .figures { grid-template-columns: 1fr 1fr; }
  details > pre { display: block; }
}
)css";

}  // namespace

const char* SvgStyle() { return kSvgStyle; }

std::string FigureHtml(const std::string& id, const std::string& svg, const std::string& caption) {
  return "<figure class=\"chart\" id=\"" + EscapeXml(id) + "\">\n" + svg + "<figcaption>" +
         EscapeXml(caption) + "</figcaption>\n</figure>\n";
}

std::string TableHtml(const std::string& id, const std::string& table, const std::string& caption) {
  return "<figure class=\"table\" id=\"" + EscapeXml(id) + "\">\n" + table + "<figcaption>" +
         EscapeXml(caption) + "</figcaption>\n</figure>\n";
}

std::string AssemblePage(const Page& page) {
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  out += std::string("<meta name=\"generator\" content=\"") + kGenerator + "\">\n";
  out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
  out +=
      "<title>" + EscapeXml(page.title) + "</title>\n<style>" + kStyle + kSvgStyle + "</style>\n";
  out += "</head>\n<body>\n<main>\n<header>\n<h1>" + EscapeXml(page.title) + "</h1>\n";
  if (!page.subtitle.empty()) out += "<p class=\"subtitle\">" + EscapeXml(page.subtitle) + "</p>\n";
  out += "<p class=\"generated\">" + EscapeXml(page.generated) + "</p>\n";
  out += page.facts_html;
  out += "<nav>";
  for (const auto& s : page.sections) {
    out += "<a href=\"#" + EscapeXml(s.id) + "\">" + EscapeXml(s.title) + "</a>";
  }
  out += "</nav>\n</header>\n";
  for (const auto& s : page.sections) {
    out += "<section id=\"" + EscapeXml(s.id) + "\">\n<h2>" + EscapeXml(s.title) + "</h2>\n" +
           s.html + "</section>\n";
  }
  out += "</main>\n</body>\n</html>\n";
  return out;
}

}  // namespace nilab::host::report
