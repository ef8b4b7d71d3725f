// nilab slurm: the job array script (array range, resources from [slurm] and flags, one shard
// database per task), running a task's command as Slurm would, and --resubmit-missing with a
// stand-in sbatch. A real cluster: scripts/slurm_local.sh (CTest ScaleSlurmLocal).
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "host/scale/slurm_script.h"
#include "tests/host/test_util.h"
#include "tests/scale/scale_util.h"

namespace nilab::testing {
namespace {

constexpr const char* kSweep = R"(
name = "toy_array"
seeds = [0, 1]
[task]
name = "toy_task"
params = { n_train = 64, n_val = 16 }
[train]
epochs = 1
batch_size = 32
[[models]]
name = "toy_model"
grid = { dim = [8, 16] }
[slurm]
partition = "debug"
time = "00:10:00"
cpus = 2
mem = "2G"
parallel = 3
sbatch = ["--constraint=fast"]
)";

bool Contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The indices of an --array spec: "0-3,5%3" -> 0 1 2 3 5.
std::vector<int> ArrayIndices(std::string spec) {
  spec = spec.substr(0, spec.find('%'));
  std::vector<int> out;
  std::stringstream parts(spec);
  for (std::string part; std::getline(parts, part, ',');) {
    const size_t dash = part.find('-');
    const int lo = std::stoi(part.substr(0, dash));
    const int hi = dash == std::string::npos ? lo : std::stoi(part.substr(dash + 1));
    for (int i = lo; i <= hi; ++i) out.push_back(i);
  }
  return out;
}

// The task ids of a script's "#SBATCH --array=..." line.
std::vector<int> ArrayTasks(const std::string& script) {
  const std::string text = ReadFile(script), key = "#SBATCH --array=";
  const size_t at = text.find(key);
  if (at == std::string::npos) return {};
  return ArrayIndices(text.substr(at + key.size(), text.find('\n', at) - at - key.size()));
}

TEST(ScaleSlurm, ArraySpecCompressesIndicesIntoRanges) {
  using host::scale::ArraySpec;
  EXPECT_EQ(ArraySpec({0, 1, 2, 3}, 0), "0-3");
  EXPECT_EQ(ArraySpec({0, 1, 2, 3}, 2), "0-3%2");
  EXPECT_EQ(ArraySpec({9, 1, 3, 4, 5, 7, 8}, 4), "1,3-5,7-9%4");
  EXPECT_EQ(ArraySpec({6}, 0), "6");
  EXPECT_EQ(host::scale::ShellQuote("a b'c"), "'a b'\\''c'");
  EXPECT_EQ(host::scale::ShellQuote("/x/y.toml"), "/x/y.toml");
  host::scale::SlurmJob job;
  job.shards_dir = "/s";
  job.shard_suffix = "-r2";
  EXPECT_EQ(host::scale::ShardPath(job, 7), "/s/shard-7-r2.sqlite");
}

TEST(ScaleSlurm, ScriptHasTheArrayTheResourcesAndAShardPerTask) {
  TempDir dir;
  WriteFile(dir.File("sweep.toml"), kSweep);
  auto result = Sh("cd " + dir.path() + " && " +
                   NilabCommand("slurm sweep.toml --db results/main.sqlite --partition gpu "
                                "--set train.epochs=2"));
  ASSERT_EQ(result.exit_code, 0) << result.out;
  const std::string path = dir.File("results/shards/toy_array/toy_array.sbatch");
  EXPECT_TRUE(Contains(result.out, "wrote " + path + " (4 of 4 trials, --array=0-3%3)"))
      << result.out;
  EXPECT_TRUE(Contains(result.out, "sbatch " + path)) << result.out;
  const std::string script = ReadFile(path);
  for (const char* line :
       {"#!/bin/bash\n", "#SBATCH --array=0-3%3\n", "#SBATCH --partition=gpu\n",
        "#SBATCH --time=00:10:00\n", "#SBATCH --cpus-per-task=2\n", "#SBATCH --mem=2G\n",
        "#SBATCH --constraint=fast\n", "#SBATCH --job-name=nilab-toy_array\n"}) {
    EXPECT_TRUE(Contains(script, line)) << line << "\n" << script;
  }
  EXPECT_FALSE(Contains(script, "--partition=debug")) << "the flag overrides [slurm]";
  EXPECT_FALSE(Contains(script, "--gpus")) << script;
  for (const std::string& part : std::vector<std::string>{
           "#SBATCH --output=" + dir.File("results/shards/toy_array/logs/%A_%a.log"),
           " worker --sweep " + dir.File("results/shards/toy_array/toy_array.sweep-"),
           " --set train.epochs=2", " --checkpoint-dir " + dir.File("results/checkpoints"),
           "--device cpu", "--threads \"${SLURM_CPUS_PER_TASK:-1}\"",
           "--trial \"$SLURM_ARRAY_TASK_ID\"",
           "--db " + dir.File("results/shards/toy_array") +
               "/shard-\"$SLURM_ARRAY_TASK_ID\".sqlite",
           "--plugin-path " + ToyPluginDir()}) {
    EXPECT_TRUE(Contains(script, part)) << part << "\n" << script;
  }
  EXPECT_TRUE(std::filesystem::is_directory(dir.File("results/shards/toy_array/logs")));

  // The sweep file edited while the array waits in the queue: the tasks run the text that was
  // submitted (before, task 1 ran the edited file: another name, other trials).
  std::string edited = kSweep;
  edited.replace(edited.find("toy_array"), 9, "edited");
  edited.replace(edited.find("dim = [8, 16]"), 13, "dim = [4, 32]");
  WriteFile(dir.File("sweep.toml"), edited);

  // What a task runs: the script under bash, as array task 1, from another directory.
  auto task = Sh("cd / && SLURM_ARRAY_TASK_ID=1 SLURM_CPUS_PER_TASK=1 bash " + path);
  ASSERT_EQ(task.exit_code, 0) << task.out;
  const std::string shard = dir.File("results/shards/toy_array/shard-1.sqlite");
  EXPECT_EQ(Rows(shard, "SELECT idx, status, threads FROM trials"),
            (std::vector<std::string>{"1 done 1"}));
  EXPECT_EQ(Value(shard, "SELECT name FROM sweeps"), "toy_array");
  const std::string dim = Value(shard, "SELECT value_int FROM params WHERE key = 'dim'");
  EXPECT_TRUE(dim == "8" || dim == "16") << dim;  // not the edited grid's 4 or 32
  // --set reached the worker: two epochs.
  EXPECT_EQ(Value(shard, "SELECT max(epoch) FROM metrics WHERE is_final = 0"), "2");
}

TEST(ScaleSlurm, GpusAskSlurmForThemAndRunOnCuda) {
  TempDir dir;
  WriteFile(dir.File("sweep.toml"), kSweep);
  auto result = Sh(NilabCommand("slurm " + dir.File("sweep.toml") + " --gpus 1 --shards " +
                                dir.File("s") + " --db " + dir.File("db.sqlite")));
  ASSERT_EQ(result.exit_code, 0) << result.out;
  const std::string script = ReadFile(dir.File("s/toy_array.sbatch"));
  EXPECT_TRUE(Contains(script, "#SBATCH --gpus-per-task=1\n")) << script;
  EXPECT_TRUE(Contains(script, "--device cuda")) << script;
  EXPECT_TRUE(Contains(script, "--db " + dir.File("s") + "/shard-")) << script;
}

TEST(ScaleSlurm, AnUnknownSlurmKeyIsAnErrorNamingIt) {
  TempDir dir;
  WriteFile(dir.File("sweep.toml"), std::string(kSweep) + "partiton = \"x\"\n");
  auto result =
      Sh(NilabCommand("slurm " + dir.File("sweep.toml") + " --db " + dir.File("db.sqlite")));
  EXPECT_EQ(result.exit_code, 2) << result.out;
  EXPECT_TRUE(Contains(result.out, dir.File("sweep.toml") + ": [slurm]: unknown key 'partiton'"))
      << result.out;
}

TEST(ScaleSlurm, ANewlineInAValueNeverReachesTheScript) {
  TempDir dir;
  // In the sweep file: refused where the value is, before anything is written.
  std::string sweep = kSweep;
  sweep.replace(sweep.find("partition = \"debug\""), 19,
                "partition = \"debug\\ntouch " + dir.File("pwned") + " #\"");
  WriteFile(dir.File("sweep.toml"), sweep);
  auto result = Sh(NilabCommand("slurm " + dir.File("sweep.toml") + " --db " +
                                dir.File("db.sqlite") + " --submit"));
  EXPECT_EQ(result.exit_code, 2) << result.out;
  EXPECT_TRUE(Contains(result.out, "'slurm.partition': control character 0x0a")) << result.out;
  // From a flag: refused by the script writer.
  WriteFile(dir.File("ok.toml"), kSweep);
  result = Sh(NilabCommand("slurm " + dir.File("ok.toml") + " --db " + dir.File("db.sqlite") +
                           " --account \"$(printf 'a\\ntouch " + dir.File("pwned") + "')\""));
  EXPECT_NE(result.exit_code, 0) << result.out;
  EXPECT_TRUE(Contains(result.out, "'account' holds a control character")) << result.out;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir.path())) {
    EXPECT_NE(entry.path().extension(), ".sbatch") << entry.path();
  }
  EXPECT_FALSE(std::filesystem::exists(dir.File("pwned")));
}

