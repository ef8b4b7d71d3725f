// The plugin registry: accepted plugins, and every refusal case with its one-line reason.
#include <gtest/gtest.h>
#include <cstdint>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "host/plugins/registry.h"
#include "plugins/sdk/abi.h"
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

TEST(PluginRegistry, UnknownNameListsWhatIsLoaded) {
  PluginRegistry registry;
  registry.LoadDirectories({testing::ToyPluginDir()});
  try {
    registry.Get("ni", sdk::PluginKind::kModel);
    FAIL() << "expected an error";
  } catch (const std::runtime_error& e) {
    EXPECT_STREQ(e.what(), "no model plugin named 'ni' (loaded: toy_model)");
  }
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
  EXPECT_EQ(registry.refused().size(), 5u);
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
