// The plugin registry: accepted plugins, and every refusal case with its one-line reason.
#include <gtest/gtest.h>
#include <cstdint>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "host/plugins/registry.h"
#include "plugins/sdk/abi.h"
#include "plugins/sdk/model.h"
#include "plugins/sdk/task.h"
#include "tests/host/test_util.h"

namespace nilab::host {
namespace {

namespace fs = std::filesystem;
using testing::TempDir;

std::string ReasonFor(const PluginRegistry& registry, const std::string& file) {
  for (const auto& r : registry.refused()) {
    if (fs::path(r.path).filename() == file) return r.reason;
  }
  return "<not refused>";
}

TEST(PluginRegistry, LoadsToyPluginsWithTheirSchemas) {
  PluginRegistry registry;
  registry.LoadDirectories({testing::ToyPluginDir()});
  ASSERT_TRUE(registry.refused().empty()) << registry.refused()[0].reason;
  const LoadedPlugin& task = registry.Get("toy_task", sdk::PluginKind::kTask);
  const LoadedPlugin& model = registry.Get("toy_model", sdk::PluginKind::kModel);
  EXPECT_EQ(task.info.headline_metric, "val/r2");
  ASSERT_NE(sdk::FindParam(model.info.params, "dim"), nullptr);
  EXPECT_EQ(std::get<int64_t>(sdk::FindParam(model.info.params, "dim")->default_value), 16);
  EXPECT_TRUE(model.create_model);
  EXPECT_FALSE(model.create_task);
  EXPECT_EQ(registry.Find("toy_task", sdk::PluginKind::kModel), nullptr);

  auto m = model.create_model(sdk::Params::WithDefaults(model.info.params), {});
  auto out = m->Forward({torch::randn({2, 5, 16}), {}});
  EXPECT_EQ(out.tokens.sizes(), (std::vector<int64_t>{2, 5, 16}));
}

// Each loaded plugin carries the SHA-256 of its file as loaded (trials record it next to the
// host's git commit: a plugin rebuilt on its own is told apart). Checked against sha256sum.
TEST(PluginRegistry, RecordsTheSha256OfEachPluginFile) {
  PluginRegistry registry;
  registry.LoadDirectories({testing::ToyPluginDir()});
  for (const LoadedPlugin& plugin : registry.plugins()) {
    const auto result = testing::Run("sha256sum '" + plugin.path + "'");
    ASSERT_EQ(result.exit_code, 0) << result.out;
    ASSERT_EQ(plugin.sha256.size(), 64u) << plugin.path;
    EXPECT_EQ(result.out.substr(0, 64), plugin.sha256) << plugin.path;
  }
  EXPECT_NE(registry.Get("toy_task", sdk::PluginKind::kTask).sha256,
            registry.Get("toy_model", sdk::PluginKind::kModel).sha256);
}

TEST(PluginRegistry, UnknownNameListsWhatIsLoadedAndWhereItLooked) {
  PluginRegistry registry;
  registry.LoadDirectories({testing::ToyPluginDir(), "/nowhere/nilab"});
  try {
    registry.Get("ni", sdk::PluginKind::kModel);
    FAIL() << "expected an error";
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()),
              "no model plugin named 'ni' (loaded: toy_model); searched " +
                  testing::ToyPluginDir() + ", /nowhere/nilab (missing); add a plugin's folder " +
                  "with --plugin-path DIR or NILAB_PLUGIN_PATH=DIR[:DIR...]");
  }
}

// An error thrown out of a plugin's factory names the plugin and its file: the author of a
// plugin with a typo in a parameter's name sees where it comes from.
TEST(PluginRegistry, FactoryErrorsNameThePluginAndItsFile) {
  PluginRegistry registry;
  registry.LoadDirectories({testing::ToyPluginDir()});
  const LoadedPlugin& model = registry.Get("toy_model", sdk::PluginKind::kModel);
  try {
    model.create_model(sdk::Params(), {});  // no values: the factory reads 'dim' first
    FAIL() << "expected an error";
  } catch (const PluginError& e) {
    EXPECT_EQ(std::string(e.what()), "model 'toy_model' (" + testing::ToyPluginDir() +
                                         "/toy_model.so): parameter 'dim' is not set");
  }
  const LoadedPlugin& task = registry.Get("toy_task", sdk::PluginKind::kTask);
  try {
    task.create_task(sdk::Params(), {});
    FAIL() << "expected an error";
  } catch (const PluginError& e) {
    EXPECT_EQ(std::string(e.what()), "task 'toy_task' (" + testing::ToyPluginDir() +
                                         "/toy_task.so): parameter 'n_tokens' is not set");
  }
}