// sbatch splits an #SBATCH line at whitespace: `--partition 'gpu --output=/tmp/x'` would have
// written two options, the second choosing where the job's output goes. Refused, from a flag and
// from the sweep's [slurm] table, before any script is written.
TEST(ScaleSlurm, AValueWithWhitespaceIsRefused) {
  TempDir dir;
  WriteFile(dir.File("ok.toml"), kSweep);
  auto result = Sh(NilabCommand("slurm " + dir.File("ok.toml") + " --db " + dir.File("db.sqlite") +
                                " --partition 'gpu --output=" + dir.File("x") + "'"));
  EXPECT_NE(result.exit_code, 0) << result.out;
  EXPECT_TRUE(
      Contains(result.out, "'partition' 'gpu --output=" + dir.File("x") + "' holds whitespace"))
      << result.out;
  std::string sweep = kSweep;
  sweep.replace(sweep.find("\"--constraint=fast\""), 19, "\"--constraint fast\"");
  WriteFile(dir.File("spaced.toml"), sweep);
  result = Sh(NilabCommand("slurm " + dir.File("spaced.toml") + " --db " + dir.File("db.sqlite")));
  EXPECT_NE(result.exit_code, 0) << result.out;
  EXPECT_TRUE(Contains(result.out, "the 'sbatch' option '--constraint fast' holds whitespace"))
      << result.out;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(dir.path())) {
    EXPECT_NE(entry.path().extension(), ".sbatch") << entry.path();
  }
}

