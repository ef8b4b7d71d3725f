// A minimal SVG writer for the report's figures: elements with escaped attributes and text,
// coordinates printed with at most two decimals (so the same figure is the same bytes on every
// run), and nothing else. Marks that show data carry class "data", which scripts/check_report
// counts in the rendered page.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace nilab::host::report {

// Bad input to the report (no such sweep, unreadable routing trace, a NaN coordinate).
// what() is one line.
class ReportError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// & < > " ' as entities: safe in XML/HTML text and in double-quoted attributes.
std::string EscapeXml(std::string_view text);

// A coordinate: fixed with two decimals, trailing zeros dropped ("12.35", "3", "-0.5"; never
// "-0"). Throws ReportError for NaN or infinity: a figure must never draw one.
std::string SvgNumber(double value);

using Attrs = std::vector<std::pair<std::string, std::string>>;

struct Point {
  double x = 0.0;
  double y = 0.0;
};

class SvgWriter {
 public:
  // An <svg> of `width` x `height` user units that scales to its container (viewBox), with an
  // accessible <title>.
  SvgWriter(double width, double height, const std::string& title);

  // <tag attrs> ... </tag>; Close() ends the innermost open element.
  void Open(const std::string& tag, const Attrs& attrs = {});
  void Close();
  // <tag attrs/> and <tag attrs>text</tag>.
  void Empty(const std::string& tag, const Attrs& attrs);
  void WithText(const std::string& tag, const Attrs& attrs, const std::string& text);

  void Line(double x1, double y1, double x2, double y2, const Attrs& extra = {});
  void Rect(double x, double y, double width, double height, const Attrs& extra = {});
  void Circle(double cx, double cy, double r, const Attrs& extra = {});
  void Polyline(const std::vector<Point>& points, const Attrs& extra = {});
  void Polygon(const std::vector<Point>& points, const Attrs& extra = {});
  void Text(double x, double y, const std::string& text, const Attrs& extra = {});

  // The document: closes what is still open.
  std::string Finish();

 private:
  void Indent();
  std::string out_;
  std::vector<std::string> open_;
};

// "x1,y1 x2,y2 ..." for points= attributes.
std::string PointList(const std::vector<Point>& points);

}  // namespace nilab::host::report
