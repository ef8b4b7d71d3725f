// Each planned figure drawn from the data: the series, their statistics over seeds, axis labels
// with units, and a caption saying what the marks and bands are.
#pragma once

#include <map>
#include <string>

#include "host/report/palette.h"
#include "host/report/plan.h"
#include "host/report/report_data.h"

namespace nilab::host::report {

struct FigureContext {
  const ReportData* data = nullptr;
  const ReportPlan* plan = nullptr;
  Palette* palette = nullptr;
  std::map<std::string, bool> higher_is_better;  // the task's declared directions
  size_t routing_samples = 3;
};

struct RenderedFigure {
  std::string html;  // a <figure> (or a <table> for kPhaseTable); "" when it could not be drawn
  std::string note;  // why not, one line
};

RenderedFigure RenderFigure(const FigurePlan& figure, const FigureContext& context);

// An axis label for a metric with its unit: "val/acc (fraction correct)", "time/eval_s (s)".
std::string MetricAxisLabel(const std::string& metric);

}  // namespace nilab::host::report