TEST(ScaleSlurm, ResubmitMissingSubmitsOnlyTheTrialsNotDone) {
  TempDir dir;
  WriteFile(dir.File("sweep.toml"), kSweep);
  // Trials 0 and 2 ran (as array tasks) and were merged.
  for (const char* i : {"0", "2"}) {
    auto task =
        Sh(NilabCommand(std::string("worker --sweep ") + dir.File("sweep.toml") + " --trial " + i +
                        " --db " + dir.File("shards/shard-") + i + ".sqlite --threads 1 --quiet"));
    ASSERT_EQ(task.exit_code, 0) << task.out;
  }
  const std::string db = dir.File("results/main.sqlite");
  ASSERT_EQ(Sh(NilabBinary() + " merge " + dir.File("shards") + " --into " + db).exit_code, 0);

  // Trial 1 is still running in a shard of a live task (fresh heartbeat): not resubmitted.
  {
    auto task = Sh(NilabCommand(std::string("worker --sweep ") + dir.File("sweep.toml") +
                                " --trial 1 --db " + dir.File("live/shard-1.sqlite") +
                                " --threads 1 --quiet"));
    ASSERT_EQ(task.exit_code, 0) << task.out;
    ASSERT_EQ(Sh("sqlite3 " + dir.File("live/shard-1.sqlite") +
                 " \"UPDATE trials SET status = 'running', heartbeat_at = "
                 "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')\" && cp " +
                 dir.File("live/shard-1.sqlite") + " " + dir.File("shards/shard-1-live.sqlite"))
                  .exit_code,
              0);
  }
  // A stand-in sbatch that keeps the script it was given.
  WriteFile(dir.File("bin/sbatch"), "#!/bin/sh\necho \"$@\" > " + dir.File("sbatch.args") +
                                        "\ncp \"$2\" " + dir.File("submitted.sbatch") +
                                        "\necho '4242;cluster'\n");
  std::filesystem::permissions(dir.File("bin/sbatch"), std::filesystem::perms::owner_all);
  const std::string path = "PATH=" + dir.File("bin") + ":$PATH ";
  auto result = Sh(path + NilabCommand("slurm " + dir.File("sweep.toml") + " --db " + db +
                                       " --shards " + dir.File("shards") + " --resubmit-missing"));
  ASSERT_EQ(result.exit_code, 0) << result.out;
  EXPECT_TRUE(Contains(result.out, "1 trial(s) still running in shards")) << result.out;
  EXPECT_TRUE(Contains(result.out, "(1 of 4 trials, --array=3%3)")) << result.out;
  EXPECT_TRUE(Contains(result.out, "submitted job 4242 (1 tasks)")) << result.out;
  EXPECT_TRUE(Contains(ReadFile(dir.File("sbatch.args")), "--parsable"));
  const std::string submitted = ReadFile(dir.File("submitted.sbatch"));
  EXPECT_TRUE(Contains(submitted, "#SBATCH --array=3%3\n"));
  // A resubmitted task never writes the shard file of an earlier task of its index.
  EXPECT_TRUE(Contains(submitted, "/shard-\"$SLURM_ARRAY_TASK_ID\"-r1.sqlite")) << submitted;
  std::filesystem::remove(dir.File("shards/shard-1-live.sqlite"));

  // With every trial done there is nothing to submit.
  for (const char* i : {"1", "3"}) {
    ASSERT_EQ(
        Sh(NilabCommand(std::string("worker --sweep ") + dir.File("sweep.toml") + " --trial " + i +
                        " --db " + dir.File("shards/shard-") + i + ".sqlite --threads 1 --quiet"))
            .exit_code,
        0);
  }
  ASSERT_EQ(Sh(NilabBinary() + " merge " + dir.File("shards") + " --into " + db).exit_code, 0);
  auto none = Sh(path + NilabCommand("slurm " + dir.File("sweep.toml") + " --db " + db +
                                     " --resubmit-missing"));
  EXPECT_EQ(none.exit_code, 0) << none.out;
  EXPECT_TRUE(Contains(none.out, "all 4 trials of sweep 'toy_array' are done")) << none.out;

  // --submit without sbatch anywhere says where the script is.
  auto no_sbatch = Sh("PATH=/nonexistent " + NilabCommand("slurm " + dir.File("sweep.toml") +
                                                          " --db " + db + " --submit"));
  EXPECT_EQ(no_sbatch.exit_code, 1) << no_sbatch.out;
  EXPECT_TRUE(Contains(no_sbatch.out, "sbatch is not on PATH")) << no_sbatch.out;
}

