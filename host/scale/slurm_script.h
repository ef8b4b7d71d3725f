// `nilab slurm`: the sbatch script of a Slurm job array running a sweep, one trial per array task.
// Task I runs `nilab worker --trial I` on the sweep's deterministic expansion and records into its
// own shard database SHARDS/shard-I.sqlite (SQLite must not be shared over NFS); checkpoints go to
// the shared checkpoint directory, keyed by sweep and config hash. `nilab merge` folds the shards
// into the results database afterwards.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace nilab::host::scale {

// What the job asks of Slurm: the sweep's [slurm] table, then command-line flags over it.
// Empty / 0 leaves a setting to the cluster's defaults.
struct SlurmResources {
  std::string partition;
  std::string account;
  std::string qos;
  std::string time;                 // "HH:MM:SS", "D-HH:MM:SS" or minutes
  std::string mem;                  // per task: "8G", "16000" (MB)
  int64_t cpus = 0;                 // per task; the worker runs that many torch threads
  int64_t gpus = 0;                 // per task; > 0 runs the worker on cuda
  int64_t parallel = 0;             // at most this many tasks at once (--array=...%P)
  std::string job_name;             // default "nilab-<sweep>"
  std::string shards;               // directory of the shard databases and logs
  std::vector<std::string> sbatch;  // more #SBATCH options, e.g. "--constraint=a100"
};

// Reads a sweep's [slurm] table (SweepSpec::extra["slurm"], JSON). Throws std::runtime_error
// naming the file and the key on an unknown key or a wrong type.
SlurmResources ResourcesFromTable(const nlohmann::json& table, const std::string& sweep_file);

// The --array value: sorted indices as ranges ("0-11", "1,3-5,9"), then "%P" when parallel > 0.
std::string ArraySpec(std::vector<int64_t> indices, int64_t parallel);

struct SlurmJob {
  std::string sweep_name;
  SlurmResources resources;
  std::vector<int64_t> trials;      // indices of the expansion to run
  std::vector<std::string> worker;  // `nilab worker` argv without --trial/--db/--threads
  std::string shards_dir;           // absolute
  std::string results_db;           // where `nilab merge` folds the shards
  // "" for a first submission; "-rK" (K digits) for the K-th resubmission, whose tasks write
  // shard-I-rK.sqlite instead of the file an earlier task of index I may still hold.
  std::string shard_suffix;
};

// The sbatch script. Every task runs
//   <worker...> --threads ${SLURM_CPUS_PER_TASK:-1} --trial $SLURM_ARRAY_TASK_ID
//               --db <shards>/shard-$SLURM_ARRAY_TASK_ID<shard_suffix>.sqlite
std::string SbatchScript(const SlurmJob& job);

// The shard database the task of `index` writes: <shards>/shard-<index><shard_suffix>.sqlite, the
// file the script names for it (`nilab slurm` seeds it for a trial promoted at a rung).
std::string ShardPath(const SlurmJob& job, int64_t index);

// A word for a POSIX shell: as is when it is safe, else single-quoted.
std::string ShellQuote(const std::string& word);

}  // namespace nilab::host::scale
