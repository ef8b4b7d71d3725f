// Managing recorded runs: tags and notes, the runs of a sweep, removing trials and sweeps
// (issue 26). The migration that adds their tables: store_migration_test.cc.
#include <gtest/gtest.h>
#include <cstdint>

#include <filesystem>

#include "host/store/artifact_file.h"
#include "host/store/notes.h"
#include "host/store/removal.h"
#include "host/store/runs.h"
#include "host/store/store.h"
#include "tests/store/test_util.h"

namespace nilab::host::store {
namespace {

using test::MakeTrial;
using test::QueryInt;
using test::TempDir;

struct Demo {
  TempDir dir;
  Store store{dir / "results.sqlite"};
  int64_t sweep = 0;
  std::vector<int64_t> ids;  // ni seed 0, ni seed 1, vit seed 0

  Demo() {
    sweep = store.UpsertSweep({"demo", "demo.toml", "name = \"demo\"", "{}"});
    store.AddTrials(sweep, {MakeTrial(0, "ni", 0, 0.5), MakeTrial(1, "ni", 1, 0.5),
                            MakeTrial(2, "vit", 0, 0.5)});
    for (const auto& row : store.Trials(sweep)) ids.push_back(row.id);
    for (const int64_t id : ids) {
      store.LogMetrics(id, "train", 0, 10, {{"val/acc", 0.5}, {"train/loss", 1.0}});
      store.AddArtifact(
          {0, id, "train", 0, "checkpoint", "ckpt/" + std::to_string(id) + ".pt", "ab", 100});
    }
  }
};

TEST(StoreNotes, TagsAreKeptOnceAndNotesInOrder) {
  Demo demo;
  EXPECT_TRUE(AddTag(demo.store, demo.sweep, demo.ids[0], "best"));
  EXPECT_FALSE(AddTag(demo.store, demo.sweep, demo.ids[0], "best"));  // already there
  EXPECT_TRUE(AddTag(demo.store, demo.sweep, std::nullopt, "best"));  // the sweep's own
  AddNote(demo.store, demo.sweep, demo.ids[0], "diverged at epoch 3");
  AddNote(demo.store, demo.sweep, demo.ids[0], "rerun with lr/2");
  AddNote(demo.store, demo.sweep, std::nullopt, "first full run");
  const auto notes = Notes(demo.store, demo.sweep);
  ASSERT_EQ(notes.size(), 5u);
  // The sweep's first, then the trial's, each oldest first.
  EXPECT_FALSE(notes[0].trial_id);
  EXPECT_EQ(notes[0].text, "best");
  EXPECT_EQ(notes[1].text, "first full run");
  EXPECT_EQ(*notes[2].trial_id, demo.ids[0]);
  EXPECT_EQ(notes[3].text, "diverged at epoch 3");
  EXPECT_EQ(notes[4].text, "rerun with lr/2");
  EXPECT_TRUE(RemoveTag(demo.store, demo.sweep, demo.ids[0], "best"));
  EXPECT_FALSE(RemoveTag(demo.store, demo.sweep, demo.ids[0], "best"));
  EXPECT_EQ(Notes(demo.store, demo.sweep).size(), 4u);
}

TEST(StoreNotes, CheckTagRefusesWhatCannotBeShownSafely) {
  EXPECT_EQ(CheckTag("best-lr_0.3:v2/a"), "");
  EXPECT_NE(CheckTag(""), "");
  EXPECT_NE(CheckTag(std::string(65, 'a')), "");
  EXPECT_NE(CheckTag("two words"), "");
  EXPECT_NE(CheckTag("<b>"), "");
  EXPECT_NE(CheckTag("a\nb"), "");
}

TEST(StoreRuns, EachRunKeepsItsEffectiveSweep) {
  Demo demo;
  RecordRun(demo.store, {0, demo.sweep, "", "nilab run demo.toml", "demo.toml", {}, "a = 1"});
  RecordRun(demo.store, {0,
                         demo.sweep,
                         "",
                         "nilab run demo.toml --set train.epochs=1",
                         "demo.toml",
                         {"train.epochs=1"},
                         "a = 2"});
  const auto runs = Runs(demo.store, demo.sweep);
  ASSERT_EQ(runs.size(), 2u);
  EXPECT_TRUE(runs[0].overrides.empty());
  EXPECT_EQ(runs[0].source, "a = 1");
  EXPECT_EQ(runs[1].overrides, std::vector<std::string>{"train.epochs=1"});
  EXPECT_EQ(runs[1].source, "a = 2");
  EXPECT_EQ(runs[1].command_line, "nilab run demo.toml --set train.epochs=1");
  EXPECT_FALSE(runs[1].started_at.empty());
}

TEST(StoreRemoval, RemovesATrialWithEverythingOfItsOwn) {
  Demo demo;
  AddTag(demo.store, demo.sweep, demo.ids[1], "odd");
  const RemovalSize size = SizeOfTrials(demo.store, {demo.ids[1]});
  EXPECT_EQ(size.trials, 1);
  EXPECT_EQ(size.metrics, 2);
  EXPECT_EQ(size.files, 1);
  EXPECT_EQ(size.bytes, 100);
  const Removal removal = RemoveTrials(demo.store, {demo.ids[1]}, false);
  EXPECT_EQ(removal.trial_ids, std::vector<int64_t>{demo.ids[1]});
  ASSERT_EQ(removal.files.size(), 1u);
  EXPECT_EQ(removal.files[0].path, "ckpt/" + std::to_string(demo.ids[1]) + ".pt");
  EXPECT_EQ(removal.files[0].trial_id, demo.ids[1]);
  sqlite3* db = demo.store.handle();
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM trials"), 2);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM metrics"), 4);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM artifacts"), 2);
  EXPECT_EQ(
      QueryInt(db, "SELECT count(*) FROM params WHERE trial_id = " + std::to_string(demo.ids[1])),
      0);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM notes"), 0);
  EXPECT_THROW(SizeOfTrials(demo.store, {9999}), StoreError);
  EXPECT_THROW(RemoveTrials(demo.store, {9999}, false), StoreError);
}