TEST(ScaleSlurm, ARequeuedArrayTaskResumesTheTrialItsEarlierAttemptLeftRunning) {
  TempDir dir;
  WriteFile(dir.File("sweep.toml"), kSweep);
  const std::string shard = dir.File("shards/shard-0.sqlite");
  const std::string task = NilabCommand("worker --sweep " + dir.File("sweep.toml") +
                                        " --trial 0 --db " + shard + " --threads 1 --quiet");
  ASSERT_EQ(Sh(task).exit_code, 0);
  // The earlier attempt was ended mid-trial (preempted) on another node: its row still says
  // running, with a fresh heartbeat and a worker this host cannot check.
  const std::string left_running =
      "sqlite3 " + shard +
      " \"UPDATE trials SET status = 'running', worker = 'node7:123', heartbeat_at = "
      "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')\"";
  ASSERT_EQ(Sh(left_running).exit_code, 0);
  auto waits = Sh(task);
  EXPECT_TRUE(Contains(waits.out, "is running under worker node7:123")) << waits.out;
  EXPECT_EQ(QueryRows(shard, "SELECT status || ' ' || attempts FROM trials"),
            std::vector<std::string>{"running 1"});
  // Slurm's requeue: the same task again, with SLURM_RESTART_COUNT set.
  auto requeued = Sh("SLURM_RESTART_COUNT=1 " + task);
  EXPECT_EQ(requeued.exit_code, 0) << requeued.out;
  EXPECT_TRUE(Contains(requeued.out, "Slurm requeued this task; resuming trial 0")) << requeued.out;
  EXPECT_EQ(QueryRows(shard, "SELECT status || ' ' || attempts FROM trials"),
            std::vector<std::string>{"done 2"});
}

constexpr const char* kPrunedSweep = R"(
name = "toy_waves"
seeds = [0, 1]
[task]
name = "toy_task"
params = { n_train = 64, n_val = 16 }
[train]
epochs = 4
batch_size = 32
[[models]]
name = "toy_model"
grid = { dim = [4, 8, 12, 16] }
)";

