#include "host/runner/worker_pool.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cstdint>

#include <atomic>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <map>
#include <stdexcept>

#include "host/runner/exit_code.h"
#include "host/runner/provenance.h"
#include "host/store/store.h"

extern char** environ;

namespace nilab::host {
namespace {

using Clock = std::chrono::steady_clock;

// The workers' pids for the signal handler; 0 once a worker has exited.
constexpr int kMaxWorkers = 1024;
// A trial whose worker died (kill -9, the OOM killer, a crash) resumes from its last checkpoint
// in a fresh worker; after dying in this many attempts it is failed instead.
constexpr int64_t kMaxAttempts = 3;
// Restarted workers per slot, at most: a bound on a run whose workers keep dying.
constexpr int kMaxRespawnsPerWorker = 3;
pid_t g_pids[kMaxWorkers];
std::atomic<int> g_num_pids{0};
std::atomic<int> g_signals{0};

// Ctrl-C or SIGTERM to `nilab run`: passed on to every worker, whose own handler stops its trial
// at the next batch (first signal) or at once (second).
void ForwardSignal(int) {
  const int n = g_signals.fetch_add(1);
  for (int i = 0; i < g_num_pids.load(); ++i) {
    if (g_pids[i] > 0) kill(g_pids[i], SIGINT);
  }
  const char first[] =
      "\nnilab run: stopping the workers after their current batch (Ctrl-C again to stop them at "
      "once)\n";
  const char again[] = "\nnilab run: stopping the workers at once\n";
  [[maybe_unused]] auto w = n == 0 ? write(STDERR_FILENO, first, sizeof(first) - 1)
                                   : write(STDERR_FILENO, again, sizeof(again) - 1);
}

struct Worker {
  int number = 0;  // 1-based, as its lines are prefixed
  pid_t pid = 0;
  int fd = -1;          // read end of its stdout+stderr
  std::string partial;  // output after its last newline
  bool running = false;
};

pid_t Spawn(const std::vector<std::string>& argv, int out_fd) {
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out_fd, STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out_fd, STDERR_FILENO);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  // A process group of its own: the terminal's Ctrl-C reaches only `nilab run`, which forwards
  // exactly one signal per Ctrl-C to each worker.
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF);
  posix_spawnattr_setpgroup(&attr, 0);
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGINT);
  sigaddset(&defaults, SIGTERM);
  sigaddset(&defaults, SIGPIPE);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  pid_t pid = 0;
  const int rc = posix_spawn(&pid, args[0], &actions, &attr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  if (rc != 0) {
    throw std::runtime_error("cannot start worker " + argv[0] + ": " + std::strerror(rc));
  }
  return pid;
}

// Prints the complete lines of `w`'s output read so far (all of it when `flush`).
void Relay(Worker& w, bool flush) {
  size_t start = 0;
  for (size_t nl; (nl = w.partial.find('\n', start)) != std::string::npos; start = nl + 1) {
    std::cerr << "w" << w.number << "| " << w.partial.substr(start, nl - start) << "\n";
  }
  w.partial.erase(0, start);
  if (flush && !w.partial.empty()) {
    std::cerr << "w" << w.number << "| " << w.partial << "\n";
    w.partial.clear();
  }
}

// Reads what is available; false at end of file.
bool ReadOutput(Worker& w) {
  char buffer[4096];
  const ssize_t n = read(w.fd, buffer, sizeof(buffer));
  if (n > 0) {
    w.partial.append(buffer, static_cast<size_t>(n));
    Relay(w, false);
    return true;
  }
  return n < 0 && errno == EINTR;
}

std::string ExitCause(int status) {
  if (WIFSIGNALED(status)) {
    const int signal = WTERMSIG(status);
    return "exited with signal " + std::to_string(signal) + " (" + strsignal(signal) + ")";
  }
  return "exited with code " + std::to_string(WEXITSTATUS(status));
}

struct Tally {
  int64_t done = 0, failed = 0, running = 0;
};

class Pool {
 public:
  explicit Pool(const WorkerPoolOptions& options)
      : options_(options), store_(options.db), host_(HostName()) {}

