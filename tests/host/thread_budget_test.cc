// The machine-wide thread budget: live runs are counted by their locks, a dead run's file is
// removed, an adaptive run takes its share and gives it back, a pool counts as its workers.
#include "host/platform/thread_budget.h"

#include <gtest/gtest.h>
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

}  // namespace
}  // namespace nilab::platform