// [prune] on Slurm runs as waves: each array task stops its trial at the next rung, `nilab merge`
// brings the arrivals in, and the next `nilab slurm` decides them and submits the promoted trials,
// each resuming from its checkpoint. A trial that is never pruned ends bit for bit as in a plain
// run, and the waves end with every trial done or pruned.
TEST(ScaleSlurm, PrunedSweepsRunAsRungWaves) {
  TempDir dir;
  WriteFile(dir.File("plain.toml"), kPrunedSweep);
  WriteFile(dir.File("sweep.toml"),
            std::string(kPrunedSweep) +
                "[prune]\nmethod = \"asha\"\nmin_epochs = 1\neta = 2\nseeds = \"together\"\n");
  // The reference: the same trials (same config hashes) without [prune], every epoch run.
  const std::string plain = dir.File("plain.sqlite");
  ASSERT_EQ(Sh(NilabCommand("run " + dir.File("plain.toml") + " --db " + plain +
                            " --threads 1 --quiet --no-compare"))
                .exit_code,
            0);
  const std::string db = dir.File("results/main.sqlite");
  const std::string shards = dir.File("shards");
  std::vector<std::string> decisions;
  int waves = 0;
  for (; waves < 5; ++waves) {
    auto slurm =
        Sh(NilabCommand("slurm " + dir.File("sweep.toml") + " --db " + db + " --shards " + shards));
    ASSERT_EQ(slurm.exit_code, 0) << slurm.out;
    const size_t decided = slurm.out.find("rung decisions in ");
    if (decided != std::string::npos) {
      decisions.push_back(slurm.out.substr(decided, slurm.out.find('\n', decided) - decided));
    }
    if (Contains(slurm.out, "nothing to submit")) break;
    if (waves == 1) {
      // Merging the first wave's shards again (and those just seeded for the promoted trials)
      // cannot undo the decisions just taken.
      auto again = Sh(NilabBinary() + " merge " + shards + " --into " + db);
      EXPECT_TRUE(Contains(again.out, ": 0 trial(s) added, 0 updated, ")) << again.out;
    }
    const size_t wrote = slurm.out.find("wrote ");
    const size_t array = slurm.out.find("--array=", wrote);
    ASSERT_NE(array, std::string::npos) << slurm.out;
    const std::string script = slurm.out.substr(wrote + 6, slurm.out.find(" (", wrote) - wrote - 6);
    const std::string spec = slurm.out.substr(array + 8, slurm.out.find(')', array) - array - 8);
    for (int i : ArrayIndices(spec)) {
      auto task = Sh("cd / && SLURM_ARRAY_TASK_ID=" + std::to_string(i) +
                     " SLURM_CPUS_PER_TASK=1 bash " + script);
      ASSERT_EQ(task.exit_code, 0) << task.out;
      if (waves > 0) {
        EXPECT_TRUE(Contains(task.out, "resuming after epoch")) << task.out;
      }
    }
    auto merge = Sh(NilabBinary() + " merge " + shards + " --into " + db);
    ASSERT_EQ(merge.exit_code, 0) << merge.out;
  }
  // Rungs at epochs 1 and 2 of 4: three waves (to rung 0, to rung 1, to the end), then nothing.
  EXPECT_EQ(waves, 3);
  ASSERT_EQ(decisions.size(), 3u);
  // "...: P trial(s) promoted, Q pruned, W waiting": every arrival of a wave decided, the seeds of
  // a configuration together; the first configuration decided at a rung always goes on (ASHA
  // with nothing decided before it).
  std::vector<std::array<int, 3>> counts;
  for (const auto& line : decisions) {
    std::array<int, 3> c{};
    ASSERT_EQ(std::sscanf(line.substr(line.find(": ") + 2).c_str(),
                          "%d trial(s) promoted, %d pruned, %d waiting", &c[0], &c[1], &c[2]),
              3)
        << line;
    counts.push_back(c);
  }
  EXPECT_EQ(counts[0][0] + counts[0][1], 8);
  EXPECT_EQ(counts[1][0] + counts[1][1], counts[0][0]);
  EXPECT_EQ(counts[2], (std::array<int, 3>{0, 0, 0}));
  EXPECT_EQ(counts[0][0] % 2 + counts[1][0] % 2 + counts[0][2] + counts[1][2], 0);
  EXPECT_GE(counts[1][0], 2);
  EXPECT_EQ(Rows(db, "SELECT status, count(*) FROM trials GROUP BY status ORDER BY status"),
            (std::vector<std::string>{"done " + std::to_string(counts[1][0]),
                                      "pruned " + std::to_string(counts[0][1] + counts[1][1])}));
  // The seeds of a configuration share its fate.
  EXPECT_EQ(Value(db,
                  "SELECT max(n) FROM (SELECT count(DISTINCT status) AS n FROM trials GROUP BY "
                  "json_extract(config_json, '$.model.params.dim'))"),
            "1");
  // Epochs run: every trial to rung 0 (epoch 1), the promoted on to rung 1 (epoch 2), the
  // survivors to the end (epoch 4).
  EXPECT_EQ(Value(db, "SELECT sum(epochs_done) FROM phases"),
            std::to_string(8 + counts[0][0] + 2 * counts[1][0]));
  // The survivors resumed from their checkpoints and end as the plain run's trials did.
  for (const auto& row : Rows(db,
                              "SELECT t.config_hash, printf('%.17g', m.value) FROM trials t JOIN "
                              "metrics m ON m.trial_id = t.id AND m.is_final = 1 AND m.name = "
                              "'val/r2' WHERE t.status = 'done'")) {
    const std::string hash = row.substr(0, row.find(' '));
    EXPECT_EQ(row, Rows(plain,
                        "SELECT t.config_hash, printf('%.17g', m.value) FROM trials t JOIN "
                        "metrics m ON m.trial_id = t.id AND m.is_final = 1 AND m.name = "
                        "'val/r2' WHERE t.config_hash = '" +
                            hash + "'")
                       .at(0));
  }
}

