// What compare, export, status and query print: tables, Markdown, CSV that parses back, JSON.
#include <gtest/gtest.h>
#include <cstdint>

#include <algorithm>
#include <limits>

#include <nlohmann/json.hpp>

#include "host/analysis/compare.h"
#include "host/analysis/export.h"
#include "host/analysis/history_export.h"
#include "host/analysis/query_output.h"
#include "host/analysis/status.h"
#include "host/analysis/table.h"
#include "tests/store/compare_util.h"
#include "tests/store/test_util.h"

namespace nilab::host::analysis {
namespace {

using test::NiVersusVit;
using test::Result;

// RFC 4180: quoted fields may hold commas, doubled quotes and line breaks.
std::vector<std::vector<std::string>> ParseCsv(const std::string& text) {
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> row;
  std::string field;
  bool quoted = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c != '"') {
        field += c;
      } else if (i + 1 < text.size() && text[i + 1] == '"') {
        field += '"';
        ++i;
      } else {
        quoted = false;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      row.push_back(field);
      field.clear();
    } else if (c == '\n') {
      row.push_back(field);
      field.clear();
      rows.push_back(row);
      row.clear();
    } else {
      field += c;
    }
  }
  return rows;
}

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  size_t start = 0;
  for (size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
    lines.push_back(text.substr(start, end - start));
  }
  return lines;
}

TEST(CompareFormat, TableShowsMeanStdAndMarksTheBest) {
  const std::string text = FormatCompare(Compare(NiVersusVit(), {}), "table");
  const std::vector<std::string> lines = Lines(text);
  ASSERT_GE(lines.size(), 6u);
  EXPECT_EQ(lines[0], "sweep demo, phase train: 6 done trials");
  EXPECT_EQ(lines[1], "model  n  val/mean_r2      train/loss");
  EXPECT_EQ(lines[3], "ni     3  0.910 ± 0.010 *  0.110 ± 0.010 *");
  EXPECT_EQ(lines[4], "vit    3  0.827 ± 0.025    0.250 ± 0.050");
  EXPECT_EQ(lines[5],
            "* best per column (higher is better: val/mean_r2; lower is better: "
            "train/loss)");
  EXPECT_NE(text.find("paired: ni - vit on 3 matched configs (same task params and seed)"),
            std::string::npos);
  EXPECT_NE(text.find("95% CI (paired t)"), std::string::npos);
  EXPECT_NE(text.find("note: not included: 1 running"), std::string::npos);
}

TEST(CompareFormat, WarnsWhenThePairedIntervalHasOneDegreeOfFreedom) {
  std::vector<store::TrialResult> trials = NiVersusVit();
  EXPECT_EQ(FormatCompare(Compare(trials, {}), "table").find("1 degree of freedom"),
            std::string::npos);
  // Seed 2 of both models gone: two matched configs are left.
  trials.erase(std::remove_if(trials.begin(), trials.end(),
                              [](const store::TrialResult& t) { return t.seed == 2; }),
               trials.end());
  const std::string text = FormatCompare(Compare(trials, {}), "table");
  EXPECT_NE(text.find("paired: ni - vit on 2 matched configs"), std::string::npos);
  EXPECT_NE(text.find("note: warning: ni - vit rests on 2 matched configs (1 degree of freedom)"),
            std::string::npos);
}

TEST(CompareFormat, MarkdownCsvAndJson) {
  const CompareResult r = Compare(NiVersusVit(), {});
  const std::string markdown = FormatCompare(r, "markdown");
  EXPECT_NE(markdown.find("| model | n | val/mean_r2 | train/loss |"), std::string::npos);
  EXPECT_NE(markdown.find("| ni | 3 | **0.910 ± 0.010** | **0.110 ± 0.010** |"), std::string::npos);

  const auto csv = ParseCsv(FormatCompare(r, "csv"));
  ASSERT_EQ(csv.size(), 3u);
  EXPECT_EQ(csv[0],
            (std::vector<std::string>{"model", "trials", "val/mean_r2_mean", "val/mean_r2_std",
                                      "val/mean_r2_n", "val/mean_r2_best", "train/loss_mean",
                                      "train/loss_std", "train/loss_n", "train/loss_best"}));
  EXPECT_EQ(csv[1][0], "ni");
  EXPECT_NEAR(std::stod(csv[1][2]), 0.91, 1e-12);
  EXPECT_EQ(csv[1][5], "true");
  EXPECT_EQ(csv[2][5], "false");

  const auto json = nlohmann::json::parse(FormatCompare(r, "json"));
  EXPECT_EQ(json["groups"][0]["key"]["model"], "ni");
  EXPECT_EQ(json["groups"][0]["metrics"]["val/mean_r2"]["best"], true);
  EXPECT_EQ(json["groups"][1]["metrics"]["train/loss"]["n"], 3);
  EXPECT_EQ(json["paired"][0]["rows"][0]["pairs"], 3);
  EXPECT_EQ(json["paired"][0]["rows"][0]["better"], "ni");
  EXPECT_EQ(json["paired"][0]["difference"], "ni - vit");
  EXPECT_EQ(json["notes"][0], "not included: 1 running");
  EXPECT_THROW(FormatCompare(r, "xml"), AnalysisError);  // html is a format now (the report)
}

