// The JSON API of `nilab serve`, called through the request handler on a test database (no
// socket): each endpoint's content, the compare table against `nilab compare`'s own code, live
// updates, the refusals, and that no request holds back the writer's WAL checkpoint.
#include <gtest/gtest.h>
#include <cstdint>

#include <nlohmann/json.hpp>

#include "host/analysis/compare.h"
#include "host/serve/assets.h"
#include "host/serve/handler.h"
#include "host/serve/host_check.h"
#include "host/store/notes.h"
#include "host/store/protocol_records.h"
#include "host/store/results.h"
#include "host/store/sqlite.h"
#include "tests/report/report_fixture.h"
#include "tests/serve/serve_fixture.h"

namespace nilab::host::serve {
namespace {

using json = nlohmann::json;

class ServeApi : public ::testing::Test {
 protected:
  void SetUp() override {
    demo_ = test::MakeDemoDb(dir_);
    store_ = std::make_unique<store::Store>(demo_.path, /*read_only=*/true);
    HandlerOptions options;
    options.allowed_hosts = AllowedHosts("127.0.0.1", 8765);
    handler_ = std::make_unique<Handler>(*store_, options);
  }

  Response Get(const std::string& target, const std::string& host = "127.0.0.1:8765") {
    return handler_->Handle({"GET", target, host});
  }
  json GetJson(const std::string& target) {
    const Response r = Get(target);
    EXPECT_EQ(r.status, 200) << target << ": " << r.body;
    EXPECT_EQ(r.content_type, "application/json");
    return json::parse(r.body);
  }

