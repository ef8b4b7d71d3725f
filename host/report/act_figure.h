// Adaptive computation (ACT) figures, for models that report the iterations they used as the
// final metric "<split>/iterations" (the NI with `halting`):
//   - accuracy vs mean iterations: each ACT configuration as a point (its final "<split>/
//     iterations" and headline), against the fixed-iteration models' anytime curve (their final
//     "<headline>@it=k" at k = 1..max): what adaptive halting buys over fixing n_i;
//   - the distribution of iterations: per ACT configuration, the fraction of samples (or
//     tokens) that used k iterations, from the final "<split>/iter_frac@k".
#pragma once

#include <string>

#include "host/report/figures.h"

namespace nilab::host::report {

// figure.metric: the headline; figure.key: the iterations metric. Throws ReportError when there
// is nothing to draw.
RenderedFigure AccuracyVsIterations(const FigurePlan& figure, const FigureContext& context);
RenderedFigure IterationHistogram(const FigurePlan& figure, const FigureContext& context);

}  // namespace nilab::host::report