TEST(StoreRemoval, ARunningTrialIsRefusedAndNothingChanges) {
  Demo demo;
  const auto claim = demo.store.ClaimTrial(demo.sweep, "host:1", 600.0);
  ASSERT_TRUE(claim);
  try {
    RemoveTrials(demo.store, {demo.ids[2], claim->id}, false);
    FAIL() << "a running trial was removed";
  } catch (const StoreError& e) {
    EXPECT_NE(std::string(e.what()).find("is running (worker host:1)"), std::string::npos);
  }
  EXPECT_EQ(QueryInt(demo.store.handle(), "SELECT count(*) FROM trials"), 3);  // not even ids[2]
  EXPECT_EQ(RemoveTrials(demo.store, {claim->id}, true).trial_ids.size(), 1u);
}

TEST(StoreRemoval, RemovesASweepWithItsTrialsRunsAndNotes) {
  Demo demo;
  const int64_t other = demo.store.UpsertSweep({"other", "", "", "{}"});
  demo.store.AddTrials(other, {MakeTrial(0, "ni", 0, 0.5)});
  RecordRun(demo.store, {0, demo.sweep, "", "nilab run", "demo.toml", {}, ""});
  AddNote(demo.store, demo.sweep, std::nullopt, "bye");
  const Removal removal = RemoveSweep(demo.store, demo.sweep, false);
  EXPECT_EQ(removal.trial_ids.size(), 3u);
  EXPECT_EQ(removal.files.size(), 3u);
  sqlite3* db = demo.store.handle();
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM sweeps"), 1);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM trials"), 1);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM metrics"), 0);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM runs"), 0);
  EXPECT_EQ(QueryInt(db, "SELECT count(*) FROM notes"), 0);
}

// `nilab trials rm` of rows that name files outside the database's checkpoint folders (a merged
// shard's `artifacts` row with path = /home/me/victim.txt, the first reproduction; a
// symlink planted in a checkpoint folder): the rows go, the files they name stay, one line each;
// the trial's own checkpoint goes.
TEST(StoreRemoval, DeletesOnlyFilesBelowTheDatabasesCheckpointFolders) {
  namespace fs = std::filesystem;
  Demo demo;
  TempDir home;
  const std::string victim = home / "victim.txt";
  test::WriteText(victim, "precious");
  const std::string folder = demo.dir / ("checkpoints/" + demo.store.Id() + "/demo/h");
  fs::create_directories(folder);
  test::WriteText(folder + "/train.last.a1e1.pt", "checkpoint");
  fs::create_symlink(victim, folder + "/train.final.a1e1.pt");
  const int64_t trial = demo.ids[0];
  for (const std::string& path :
       {victim, folder + "/train.last.a1e1.pt", folder + "/train.final.a1e1.pt"}) {
    demo.store.AddArtifact({0, trial, "train", 1, "final", path, "ab", 8});
  }
  const Removal removal = RemoveTrials(demo.store, {trial}, false);
  std::vector<std::string> refused;
  EXPECT_EQ(DeleteRemovedFiles(demo.store, removal, &refused), 1);
  EXPECT_FALSE(fs::exists(folder + "/train.last.a1e1.pt"));
  EXPECT_EQ(test::ReadText(victim), "precious");
  EXPECT_TRUE(fs::is_symlink(folder + "/train.final.a1e1.pt"));
  // The victim, the symlink, and the demo's ckpt/<id>.pt (not below a checkpoint folder).
  ASSERT_EQ(refused.size(), 3u);
  for (const auto& line : refused) {
    EXPECT_EQ(line.find("trial " + std::to_string(trial) + " "), 0u) << line;
    EXPECT_EQ(line.find('\n'), std::string::npos) << line;
  }
  const std::string all = refused[0] + "\n" + refused[1] + "\n" + refused[2];
  EXPECT_NE(all.find("trial " + std::to_string(trial) + " final " + victim +
                     ": not under a checkpoint folder of this database (<checkpoint "
                     "dir>/<database id>/); not opened"),
            std::string::npos)
      << all;
  EXPECT_NE(all.find("train.final.a1e1.pt: not a regular file"), std::string::npos) << all;
  EXPECT_NE(all.find(" ckpt/" + std::to_string(trial) + ".pt: not under"), std::string::npos)
      << all;
}

}  // namespace
}  // namespace nilab::host::store
