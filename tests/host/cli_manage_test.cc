// The newcomer's papercuts and run management (issue 26), through the nilab executable and the
// toy plugins: run flags, NILAB_DB, scratch runs and the effective sweep of each run, report's
// refusal to overwrite, the command list, trials tag|note|rm, and gc.
#include <gtest/gtest.h>

#include <filesystem>

#include "tests/host/sweep_fixture.h"
#include "tests/host/test_util.h"

namespace nilab::testing {
namespace {

namespace fs = std::filesystem;

std::string ManageSweep() { return ToySweep("toy_manage").Seeds("[0, 1]").Toml(); }

// `nilab ARGS` run in `dir` with the toy plugins; `env` goes before the binary.
CommandResult Nilab(const TempDir& dir, const std::string& args, const std::string& env = "") {
  return Run("cd '" + dir.path() + "' && " + env + " '" + NilabBinary() + "' " + args +
             " </dev/null 2>&1");
}

std::string RunArgs() { return "toy.toml --plugin-path '" + ToyPluginDir() + "' --threads 1 -q"; }

TEST(CliManage, NoCompareSkipsTheClosingTable) {
  TempDir dir;
  WriteFile(dir.File("toy.toml"), ManageSweep());
  CommandResult run = Nilab(dir, "run " + RunArgs() + " --no-compare");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_EQ(run.out.find("sweep toy_manage, phase"), std::string::npos) << run.out;
  run = Nilab(dir, "run " + RunArgs());
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("sweep toy_manage, phase train: 2 done trials"), std::string::npos)
      << run.out;
}

TEST(CliManage, NilabDbSetsTheDefaultDatabase) {
  TempDir dir;
  WriteFile(dir.File("toy.toml"), ManageSweep());
  const std::string env = "NILAB_DB='" + dir.File("elsewhere/env.sqlite") + "'";
  CommandResult run = Nilab(dir, "run " + RunArgs() + " --no-compare", env);
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_TRUE(fs::exists(dir.File("elsewhere/env.sqlite")));
  EXPECT_FALSE(fs::exists(dir.File("results/nilab.sqlite")));
  run = Nilab(dir, "status", env);
  EXPECT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("toy_manage"), std::string::npos) << run.out;
  // --db still wins over the variable.
  run = Nilab(dir, "status --db '" + dir.File("none.sqlite") + "'", env);
  EXPECT_NE(run.exit_code, 0) << run.out;
}

TEST(CliManage, AScratchRunNeverTouchesTheResultsAndEveryRunKeepsItsEffectiveSweep) {
  TempDir dir;
  WriteFile(dir.File("toy.toml"), ManageSweep());
  CommandResult run = Nilab(dir, "run " + RunArgs() + " --scratch --db x.sqlite");
  EXPECT_EQ(run.exit_code, 2) << run.out;
  EXPECT_NE(run.out.find("--scratch and --db: choose one"), std::string::npos) << run.out;
  run = Nilab(dir, "run " + RunArgs() + " --scratch --set train.epochs=1 --no-compare");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("scratch run into results/scratch.sqlite"), std::string::npos) << run.out;
  EXPECT_FALSE(fs::exists(dir.File("results/nilab.sqlite")));
  const std::string scratch = dir.File("results/scratch.sqlite");
  EXPECT_EQ(QueryRows(scratch, "SELECT overrides_json FROM runs"),
            std::vector<std::string>{"[\"train.epochs=1\"]"});
  const auto source = QueryRows(scratch, "SELECT source FROM runs");
  ASSERT_EQ(source.size(), 1u);
  EXPECT_NE(source[0].find("epochs = 1"), std::string::npos) << source[0];
  EXPECT_EQ(source[0].find("epochs = 2"), std::string::npos) << source[0];
  // A plain run into the real database: the file's own text, and a second row for a second run.
  ASSERT_EQ(Nilab(dir, "run " + RunArgs() + " --no-compare").exit_code, 0);
  ASSERT_EQ(Nilab(dir, "run " + RunArgs() + " --no-compare").exit_code, 0);
  const std::string db = dir.File("results/nilab.sqlite");
  EXPECT_EQ(QueryRows(db,
                      "SELECT count(*) FROM runs WHERE overrides_json = '[]' AND source = "
                      "(SELECT source FROM sweeps)"),
            std::vector<std::string>{"2"});
}

