// Helpers for the host's tests: temporary directories, running the nilab binary.
#pragma once

#include <string>
#include <vector>

namespace nilab::testing {

// A fresh directory under the system temp dir, removed when the object dies.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  const std::string& path() const { return path_; }
  std::string File(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

std::string NilabBinary();      // build/bin/nilab
std::string ToyPluginDir();     // build/test_plugins/toy
std::string BrokenPluginDir();  // build/test_plugins/broken

struct CommandResult {
  int exit_code = -1;
  std::string out;  // stdout and stderr, interleaved
};
// Runs a shell command line, capturing its output.
CommandResult Run(const std::string& command_line);

void WriteFile(const std::string& path, const std::string& text);
// The rows of a query on a database opened read-only, columns joined by '|' (NULL as "NULL").
// A database that cannot be opened or a statement that cannot be prepared fails the test.
std::vector<std::string> QueryRows(const std::string& db_path, const std::string& sql);
// Runs `sql` on a read-write connection (a test's stand-in for another writer); fails the test
// on an error.
void ExecSql(const std::string& db_path, const std::string& sql);
std::string ReadFile(const std::string& path);

}  // namespace nilab::testing
