// The machine-wide thread budget: live runs are counted by their locks, a dead run's file is
// removed, an adaptive run takes its share and gives it back, a pool counts as its workers. And
// its folder on a machine shared with other users (RunStateDir): a folder planted before the
// first run, or swapped for a symlink while a run holds it, never leads a run outside it.
#include "host/platform/thread_budget.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <torch/torch.h>
#include <unistd.h>

#include <filesystem>
#include <memory>

#include "tests/host/test_util.h"

namespace nilab::platform {
namespace {

namespace fs = std::filesystem;
constexpr std::chrono::milliseconds kNow{0};

TEST(ThreadBudget, AloneARunTakesEveryCore) {
  testing::TempDir dir;
  ThreadBudget budget(dir.File("runs"), 8, /*adaptive=*/true);
  EXPECT_EQ(budget.LiveRuns(), 1);
  EXPECT_EQ(budget.ShareOf(budget.LiveRuns()), 8);
  EXPECT_EQ((fs::status(dir.File("runs")).permissions() & fs::perms::all), fs::perms::owner_all);
}

TEST(ThreadBudget, RunsSideBySideShareTheCoresAndGetThemBack) {
  testing::TempDir dir;
  torch::set_num_threads(2);
  ThreadBudget first(dir.File("runs"), 2, /*adaptive=*/true);
  EXPECT_EQ(first.Rebalance(kNow), 0);  // alone: keeps its 2 threads
  {
    ThreadBudget second(dir.File("runs"), 2, /*adaptive=*/false);
    EXPECT_EQ(first.LiveRuns(), 2);
    EXPECT_EQ(second.LiveRuns(), 2);
    EXPECT_EQ(first.Rebalance(kNow), 1);
    EXPECT_EQ(torch::get_num_threads(), 1);
    EXPECT_EQ(first.Rebalance(kNow), 0);   // unchanged
    EXPECT_EQ(second.Rebalance(kNow), 0);  // fixed threads: never changes
  }
  EXPECT_EQ(first.Rebalance(kNow), 2);  // the other run ended
  EXPECT_EQ(torch::get_num_threads(), 2);
}

TEST(ThreadBudget, RebalanceChecksAtMostOncePerInterval) {
  testing::TempDir dir;
  torch::set_num_threads(2);
  ThreadBudget first(dir.File("runs"), 2, /*adaptive=*/true);
  EXPECT_EQ(first.Rebalance(kNow), 0);
  ThreadBudget second(dir.File("runs"), 2, /*adaptive=*/false);
  EXPECT_EQ(first.Rebalance(std::chrono::hours(1)), 0);  // checked just now: not again
  EXPECT_EQ(first.Rebalance(kNow), 1);
  torch::set_num_threads(2);
}

TEST(ThreadBudget, SharesFromTheThreadsSetAfterJoining) {
  // nilab run joins, then sets its threads; the share must be judged against those.
  testing::TempDir dir;
  torch::set_num_threads(1);
  ThreadBudget first(dir.File("runs"), 2, /*adaptive=*/true);
  ThreadBudget second(dir.File("runs"), 2, /*adaptive=*/false);
  torch::set_num_threads(2);
  EXPECT_EQ(first.Rebalance(kNow), 1);
  EXPECT_EQ(torch::get_num_threads(), 1);
  torch::set_num_threads(2);
}

TEST(ThreadBudget, APoolCountsAsItsWorkers) {
  testing::TempDir dir;
  ThreadBudget run(dir.File("runs"), 8, /*adaptive=*/true);
  ThreadBudget pool(dir.File("runs"), 8, /*adaptive=*/false, /*slots=*/3);
  EXPECT_EQ(run.LiveRuns(), 4);
  EXPECT_EQ(run.ShareOf(4), 2);
  EXPECT_EQ(run.ShareOf(20), 1);  // never below one thread
}

TEST(ThreadBudget, AKilledRunStopsCountingAndItsFileIsRemoved) {
  testing::TempDir dir;
  ThreadBudget run(dir.File("runs"), 2, /*adaptive=*/true);
  // What a run killed with -9 leaves: its file, with no process holding the lock.
  testing::WriteFile(dir.File("runs/999999-0"), "1");
  testing::WriteFile(dir.File("runs/notes.txt"), "not a run");
  EXPECT_EQ(run.LiveRuns(), 1);
  EXPECT_FALSE(fs::exists(dir.File("runs/999999-0")));
  EXPECT_TRUE(fs::exists(dir.File("runs/notes.txt")));
}

TEST(ThreadBudget, RefusesADirectoryThatIsNotPrivate) {
  testing::TempDir dir;
  fs::create_directories(dir.File("elsewhere"));
  fs::create_symlink(dir.File("elsewhere"), dir.File("runs"));
  EXPECT_THROW(ThreadBudget(dir.File("runs"), 2, true), std::runtime_error);
  fs::create_directories(dir.File("open"));
  fs::permissions(dir.File("open"), fs::perms::all);
  EXPECT_THROW(ThreadBudget(dir.File("open"), 2, true), std::runtime_error);
}

// ---- The run-state folder on a shared machine ----

// A victim's folder with files named like the registry's entries ("[0-9][0-9-]*").
void MakeVictim(const std::string& dir) {
  fs::create_directories(dir);
  testing::WriteFile(dir + "/2024-11-27", "holiday photos");
  testing::WriteFile(dir + "/0001", "thesis draft");
}

void ExpectVictimIntact(const std::string& dir) {
  EXPECT_EQ(testing::ReadFile(dir + "/2024-11-27"), "holiday photos");
  EXPECT_EQ(testing::ReadFile(dir + "/0001"), "thesis draft");
}

// A stand-in for /tmp: a sticky folder every user may write to.
std::string SharedTmp(const testing::TempDir& dir) {
  const std::string tmp = dir.File("tmp");
  fs::create_directories(tmp);
  EXPECT_EQ(::chmod(tmp.c_str(), 01777), 0);
  return tmp;
}

const std::string kUserFolder = "nilab-" + std::to_string(::getuid());

TEST(RunStateDir, CreatesEveryFolderPrivateUnderASharedTmp) {
  testing::TempDir dir;
  const std::string tmp = SharedTmp(dir);
  const mode_t old_umask = ::umask(0);  // a careless umask changes nothing
  RunStateDir runs(tmp, {kUserFolder, "runs"});
  ::umask(old_umask);
  for (const std::string& folder : {tmp + "/" + kUserFolder, tmp + "/" + kUserFolder + "/runs"}) {
    struct stat st {};
    ASSERT_EQ(::lstat(folder.c_str(), &st), 0) << folder;
    EXPECT_TRUE(S_ISDIR(st.st_mode)) << folder;
    EXPECT_EQ(st.st_mode & 07777, 0700u) << folder;
  }
  EXPECT_EQ(runs.path(), tmp + "/" + kUserFolder + "/runs");
}

// Whoever creates /tmp/nilab-<uid> first: a symlink to the owner's folder, or a folder others
// can write to, is refused, and nothing in the owner's folder is touched.
TEST(RunStateDir, APreCreatedUserFolderIsRefused) {
  testing::TempDir dir;
  const std::string tmp = SharedTmp(dir);
  MakeVictim(dir.File("home/me/photos/runs"));
  fs::create_directory_symlink(dir.File("home/me/photos"), tmp + "/" + kUserFolder);
  EXPECT_THROW(RunStateDir(tmp, {kUserFolder, "runs"}), RunStateError);
  EXPECT_THROW(ThreadBudget(RunStateDir(tmp, {kUserFolder, "runs"}), 2, true), RunStateError);
  ExpectVictimIntact(dir.File("home/me/photos/runs"));

  fs::remove(tmp + "/" + kUserFolder);
  fs::create_directory(tmp + "/" + kUserFolder);
  ASSERT_EQ(::chmod((tmp + "/" + kUserFolder).c_str(), 0777), 0);
  try {
    RunStateDir runs(tmp, {kUserFolder, "runs"});
    FAIL() << "a folder everyone may write to was accepted";
  } catch (const RunStateError& e) {
    EXPECT_NE(std::string(e.what()).find(kUserFolder + ": mode 0777, not 0700"), std::string::npos)
        << e.what();
  }
  // A base that others may write to without the sticky bit is refused too.
  ASSERT_EQ(::chmod(tmp.c_str(), 0777), 0);
  EXPECT_THROW(RunStateDir(tmp, {"other"}), RunStateError);
}

// The swap of the issue: `runs` replaced by a symlink to the owner's folder, before a run and
// while one holds the registry. A run neither follows it nor deletes a file there, and still
// counts (and cleans) the registry it opened.
TEST(RunStateDir, ARunsFolderSwappedForASymlinkIsNeverFollowed) {
  testing::TempDir dir;
  const std::string tmp = SharedTmp(dir);
  const std::string victim = dir.File("home/me/docs");
  MakeVictim(victim);
  const std::string user = tmp + "/" + kUserFolder;

  // Before: `runs` is already a symlink.
  fs::create_directory(user);
  ASSERT_EQ(::chmod(user.c_str(), 0700), 0);
  fs::create_directory_symlink(victim, user + "/runs");
  EXPECT_THROW(ThreadBudget(RunStateDir(tmp, {kUserFolder, "runs"}), 2, true), RunStateError);
  ExpectVictimIntact(victim);
  fs::remove(user + "/runs");

  // While a run holds it: the folder is moved away and a symlink takes its name.
  ThreadBudget run(RunStateDir(tmp, {kUserFolder, "runs"}), 2, /*adaptive=*/true);
  testing::WriteFile(user + "/runs/999999-0", "1");  // left by a killed run
  fs::rename(user + "/runs", user + "/runs.moved");
  fs::create_directory_symlink(victim, user + "/runs");
  EXPECT_EQ(run.LiveRuns(), 1);
  ExpectVictimIntact(victim);
  EXPECT_FALSE(fs::exists(user + "/runs.moved/999999-0"));  // the registry it holds was cleaned
  EXPECT_TRUE(fs::is_symlink(user + "/runs"));
}

}  // namespace
}  // namespace nilab::platform