  test::TempDir dir_;
  test::DemoDb demo_;
  std::unique_ptr<store::Store> store_;
  std::unique_ptr<Handler> handler_;
};

TEST_F(ServeApi, SweepsListProgressAndEveryStatus) {
  const json j = GetJson("/api/sweeps");
  ASSERT_EQ(j["sweeps"].size(), 1u);
  const json& s = j["sweeps"][0];
  EXPECT_EQ(s["name"], "demo");
  EXPECT_EQ(s["total"], 8);
  EXPECT_EQ(s["counts"]["done"], 6);
  EXPECT_EQ(s["counts"]["failed"], 1);
  EXPECT_EQ(s["counts"]["queued"], 1);
  EXPECT_EQ(s["counts"]["running"], 0);
  EXPECT_EQ(s["counts"]["pruned"], 0);  // listed even where no trial has it
  EXPECT_EQ(s["finished"], 7);
  EXPECT_TRUE(s["mean_trial_s"].is_number());
}

// A [protocol] plan's confirm trials that are not recorded yet count in the total, as planned.
TEST_F(ServeApi, SweepsCountAProtocolsPlannedConfirmTrials) {
  {
    store::Store writer(demo_.path);
    store::RecordProtocolPlan(writer, *writer.FindSweep("demo"),
                              R"({"confirm_seeds": [100, 101, 102], "margin": 0.02,
                                  "studies": [{"label": "ni"}, {"label": "vit"}]})");
  }
  const json s = GetJson("/api/sweeps")["sweeps"][0];
  EXPECT_EQ(s["planned"], 6);
  EXPECT_EQ(s["total"], 8 + 6);
  EXPECT_EQ(s["finished"], 7);
  EXPECT_EQ(GetJson("/api/sweeps/demo")["progress"]["planned"], 6);
}

TEST_F(ServeApi, SweepCompareIsNilabComparesComputation) {
  const json j = GetJson("/api/sweeps/demo");
  EXPECT_EQ(j["name"], "demo");
  EXPECT_EQ(j["source"], "name = \"demo\"\n");
  ASSERT_FALSE(j["compare"].is_null()) << j["compare_error"];
  // What `nilab compare demo` computes (without a plugin: no declared headline).
  store::ResultsQuery query;
  query.sweep = "demo";
  const auto trials = store::LoadResults(*store_, query);
  analysis::CompareOptions options;
  options.by = analysis::ConfigGrouping(trials);
  analysis::CompareResult result = analysis::Compare(trials, options);
  result.warnings = analysis::ReviewComparison(*store_, trials, trials, result, options);
  const json expected = json::parse(analysis::FormatCompare(result, "json"));
  EXPECT_EQ(j["compare"], expected);  // compare's warnings included
  EXPECT_TRUE(j["compare"]["warnings"].is_array());
  // Three configurations (ni tau 0.5, ni tau 1.0, vit), the paired sections, the best marked.
  EXPECT_EQ(j["compare"]["groups"].size(), 3u);
  EXPECT_EQ(j["compare"]["by"], json({"model", "tau"}));
  EXPECT_EQ(j["trials"].size(), 8u);
  EXPECT_EQ(j["varying"], json({"tau"}));
  EXPECT_EQ(j["phases"], json({"train"}));
  // --by and --metric as query parameters.
  const json by_model = GetJson("/api/sweeps/demo?by=model&metric=val/mean_r2");
  EXPECT_EQ(by_model["compare"]["groups"].size(), 2u);
  EXPECT_EQ(by_model["compare"]["paired"].size(), 2u);  // ni (tau=0.5) - vit, ni (tau=1) - vit
}

TEST_F(ServeApi, SweepShowsItsTagsAndNotesAsTheyAreAdded) {
  EXPECT_EQ(GetJson("/api/sweeps/demo")["notes"], json::array());
  {
    store::Store writer(demo_.path);
    const int64_t sweep = *writer.FindSweep("demo");
    const int64_t trial = writer.Trials(sweep).front().id;
    store::AddTag(writer, sweep, trial, "best");
    store::AddNote(writer, sweep, std::nullopt, "<b>first run</b>");
  }
  const json notes = GetJson("/api/sweeps/demo")["notes"];
  ASSERT_EQ(notes.size(), 2u);
  EXPECT_TRUE(notes[0]["trial_id"].is_null());  // the sweep's own first
  EXPECT_EQ(notes[0]["kind"], "note");
  EXPECT_EQ(notes[0]["text"], "<b>first run</b>");  // as stored: the page sets it as text
  EXPECT_EQ(notes[1]["kind"], "tag");
  EXPECT_EQ(notes[1]["text"], "best");
}

TEST_F(ServeApi, TrialShowsItsOwnTagsAndNotesOnly) {
  const std::string url = "/api/trials/" + std::to_string(demo_.first_done_trial);
  EXPECT_EQ(GetJson(url)["notes"], json::array());
  {
    store::Store writer(demo_.path);
    const int64_t sweep = *writer.FindSweep("demo");
    store::AddTag(writer, sweep, demo_.first_done_trial, "best");
    store::AddNote(writer, sweep, demo_.first_done_trial, "diverged at <epoch 3>");
    store::AddNote(writer, sweep, std::nullopt, "the sweep's note");
    store::AddTag(writer, sweep, demo_.failed_trial, "other-trial");
  }
  const json notes = GetJson(url)["notes"];
  ASSERT_EQ(notes.size(), 2u);
  EXPECT_EQ(notes[0]["kind"], "tag");
  EXPECT_EQ(notes[0]["text"], "best");
  EXPECT_EQ(notes[1]["kind"], "note");
  EXPECT_EQ(notes[1]["text"], "diverged at <epoch 3>");
}

// The report's fixture: NI trials with a routing trace per phase (5 phases), ViT trials without.
class ServeRouting : public ::testing::Test {
 protected:
  void Open(bool missing_trace) {
    db_ = dir_ / "fixture.sqlite";
    report_test::WriteFixtureDb(db_, dir_.path(), missing_trace);
    store_ = std::make_unique<store::Store>(db_, /*read_only=*/true);
    HandlerOptions options;
    options.allowed_hosts = AllowedHosts("127.0.0.1", 8765);
    handler_ = std::make_unique<Handler>(*store_, options);
    store::Statement select(store_->handle(), db_, "SELECT id, model FROM trials ORDER BY id");
    while (select.Step()) (select.Text(1) == "ni" ? ni_ : vit_) = select.Int(0);
  }
  Response Get(const std::string& target) {
    return handler_->Handle({"GET", target, "127.0.0.1:8765"});
  }

