#include "host/scale/slurm_script.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <sstream>
#include <stdexcept>

namespace nilab::host::scale {
namespace {

// A key of the [slurm] table and the field it sets: a string (`allow_int`: an integer is read as
// its digits too), or an integer >= 0; "sbatch", a list, is read apart.
struct Key {
  const char* name;
  std::string SlurmResources::*text;
  bool allow_int;
  int64_t SlurmResources::*number;
};

// In the order an unknown key's error lists them.
const Key kKeys[] = {
    {"partition", &SlurmResources::partition, false, nullptr},
    {"account", &SlurmResources::account, false, nullptr},
    {"qos", &SlurmResources::qos, false, nullptr},
    {"time", &SlurmResources::time, true, nullptr},
    {"mem", &SlurmResources::mem, true, nullptr},
    {"cpus", nullptr, false, &SlurmResources::cpus},
    {"gpus", nullptr, false, &SlurmResources::gpus},
    {"parallel", nullptr, false, &SlurmResources::parallel},
    {"job_name", &SlurmResources::job_name, false, nullptr},
    {"shards", &SlurmResources::shards, false, nullptr},
    {"sbatch", nullptr, false, nullptr},
};

const Key* FindKey(const std::string& name) {
  for (const Key& key : kKeys) {
    if (name == key.name) return &key;
  }
  return nullptr;
}

std::string KnownKeys() {
  std::string known;
  for (const Key& key : kKeys) known += (known.empty() ? "" : ", ") + std::string(key.name);
  return known;
}

std::string Where(const std::string& file, const std::string& key) {
  return file + ": [slurm] " + key;
}

std::string StringValue(const nlohmann::json& value, const std::string& file,
                        const std::string& key, bool allow_int) {
  if (value.is_string()) return value.get<std::string>();
  if (allow_int && value.is_number_integer()) return std::to_string(value.get<int64_t>());
  throw std::runtime_error(Where(file, key) + ": expected a string" +
                           (allow_int ? " or an integer" : "") + ", got " + value.dump());
}

int64_t IntValue(const nlohmann::json& value, const std::string& file, const std::string& key) {
  if (!value.is_number_integer() || value.get<int64_t>() < 0) {
    throw std::runtime_error(Where(file, key) + ": expected an integer >= 0, got " + value.dump());
  }
  return value.get<int64_t>();
}

}  // namespace

SlurmResources ResourcesFromTable(const nlohmann::json& table, const std::string& sweep_file) {
  SlurmResources r;
  if (table.is_null()) return r;
  if (!table.is_object()) {
    throw std::runtime_error(sweep_file + ": [slurm] must be a table, got " + table.dump());
  }
  for (const auto& [key, value] : table.items()) {
    const Key* known = FindKey(key);
    if (known && known->text) {
      r.*known->text = StringValue(value, sweep_file, key, known->allow_int);
    } else if (known && known->number) {
      r.*known->number = IntValue(value, sweep_file, key);
    } else if (key == "sbatch") {
      if (!value.is_array()) {
        throw std::runtime_error(Where(sweep_file, key) +
                                 ": expected a list of sbatch options such as "
                                 "[\"--constraint=a100\"], got " +
                                 value.dump());
      }
      for (const auto& option : value) {
        r.sbatch.push_back(StringValue(option, sweep_file, key, false));
      }
    } else {
      throw std::runtime_error(sweep_file + ": [slurm]: unknown key '" + key +
                               "' (known: " + KnownKeys() + ")");
    }
  }
  return r;
}

std::string ArraySpec(std::vector<int64_t> indices, int64_t parallel) {
  std::sort(indices.begin(), indices.end());
  indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
  std::string out;
  for (size_t i = 0; i < indices.size();) {
    size_t j = i;
    while (j + 1 < indices.size() && indices[j + 1] == indices[j] + 1) ++j;
    if (!out.empty()) out += ",";
    out += std::to_string(indices[i]);
    if (j > i) out += "-" + std::to_string(indices[j]);
    i = j + 1;
  }
  if (parallel > 0) out += "%" + std::to_string(parallel);
  return out;
}

std::string ShellQuote(const std::string& word) {
  const bool safe = !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) ||
           std::string("_-./:=,+@%").find(c) != std::string::npos;
  });
  if (safe) return word;
  std::string out = "'";
  for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// Every value that lands on a line of the script: one without a control character cannot
