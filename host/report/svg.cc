#include "host/report/svg.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "host/analysis/table.h"

namespace nilab::host::report {
namespace {

std::string AttrText(const Attrs& attrs) {
  std::string out;
  for (const auto& [name, value] : attrs) out += " " + name + "=\"" + EscapeXml(value) + "\"";
  return out;
}

}  // namespace

std::string EscapeXml(std::string_view text) {
  // XML needs exactly HTML's five escapes.
  return analysis::EscapeHtml(std::string(text));
}

std::string SvgNumber(double value) {
  if (!std::isfinite(value)) {
    throw ReportError("svg: cannot draw a coordinate of " + std::to_string(value));
  }
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.2f", value);
  std::string text = buffer;
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  if (text == "-0") text = "0";
  return text;
}

std::string PointList(const std::vector<Point>& points) {
  std::string out;
  for (const Point& p : points) {
    if (!out.empty()) out += ' ';
    out += SvgNumber(p.x) + "," + SvgNumber(p.y);
  }
  return out;
}

SvgWriter::SvgWriter(double width, double height, const std::string& title) {
  out_ = "<svg viewBox=\"0 0 " + SvgNumber(width) + " " + SvgNumber(height) +
         "\" role=\"img\" aria-label=\"" + EscapeXml(title) + "\">\n";
  open_.push_back("svg");
  WithText("title", {}, title);
}

void SvgWriter::Indent() { out_.append(open_.size(), ' '); }

void SvgWriter::Open(const std::string& tag, const Attrs& attrs) {
  Indent();
  out_ += "<" + tag + AttrText(attrs) + ">\n";
  open_.push_back(tag);
}

void SvgWriter::Close() {
  if (open_.empty()) throw ReportError("svg: Close() without an open element");
  const std::string tag = open_.back();
  open_.pop_back();
  Indent();
  out_ += "</" + tag + ">\n";
}

void SvgWriter::Empty(const std::string& tag, const Attrs& attrs) {
  Indent();
  out_ += "<" + tag + AttrText(attrs) + "/>\n";
}

void SvgWriter::WithText(const std::string& tag, const Attrs& attrs, const std::string& text) {
  Indent();
  out_ += "<" + tag + AttrText(attrs) + ">" + EscapeXml(text) + "</" + tag + ">\n";
}

void SvgWriter::Line(double x1, double y1, double x2, double y2, const Attrs& extra) {
  Attrs attrs = {
      {"x1", SvgNumber(x1)}, {"y1", SvgNumber(y1)}, {"x2", SvgNumber(x2)}, {"y2", SvgNumber(y2)}};
  attrs.insert(attrs.end(), extra.begin(), extra.end());
  Empty("line", attrs);
}

void SvgWriter::Rect(double x, double y, double width, double height, const Attrs& extra) {
  Attrs attrs = {{"x", SvgNumber(x)},
                 {"y", SvgNumber(y)},
                 {"width", SvgNumber(std::max(0.0, width))},
                 {"height", SvgNumber(std::max(0.0, height))}};
  attrs.insert(attrs.end(), extra.begin(), extra.end());
  Empty("rect", attrs);
}

void SvgWriter::Circle(double cx, double cy, double r, const Attrs& extra) {
  Attrs attrs = {{"cx", SvgNumber(cx)}, {"cy", SvgNumber(cy)}, {"r", SvgNumber(r)}};
  attrs.insert(attrs.end(), extra.begin(), extra.end());
  Empty("circle", attrs);
}

void SvgWriter::Polyline(const std::vector<Point>& points, const Attrs& extra) {
  Attrs attrs = {{"points", PointList(points)}};
  attrs.insert(attrs.end(), extra.begin(), extra.end());
  Empty("polyline", attrs);
}

void SvgWriter::Polygon(const std::vector<Point>& points, const Attrs& extra) {
  Attrs attrs = {{"points", PointList(points)}};
  attrs.insert(attrs.end(), extra.begin(), extra.end());
  Empty("polygon", attrs);
}

void SvgWriter::Text(double x, double y, const std::string& text, const Attrs& extra) {
  Attrs attrs = {{"x", SvgNumber(x)}, {"y", SvgNumber(y)}};
  attrs.insert(attrs.end(), extra.begin(), extra.end());
  WithText("text", attrs, text);
}

std::string SvgWriter::Finish() {
  while (!open_.empty()) Close();
  return out_;
}

}  // namespace nilab::host::report