  test::TempDir dir_;
  std::string db_;
  std::unique_ptr<store::Store> store_;
  std::unique_ptr<Handler> handler_;
  int64_t ni_ = 0, vit_ = 0;
};

TEST_F(ServeRouting, TrialPicturesAreOnePerPhaseWithATrace) {
  Open(/*missing_trace=*/false);
  const Response r = Get("/api/trials/" + std::to_string(ni_) + "/routing");
  ASSERT_EQ(r.status, 200) << r.body;
  const json j = json::parse(r.body);
  EXPECT_EQ(j["trial"], ni_);
  EXPECT_EQ(j["left_out"], json::array());
  std::vector<std::string> phases;
  for (const auto& p : j["pictures"]) {
    phases.push_back(p["phase"]);
    const std::string svg = p["svg"];
    EXPECT_EQ(svg.rfind("<?xml", 0), 0u) << p["phase"];
    EXPECT_NE(svg.find("routing-panel"), std::string::npos) << p["phase"];
    EXPECT_NE(svg.find("end of " + phases.back()), std::string::npos) << p["phase"];
    EXPECT_EQ(p["epoch"], 3);
    EXPECT_EQ(p["split"], "val");
  }
  EXPECT_EQ(phases,
            (std::vector<std::string>{"pretrain", "adapt_cls", "adapt_all", "ext_0", "ext_1"}));

  const json none = json::parse(Get("/api/trials/" + std::to_string(vit_) + "/routing").body);
  EXPECT_EQ(none["pictures"], json::array());
  EXPECT_EQ(none["left_out"], json::array());
  EXPECT_EQ(Get("/api/trials/999999/routing").status, 404);
  EXPECT_EQ(Get("/api/trials/x/routing").status, 400);
  EXPECT_NE(sqlite3_get_autocommit(store_->handle()), 0);  // no transaction left open
}

TEST_F(ServeRouting, AMissingTraceIsNamedNotFatal) {
  Open(/*missing_trace=*/true);
  const Response r = Get("/api/trials/" + std::to_string(ni_) + "/routing");
  ASSERT_EQ(r.status, 200) << r.body;
  const json j = json::parse(r.body);
  EXPECT_EQ(j["pictures"], json::array());
  ASSERT_EQ(j["left_out"].size(), 5u);
  EXPECT_EQ(j["left_out"][0].get<std::string>().rfind("pretrain: ", 0), 0u);
  EXPECT_NE(j["left_out"][0].get<std::string>().find("cannot read the routing trace"),
            std::string::npos);
}

TEST_F(ServeApi, CurvesShowAnEpochCommittedAfterTheFirstRequest) {
  const json before = GetJson("/api/sweeps/demo/curves?metric=val%2Fmean_r2&phase=train");
  EXPECT_EQ(before["metric"], "val/mean_r2");
  EXPECT_EQ(before["phase"], "train");
  EXPECT_EQ(before["metrics"], json({"train/loss", "val/mean_r2"}));
  ASSERT_EQ(before["trials"].size(), 7u);  // the queued trial has no points
  const json& first = before["trials"][0];
  EXPECT_EQ(first["id"], demo_.first_done_trial);
  ASSERT_EQ(first["points"].size(), 3u);
  EXPECT_EQ(first["points"][2][0], 3);   // epoch
  EXPECT_EQ(first["points"][2][1], 30);  // step
  EXPECT_NEAR(first["points"][2][2].get<double>(), 0.68, 1e-9);

  // A writer (another connection, as `nilab run`) commits epoch 4: the next request sees it.
  test::LogEpoch(demo_.path, demo_.first_done_trial, 4, 0.9);
  const json after = GetJson("/api/sweeps/demo/curves?metric=val/mean_r2");
  ASSERT_EQ(after["trials"][0]["points"].size(), 4u);
  EXPECT_NEAR(after["trials"][0]["points"][3][2].get<double>(), 0.9, 1e-12);
  // Default metric: the first validation aggregate.
  EXPECT_EQ(GetJson("/api/sweeps/demo/curves")["metric"], "val/mean_r2");
}

TEST_F(ServeApi, RequestsNeverHoldBackTheWalCheckpoint) {
  GetJson("/api/sweeps/demo");
  GetJson("/api/sweeps/demo/curves");
  // A TRUNCATE checkpoint fails (busy = 1) while any reader holds a snapshot.
  store::Store writer(demo_.path);
  sqlite3_busy_timeout(writer.handle(), 0);  // answer "busy" at once instead of waiting
  test::LogEpoch(demo_.path, demo_.first_done_trial, 5, 0.95);
  EXPECT_EQ(test::QueryText(writer.handle(), "PRAGMA wal_checkpoint(TRUNCATE)"), "0");
  // The same check sees a held snapshot, so it can fail.
  sqlite3_exec(store_->handle(), "BEGIN; SELECT count(*) FROM metrics;", nullptr, nullptr, nullptr);
  test::LogEpoch(demo_.path, demo_.first_done_trial, 6, 0.96);
  EXPECT_EQ(test::QueryText(writer.handle(), "PRAGMA wal_checkpoint(TRUNCATE)"), "1");
  sqlite3_exec(store_->handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

TEST_F(ServeApi, TrialHasConfigProvenanceHistoryArtifactsAndError) {
  const json t = GetJson("/api/trials/" + std::to_string(demo_.first_done_trial));
  EXPECT_EQ(t["sweep"], "demo");
  EXPECT_EQ(t["model"], "ni");
  EXPECT_EQ(t["status"], "done");
  EXPECT_EQ(t["config"]["model"], "ni");
  EXPECT_EQ(t["params"]["tau"], 0.5);
  EXPECT_EQ(t["params"]["task.n_vars"], 3);
  EXPECT_EQ(t["params"]["train.amp"], false);
  EXPECT_EQ(t["params"]["n_f_list"], json({2, 3}));
  ASSERT_EQ(t["history"]["train"]["val/mean_r2"].size(), 3u);
  EXPECT_NEAR(t["final"]["train"]["val/mean_r2"].get<double>(), 0.68, 1e-9);
  ASSERT_EQ(t["artifacts"].size(), 1u);
  EXPECT_EQ(t["artifacts"][0]["path"], "ckpt/final.pt");
  EXPECT_TRUE(t["provenance"].contains("git_commit"));

  const json failed = GetJson("/api/trials/" + std::to_string(demo_.failed_trial));
  EXPECT_EQ(failed["status"], "failed");
  EXPECT_EQ(failed["error"], test::kFailedError);  // all of it, as data
  // The sweep's trial list has its first line only.
  for (const auto& row : GetJson("/api/sweeps/demo")["trials"]) {
    if (row["id"] == demo_.failed_trial) {
      EXPECT_EQ(row["error"], "boom <script>alert(1)</script>");
    }
  }
}

TEST_F(ServeApi, TrialNamesItsTasksHeadlineMetric) {
  // Without plugins there is no declared headline: null, and the page falls back to val/.
  EXPECT_TRUE(
      GetJson("/api/trials/" + std::to_string(demo_.first_done_trial))["headline"].is_null());
  // With the task's metric info (as `nilab serve` passes it), the trial carries its headline.
  HandlerOptions options;
  options.allowed_hosts = AllowedHosts("127.0.0.1", 8765);
  std::string asked;
  Handler with_info(*store_, options, [&](const std::string& task, analysis::CompareOptions* info) {
    asked = task;
    info->headline = "val/mean_r2";
  });
  const Response r = with_info.Handle(
      {"GET", "/api/trials/" + std::to_string(demo_.first_done_trial), "127.0.0.1:8765"});
  ASSERT_EQ(r.status, 200) << r.body;
  const json t = json::parse(r.body);
  EXPECT_EQ(t["headline"], "val/mean_r2");
  EXPECT_EQ(asked, t["task"].get<std::string>());
}

TEST_F(ServeApi, RefusesWhatItDoesNotServe) {
  EXPECT_EQ(handler_->Handle({"POST", "/api/sweeps", "127.0.0.1:8765"}).status, 405);
  EXPECT_EQ(handler_->Handle({"GET", "/api/sweeps", "evil.example:8765"}).status, 421);
  EXPECT_EQ(handler_->Handle({"GET", "/api/sweeps", "127.0.0.1:9999"}).status, 421);
  EXPECT_EQ(handler_->Handle({"GET", "/api/sweeps", ""}).status, 421);
  EXPECT_EQ(Get("/api/sweeps", "LOCALHOST:8765").status, 200);
  EXPECT_EQ(Get("/api/sweeps/nope").status, 404);
  EXPECT_EQ(Get("/api/sweeps/a'b").status, 400);
  EXPECT_EQ(Get("/api/sweeps/demo%22%3B%20drop").status, 400);
  EXPECT_EQ(Get("/api/sweeps/demo/curves?metric=x%27%20or%201%3D1").status, 400);
  EXPECT_EQ(Get("/api/sweeps/demo/curves?phase=..").status, 400);
  // An analysis error leaves the rest of the sweep's page: compare is null, with the reason.
  const json bad_by = GetJson("/api/sweeps/demo?by=nosuchparam");
  EXPECT_TRUE(bad_by["compare"].is_null());
  EXPECT_NE(bad_by["compare_error"].get<std::string>().find("nosuchparam"), std::string::npos);
  EXPECT_EQ(Get("/api/trials/abc").status, 400);
  EXPECT_EQ(Get("/api/trials/0").status, 400);
  EXPECT_EQ(Get("/api/trials/999999").status, 404);
  EXPECT_EQ(Get("/api/nothing").status, 404);
  // Only its own assets: no path reaches the disk.
  EXPECT_EQ(Get("/../../etc/passwd").status, 400);
  EXPECT_EQ(Get("/%2e%2e/etc/passwd").status, 400);
  EXPECT_EQ(Get("/etc/passwd").status, 404);
  EXPECT_EQ(Get("/style.css/../app.js").status, 400);
  EXPECT_EQ(Get("/bad%zzescape").status, 400);
  EXPECT_EQ(Get("/x%00y").status, 400);
  // The database stays as it was: the connection is read-only.
  EXPECT_EQ(test::QueryText(store_->handle(), "SELECT count(*) FROM trials"), "8");
}

TEST_F(ServeApi, ServesThePagesAndTheVendoredLibraryFromTheBinary) {
  for (const std::string page : {"/", "/sweeps/demo", "/trials/1"}) {
    const Response r = Get(page);
    EXPECT_EQ(r.status, 200) << page;
    EXPECT_EQ(r.content_type, "text/html; charset=utf-8");
    EXPECT_NE(r.body.find("<script src=\"/app.js\">"), std::string::npos);
  }
  const Response uplot = Get("/vendor/uPlot.iife.min.js");
  EXPECT_EQ(uplot.status, 200);
  EXPECT_EQ(uplot.content_type, "text/javascript; charset=utf-8");
  EXPECT_GT(uplot.body.size(), 40000u);
  EXPECT_NE(uplot.body.find("uPlot"), std::string::npos);
  EXPECT_EQ(Get("/style.css").content_type, "text/css; charset=utf-8");
  // Every page's script and style reference is an embedded asset: nothing from the network.
  const std::string html = Get("/").body;
  for (size_t at = 0; (at = html.find("=\"/", at)) != std::string::npos; ++at) {
    const std::string path = html.substr(at + 2, html.find('"', at + 2) - at - 2);
    if (path == "/") continue;  // the link to the sweeps page
    EXPECT_NE(FindAsset(path), nullptr) << path;
  }
  EXPECT_EQ(html.find("http"), std::string::npos);
}

TEST_F(ServeApi, CapsTheRowsOfOneRequest) {
  HandlerOptions options;
  options.allowed_hosts = AllowedHosts("127.0.0.1", 8765);
  options.max_rows = 5;
  Handler small(*store_, options);
  const Response curves = small.Handle({"GET", "/api/sweeps/demo/curves", "127.0.0.1:8765"});
  EXPECT_EQ(curves.status, 413);
  EXPECT_NE(curves.body.find("more than 5"), std::string::npos);
  const Response trial = small.Handle(
      {"GET", "/api/trials/" + std::to_string(demo_.first_done_trial), "127.0.0.1:8765"});
  EXPECT_EQ(trial.status, 413);
}

TEST_F(ServeApi, FiguresAreTheReportsStandaloneSvgs) {
  const json j = GetJson("/api/sweeps/demo/figures");
  ASSERT_GE(j["figures"].size(), 2u);
  bool curve = false;
  for (const auto& f : j["figures"]) {
    EXPECT_EQ(f["svg"].get<std::string>().rfind("<?xml", 0), 0u) << f["name"];
    if (f["name"].get<std::string>().rfind("curve-", 0) == 0) curve = true;
  }
  EXPECT_TRUE(curve);
  EXPECT_EQ(Get("/api/sweeps/nope/figures").status, 404);
  EXPECT_NE(sqlite3_get_autocommit(store_->handle()), 0);  // no transaction left open
}

TEST_F(ServeApi, StopsARequestPastItsTimeLimit) {
  HandlerOptions options;
  options.allowed_hosts = AllowedHosts("127.0.0.1", 8765);
  options.query_timeout_s = 1e-9;  // passed before the first SQLite progress check
  Handler hasty(*store_, options);
  const Response r = hasty.Handle({"GET", "/api/sweeps/demo", "127.0.0.1:8765"});
  EXPECT_EQ(r.status, 503);
  EXPECT_NE(r.body.find("took too long"), std::string::npos);
  // The connection is usable again, outside any transaction.
  EXPECT_NE(sqlite3_get_autocommit(store_->handle()), 0);
  EXPECT_EQ(Get("/api/sweeps/demo").status, 200);
}

TEST(ServeHostCheck, AllowsLoopbackNamesWithThePortOnly) {
  const auto allowed = AllowedHosts("127.0.0.1", 8080);
  EXPECT_TRUE(IsAllowedHost("localhost:8080", allowed));
  EXPECT_TRUE(IsAllowedHost("[::1]:8080", allowed));
  EXPECT_FALSE(IsAllowedHost("localhost", allowed));
  EXPECT_FALSE(IsAllowedHost("127.0.0.1.nip.io:8080", allowed));
  const auto wide = AllowedHosts("192.168.1.5", 80);
  EXPECT_TRUE(IsAllowedHost("192.168.1.5", wide));
  EXPECT_TRUE(IsAllowedHost("192.168.1.5:80", wide));
  EXPECT_TRUE(IsLoopback("127.0.0.1"));
  EXPECT_TRUE(IsLoopback("::1"));
  EXPECT_FALSE(IsLoopback("0.0.0.0"));
}

}  // namespace
}  // namespace nilab::host::serve