  int Run() {
    if (options_.workers.size() > static_cast<size_t>(kMaxWorkers)) {
      throw std::runtime_error("--jobs: at most " + std::to_string(kMaxWorkers) + " workers");
    }
    struct sigaction action {
    }, old_int{}, old_term{};
    action.sa_handler = ForwardSignal;
    sigemptyset(&action.sa_mask);
    g_signals.store(0);
    g_num_pids.store(0);
    sigaction(SIGINT, &action, &old_int);
    sigaction(SIGTERM, &action, &old_term);
    Start();
    last_ = Count();
    auto last_poll = Clock::now();
    while (Alive() > 0) {
      std::vector<pollfd> fds;
      std::vector<Worker*> owners;
      for (auto& w : workers_) {
        if (w.fd >= 0) {
          fds.push_back({w.fd, POLLIN, 0});
          owners.push_back(&w);
        }
      }
      if (poll(fds.data(), fds.size(), 250) > 0) {
        for (size_t i = 0; i < fds.size(); ++i) {
          if (fds[i].revents & (POLLIN | POLLHUP | POLLERR)) {
            if (!ReadOutput(*owners[i])) CloseOutput(*owners[i]);
          }
        }
      }
      Reap();
      if (std::chrono::duration<double>(Clock::now() - last_poll).count() >= 1.0) {
        last_poll = Clock::now();
        Watch();
      }
    }
    Watch();
    sigaction(SIGINT, &old_int, nullptr);
    sigaction(SIGTERM, &old_term, nullptr);
    const Tally end = Count();
    const int64_t failures = end.failed - options_.failed_before;
    if (g_signals.load() > 0) {
      std::cerr << options_.prog
                << ": interrupted; the workers' trials are recorded as interrupted. Run the same "
                   "command again to resume from their last checkpoints.\n";
      return kExitInterrupted;
    }
    if (disk_full_) return kExitDiskFull;
    if (stopped_) return kExitFailure;
    return failures > 0 || worker_error_ ? kExitFailure : kExitOk;
  }

 private:
  void Start() {
    for (size_t i = 0; i < options_.workers.size(); ++i) {
      workers_.emplace_back();
      workers_.back().number = static_cast<int>(i) + 1;
      g_pids[i] = 0;
      g_num_pids.fetch_add(1);
      StartWorker(i);
    }
  }