// A plugin given by a relative path is recorded by its absolute one (provenance keeps it).
TEST(PluginRegistry, RecordsAbsolutePaths) {
  const fs::path file = fs::path(testing::ToyPluginDir()) / "toy_model.so";
  const fs::path relative = fs::relative(file, fs::current_path());
  ASSERT_TRUE(relative.is_relative()) << relative;
  PluginRegistry registry;
  ASSERT_TRUE(registry.LoadFile(relative.string()));
  EXPECT_EQ(registry.plugins().at(0).path, file.lexically_normal().string());
}

TEST(PluginRegistry, RefusesBadPluginsAndStillLoadsGoodOnes) {
  TempDir dir;
  for (const auto& entry : fs::directory_iterator(testing::BrokenPluginDir())) {
    fs::copy_file(entry.path(), dir.File(entry.path().filename().string()));
  }
  fs::copy_file(testing::ToyPluginDir() + "/toy_model.so", dir.File("toy_model.so"));
  testing::WriteFile(dir.File("notes.so"), "this is not an ELF file\n");
  testing::WriteFile(dir.File("readme.txt"), "ignored: not a .so\n");

  PluginRegistry registry;
  registry.LoadDirectories({dir.path()});
  ASSERT_EQ(registry.plugins().size(), 1u);
  EXPECT_EQ(registry.plugins()[0].info.name, "toy_model");
  EXPECT_EQ(registry.refused().size(), 6u);
  EXPECT_EQ(ReasonFor(registry, "broken_abi.so"),
            "built for plugin SDK ABI 999, this nilab needs ABI " +
                std::to_string(sdk::kAbiVersion) + " (rebuild the plugin)");
  EXPECT_EQ(ReasonFor(registry, "broken_torch.so"),
            std::string("built against LibTorch 0.0.1, this nilab uses LibTorch ") + TORCH_VERSION +
                " (rebuild the plugin)");
  EXPECT_EQ(ReasonFor(registry, "broken_no_factory.so"),
            "model plugin 'broken' is missing symbol nilab_create_model");
  EXPECT_EQ(ReasonFor(registry, "broken_not_a_plugin.so"),
            "not a nilab plugin (no nilab_abi_version symbol)");
  EXPECT_EQ(ReasonFor(registry, "notes.so").rfind("not a loadable shared library (", 0), 0u);
  // An undefined symbol as its author wrote it: demangled, without Boost's unrelated errno text
  // ("Bad file descriptor") and without the path the line names already.
  const std::string undefined = ReasonFor(registry, "broken_undefined.so");
  EXPECT_EQ(undefined.rfind("not a loadable shared library (undefined symbol: "
                            "nilab::fixtures::NeverDefined(std::",
                            0),
            0u)
      << undefined;
  EXPECT_NE(undefined.find("const&, int))"), std::string::npos) << undefined;
  EXPECT_EQ(undefined.find("_Z"), std::string::npos) << undefined;
  EXPECT_EQ(undefined.find("Bad file descriptor"), std::string::npos) << undefined;
  EXPECT_EQ(undefined.find(dir.path()), std::string::npos) << undefined;
  for (const auto& r : registry.refused()) {
    EXPECT_EQ(r.reason.find('\n'), std::string::npos) << r.reason;
  }
}

