// The crash-point test: a short real sweep (the toy plugins) is killed (SIGKILL) at every write
// boundary in turn: before and after each commit of the results store and each rename of a
// checkpoint. The boundaries are counted on an uninterrupted run (the fault hook of
// host/store/fault_hook.h), so a boundary added later is covered without editing this test.
// After each kill a plain `nilab run` must finish every trial, the database must pass
// integrity_check, no metric row may be duplicated, every recorded file must match its sha256,
// and the final metrics must equal the uninterrupted run's, bit for bit (one thread). The model
// uses dropout, so a resume that did not restore torch's generator state would differ.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <thread>

#include "host/platform/sha256.h"
#include "host/runner/checkpoint.h"
#include "tests/host/sweep_fixture.h"
#include "tests/host/test_util.h"

namespace nilab::host {
namespace {

using testing::TempDir;

// One trial, two epochs: every kind of write a trial makes (claim, provenance, phase, metrics,
// epoch checkpoint, routing trace, final checkpoint, final metrics, end of trial) and a resume
// from a mid-phase checkpoint. Short: each boundary costs two nilab processes.
std::string CrashSweep() {
  return testing::ToySweep("toy_crash").ModelLine("params = { dropout = 0.2 }").Toml();
}

std::string RunLine(const TempDir& dir, const std::string& env) {
  return "cd " + dir.path() + " && " + env + " " + testing::NilabBinary() +
         " run sweep.toml --db results/nilab.sqlite --plugin-path " + testing::ToyPluginDir() +
         " --threads 1 --quiet";
}

// Final metrics as "phase|name" -> the value with 17 significant digits (exact for a double).
std::map<std::string, std::string> FinalMetrics(const std::string& db) {
  std::map<std::string, std::string> out;
  for (const auto& row : testing::QueryRows(db,
                                            "SELECT phase || '|' || name, printf('%.17g', value) "
                                            "FROM metrics WHERE is_final = 1")) {
    const auto bar = row.rfind('|');
    out[row.substr(0, bar)] = row.substr(bar + 1);
  }
  return out;
}

// Everything a finished, consistent sweep must show.
void ExpectFinished(const TempDir& dir, const std::map<std::string, std::string>& want,
                    const std::string& what) {
  const std::string db = dir.File("results/nilab.sqlite");
  EXPECT_EQ(testing::QueryRows(db, "PRAGMA integrity_check"), std::vector<std::string>{"ok"})
      << what;
  EXPECT_EQ(testing::QueryRows(db, "SELECT status FROM trials"), std::vector<std::string>{"done"})
      << what;
  EXPECT_EQ(testing::QueryRows(db, "SELECT status FROM phases"), std::vector<std::string>{"done"})
      << what;
  EXPECT_EQ(testing::QueryRows(
                db,
                "SELECT count(*) FROM (SELECT 1 FROM metrics GROUP BY trial_id, phase, name, "
                "epoch, step, is_final HAVING count(*) > 1)"),
            std::vector<std::string>{"0"})
      << what << ": duplicated metric rows";
  EXPECT_EQ(
      testing::QueryRows(db, "SELECT count(*) FROM metrics WHERE is_final = 0 AND name = 'val/r2'"),
      std::vector<std::string>{"2"})
      << what << ": every epoch logged once";
  for (const auto& row : testing::QueryRows(db, "SELECT path || '|' || sha256 FROM artifacts")) {
    const auto bar = row.find('|');
    // Relative to the database's folder.
    const std::string path = dir.File("results/" + row.substr(0, bar));
    ASSERT_TRUE(std::filesystem::exists(path)) << what << ": " << path;
    EXPECT_EQ(Sha256File(path), row.substr(bar + 1)) << what << ": " << path;
  }
  // No file is left that no row names (a checkpoint written before a kill, a temporary file).
  int files = 0;
  for (const auto& entry :
       std::filesystem::recursive_directory_iterator(dir.File("results/checkpoints"))) {
    files += entry.is_regular_file();
  }
  EXPECT_EQ(std::to_string(files), testing::QueryRows(db, "SELECT count(*) FROM artifacts")[0])
      << what;
  EXPECT_EQ(FinalMetrics(db), want) << what;
}

TEST(CrashPoints, AKillAtEveryWriteBoundaryResumesToTheSameResults) {
  const auto start = std::chrono::steady_clock::now();
  // The uninterrupted run, counting the boundaries.
  TempDir reference;
  testing::WriteFile(reference.File("sweep.toml"), CrashSweep());
  const std::string log = reference.File("boundaries.log");
  auto first = testing::Run(RunLine(reference, "NILAB_FAULT_LOG=" + log));
  ASSERT_EQ(first.exit_code, 0) << first.out;
  std::vector<std::string> boundaries;
  {
    std::ifstream in(log);
    for (std::string line; std::getline(in, line);) boundaries.push_back(line);
  }
  const int n = static_cast<int>(boundaries.size());
  ASSERT_GE(n, 20) << "the fault hook saw too few write boundaries";
  std::map<std::string, std::string> want;
  want = FinalMetrics(reference.File("results/nilab.sqlite"));
  ASSERT_FALSE(want.empty());
  ExpectFinished(reference, want, "uninterrupted run");

  // Two lanes of kill-and-resume side by side (each nilab runs one thread).
  auto lane = [&](int first_k) {
    for (int k = first_k; k <= n; k += 2) {
      const std::string what = "killed at boundary " + boundaries[k - 1];
      TempDir dir;
      testing::WriteFile(dir.File("sweep.toml"), CrashSweep());
      auto killed = testing::Run(RunLine(dir, "NILAB_FAULT_KILL_AT=" + std::to_string(k)));
      EXPECT_EQ(killed.exit_code, 128 + 9) << what << "\n" << killed.out;
      auto resumed = testing::Run(RunLine(dir, ""));
      EXPECT_EQ(resumed.exit_code, 0) << what << "\n" << resumed.out;
      if (resumed.exit_code == 0) ExpectFinished(dir, want, what);
    }
  };
  std::thread second(lane, 2);
  lane(1);
  second.join();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "crash points: killed and resumed at each of N = " << n << " write boundaries in "
            << seconds << " s\n";
  RecordProperty("write_boundaries", n);
}

}  // namespace
}  // namespace nilab::host
