// Several processes on one database: claims are atomic, and concurrent writers never see
// "database is locked". Children are forked; each opens its own connection.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cstdint>

#include <cstdio>
#include <functional>
#include <map>
#include <vector>

#include "host/store/store.h"
#include "tests/store/test_util.h"

namespace nilab::host::store {
namespace {

using test::MakeTrial;
using test::QueryInt;
using test::TempDir;

// Forks `n` children that wait at a common start line, then run `work(i, out)`; `out` is a pipe
// to the parent. A child exits 0 when work returns, 1 (after printing the error) on an
// exception. Returns each child's exit status and everything they wrote.
struct Children {
  std::vector<int> exit_codes;
  std::vector<int64_t> written;
};

Children RunChildren(int n, const std::function<void(int, int)>& work) {
  int start[2], results[2];
  EXPECT_EQ(pipe(start), 0);
  EXPECT_EQ(pipe(results), 0);
  std::vector<pid_t> pids;
  for (int i = 0; i < n; ++i) {
    const pid_t pid = fork();
    if (pid == 0) {
      close(start[1]);
      close(results[0]);
      char c;
      while (read(start[0], &c, 1) > 0) {  // the parent closing its end starts everyone
      }
      int code = 0;
      try {
        work(i, results[1]);
      } catch (const std::exception& e) {
        std::fprintf(stderr, "child %d: %s\n", i, e.what());
        code = 1;
      }
      close(results[1]);
      _exit(code);
    }
    pids.push_back(pid);
  }
  close(start[0]);
  close(results[1]);
  close(start[1]);
  Children children;
  int64_t value;
  while (read(results[0], &value, sizeof(value)) == static_cast<ssize_t>(sizeof(value))) {
    children.written.push_back(value);
  }
  close(results[0]);
  for (pid_t pid : pids) {
    int status = 0;
    waitpid(pid, &status, 0);
    children.exit_codes.push_back(WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  }
  return children;
}

void Write(int fd, int64_t value) {
  if (write(fd, &value, sizeof(value)) != static_cast<ssize_t>(sizeof(value))) {
    throw std::runtime_error("pipe write failed");
  }
}

TEST(StoreConcurrency, EveryTrialIsClaimedExactlyOnceAcrossProcesses) {
  TempDir dir;
  const std::string path = dir / "db.sqlite";
  constexpr int kTrials = 48;
  int64_t sweep = 0;
  {
    Store store(path);
    sweep = store.UpsertSweep({"s", "s.toml", "", ""});
    std::vector<TrialRecord> trials;
    for (int i = 0; i < kTrials; ++i) trials.push_back(MakeTrial(i, "ni", i, 0.5));
    store.AddTrials(sweep, trials);
  }
  const Children children = RunChildren(8, [&](int i, int out) {
    Store store(path);
    const std::string worker = "worker-" + std::to_string(i);
    while (auto trial = store.ClaimTrial(sweep, worker, 3600.0)) {
      Write(out, trial->id);
      store.LogMetrics(trial->id, "train", 0, 1, {{"val/acc", 1.0}}, true);
      store.FinishTrial(trial->id, TrialStatus::kDone);
    }
  });
  for (int code : children.exit_codes) EXPECT_EQ(code, 0);
  std::map<int64_t, int> claims;
  for (int64_t id : children.written) ++claims[id];
  EXPECT_EQ(claims.size(), static_cast<size_t>(kTrials));
  for (const auto& [id, count] : claims) EXPECT_EQ(count, 1) << "trial " << id;
  Store store(path);
  EXPECT_EQ(QueryInt(store.handle(),
                     "SELECT count(*) FROM trials WHERE status = 'done' AND "
                     "attempts = 1"),
            kTrials);
  EXPECT_EQ(QueryInt(store.handle(), "SELECT count(*) FROM final_metrics"), kTrials);
}

TEST(StoreConcurrency, EightWritersLogMetricsWithoutLockErrors) {
  TempDir dir;
  const std::string path = dir / "db.sqlite";
  constexpr int kWriters = 8, kEpochs = 12;
  int64_t sweep = 0;
  std::vector<int64_t> ids;
  {
    Store store(path);
    sweep = store.UpsertSweep({"s", "s.toml", "", ""});
    std::vector<TrialRecord> trials;
    for (int i = 0; i < kWriters; ++i) trials.push_back(MakeTrial(i, "ni", i, 0.5));
    store.AddTrials(sweep, trials);
    for (int i = 0; i < kWriters; ++i) ids.push_back(store.ClaimTrial(sweep, "w", 3600.0)->id);
  }
  const Children children = RunChildren(kWriters, [&](int i, int) {
    Store store(path);
    const int64_t id = ids[i];
    store.SetPhase(id, "train", "running", 0);
    for (int epoch = 0; epoch < kEpochs; ++epoch) {
      store.LogMetrics(id, "train", epoch, epoch * 10,
                       {{"train/loss", 1.0 / (epoch + 1)}, {"val/acc", 0.01 * epoch}});
      store.Heartbeat(id);
      store.SetPhase(id, "train", "running", epoch + 1);
      store.AddArtifact({0, id, "train", epoch, "checkpoint", "c.pt", "00", 1});
    }
    // Each writer adds a metric name of its own: every final log recreates trials_wide.
    store.LogMetrics(id, "train", kEpochs, kEpochs * 10,
                     {{"val/acc", 0.5}, {"val/only_" + std::to_string(i), 1.0}}, true);
    store.SetPhase(id, "train", "done", kEpochs);
    store.FinishTrial(id, TrialStatus::kDone);
  });
  for (int code : children.exit_codes) EXPECT_EQ(code, 0);
  Store store(path);
  EXPECT_EQ(QueryInt(store.handle(), "SELECT count(*) FROM metric_history"),
            kWriters * kEpochs * 2);
  EXPECT_EQ(QueryInt(store.handle(), "SELECT count(*) FROM final_metrics"), kWriters * 2);
  EXPECT_EQ(QueryInt(store.handle(), "SELECT count(*) FROM artifacts"), kWriters * kEpochs);
  EXPECT_EQ(QueryInt(store.handle(),
                     "SELECT count(*) FROM trials_wide WHERE status = 'done' AND "
                     "\"val/acc\" = 0.5 AND \"val/only_7\" IS NOT NULL"),
            1);
}

TEST(StoreConcurrency, ProcessesOpeningANewFileTogetherCreateOneSchema) {
  TempDir dir;
  const std::string path = dir / "new/db.sqlite";
  const Children children = RunChildren(8, [&](int i, int) {
    Store store(path);
    store.UpsertSweep({"sweep-" + std::to_string(i), "", "", ""});
  });
  for (int code : children.exit_codes) EXPECT_EQ(code, 0);
  Store store(path);
  EXPECT_EQ(QueryInt(store.handle(), "SELECT count(*) FROM sweeps"), 8);
  EXPECT_EQ(QueryInt(store.handle(), "PRAGMA user_version"), Store::SchemaVersion());
}

}  // namespace
}  // namespace nilab::host::store
