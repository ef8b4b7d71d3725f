// `nilab new model|task NAME [DIR]` (host/cli/scaffold.h), through the nilab executable: the
// files it writes, the names it refuses, and that it never overwrites. Building and running what
// it writes is scripts/check_sdk's part (Sdk.NewPluginsBuildAndRun).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "tests/host/test_util.h"

namespace nilab::testing {
namespace {

namespace fs = std::filesystem;

// `nilab new ARGS` run in `dir`.
CommandResult New(const TempDir& dir, const std::string& args) {
  return Run("cd '" + dir.path() + "' && '" + NilabBinary() + "' new " + args + " </dev/null 2>&1");
}

size_t Lines(const std::string& text) {
  size_t n = 0;
  for (char c : text) n += c == '\n';
  return n;
}

TEST(NewCommand, WritesAProjectWithEveryPlaceholderFilled) {
  TempDir dir;
  const CommandResult made = New(dir, "model my_net");
  ASSERT_EQ(made.exit_code, 0) << made.out;
  const std::string project = dir.File("my_net");
  std::vector<std::string> files;
  for (const auto& entry : fs::directory_iterator(project)) {
    files.push_back(entry.path().filename().string());
  }
  std::sort(files.begin(), files.end());
  EXPECT_EQ(files,
            (std::vector<std::string>{"CMakeLists.txt", "README.md", "my_net.cc", "sweep.toml"}));
  for (const auto& file : files) {
    const std::string text = ReadFile(project + "/" + file);
    EXPECT_EQ(text.find("@name@"), std::string::npos) << file;
    EXPECT_EQ(text.find("@Class@"), std::string::npos) << file;
    EXPECT_EQ(text.find("@kind@"), std::string::npos) << file;
  }
  const std::string cmake = ReadFile(project + "/CMakeLists.txt");
  EXPECT_NE(cmake.find("find_package(nilab REQUIRED)\nnilab_add_plugin(my_net SOURCES my_net.cc)"),
            std::string::npos)
      << cmake;
  const std::string source = ReadFile(project + "/my_net.cc");
  EXPECT_NE(source.find("class MyNetModel : public sdk::Model"), std::string::npos);
  EXPECT_NE(source.find("info.name = \"my_net\";"), std::string::npos);
  EXPECT_NE(source.find("[B, N, D]"), std::string::npos);
  EXPECT_NE(source.find("YOUR MODEL"), std::string::npos);
  const std::string sweep = ReadFile(project + "/sweep.toml");
  EXPECT_NE(sweep.find("name = \"my_net_vs_vit\""), std::string::npos) << sweep;
  EXPECT_NE(sweep.find("[[models]]\nname = \"my_net\""), std::string::npos) << sweep;
  // The next steps name the folder it wrote.
  EXPECT_NE(made.out.find("nilab run my_net/sweep.toml --plugin-path my_net/build/plugins"),
            std::string::npos)
      << made.out;

  const CommandResult task = New(dir, "task set_range tasks/range");
  ASSERT_EQ(task.exit_code, 0) << task.out;
  const std::string task_source = ReadFile(dir.File("tasks/range/set_range.cc"));
  EXPECT_NE(task_source.find("class SetRangeTask : public sdk::Task"), std::string::npos);
  EXPECT_NE(task_source.find("YOUR TASK"), std::string::npos);
  EXPECT_NE(ReadFile(dir.File("tasks/range/sweep.toml")).find("[task]\nname = \"set_range\""),
            std::string::npos);
}

// A name reaches file names, a CMake target and C++ identifiers: anything else is refused with
// one line, and nothing is written.
TEST(NewCommand, RefusesNamesThatCannotNameAPlugin) {
  TempDir dir;
  for (const std::string& name : std::vector<std::string>{
           "../escape", "Model", "1st", "'x;touch pwned'", "''", std::string(49, 'a')}) {
    const CommandResult result = New(dir, "model " + name + " out");
    EXPECT_EQ(result.exit_code, 2) << name << ": " << result.out;
    EXPECT_EQ(Lines(result.out), 1u) << result.out;
    EXPECT_TRUE(result.out.find("must be 1-48 lower-case letters, digits and '_', starting with "
                                "a letter") != std::string::npos ||
                result.out.find("missing the plugin's NAME") != std::string::npos)
        << name << ": " << result.out;
  }
  EXPECT_TRUE(fs::is_empty(dir.path()));
  const CommandResult kind = New(dir, "widget foo");
  EXPECT_EQ(kind.exit_code, 2);
  EXPECT_NE(kind.out.find("unknown kind 'widget' (expected model or task)"), std::string::npos)
      << kind.out;
  // The name of a plugin nilab loads already: a second would be refused as a duplicate.
  const CommandResult taken = New(dir, "model vit");
  EXPECT_EQ(taken.exit_code, 2);
  EXPECT_NE(taken.out.find("a model named 'vit' exists already ("), std::string::npos) << taken.out;
  EXPECT_TRUE(fs::is_empty(dir.path()));
}

// An existing file, folder or link in the way: refused before anything is written, and what was
// there is untouched.
TEST(NewCommand, NeverOverwrites) {
  TempDir dir;
  fs::create_directories(dir.File("p"));
  WriteFile(dir.File("p/sweep.toml"), "mine\n");
  const CommandResult file = New(dir, "task p_task p");
  EXPECT_EQ(file.exit_code, 1) << file.out;
  EXPECT_NE(file.out.find("p/sweep.toml exists already; nothing written"), std::string::npos)
      << file.out;
  EXPECT_EQ(ReadFile(dir.File("p/sweep.toml")), "mine\n");
  EXPECT_FALSE(fs::exists(dir.File("p/CMakeLists.txt")));

  fs::create_directories(dir.File("q"));
  fs::create_symlink(dir.File("elsewhere.md"), dir.File("q/README.md"));  // dangling
  const CommandResult link = New(dir, "model q_model q");
  EXPECT_EQ(link.exit_code, 1) << link.out;
  EXPECT_NE(link.out.find("q/README.md exists already"), std::string::npos) << link.out;
  EXPECT_FALSE(fs::exists(dir.File("elsewhere.md")));
  EXPECT_FALSE(fs::exists(dir.File("q/q_model.cc")));
}

}  // namespace
}  // namespace nilab::testing