TEST(ScaleSlurm, AWorkerTrialOutOfRangeIsAnError) {
  TempDir dir;
  WriteFile(dir.File("sweep.toml"), kSweep);
  auto result = Sh(NilabCommand("worker --sweep " + dir.File("sweep.toml") + " --trial 4 --db " +
                                dir.File("s.sqlite")));
  EXPECT_EQ(result.exit_code, 2) << result.out;
  EXPECT_TRUE(Contains(result.out, "--trial 4: sweep 'toy_array' has 4 trials (0-3)"))
      << result.out;
}

// A [protocol] sweep: two toy_model widths, each tuned on 2 learning rates and confirmed on 2
// seeds; `task_grid` is a line of its [task] table.
std::string ProtocolSweep(const std::string& name, const std::string& task_grid = "") {
  return "name = \"" + name + R"("
[task]
name = "toy_task"
params = { n_train = 64, n_val = 16, n_test = 16 }
)" + task_grid +
         R"([train]
epochs = 1
batch_size = 32
[protocol]
tune = { method = "grid", metric = "val/r2" }
confirm = { seeds = [5, 6], margin = 0.1 }
[[models]]
name = "toy_model"
params = { dim = 8 }
grid = { "train.lr" = [1e-3, 1e-2] }
[[models]]
name = "toy_model"
params = { dim = 16 }
grid = { "train.lr" = [1e-3, 1e-2] }
)";
}

// Writes `sweep` into both folders and runs it whole in `local`: what the arrays must end with.
void WriteAndRunLocally(const std::string& sweep, const TempDir& dir, const TempDir& local) {
  WriteFile(dir.File("sweep.toml"), sweep);
  WriteFile(local.File("sweep.toml"), sweep);
  ASSERT_EQ(Sh("cd " + local.path() + " && " +
               NilabCommand("run sweep.toml --db results/main.sqlite --threads 1 --quiet"))
                .exit_code,
            0);
}

