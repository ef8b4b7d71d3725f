// The search figure (host/report/search_figure.h): the best configuration so far, from
// hand-computed cases (seeds averaged, unfinished and pruned configurations never best, both
// directions), and the figure over the sweeps of two search modes.
#include <gtest/gtest.h>
#include <cstdint>

#include <cmath>

#include "host/report/search_figure.h"
#include "host/report/series.h"

namespace nilab::host::report {
namespace {

// A trial of configuration `lr` with its final val/r2.
TrialData Trial(double lr, int64_t seed, double r2,
                store::TrialStatus status = store::TrialStatus::kDone) {
  TrialData t;
  t.result.model = "ni";
  t.result.seed = seed;
  t.result.status = status;
  t.result.params = {
      {"model", std::string("ni")}, {"search.seed", seed + 7}, {"seed", seed}, {"train.lr", lr}};
  t.result.metrics["val/r2"] = r2;
  return t;
}

ReportData Sweep(const std::string& name, const std::string& mode, std::vector<TrialData> trials) {
  ReportData d;
  d.sweep = name;
  d.search_mode = mode;
  d.trials = std::move(trials);
  d.models = {"ni"};
  return d;
}

std::vector<std::string> Text(const std::vector<double>& values) {
  std::vector<std::string> out;
  for (double v : values) out.push_back(std::isfinite(v) ? std::to_string(v) : "nan");
  return out;
}

TEST(ReportSearch, BestSoFarAveragesSeedsAndSkipsUnfinishedConfigurations) {
  const ReportData data = Sweep(
      "tpe", "tpe",
      {Trial(0.1, 0, 0.4), Trial(0.1, 1, 0.6),  // configuration 1: mean 0.5
       Trial(0.2, 0, 0.3), Trial(0.2, 1, 0.3),  // 2: 0.3
       Trial(0.3, 0, 0.9), Trial(0.3, 1, 0.95, store::TrialStatus::kPruned),  // 3: not complete
       Trial(0.4, 0, 0.8), Trial(0.4, 1, 0.8),                                // 4: 0.8
       Trial(0.5, 0, 0.7), Trial(0.5, 1, NAN)});                              // 5: no value
  // The draw seed is no setting: effect plots and series labels leave it out.
  std::vector<const TrialData*> all;
  for (const auto& t : data.trials) all.push_back(&t);
  EXPECT_EQ(VaryingKeys(all), std::vector<std::string>{"train.lr"});
  const SearchCurve up = BestSoFar(data, "val/r2", true);
  EXPECT_EQ(up.sweep, "tpe");
  EXPECT_EQ(up.mode, "tpe");
  EXPECT_EQ(Text(up.best), Text({0.5, 0.5, 0.5, 0.8, 0.8}));
  // Lower is better: the smallest mean so far.
  EXPECT_EQ(Text(BestSoFar(data, "val/r2", false).best), Text({0.5, 0.3, 0.3, 0.3, 0.3}));
  // A failed first configuration: no best until one is complete.
  const ReportData late =
      Sweep("r", "random", {Trial(0.1, 0, 0.4, store::TrialStatus::kFailed), Trial(0.2, 0, 0.2)});
  EXPECT_EQ(Text(BestSoFar(late, "val/r2", true).best), Text({NAN, 0.2}));
  // A sweep still running: the curve ends before its first configuration not finished.
  const ReportData running = Sweep(
      "r", "random",
      {Trial(0.1, 0, 0.4), Trial(0.2, 0, 0.9, store::TrialStatus::kRunning), Trial(0.3, 0, 0.5)});
  EXPECT_EQ(Text(BestSoFar(running, "val/r2", true).best), Text({0.4}));
}

TEST(ReportSearch, OneLinePerSearchModeOverItsSweeps) {
  const ReportData tpe0 = Sweep("tpe0", "tpe", {Trial(0.1, 0, 0.5), Trial(0.2, 0, 0.9)});
  const ReportData tpe1 = Sweep("tpe1", "tpe", {Trial(0.1, 0, 0.7), Trial(0.2, 0, 0.6)});
  const ReportData random0 = Sweep("random0", "random", {Trial(0.1, 0, 0.2), Trial(0.2, 0, 0.4)});
  std::string note;
  const std::string html =
      SearchFigure(tpe0, {tpe1, random0}, "val/r2", /*higher_is_better=*/true, &note);
  EXPECT_EQ(note, "");
  EXPECT_NE(html.find("id=\"search-best-so-far\""), std::string::npos);
  EXPECT_NE(html.find("tpe (2 sweeps)"), std::string::npos) << html;
  EXPECT_NE(html.find("random (1 sweep)"), std::string::npos) << html;
  EXPECT_NE(html.find("tpe: tpe0, tpe1; random: random0"), std::string::npos) << html;
  // A grid sweep alone has no search figure; with nothing complete there is a note instead.
  const ReportData grid = Sweep("grid", "grid", {Trial(0.1, 0, 0.5)});
  EXPECT_EQ(SearchFigure(grid, {}, "val/r2", true, &note), "");
  const ReportData running =
      Sweep("r", "random", {Trial(0.1, 0, 0.4, store::TrialStatus::kRunning)});
  EXPECT_EQ(SearchFigure(running, {}, "val/r2", true, &note), "");
  EXPECT_EQ(note, "No best-so-far curve: no configuration of val/r2 is complete yet.");
}

}  // namespace
}  // namespace nilab::host::report