TEST(CompareFormat, LatexBooktabsWithBestBoldAndPairedIntervals) {
  const std::string latex = FormatCompare(Compare(NiVersusVit(), {}), "latex");
  EXPECT_NE(latex.find("\\begin{tabular}{lrrr}\n\\toprule\n"), std::string::npos);
  EXPECT_NE(latex.find("model & $n$ & val/mean\\_r2 $\\uparrow$ & train/loss $\\downarrow$ \\\\\n"
                       "\\midrule\n"),
            std::string::npos);
  EXPECT_NE(latex.find("ni & 3 & $\\mathbf{0.910 \\pm 0.010}$ & $\\mathbf{0.110 \\pm 0.010}$ \\\\"),
            std::string::npos);
  EXPECT_NE(latex.find("vit & 3 & $0.827 \\pm 0.025$ & $0.250 \\pm 0.050$ \\\\"),
            std::string::npos);
  // The paired section: ni - vit on three seeds, +0.083 with its intervals.
  EXPECT_NE(latex.find("metric & pairs & ni - vit & 95\\% CI (paired $t$) & 95\\% CI (bootstrap) & "
                       "$p$ \\\\"),
            std::string::npos);
  EXPECT_NE(latex.find("val/mean\\_r2 & 3 & $+0.083$ & $["), std::string::npos);
  EXPECT_EQ(latex.find("\\begin{tabular}"), latex.find("\\begin{tabular}{lrrr}"));
  size_t tabulars = 0;
  for (size_t at = 0; (at = latex.find("\\end{tabular}", at)) != std::string::npos; ++at) {
    ++tabulars;
  }
  EXPECT_EQ(tabulars, 2u);
  // Special characters in keys are escaped.
  auto trials = NiVersusVit();
  for (auto& t : trials) {
    if (t.model != "ni") continue;
    t.model = "ni_50%&#";
    for (auto& [key, value] : t.params) {
      if (key == "model") value = t.model;
    }
  }
  const std::string escaped = FormatCompare(Compare(trials, {}), "latex");
  EXPECT_NE(escaped.find("ni\\_50\\%\\&\\# & 3"), std::string::npos);
}