TEST(PluginRegistry, DuplicateNamesAreRefused) {
  TempDir a, b;
  fs::copy_file(testing::ToyPluginDir() + "/toy_model.so", a.File("toy_model.so"));
  fs::copy_file(testing::ToyPluginDir() + "/toy_model.so", b.File("toy_model_copy.so"));
  PluginRegistry registry;
  registry.LoadDirectories({a.path(), b.path()});
  ASSERT_EQ(registry.plugins().size(), 1u);
  ASSERT_EQ(registry.refused().size(), 1u);
  EXPECT_EQ(registry.refused()[0].reason,
            "duplicate model 'toy_model' (already loaded from " + a.File("toy_model.so") + ")");
}

TEST(PluginRegistry, PluginsCommandReportsRefusalsOnOneLineEach) {
  auto result =
      testing::Run(testing::NilabBinary() + " plugins --plugin-path " + testing::BrokenPluginDir() +
                   " --plugin-path " + testing::ToyPluginDir());
  EXPECT_EQ(result.exit_code, 0) << result.out;
  EXPECT_NE(result.out.find("nilab: refused plugin " + testing::BrokenPluginDir() +
                            "/broken_abi.so: built for plugin SDK ABI 999"),
            std::string::npos)
      << result.out;
  EXPECT_NE(result.out.find("task toy_task"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("model toy_model"), std::string::npos) << result.out;
}

// A sweep naming a plugin that is not found says where nilab looked and how to add a folder;
// so does `nilab plugins NAME`.
TEST(PluginRegistry, NotFoundErrorsListTheFoldersSearched) {
  TempDir dir;
  testing::WriteFile(dir.File("mlp.toml"),
                     "name = \"mlp_vs_toy\"\n[task]\nname = \"toy_task\"\n"
                     "[[models]]\nname = \"mlp\"\n");
  const std::string nilab =
      "NILAB_PLUGIN_PATH=" + dir.File("env_dir") + " " + testing::NilabBinary();
  const auto run = testing::Run(nilab + " run " + dir.File("mlp.toml") + " --dry-run --db " +
                                dir.File("x.sqlite") + " --plugin-path " + testing::ToyPluginDir());
  EXPECT_EQ(run.exit_code, 2) << run.out;
  const std::string searched =
      "searched " +
      fs::path(testing::NilabBinary()).parent_path().parent_path().append("plugins").string();
  for (const std::string& want :
       {dir.File("mlp.toml") + ":5:8: unknown model 'mlp' (known models: ",
        "toy_model); " + searched + ", ",
        dir.File("env_dir") + " (missing), " + testing::ToyPluginDir() +
            "; add a plugin's folder with --plugin-path DIR or NILAB_PLUGIN_PATH=DIR[:DIR...]\n"}) {
    EXPECT_NE(run.out.find(want), std::string::npos) << want << "\n---\n" << run.out;
  }
  const auto plugins =
      testing::Run(nilab + " plugins mlp --plugin-path " + testing::ToyPluginDir());
  EXPECT_EQ(plugins.exit_code, 2) << plugins.out;
  EXPECT_NE(plugins.out.find("nilab plugins: no plugin named 'mlp'; " + searched),
            std::string::npos)
      << plugins.out;
  EXPECT_NE(plugins.out.find(testing::ToyPluginDir() + "; add a plugin's folder with "
                                                       "--plugin-path DIR or NILAB_PLUGIN_PATH"),
            std::string::npos)
      << plugins.out;
}

TEST(PluginRegistry, PluginsCommandJsonListsParameters) {
  auto result = testing::Run(testing::NilabBinary() + " plugins --json --plugin-path " +
                             testing::ToyPluginDir() + " 2>/dev/null");
  ASSERT_EQ(result.exit_code, 0) << result.out;
  auto json = nlohmann::json::parse(result.out);
  bool found = false;
  for (const auto& p : json["plugins"]) {
    if (p["name"] == "toy_model") {
      found = true;
      EXPECT_EQ(p["kind"], "model");
      EXPECT_EQ(p["params"][0]["name"], "dim");
      EXPECT_EQ(p["params"][0]["type"], "int");
      EXPECT_EQ(p["params"][0]["default"], 16);
    }
  }
  EXPECT_TRUE(found) << result.out;
}

}  // namespace
}  // namespace nilab::host
