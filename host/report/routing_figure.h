// The routing picture of the paper's Fig. 3: for a few samples, a grid of tokens (rows) by
// function iterations (columns); each cell is coloured by the function the token is routed to
// most (argmax_u C_ui), with the opacity of that C value, so a token no function accepts is white.
#pragma once

#include <string>

#include "host/report/routing_trace.h"

namespace nilab::host::report {

// At most `max_samples` samples side by side. Throws ReportError for an empty trace.
std::string RenderRoutingFigure(const RoutingTraceData& trace, const std::string& title,
                                size_t max_samples = 3);

}  // namespace nilab::host::report