TEST(CliManage, ReportDoesNotOverwriteAFileItDidNotWrite) {
  TempDir dir;
  WriteFile(dir.File("toy.toml"), ManageSweep());
  ASSERT_EQ(Nilab(dir, "run " + RunArgs() + " --no-compare").exit_code, 0);
  const std::string page = dir.File("report-toy_manage.html");
  WriteFile(page, "my notes\n");
  const std::string report = "report --plugin-path '" + ToyPluginDir() + "'";
  CommandResult run = Nilab(dir, report);
  EXPECT_NE(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("report-toy_manage.html: exists and was not written by nilab report"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(ReadFile(page), "my notes\n");
  run = Nilab(dir, report + " --force");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(ReadFile(page).find("<meta name=\"generator\" content=\"nilab report\">"),
            std::string::npos);
  run = Nilab(dir, report);  // its own page: replaced without --force
  EXPECT_EQ(run.exit_code, 0) << run.out;
}

TEST(CliManage, ReportFiguresAreStandaloneSvgsAndPdfsWhenRsvgConvertIsThere) {
  TempDir dir;
  WriteFile(dir.File("toy.toml"), ManageSweep());
  ASSERT_EQ(Nilab(dir, "run " + RunArgs() + " --no-compare").exit_code, 0);
  const CommandResult run =
      Nilab(dir, "report toy_manage --figures figs --plugin-path '" + ToyPluginDir() + "'");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_FALSE(fs::exists(dir.File("report-toy_manage.html")));  // --figures alone: no page
  int svgs = 0, pdfs = 0;
  for (const auto& entry : fs::directory_iterator(dir.File("figs"))) {
    const std::string text = ReadFile(entry.path().string());
    if (entry.path().extension() == ".svg") {
      ++svgs;
      EXPECT_NE(text.find("xmlns=\"http://www.w3.org/2000/svg\""), std::string::npos);
      EXPECT_NE(text.find("<style"), std::string::npos) << entry.path();
    } else if (entry.path().extension() == ".pdf") {
      ++pdfs;
      EXPECT_EQ(text.rfind("%PDF", 0), 0u) << entry.path();
    }
  }
  EXPECT_GT(svgs, 0);
  const bool rsvg = testing::Run("command -v rsvg-convert >/dev/null").exit_code == 0;
  EXPECT_EQ(pdfs, rsvg ? svgs : 0) << run.out;
}

TEST(CliManage, HelpListsPlumbingApartFromTheUserCommands) {
  TempDir dir;
  const CommandResult run = Nilab(dir, "--help");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  const size_t plumbing = run.out.find("plumbing");
  ASSERT_NE(plumbing, std::string::npos) << run.out;
  EXPECT_GT(run.out.find("  worker "), plumbing) << run.out;
  EXPECT_LT(run.out.find("  run "), plumbing) << run.out;
  EXPECT_LT(run.out.find("  trials "), plumbing) << run.out;
  EXPECT_LT(run.out.find("  gc "), plumbing) << run.out;
}

TEST(CliManage, TagsAndNotesShowInCompareAndRmTakesTheFilesWithIt) {
  TempDir dir;
  WriteFile(dir.File("toy.toml"), ManageSweep());
  ASSERT_EQ(Nilab(dir, "run " + RunArgs() + " --no-compare").exit_code, 0);
  const std::string db = dir.File("results/nilab.sqlite");
  const auto ids = QueryRows(db, "SELECT id FROM trials ORDER BY id");
  ASSERT_EQ(ids.size(), 2u);
  EXPECT_EQ(Nilab(dir, "trials tag " + ids[0] + " best").exit_code, 0);
  EXPECT_EQ(Nilab(dir, "trials tag --sweep toy_manage baseline").exit_code, 0);
  EXPECT_EQ(Nilab(dir, "trials note " + ids[0] + " 'lr looks high'").exit_code, 0);
  CommandResult run = Nilab(dir, "trials tag " + ids[0] + " 'two words'");
  EXPECT_EQ(run.exit_code, 2) << run.out;
  run = Nilab(dir, "trials tag 999 best");
  EXPECT_EQ(run.exit_code, 2) << run.out;
  run = Nilab(dir, "compare toy_manage");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("  sweep: [baseline]"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("trial " + ids[0] + " (toy_model, seed 0): [best] \"lr looks high\""),
            std::string::npos)
      << run.out;

  run = Nilab(dir, "report toy_manage -o page.html --plugin-path '" + ToyPluginDir() + "'");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  const std::string page = ReadFile(dir.File("page.html"));
  EXPECT_NE(page.find("Tags and notes"), std::string::npos);
  EXPECT_NE(page.find("trial " + ids[0] + ": <code>best</code>"), std::string::npos);
  EXPECT_NE(page.find("trial " + ids[0] + ": lr looks high"), std::string::npos);

  const auto files = QueryRows(db, "SELECT path FROM artifacts WHERE trial_id = " + ids[0]);
  ASSERT_FALSE(files.empty());
  for (const auto& f : files) EXPECT_TRUE(fs::exists(fs::path(dir.File("results")) / f)) << f;
  // Without a terminal to confirm on and without --yes, nothing goes.
  run = Nilab(dir, "trials rm " + ids[0]);
  EXPECT_EQ(run.exit_code, 2) << run.out;
  EXPECT_NE(run.out.find("nothing removed"), std::string::npos) << run.out;
  EXPECT_EQ(QueryRows(db, "SELECT count(*) FROM trials"), std::vector<std::string>{"2"});
  run = Nilab(dir, "trials rm " + ids[0] + " --yes");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_EQ(QueryRows(db, "SELECT count(*) FROM trials"), std::vector<std::string>{"1"});
  EXPECT_EQ(QueryRows(db, "SELECT count(*) FROM metrics WHERE trial_id = " + ids[0]),
            std::vector<std::string>{"0"});
  for (const auto& f : files) EXPECT_FALSE(fs::exists(fs::path(dir.File("results")) / f)) << f;
  run = Nilab(dir, "trials rm --sweep toy_manage --yes");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_EQ(QueryRows(db, "SELECT count(*) FROM sweeps"), std::vector<std::string>{"0"});
}

TEST(CliManage, GcDeletesOnlyFilesNoRowNames) {
  TempDir dir;
  WriteFile(dir.File("toy.toml"), ManageSweep());
  ASSERT_EQ(Nilab(dir, "run " + RunArgs() + " --no-compare").exit_code, 0);
  const std::string db = dir.File("results/nilab.sqlite");
  const auto id = QueryRows(db, "SELECT value FROM store_info WHERE key = 'id'");
  ASSERT_EQ(id.size(), 1u);
  const fs::path folder = fs::path(dir.File("results/checkpoints")) / id[0];
  const fs::path orphan = folder / "toy_manage" / "gone" / "train.last.a1e0.pt";
  fs::create_directories(orphan.parent_path());
  WriteFile(orphan.string(), "stale");
  // Another database's folder is never looked at.
  const fs::path foreign = fs::path(dir.File("results/checkpoints/other-db/x.pt"));
  fs::create_directories(foreign.parent_path());
  WriteFile(foreign.string(), "not ours");

  CommandResult run = Nilab(dir, "gc --dry-run --min-age 0");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("train.last.a1e0.pt"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("1 file(s)"), std::string::npos) << run.out;
  EXPECT_TRUE(fs::exists(orphan));
  // Too new for the default --min-age: left alone.
  run = Nilab(dir, "gc");
  EXPECT_NE(run.out.find("0 file(s)"), std::string::npos) << run.out;
  EXPECT_TRUE(fs::exists(orphan));
  run = Nilab(dir, "gc --min-age 0");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_FALSE(fs::exists(orphan));
  EXPECT_FALSE(fs::exists(orphan.parent_path()));  // its folder, now empty
  EXPECT_TRUE(fs::exists(foreign));
  for (const auto& f : QueryRows(db, "SELECT path FROM artifacts"))
    EXPECT_TRUE(fs::exists(fs::path(dir.File("results")) / f)) << f;
}

// A Slurm job's tasks write their checkpoints under their shard's id; after `nilab merge` the
// results database names those files, and gc looks in the shard folders too. A file the shard
// database still names (its trial may run again in a later wave) stays while the shard is there.
TEST(CliManage, GcCoversTheFoldersOfMergedShards) {
  TempDir dir;
  WriteFile(dir.File("toy.toml"), ManageSweep());
  const std::string ckpt = dir.File("results/checkpoints");
  CommandResult run = Nilab(dir, "run " + RunArgs() +
                                     " --no-compare --db shards/shard-0.sqlite "
                                     "--checkpoint-dir '" +
                                     ckpt + "'");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  // An unmerged database's folder beside them.
  run = Nilab(dir, "run " + RunArgs() + " --no-compare --db other/x.sqlite --checkpoint-dir '" +
                       ckpt + "'");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  run = Nilab(dir, "merge shards --into results/nilab.sqlite");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  const std::string db = dir.File("results/nilab.sqlite");
  const std::string shard_db = dir.File("shards/shard-0.sqlite");
  const std::string shard_id =
      QueryRows(shard_db, "SELECT value FROM store_info WHERE key='id'")[0];
  const std::string other_id =
      QueryRows(dir.File("other/x.sqlite"), "SELECT value FROM store_info WHERE key='id'")[0];
  EXPECT_EQ(QueryRows(db, "SELECT value FROM store_info WHERE key = 'shard:" + shard_id + "'"),
            std::vector<std::string>{fs::absolute(shard_db).lexically_normal().string()});

  const fs::path shard_folder = fs::path(ckpt) / shard_id;
  const fs::path orphan = shard_folder / "toy_manage" / "gone" / "train.last.a1e0.pt";
  const fs::path shard_only = shard_folder / "toy_manage" / "later" / "train.last.a2e1.pt";
  const fs::path other = fs::path(ckpt) / other_id / "toy_manage" / "gone" / "x.pt";
  for (const auto& f : {orphan, shard_only, other}) {
    fs::create_directories(f.parent_path());
    WriteFile(f.string(), "bytes");
  }
  // A later wave's checkpoint: the shard names it, the results database does not yet.
  ExecSql(shard_db,
          "INSERT INTO artifacts (trial_id, phase, epoch, kind, path, sha256, bytes) SELECT "
          "min(id), 'train', 1, 'checkpoint', '" +
              shard_only.string() + "', '', 5 FROM trials");

  run = Nilab(dir, "gc --min-age 0");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_NE(run.out.find("1 file(s)"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("and 1 merged shard folder(s)"), std::string::npos) << run.out;
  EXPECT_FALSE(fs::exists(orphan));
  EXPECT_TRUE(fs::exists(shard_only));
  EXPECT_TRUE(fs::exists(other));  // not merged: another database's folder
  // Every file the results database names (all in the shard's folder) is still there.
  const auto named = QueryRows(db, "SELECT DISTINCT path FROM artifacts");
  ASSERT_FALSE(named.empty());
  for (const auto& f : named) {
    EXPECT_NE(f.find(shard_id), std::string::npos) << f;
    EXPECT_TRUE(fs::exists(fs::path(dir.File("results")) / f)) << f;
  }

  // Once the shard database is gone, only the results database's rows count.
  fs::rename(shard_db, dir.File("shard-0.moved"));
  run = Nilab(dir, "gc --min-age 0");
  ASSERT_EQ(run.exit_code, 0) << run.out;
  EXPECT_FALSE(fs::exists(shard_only));
  for (const auto& f : named) EXPECT_TRUE(fs::exists(fs::path(dir.File("results")) / f)) << f;
  EXPECT_TRUE(fs::exists(other));
}

}  // namespace
}  // namespace nilab::testing