// A [protocol] sweep on Slurm: a tune array, a merge, then `nilab slurm` makes the choices in the
// results database and writes the confirm stage's array; its tasks find the choices in their
// seeded shards. It ends with the choices and confirm trials of a local `nilab run`.
TEST(ScaleSlurm, AProtocolRunsAsATuneArrayThenAConfirmArray) {
  TempDir dir, local;
  ASSERT_NO_FATAL_FAILURE(WriteAndRunLocally(ProtocolSweep("toy_protocol_array"), dir, local));
  const auto run_array = [&](const std::string& script, int tasks) {
    for (int k = 0; k < tasks; ++k) {
      const auto task = Sh("cd / && SLURM_ARRAY_TASK_ID=" + std::to_string(k) +
                           " SLURM_CPUS_PER_TASK=1 bash " + script);
      ASSERT_EQ(task.exit_code, 0) << task.out;
    }
  };
  const std::string slurm =
      "cd " + dir.path() + " && " + NilabCommand("slurm sweep.toml --db results/main.sqlite");
  auto tune = Sh(slurm);
  ASSERT_EQ(tune.exit_code, 0) << tune.out;
  EXPECT_TRUE(Contains(tune.out, "(4 of 4 tune trials, --array=0-3)")) << tune.out;
  run_array(dir.File("results/shards/toy_protocol_array/toy_protocol_array.sbatch"), 4);
  const auto merge = [&](const std::string& shards) {
    const auto merged = Sh("cd " + dir.path() + " && " + NilabBinary() + " merge " + shards +
                           " --into results/main.sqlite");
    ASSERT_EQ(merged.exit_code, 0) << merged.out;
  };
  merge("results/shards/toy_protocol_array");
  auto confirm = Sh(slurm);
  ASSERT_EQ(confirm.exit_code, 0) << confirm.out;
  EXPECT_TRUE(Contains(confirm.out, "(4 of 4 confirm trials, --array=0-3)")) << confirm.out;
  run_array(dir.File("results/shards/toy_protocol_array/confirm/toy_protocol_array-confirm.sbatch"),
            4);
  merge("results/shards/toy_protocol_array/confirm");
  const std::string q =
      "SELECT t.idx, t.stage, t.seed, t.status, t.config_hash FROM trials t ORDER BY t.idx";
  EXPECT_EQ(Rows(dir.File("results/main.sqlite"), q), Rows(local.File("results/main.sqlite"), q));
  const std::string choices = "SELECT study, group_hash FROM protocol_choices ORDER BY study";
  EXPECT_EQ(Rows(dir.File("results/main.sqlite"), choices),
            Rows(local.File("results/main.sqlite"), choices));
  EXPECT_EQ(Value(dir.File("results/main.sqlite"),
                  "SELECT count(*) FROM metrics WHERE name = 'test/r2' AND is_final = 1"),
            "4");
  auto done = Sh(slurm);
  EXPECT_EQ(done.exit_code, 0) << done.out;
  EXPECT_TRUE(Contains(done.out, "is done in results/main.sqlite (tune and confirm)")) << done.out;
}

