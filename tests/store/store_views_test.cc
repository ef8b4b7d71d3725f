// The store's typed reads for the pages (sweep_views.h, trial_views.h, row_counts.h,
// file_references.h): what each returns, in which order, and where it stops.
#include <gtest/gtest.h>
#include <cstdint>

#include <cmath>

#include "host/store/file_references.h"
#include "host/store/notes.h"
#include "host/store/row_counts.h"
#include "host/store/sqlite.h"
#include "host/store/store.h"
#include "host/store/sweep_views.h"
#include "host/store/trial_views.h"
#include "tests/store/test_util.h"

namespace nilab::host::store {
namespace {

using test::MakeTrial;
using test::TempDir;

// Sweep "demo": trials 0 and 1 (ni, seeds 0 and 1), trial 0 running with two epochs of
// val/acc in phase "main", a final value and two artifacts; sweep "other": one queued trial.
struct Views {
  explicit Views(const std::string& path) : store(path) {
    const int64_t demo = store.UpsertSweep({"demo", "sweeps/demo.toml", "name = \"demo\"", "{}"});
    store.AddTrials(demo, {MakeTrial(0, "ni", 0, 0.5), MakeTrial(1, "ni", 1, 0.5)});
    const int64_t other = store.UpsertSweep({"other", "sweeps/other.toml", "", "{}"});
    store.AddTrials(other, {MakeTrial(0, "vit", 0, 0.5)});
    claim = *store.ClaimTrial(demo, "w", 60.0);
    store.SetPhase(claim.id, "main", "running", 2);
    store.LogMetrics(claim.id, "main", 1, 10, {{"val/acc", 0.5}});
    store.LogMetrics(claim.id, "main", 2, 20, {{"val/acc", 0.75}});
    store.LogMetrics(claim.id, "main", 2, 20, {{"val/acc", 0.8}}, /*final=*/true);
    store.AddArtifact({0, claim.id, "main", 1, "routing", "r/1.npz", "aa", 10});
    store.AddArtifact({0, claim.id, "main", 2, "checkpoint", "ckpt/2.pt", "bb", 20});
  }
  Store store;
  TrialRow claim;
};

TEST(StoreViews, RowCountsStopAtTheirLimitAndCountTheirSweepOrTrialOnly) {
  TempDir dir;
  Views v(dir / "db.sqlite");
  EXPECT_EQ(CountRowsUpTo(v.store, RowKind::kTrials, "", 0, 100), 3);
  EXPECT_EQ(CountRowsUpTo(v.store, RowKind::kTrials, "", 0, 2), 2);
  EXPECT_EQ(CountRowsUpTo(v.store, RowKind::kSweepTrials, "demo", 0, 100), 2);
  EXPECT_EQ(CountRowsUpTo(v.store, RowKind::kSweepTrials, "other", 0, 100), 1);
  EXPECT_EQ(CountRowsUpTo(v.store, RowKind::kSweepMetrics, "demo", 0, 100), 3);
  EXPECT_EQ(CountRowsUpTo(v.store, RowKind::kSweepFinalMetrics, "demo", 0, 100), 1);
  EXPECT_EQ(CountRowsUpTo(v.store, RowKind::kTrialArtifacts, "", v.claim.id, 100), 2);
  EXPECT_EQ(CountRowsUpTo(v.store, RowKind::kTrialRoutingArtifacts, "", v.claim.id, 100), 1);
  EXPECT_EQ(CountRowsUpTo(v.store, RowKind::kTrialPhases, "", v.claim.id, 100), 1);
  EXPECT_EQ(CountRowsUpTo(v.store, RowKind::kTrialNotes, "", v.claim.id, 100), 0);
}

TEST(StoreViews, ATrialWholeInTheOrderRecorded) {
  TempDir dir;
  Views v(dir / "db.sqlite");
  EXPECT_FALSE(FindTrialDetail(v.store, 999));
  EXPECT_FALSE(FindTrialLabel(v.store, 999));
  const auto detail = FindTrialDetail(v.store, v.claim.id);
  ASSERT_TRUE(detail);
  EXPECT_EQ(detail->sweep, "demo");
  EXPECT_EQ(detail->status, "running");
  EXPECT_EQ(detail->worker, "w");
  EXPECT_FALSE(detail->sdk_abi);  // no provenance recorded: NULL, not 0
  EXPECT_EQ(FindTrialLabel(v.store, v.claim.id)->model, "ni");

  const auto metrics = TrialMetrics(v.store, v.claim.id, 100);
  ASSERT_EQ(metrics.size(), 3u);
  EXPECT_EQ(metrics[0].epoch, 1);
  EXPECT_DOUBLE_EQ(metrics[1].value, 0.75);
  EXPECT_FALSE(metrics[1].is_final);
  EXPECT_TRUE(metrics[2].is_final);
  EXPECT_EQ(TrialMetrics(v.store, v.claim.id, 2).size(), 2u);

  const auto all = TrialArtifacts(v.store, v.claim.id);
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].kind, "routing");
  EXPECT_EQ(all[1].path, "ckpt/2.pt");
  const auto routing = TrialArtifacts(v.store, v.claim.id, "routing");
  ASSERT_EQ(routing.size(), 1u);
  EXPECT_EQ(routing[0].path, "r/1.npz");