  // Starts (or restarts) the worker of slot i.
  void StartWorker(size_t i) {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0)
      throw std::runtime_error("pipe: " + std::string(strerror(errno)));
    Worker& w = workers_[i];
    w.pid = Spawn(options_.workers[i], fds[1]);
    close(fds[1]);
    w.fd = fds[0];
    w.partial.clear();
    w.running = true;
    g_pids[i] = w.pid;
  }

  int Alive() const {
    int n = 0;
    for (const auto& w : workers_) n += w.running || w.fd >= 0;
    return n;
  }

  void CloseOutput(Worker& w) {
    Relay(w, true);
    close(w.fd);
    w.fd = -1;
  }

  // Collects the workers that exited and records the trial each one left running.
  void Reap() {
    for (size_t i = 0; i < workers_.size(); ++i) {
      Worker& w = workers_[i];
      if (!w.running) continue;
      siginfo_t info{};
      // WNOWAIT: the pid stays ours (a zombie) until the signal handler can no longer use it.
      if (waitid(P_PID, static_cast<id_t>(w.pid), &info, WEXITED | WNOHANG | WNOWAIT) != 0 ||
          info.si_pid != w.pid) {
        continue;
      }
      g_pids[i] = 0;
      int status = 0;
      waitpid(w.pid, &status, 0);
      w.running = false;
      while (w.fd >= 0 && ReadOutput(w)) {
      }
      if (w.fd >= 0) CloseOutput(w);
      const bool clean =
          WIFEXITED(status) &&
          (WEXITSTATUS(status) == kExitOk || WEXITSTATUS(status) == kExitFailure ||
           WEXITSTATUS(status) == kExitInterrupted || WEXITSTATUS(status) == kExitDiskFull);
      if (WIFEXITED(status) && WEXITSTATUS(status) == kExitDiskFull && !disk_full_) {
        // The disk is full for every worker: stop them all (their trials are recorded as
        // interrupted) rather than have each train until it fails to write.
        disk_full_ = stopped_ = true;
        for (int k = 0; k < g_num_pids.load(); ++k) {
          if (g_pids[k] > 0) kill(g_pids[k], SIGINT);
        }
      }
      const bool requeued = RecordLeftover(w, status, clean);
      if (requeued && respawns_ < kMaxRespawnsPerWorker * static_cast<int>(workers_.size())) {
        // Its trial resumes from its last checkpoint in a fresh worker in the same slot.
        ++respawns_;
        StartWorker(i);
        continue;
      }
      if (!(WIFEXITED(status) && WEXITSTATUS(status) == kExitOk)) worker_error_ = true;
    }
  }

  // A worker that exits records how its trial ended; one that died (kill -9, a crash, a second
  // Ctrl-C) leaves it running. Its trial is then interrupted, to resume from its last checkpoint
  // (in a new worker, or the next run when we are stopping), unless it has died in
  // kMaxAttempts attempts already: then it is failed with the cause. Returns whether a trial was
  // put back to resume now.
  bool RecordLeftover(const Worker& w, int status, bool clean) {
    const std::string who = host_ + ":" + std::to_string(w.pid);
    const std::string cause = "worker " + std::to_string(w.number) + " (pid " +
                              std::to_string(w.pid) + ") " + ExitCause(status);
    bool any = false, requeued = false;
    for (const auto& row : store_.Trials(options_.sweep_id)) {
      if (row.status != store::TrialStatus::kRunning || row.worker != who) continue;
      any = true;
      const bool stopping = g_signals.load() > 0 || stopped_;
      const bool resume = stopping || row.attempts < kMaxAttempts;
      const auto outcome = resume ? store::TrialStatus::kInterrupted : store::TrialStatus::kFailed;
      const std::string error = resume ? cause
                                       : cause + " (attempt " + std::to_string(row.attempts) +
                                             " of " + std::to_string(kMaxAttempts) + ")";
      if (store_.FinishTrial(row, outcome, error)) {
        requeued = requeued || (resume && !stopping);
        std::cerr << options_.prog << ": " << error << "; trial " << row.index << " recorded as "
                  << store::TrialStatusName(outcome)
                  << (resume && !stopping ? ", resuming from its last checkpoint" : "") << "\n";
      }
    }
    if (!any && !clean) std::cerr << options_.prog << ": " << cause << "\n";
    return requeued;
  }

  Tally Count() {
    Tally t;
    for (const auto& row : store_.Trials(options_.sweep_id)) {
      if (options_.all_trials == 0 && !options_.config_hashes.count(row.config_hash)) continue;
      t.done += row.status == store::TrialStatus::kDone;
      t.failed += row.status == store::TrialStatus::kFailed;
      t.running += row.status == store::TrialStatus::kRunning;
    }
    return t;
  }

  // Prints a status line when a trial ended; stops everything after --max-failures.
  void Watch() {
    const Tally now = Count();
    if (now.done != last_.done || now.failed != last_.failed) {
      const int64_t total = options_.all_trials > 0
                                ? options_.all_trials
                                : static_cast<int64_t>(options_.config_hashes.size());
      std::cerr << options_.prog << ": " << now.done << "/" << total << " done, " << now.failed
                << " failed, " << now.running << " running\n";
    }
    last_ = now;
    const int64_t failures = now.failed - options_.failed_before;
    if (options_.max_failures > 0 && failures >= options_.max_failures && !stopped_) {
      stopped_ = true;
      std::cerr << options_.prog << ": stopping after " << failures
                << " failed trials (--max-failures); the running trials are recorded as "
                   "interrupted\n";
      for (int i = 0; i < g_num_pids.load(); ++i) {
        if (g_pids[i] > 0) kill(g_pids[i], SIGINT);
      }
    }
  }

  const WorkerPoolOptions& options_;
  store::Store store_;
  const std::string host_;
  std::vector<Worker> workers_;
  Tally last_;
  bool stopped_ = false;
  bool disk_full_ = false;
  bool worker_error_ = false;
  int respawns_ = 0;
};

}  // namespace

std::string SelfExecutable() {
  std::error_code ec;
  auto path = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec)
    throw std::runtime_error("cannot find the nilab executable (/proc/self/exe): " + ec.message());
  return path.string();
}

int RunWorkerPool(const WorkerPoolOptions& options) { return Pool(options).Run(); }

}  // namespace nilab::host