// --where on Slurm runs a [protocol] sweep one [task] grid point at a time, as `nilab run --where`
// does: the tune array of that point's studies; after the merge, `nilab slurm --where` again makes
// their choices and writes their confirm array, though the other point has not run a trial. The
// end is the choices and confirm trials of a local `nilab run` of the whole sweep.
TEST(ScaleSlurm, WhereRunsAProtocolOneTaskGridPointAtATime) {
  TempDir dir, local;
  ASSERT_NO_FATAL_FAILURE(WriteAndRunLocally(
      ProtocolSweep("toy_protocol_where", "grid = { target = [\"sum\", \"max\"] }\n"), dir, local));
  const std::string db = dir.File("results/main.sqlite");
  const std::string shards = dir.File("results/shards/toy_protocol_where");
  const std::string slurm =
      "cd " + dir.path() + " && " + NilabCommand("slurm sweep.toml --db results/main.sqlite");
  // Runs every task of the script's array, as Slurm would, then merges the shards of `stage_dir`.
  const auto run_array = [&](const std::string& script, const std::string& stage_dir) {
    const std::vector<int> tasks = ArrayTasks(script);
    ASSERT_FALSE(tasks.empty()) << ReadFile(script);
    EXPECT_FALSE(Contains(ReadFile(script), "--where")) << "a task runs the trial of its index";
    for (const int k : tasks) {
      const auto task = Sh("cd / && SLURM_ARRAY_TASK_ID=" + std::to_string(k) +
                           " SLURM_CPUS_PER_TASK=1 bash " + script);
      ASSERT_EQ(task.exit_code, 0) << task.out;
    }
    const auto merged = Sh(NilabBinary() + " merge " + stage_dir + " --into " + db);
    ASSERT_EQ(merged.exit_code, 0) << merged.out;
  };
  const auto done_by_target = [&] {
    return Rows(db,
                "SELECT t.stage, p.value_text, count(*) FROM trials t JOIN params p ON p.trial_id "
                "= t.id AND p.key = 'task.target' WHERE t.status = 'done' GROUP BY t.stage, "
                "p.value_text ORDER BY t.stage, p.value_text");
  };

  // A term the sweep cannot honour is one line, and no script is written.
  const auto typo = Sh(slurm + " --where task.target=min");
  EXPECT_EQ(typo.exit_code, 2) << typo.out;
  EXPECT_TRUE(Contains(typo.out,
                       "no trial of the sweep has task.target = min (task.target "
                       "takes: max, sum)"))
      << typo.out;
  const auto seed = Sh(slurm + " --where seed=5");
  EXPECT_EQ(seed.exit_code, 2) << seed.out;
  EXPECT_TRUE(Contains(seed.out, "a [protocol] sweep's seeds are its plan")) << seed.out;
  EXPECT_FALSE(std::filesystem::exists(shards));

  // The point "max": its tune array, its choices, its confirm array.
  const auto max_tune = Sh(slurm + " --where task.target=max");
  ASSERT_EQ(max_tune.exit_code, 0) << max_tune.out;
  EXPECT_TRUE(Contains(max_tune.out, "(4 of 8 tune trials, --where task.target=max, --array="))
      << max_tune.out;
  run_array(shards + "/toy_protocol_where.sbatch", shards);
  EXPECT_EQ(done_by_target(), (std::vector<std::string>{"tune max 4"}));
  const auto max_confirm = Sh(slurm + " --where task.target=max");
  ASSERT_EQ(max_confirm.exit_code, 0) << max_confirm.out;
  EXPECT_TRUE(
      Contains(max_confirm.out, "(4 of 4 confirm trials, --where task.target=max, --array=0-3)"))
      << max_confirm.out;
  run_array(shards + "/confirm/toy_protocol_where-confirm.sbatch", shards + "/confirm");
  EXPECT_EQ(done_by_target(), (std::vector<std::string>{"confirm max 4", "tune max 4"}));
  EXPECT_EQ(Value(db, "SELECT count(*) FROM protocol_choices"), "2");
  const auto max_done = Sh(slurm + " --where task.target=max");
  EXPECT_EQ(max_done.exit_code, 0) << max_done.out;
  EXPECT_TRUE(Contains(max_done.out, "with --where task.target=max is done in")) << max_done.out;

  // The point "sum": its confirm trials come among those of "max" in the confirm stage's order;
  // the array holds only theirs, into shard files of their own.
  const auto sum_tune = Sh(slurm + " --where task.target=sum");
  ASSERT_EQ(sum_tune.exit_code, 0) << sum_tune.out;
  EXPECT_TRUE(Contains(sum_tune.out, "(4 of 8 tune trials, --where task.target=sum, --array="))
      << sum_tune.out;
  run_array(shards + "/toy_protocol_where.sbatch", shards);
  const auto sum_confirm = Sh(slurm + " --where task.target=sum");
  ASSERT_EQ(sum_confirm.exit_code, 0) << sum_confirm.out;
  EXPECT_TRUE(
      Contains(sum_confirm.out, "(4 of 8 confirm trials, --where task.target=sum, --array="))
      << sum_confirm.out;
  EXPECT_TRUE(
      Contains(ReadFile(shards + "/confirm/toy_protocol_where-confirm.sbatch"), "-r1.sqlite"));
  run_array(shards + "/confirm/toy_protocol_where-confirm.sbatch", shards + "/confirm");
  EXPECT_EQ(done_by_target(), (std::vector<std::string>{"confirm max 4", "confirm sum 4",
                                                        "tune max 4", "tune sum 4"}));

  const std::string q =
      "SELECT t.idx, t.stage, t.seed, t.status, t.config_hash FROM trials t ORDER BY t.idx";
  EXPECT_EQ(Rows(db, q), Rows(local.File("results/main.sqlite"), q));
  const std::string choices = "SELECT study, group_hash FROM protocol_choices ORDER BY study";
  EXPECT_EQ(Rows(db, choices), Rows(local.File("results/main.sqlite"), choices));
  const auto done = Sh(slurm);
  EXPECT_EQ(done.exit_code, 0) << done.out;
  EXPECT_TRUE(Contains(done.out, "is done in results/main.sqlite (tune and confirm)")) << done.out;
}

}  // namespace
}  // namespace nilab::testing