// start another line (a #SBATCH comment ends at the newline, and the next is shell).
void CheckOneLine(const std::string& value, const std::string& what) {
  for (const unsigned char c : value) {
    if (c < 0x20 || c == 0x7f) {
      throw std::invalid_argument("slurm: " + what +
                                  " holds a control character (a newline would add a shell "
                                  "line to the sbatch script)");
    }
  }
}

// A value of an #SBATCH line: sbatch splits those lines at whitespace, so a value holding a
// space would become two options (`partition = "gpu --output=/tmp/x"`). Refused.
void CheckOneWord(const std::string& value, const std::string& what) {
  CheckOneLine(value, what);
  for (const unsigned char c : value) {
    if (c == ' ' || c == '\t') {
      throw std::invalid_argument("slurm: " + what + " '" + value +
                                  "' holds whitespace (sbatch would read it as more than one "
                                  "option: write an option as one word, --name=value)");
    }
  }
}

std::string SbatchScript(const SlurmJob& job) {
  const SlurmResources& r = job.resources;
  CheckOneLine(job.sweep_name, "the sweep name");
  // The suffix reaches the script unquoted: only "" or "-r" and digits.
  if (!job.shard_suffix.empty() &&
      (job.shard_suffix.rfind("-r", 0) != 0 || job.shard_suffix.size() < 3 ||
       job.shard_suffix.find_first_not_of("0123456789", 2) != std::string::npos)) {
    throw std::invalid_argument("slurm: shard suffix '" + job.shard_suffix + "' is not -r<digits>");
  }
  // The shards directory lands on the #SBATCH --output line too.
  CheckOneWord(job.shards_dir, "the shards directory");
  CheckOneLine(job.results_db, "the results database path");
  for (const auto& [value, key] :
       std::vector<std::pair<std::string, std::string>>{{r.partition, "partition"},
                                                        {r.account, "account"},
                                                        {r.qos, "qos"},
                                                        {r.time, "time"},
                                                        {r.mem, "mem"},
                                                        {r.job_name, "job_name"}}) {
    CheckOneWord(value, "'" + key + "'");
  }
  for (const auto& option : r.sbatch) CheckOneWord(option, "the 'sbatch' option");
  for (const auto& word : job.worker) CheckOneLine(word, "the worker command");
  std::ostringstream s;
  s << "#!/bin/bash\n"
    << "# Written by `nilab slurm` for sweep '" << job.sweep_name << "': task I of the array runs\n"
    << "# trial I of the sweep's expansion into its own shard database. When the tasks are done:\n"
    << "#   nilab merge " << ShellQuote(job.shards_dir) << " --into " << ShellQuote(job.results_db)
    << "\n"
    << "#SBATCH --job-name=" << (r.job_name.empty() ? "nilab-" + job.sweep_name : r.job_name)
    << "\n"
    << "#SBATCH --array=" << ArraySpec(job.trials, r.parallel) << "\n"
    << "#SBATCH --ntasks=1\n";
  if (!r.partition.empty()) s << "#SBATCH --partition=" << r.partition << "\n";
  if (!r.account.empty()) s << "#SBATCH --account=" << r.account << "\n";
  if (!r.qos.empty()) s << "#SBATCH --qos=" << r.qos << "\n";
  if (!r.time.empty()) s << "#SBATCH --time=" << r.time << "\n";
  if (r.cpus > 0) s << "#SBATCH --cpus-per-task=" << r.cpus << "\n";
  if (!r.mem.empty()) s << "#SBATCH --mem=" << r.mem << "\n";
  if (r.gpus > 0) s << "#SBATCH --gpus-per-task=" << r.gpus << "\n";
  for (const auto& option : r.sbatch) s << "#SBATCH " << option << "\n";
  s << "#SBATCH --output=" << job.shards_dir << "/logs/%A_%a.log\n"
    << "set -euo pipefail\n"
    << "exec";
  for (const auto& word : job.worker) s << " " << ShellQuote(word);
  s << " \\\n  --threads \"${SLURM_CPUS_PER_TASK:-1}\" --trial \"$SLURM_ARRAY_TASK_ID\" \\\n"
    << "  --db " << ShellQuote(job.shards_dir) << "/shard-\"$SLURM_ARRAY_TASK_ID\""
    << job.shard_suffix << ".sqlite\n";
  return s.str();
}

std::string ShardPath(const SlurmJob& job, int64_t index) {
  return job.shards_dir + "/shard-" + std::to_string(index) + job.shard_suffix + ".sqlite";
}

}  // namespace nilab::host::scale