  const auto params = TrialParams(v.store, v.claim.id);
  ASSERT_FALSE(params.empty());
  EXPECT_EQ(params.front().key, "model");  // by key
  for (size_t i = 1; i < params.size(); ++i) EXPECT_LT(params[i - 1].key, params[i].key);
  EXPECT_EQ(TrialPhases(v.store, v.claim.id).at(0).epochs_done, 2);

  AddNote(v.store, v.claim.sweep_id, v.claim.id, "looks slow");
  ASSERT_EQ(TrialNotes(v.store, v.claim.id).size(), 1u);
  EXPECT_EQ(TrialNotes(v.store, v.claim.id)[0].text, "looks slow");
}

TEST(StoreViews, ASweepsCurvesCountsAndRows) {
  TempDir dir;
  Views v(dir / "db.sqlite");
  const auto counts = TrialCountsByStatus(v.store);
  EXPECT_EQ(counts.at("demo").at("running"), 1);
  EXPECT_EQ(counts.at("demo").at("queued"), 1);
  EXPECT_EQ(counts.at("other").at("queued"), 1);
  EXPECT_EQ(FindSweepText(v.store, "demo")->file, "sweeps/demo.toml");
  EXPECT_FALSE(FindSweepText(v.store, "nothing"));
  EXPECT_EQ(SweepTask(v.store, "demo"), "fuzzy_boolean");
  EXPECT_FALSE(SweepTask(v.store, "nothing"));
  const auto pairs = EpochMetricPhases(v.store, "demo");
  ASSERT_EQ(pairs.size(), 1u);  // the final value is not a curve
  EXPECT_EQ(pairs[0], std::make_pair(std::string("val/acc"), std::string("main")));

  // Trial 0's two points, then trial 1 with none: one row without an epoch.
  const auto curves = MetricCurves(v.store, "demo", "val/acc", "main", 100);
  ASSERT_EQ(curves.size(), 3u);
  EXPECT_EQ(curves[1].epoch, 2);
  EXPECT_EQ(curves[1].step, 20);
  EXPECT_EQ(curves[2].index, 1);
  EXPECT_FALSE(curves[2].epoch);
  EXPECT_EQ(MetricCurves(v.store, "demo", "val/acc", "main", 2).size(), 2u);

  const SweepRows rows = LoadSweepRows(v.store, "demo");
  EXPECT_EQ(rows.configs.size(), 2u);
  EXPECT_EQ(rows.metrics.size(), 3u);
  ASSERT_EQ(rows.routing.size(), 1u);
  EXPECT_EQ(rows.routing[0].path, "r/1.npz");
  EXPECT_EQ(MetricHistoryRows(v.store, "demo", "").size(), 2u);
  EXPECT_TRUE(MetricHistoryRows(v.store, "demo", "other_phase").empty());
}

TEST(StoreViews, ReadTransactionsEndWhetherCommittedOrAbandoned) {
  TempDir dir;
  Views v(dir / "db.sqlite");
  BeginRead(v.store);
  EXPECT_EQ(CountRowsUpTo(v.store, RowKind::kTrials, "", 0, 100), 3);
  CommitRead(v.store);
  BeginRead(v.store);
  EndOpenTransaction(v.store);
  EndOpenTransaction(v.store);  // none open: a no-op
  BeginRead(v.store);           // would throw inside an open transaction
  EXPECT_THROW(BeginRead(v.store), StoreError);
  EndOpenTransaction(v.store);
}

TEST(StoreViews, FileReferencesNameEveryArtifactAndTheRunningTrials) {
  TempDir dir;
  Views v(dir / "db.sqlite");
  const FileReferences refs = ReadFileReferences(v.store);
  EXPECT_EQ(refs.paths.size(), 2u);
  ASSERT_EQ(refs.running.size(), 1u);
  EXPECT_EQ(refs.running[0].first, "demo");
  EXPECT_EQ(refs.running[0].second, v.claim.config_hash);
}

}  // namespace
}  // namespace nilab::host::store