TEST(CompareExport, HistoryInLongFormat) {
  test::TempDir dir;
  store::Store store(dir / "h.sqlite");
  const int64_t sweep = store.UpsertSweep({"hist", "", "", "{}"});
  store.AddTrials(sweep, {test::MakeTrial(0, "ni", 0, 0.5), test::MakeTrial(1, "vit", 0, 0.5)});
  std::vector<int64_t> ids;
  while (auto t = store.ClaimTrial(sweep, "w:1", 60.0)) {
    ids.push_back(t->id);
    for (int64_t epoch = 1; epoch <= 2; ++epoch) {
      store.LogMetrics(t->id, "train", epoch, 5 * epoch,
                       {{"val/acc", 0.5 + 0.1 * epoch}, {"train/loss", std::nan("")}});
    }
    store.LogMetrics(t->id, "train", 2, 10, {{"val/acc", 0.7}}, true);  // final: not history
    store.FinishTrial(t->id, store::TrialStatus::kDone);
  }
  const auto csv = ParseCsv(ExportHistory(store, "hist", {}, "csv"));
  ASSERT_EQ(csv.size(), 9u);  // header + 2 trials x 2 epochs x 2 metrics
  EXPECT_EQ(csv[0], (std::vector<std::string>{"sweep", "trial_id", "idx", "model", "seed", "phase",
                                              "epoch", "step", "metric", "value", "recorded_at"}));
  // Trial, phase, metric, epoch order: train/loss (NaN: empty) before val/acc.
  EXPECT_EQ(csv[1][3], "ni");
  EXPECT_EQ(csv[1][8], "train/loss");
  EXPECT_EQ(csv[1][9], "");
  EXPECT_EQ(csv[3][8], "val/acc");
  EXPECT_EQ(csv[3][6], "1");
  EXPECT_EQ(csv[3][7], "5");
  EXPECT_NEAR(std::stod(csv[4][9]), 0.7, 1e-12);

  HistoryFilter filter;
  filter.metrics = {"val/*"};
  filter.trial_ids = {ids[1]};
  const auto json = nlohmann::json::parse(ExportHistory(store, "hist", filter, "json"));
  ASSERT_EQ(json.size(), 2u);
  EXPECT_EQ(json[0]["model"], "vit");
  EXPECT_EQ(json[0]["epoch"], 1);
  EXPECT_NEAR(json[1]["value"].get<double>(), 0.7, 1e-12);
  filter.phase = "finetune";
  EXPECT_EQ(nlohmann::json::parse(ExportHistory(store, "hist", filter, "json")).size(), 0u);
  EXPECT_THROW(ExportHistory(store, "hist", {}, "xml"), AnalysisError);
}

TEST(CompareExport, CsvParsesBackAndJsonIsTyped) {
  std::vector<store::TrialResult> trials = NiVersusVit();
  trials[0].params.emplace_back("task.note", std::string("a, \"quoted\"\nline"));
  trials[0].params.emplace_back("n_f_list", sdk::IntList{2, 3});
  trials[0].params.emplace_back("train.amp", true);
  trials[1].metrics["val/mean_r2"] = std::nan("");
  trials[0].started_at = "2024-01-01T00:00:00.000Z";
  trials[0].started_unix = 1704067200.0;
  trials[0].ended_unix = 1704067260.5;

  const auto csv = ParseCsv(ExportResults(trials, "csv"));
  ASSERT_EQ(csv.size(), 1u + trials.size());
  const std::vector<std::string>& header = csv[0];
  auto column = [&](const std::string& name) {
    const auto it = std::find(header.begin(), header.end(), name);
    EXPECT_NE(it, header.end()) << name;
    return static_cast<size_t>(it - header.begin());
  };
  for (const auto& row : csv) EXPECT_EQ(row.size(), header.size());
  EXPECT_EQ(header[0], "sweep");
  // Params: model params, then task.*, then train.*; then metrics.
  EXPECT_LT(column("tau"), column("task.n_vars"));
  EXPECT_LT(column("task.n_vars"), column("train.amp"));
  EXPECT_LT(column("train.amp"), column("train/loss"));
  EXPECT_EQ(csv[1][column("model")], "ni");
  EXPECT_EQ(csv[1][column("seed")], "0");
  EXPECT_EQ(csv[1][column("tau")], "0.5");
  EXPECT_EQ(csv[1][column("task.note")], "a, \"quoted\"\nline");
  EXPECT_EQ(csv[1][column("n_f_list")], "[2,3]");
  EXPECT_EQ(csv[1][column("train.amp")], "true");
  EXPECT_EQ(csv[1][column("val/mean_r2")], "0.9");
  EXPECT_EQ(csv[1][column("duration_s")], "60.5");
  EXPECT_EQ(csv[1][column("started_at")], "2024-01-01T00:00:00.000Z");
  EXPECT_EQ(csv[2][column("val/mean_r2")], "");  // NaN
  EXPECT_EQ(csv[4][column("tau")], "");          // ViT has no tau
  EXPECT_EQ(csv[7][column("status")], "running");

  const auto json = nlohmann::json::parse(ExportResults(trials, "json"));
  ASSERT_EQ(json.size(), trials.size());
  EXPECT_EQ(json[0]["tau"], 0.5);
  EXPECT_EQ(json[0]["n_f_list"], nlohmann::json({2, 3}));
  EXPECT_EQ(json[0]["train.amp"], true);
  EXPECT_TRUE(json[1]["val/mean_r2"].is_null());
  EXPECT_TRUE(json[3]["tau"].is_null());
  EXPECT_EQ(json[0]["trial_id"], 1);
}

