#include "tests/scale/scale_util.h"

#include <fcntl.h>
#include <spawn.h>
#include <sqlite3.h>
#include <sys/wait.h>

#include <stdexcept>

#include "tests/host/test_util.h"

extern char** environ;

namespace nilab::testing {

std::vector<std::string> Rows(const std::string& db, const std::string& sql) {
  sqlite3* handle = nullptr;
  if (sqlite3_open_v2(db.c_str(), &handle, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK) {
    sqlite3_close(handle);
    throw std::runtime_error(db + ": cannot open");
  }
  sqlite3_busy_timeout(handle, 10000);
  sqlite3_stmt* stmt = nullptr;
  if (sqlite3_prepare_v2(handle, sql.c_str(), -1, &stmt, nullptr) != SQLITE_OK) {
    const std::string error = sqlite3_errmsg(handle);
    sqlite3_close(handle);
    throw std::runtime_error(db + ": " + error + ": " + sql);
  }
  std::vector<std::string> rows;
  while (sqlite3_step(stmt) == SQLITE_ROW) {
    std::string row;
    for (int c = 0; c < sqlite3_column_count(stmt); ++c) {
      const unsigned char* text = sqlite3_column_text(stmt, c);
      row += (c ? " " : "") + std::string(text ? reinterpret_cast<const char*>(text) : "NULL");
    }
    rows.push_back(row);
  }
  sqlite3_finalize(stmt);
  sqlite3_close(handle);
  return rows;
}

std::vector<std::string> Column(const std::string& db, const std::string& sql) {
  return Rows(db, sql);
}

std::string Value(const std::string& db, const std::string& sql) {
  auto rows = Rows(db, sql);
  return rows.empty() ? "" : rows[0];
}

pid_t SpawnNilab(const std::vector<std::string>& args, const std::string& log) {
  std::vector<std::string> all = {NilabBinary()};
  all.insert(all.end(), args.begin(), args.end());
  all.insert(all.end(), {"--plugin-path", ToyPluginDir()});
  std::vector<char*> argv;
  for (auto& a : all) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  pid_t pid = 0;
  const int rc = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) throw std::runtime_error("cannot start " + all[0]);
  return pid;
}

int WaitExit(pid_t pid) {
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

std::string NilabCommand(const std::string& args) {
  return NilabBinary() + " " + args + " --plugin-path " + ToyPluginDir();
}

}  // namespace nilab::testing
