#include "host/search/tpe_sampler.h"

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cstdint>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <vector>

extern char** environ;

namespace nilab::host::search {

extern const char* const kTpeSamplerPy;  // tpe_sampler.py, compiled in

namespace {

std::string Interpreter() {
  const char* python = std::getenv("NILAB_PYTHON");
  if (python && python[0] == '/') return python;
  return "/usr/bin/python3";
}

}  // namespace

TpeSampler::TpeSampler() = default;

TpeSampler::~TpeSampler() { Stop(); }

void TpeSampler::Start() {
  // A sampler that died must not kill nilab when it writes the next request: the write fails.
  signal(SIGPIPE, SIG_IGN);
  int in[2], out[2];
  if (pipe(in) != 0) throw SamplerError(std::string("sampler: pipe: ") + std::strerror(errno));
  if (pipe(out) != 0) {
    const int error = errno;
    close(in[0]);
    close(in[1]);
    throw SamplerError(std::string("sampler: pipe: ") + std::strerror(error));
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  for (int fd : {in[0], in[1], out[0], out[1]}) posix_spawn_file_actions_addclose(&actions, fd);
  const std::string python = Interpreter();
  std::vector<std::string> args = {python, "-c", kTpeSamplerPy};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  const int rc = posix_spawn(&pid_, python.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(in[0]);
  close(out[1]);
  if (rc != 0) {
    close(in[1]);
    close(out[0]);
    pid_ = -1;
    throw SamplerError("sampler: cannot start " + python + ": " + std::strerror(rc) +
                       " ([search] mode = \"tpe\" needs Python 3 with optuna: scripts/setup.sh)");
  }
  to_ = fdopen(in[1], "w");
  from_ = fdopen(out[0], "r");
}

void TpeSampler::Stop() {
  if (to_) fclose(to_);  // end of input: the sampler exits
  if (from_) fclose(from_);
  to_ = from_ = nullptr;
  if (pid_ > 0) {
    int status = 0;
    waitpid(pid_, &status, 0);
    pid_ = -1;
  }
}

nlohmann::json TpeSampler::Ask(const nlohmann::json& space, bool maximize, uint64_t seed,
                               const std::vector<SampledConfig>& history, int64_t startup_trials) {
  nlohmann::json request = {{"space", space},
                            {"direction", maximize ? "maximize" : "minimize"},
                            {"seed", seed % (uint64_t{1} << 32)},
                            {"startup", startup_trials},
                            {"history", nlohmann::json::array()}};
  for (const SampledConfig& c : history) {
    nlohmann::json h = {{"params", c.params}, {"state", c.state}};
    if (c.state == "complete") h["value"] = c.value;
    request["history"].push_back(std::move(h));
  }
  if (pid_ < 0) Start();
  // The sampler never writes more than one line per request, so a full pipe cannot deadlock.
  const std::string line = request.dump() + "\n";
  const bool sent = fwrite(line.data(), 1, line.size(), to_) == line.size() && fflush(to_) == 0;
  char* buffer = nullptr;
  size_t size = 0;
  const ssize_t n = sent ? getline(&buffer, &size, from_) : -1;
  std::string answer_text = n > 0 ? std::string(buffer, static_cast<size_t>(n)) : "";
  free(buffer);
  if (answer_text.empty()) {
    Stop();
    throw SamplerError("sampler: " + Interpreter() + " ended without an answer");
  }
  nlohmann::json answer;
  try {
    answer = nlohmann::json::parse(answer_text);
  } catch (const nlohmann::json::exception&) {
    throw SamplerError("sampler: not JSON: " + answer_text.substr(0, 200));
  }
  if (answer.contains("error")) {
    const nlohmann::json& error = answer["error"];
    throw SamplerError("sampler: " + (error.is_string() ? error.get<std::string>() : error.dump()));
  }
  if (!answer.contains("params") || !answer["params"].is_object()) {
    throw SamplerError("sampler: no params in " + answer_text.substr(0, 200));
  }
  return answer["params"];
}

}  // namespace nilab::host::search