TEST(CompareStatus, CountsStaleTrialsAndEstimatesTheRest) {
  using store::TrialStatus;
  const double now = 1'000'000.0;
  auto trial = [&](int64_t id, TrialStatus status, double started_ago, double ended_ago,
                   double heartbeat_ago) {
    store::TrialResult t = Result(id, "ni", id, 0.5, {}, status);
    t.started_unix = now - started_ago;
    t.ended_unix = now - ended_ago;
    t.heartbeat_unix = now - heartbeat_ago;
    t.worker = "node:" + std::to_string(id);
    return t;
  };
  const double unset = std::nan("");
  std::vector<store::TrialResult> trials = {
      trial(1, TrialStatus::kDone, 1000, 900, 900),      // 100 s
      trial(2, TrialStatus::kDone, 800, 600, 600),       // 200 s
      trial(3, TrialStatus::kRunning, 50, unset, 5),     // live, 50 s in
      trial(4, TrialStatus::kRunning, 700, unset, 600),  // stale: heartbeat 10 min old
      trial(5, TrialStatus::kQueued, unset, unset, unset),
      trial(6, TrialStatus::kQueued, unset, unset, unset),
      trial(7, TrialStatus::kFailed, 500, 450, 450)};
  trials[6].error = "loss is NaN at epoch 2";
  trials[0].epochs = 3, trials[1].epochs = 3, trials[2].epochs = 1, trials[6].epochs = 2;
  const auto progress = ComputeProgress(trials, now, 120.0);
  ASSERT_EQ(progress.size(), 1u);
  const SweepProgress& p = progress[0];
  EXPECT_EQ(p.total, 7);
  EXPECT_EQ(p.Count(TrialStatus::kDone), 2);
  EXPECT_EQ(p.Count(TrialStatus::kRunning), 2);
  EXPECT_EQ(p.Count(TrialStatus::kQueued), 2);
  EXPECT_EQ(p.Count(TrialStatus::kFailed), 1);
  EXPECT_EQ(p.workers, 1);
  ASSERT_EQ(p.stale.size(), 1u);
  EXPECT_EQ(p.stale[0].id, 4);
  EXPECT_DOUBLE_EQ(p.stale[0].heartbeat_age_s, 600.0);
  EXPECT_DOUBLE_EQ(p.mean_trial_s, 150.0);
  EXPECT_DOUBLE_EQ(p.elapsed_s, 1000.0);
  EXPECT_EQ(p.epochs, 9);
  // Two queued + one stale (runs again) at 150 s each, plus 100 s left of the live one; one worker.
  EXPECT_DOUBLE_EQ(p.eta_s, 3 * 150.0 + 100.0);

  const std::string text = FormatStatus(progress, "table");
  EXPECT_NE(text.find("demo       7     2  2 (1 stale)       2            0       1       9      "
                      "2m30s   16m40s  9m10s"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("demo: trial 4 (#4) is running on node:4 but its last heartbeat was 10m00s "
                      "ago: stale"),
            std::string::npos);
  EXPECT_NE(text.find("demo: trial 7 (#7) failed: loss is NaN at epoch 2"), std::string::npos);
  EXPECT_NE(FormatStatus(progress, "markdown")
                .find("| demo | 7 | 2 | 2 (1 stale) | 2 | 0 | 1 | 9 | 2m30s | 16m40s | 9m10s |"),
            std::string::npos)
      << FormatStatus(progress, "markdown");
  const auto json = nlohmann::json::parse(FormatStatus(progress, "json"));
  EXPECT_EQ(json[0]["done"], 2);
  EXPECT_EQ(json[0]["stale_trials"][0]["trial_id"], 4);
  EXPECT_EQ(json[0]["failed"], 1);
  EXPECT_EQ(json[0]["failed_trials"][0]["error"], "loss is NaN at epoch 2");
  EXPECT_EQ(json[0]["eta_s"], 550.0);
  EXPECT_EQ(json[0]["epochs"], 9);

  EXPECT_EQ(FormatDuration(45), "45s");
  EXPECT_EQ(FormatDuration(192), "3m12s");
  EXPECT_EQ(FormatDuration(7500), "2h05m");
  EXPECT_EQ(FormatDuration(273600), "3d04h");
  EXPECT_EQ(FormatDuration(std::nan("")), "?");
}

// A [protocol] sweep's confirm trials not recorded yet count in its total and its ETA, and the
// table shows them in a column of their own; a sweep with none planned does not end early.
TEST(CompareStatus, PlannedConfirmTrialsCountInTheTotalAndTheEta) {
  using store::TrialStatus;
  const double now = 1'000'000.0;
  store::TrialResult done = Result(1, "ni", 1, 0.5, {}, TrialStatus::kDone);
  done.started_unix = now - 300, done.ended_unix = now - 200;  // 100 s
  const std::vector<store::TrialResult> trials = {done};
  const auto finished = ComputeProgress(trials, now, 120.0);
  EXPECT_EQ(finished[0].total, 1);
  EXPECT_EQ(finished[0].eta_s, 0.0);
  EXPECT_EQ(FormatStatus(finished, "table").find("planned"), std::string::npos);

  const auto progress = ComputeProgress(trials, now, 120.0, {{"demo", 4}, {"other", 2}});
  ASSERT_EQ(progress.size(), 1u);
  EXPECT_EQ(progress[0].planned, 4);
  EXPECT_EQ(progress[0].total, 5);
  EXPECT_DOUBLE_EQ(progress[0].eta_s, 4 * 100.0);
  const std::string text = FormatStatus(progress, "table");
  EXPECT_NE(text.find("planned"), std::string::npos) << text;
  EXPECT_NE(FormatStatus(progress, "markdown").find("| demo | 5 | 1 | 0 | 0 | 0 | 0 | 4 |"),
            std::string::npos)
      << FormatStatus(progress, "markdown");
  const auto json = nlohmann::json::parse(FormatStatus(progress, "json"));
  EXPECT_EQ(json[0]["planned"], 4);
  EXPECT_EQ(json[0]["total"], 5);
  EXPECT_EQ(json[0]["eta_s"], 400.0);
}

// A signed figure keeps the side of 0 it lies on when it rounds to zero: an interval of
// [+0.000, +0.066] excludes 0, one of [0.000, +0.066] would not say.
TEST(CompareFormat, SignedFiguresKeepTheirSideOfZero) {
  EXPECT_EQ(FormatSigned(0.0213, 3), "+0.021");
  EXPECT_EQ(FormatSigned(-0.0381, 3), "-0.038");
  EXPECT_EQ(FormatSigned(0.0001, 3), "+0.000");
  EXPECT_EQ(FormatSigned(-0.0001, 3), "-0.000");
  EXPECT_EQ(FormatSigned(0.0, 3), "0.000");
  EXPECT_EQ(FormatSigned(std::nan(""), 3), "");
  EXPECT_EQ(FormatSigned(std::numeric_limits<double>::infinity(), 3), "+inf");
  EXPECT_EQ(FormatFixed(-0.0001, 3), "0.000");  // unsigned columns stay as they were
}

TEST(CompareQueryOutput, TableCsvAndJson) {
  store::QueryResult result;
  result.sql = "select ...";
  result.columns = {"model", "n", "r2", "note"};
  result.rows = {{std::string("ni"), int64_t{3}, 0.1 + 0.2, std::monostate{}},
                 {std::string("vit"), int64_t{12}, 0.5, std::string("a,b")}};
  EXPECT_EQ(FormatQueryResults({result}, "table"),
            "model   n   r2  note\n"
            "-----  --  ---  ----\n"
            "ni      3  0.3  NULL\n"
            "vit    12  0.5  a,b\n"
            "(2 rows)\n");
  EXPECT_EQ(FormatQueryResults({result}, "csv"),
            "model,n,r2,note\nni,3,0.30000000000000004,\nvit,12,0.5,\"a,b\"\n");
  const auto json = nlohmann::json::parse(FormatQueryResults({result}, "json"));
  EXPECT_EQ(json[1]["n"], 12);
  EXPECT_TRUE(json[0]["note"].is_null());
  EXPECT_EQ(json[1]["note"], "a,b");
  EXPECT_THROW(FormatQueryResults({result}, "xml"), AnalysisError);
}

}  // namespace
}  // namespace nilab::host::analysis
