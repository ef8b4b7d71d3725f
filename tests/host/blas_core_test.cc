// The OpenBLAS kernel check: the decision from a core name and CPU flags (any machine), and the
// switch end to end: a `nilab run` whose OpenBLAS picked a weak core re-executes itself on the
// strongest core the CPU supports, says so in one line, and records both cores with the trial.
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "host/platform/blas_core.h"
#include "host/platform/cpu_flags.h"
#include "tests/host/test_util.h"

namespace nilab::platform {
namespace {

using Action = BlasCoreDecision::Action;

const CpuFlags kEpycAvx512 = {"sse3",     "avx",      "avx2",     "fma",      "avx512f",
                              "avx512cd", "avx512bw", "avx512dq", "avx512vl", "avx512_bf16"};
const CpuFlags kAvx2 = {"sse3", "avx", "avx2", "fma"};
const CpuFlags kAvxOnly = {"sse3", "avx"};

TEST(CpuFlags, ParsesTheFirstFlagsLine) {
  const std::string cpuinfo =
      "processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC\n"
      "flags\t\t: fpu sse3 avx2 avx512f avx512_bf16\nbugs\t\t: sysret_ss_attrs\n\n"
      "processor\t: 1\nflags\t\t: fpu sse3\n";
  const CpuFlags flags = ParseCpuFlags(cpuinfo);
  EXPECT_EQ(flags, (CpuFlags{"fpu", "sse3", "avx2", "avx512f", "avx512_bf16"}));
  EXPECT_TRUE(ParseCpuFlags("processor : 0\nFeatures : fp asimd\n").empty());  // aarch64
}

TEST(BlasCore, TiersFollowTheVectorWidthOfTheKernels) {
  EXPECT_EQ(TierOfCore("Prescott"), BlasTier::kSse);
  EXPECT_EQ(TierOfCore("Sandybridge"), BlasTier::kAvx);
  EXPECT_EQ(TierOfCore("Haswell"), BlasTier::kAvx2);
  EXPECT_EQ(TierOfCore("ZEN"), BlasTier::kAvx2);
  EXPECT_EQ(TierOfCore("SkylakeX"), BlasTier::kAvx512);
  EXPECT_EQ(TierOfCore("Cooperlake"), BlasTier::kAvx512);
  EXPECT_EQ(TierOfCore("neoversen1"), BlasTier::kUnknown);
}

TEST(BlasCore, BestCoreComesFromFlagsAlone) {
  EXPECT_EQ(BestCoreFor(kEpycAvx512)->core, "SkylakeX");
  EXPECT_EQ(BestCoreFor(kAvx2)->core, "Haswell");
  EXPECT_EQ(BestCoreFor(kAvxOnly)->core, "Sandybridge");
  // AVX-512 F without BW/VL (Knights Landing) cannot run SkylakeX's kernels.
  EXPECT_EQ(BestCoreFor({"avx", "avx2", "fma", "avx512f", "avx512cd"})->core, "Haswell");
  EXPECT_EQ(BestCoreFor({"avx", "avx2"})->core, "Sandybridge");  // no FMA: no Haswell kernels
  EXPECT_EQ(BestCoreFor({"pni"})->core, "Prescott");             // Linux calls SSE3 "pni"
  EXPECT_FALSE(BestCoreFor({}).has_value());
}

TEST(BlasCore, WeakAutodetectedCoreIsSwitched) {
  // The AMD EPYC case (AVX-512, OpenBLAS 0.3.21 picks Haswell) and the generic-Xeon case.
  for (const char* chosen : {"Haswell", "Prescott", "Zen", "Sandybridge"}) {
    const auto d = DecideBlasCore(chosen, kEpycAvx512, std::nullopt, std::nullopt);
    EXPECT_EQ(d.action, Action::kSwitch) << chosen;
    EXPECT_EQ(d.target, "SkylakeX");
    EXPECT_NE(d.message.find(std::string("chose its ") + chosen), std::string::npos) << d.message;
    EXPECT_NE(d.message.find("OPENBLAS_CORETYPE=SkylakeX"), std::string::npos) << d.message;
  }
  EXPECT_EQ(DecideBlasCore("Prescott", kAvx2, std::nullopt, std::nullopt).target, "Haswell");
}

TEST(BlasCore, StrongEnoughOrUnknownCoresAreKept) {
  EXPECT_EQ(DecideBlasCore("SkylakeX", kEpycAvx512, std::nullopt, std::nullopt).action,
            Action::kKeep);
  EXPECT_EQ(DecideBlasCore("Cooperlake", kEpycAvx512, std::nullopt, std::nullopt).action,
            Action::kKeep);
  EXPECT_EQ(DecideBlasCore("Zen", kAvx2, std::nullopt, std::nullopt).action, Action::kKeep);
  EXPECT_EQ(DecideBlasCore("SkylakeX", kAvx2, std::nullopt, std::nullopt).action, Action::kKeep);
  // Not OpenBLAS, a core nilab does not know, a CPU without x86 flags: nothing to decide.
  EXPECT_EQ(DecideBlasCore("", kEpycAvx512, std::nullopt, std::nullopt).action, Action::kKeep);
  EXPECT_EQ(DecideBlasCore("NeoverseN1", kEpycAvx512, std::nullopt, std::nullopt).action,
            Action::kKeep);
  const auto none = DecideBlasCore("Haswell", {}, std::nullopt, std::nullopt);
  EXPECT_EQ(none.action, Action::kKeep);
  EXPECT_TRUE(none.message.empty());
}

TEST(BlasCore, UsersChoiceIsKeptWithAWarning) {
  const auto d = DecideBlasCore("Prescott", kEpycAvx512, std::string("Prescott"), std::nullopt);
  EXPECT_EQ(d.action, Action::kWarnUserSet);
  EXPECT_NE(d.message.find("OPENBLAS_CORETYPE=Prescott"), std::string::npos) << d.message;
  EXPECT_EQ(DecideBlasCore("SkylakeX", kEpycAvx512, std::string("SkylakeX"), std::nullopt).action,
            Action::kKeep);
}

TEST(BlasCore, ASwitchThatDidNotTakeIsReportedNotRetried) {
  const auto d = DecideBlasCore("Haswell", kEpycAvx512, std::nullopt, std::string("Haswell"));
  EXPECT_EQ(d.action, Action::kWarnStuck);
  EXPECT_NE(d.message.find("DYNAMIC_ARCH"), std::string::npos) << d.message;
  EXPECT_EQ(DecideBlasCore("SkylakeX", kEpycAvx512, std::nullopt, std::string("Haswell")).action,
            Action::kKeep);
}

// ---- End to end: the nilab binary on the toy plugins ----

constexpr const char* kToySweep = R"(name = "toy_blas"
seeds = [0]

[task]
name = "toy_task"
params = { n_train = 64, n_val = 16, n_test = 16 }

[train]
epochs = 1
batch_size = 32
lr = 3e-3

[[models]]
name = "toy_model"
)";

// The trial's provenance field, as `nilab query` would read it ("NULL" when absent).
std::string ProvenanceField(const std::string& db, const std::string& key) {
  const auto rows =
      testing::QueryRows(db, "SELECT json_extract(provenance_json, '$." + key + "') FROM trials");
  return rows.empty() ? "<no trial>" : rows[0];
}

// Runs the toy sweep with `env` prepended (and no inherited switch), in a fresh directory.
testing::CommandResult RunToy(const testing::TempDir& dir, const std::string& env) {
  testing::WriteFile(dir.File("toy.toml"), kToySweep);
  return testing::Run("env -u OPENBLAS_CORETYPE -u NILAB_BLAS_SWITCHED_FROM " + env + " " +
                      testing::NilabBinary() + " run " + dir.File("toy.toml") + " --threads 1 -q" +
                      " --db " + dir.File("db.sqlite") + " --plugin-path " +
                      testing::ToyPluginDir());
}

// Skips unless this process runs OpenBLAS on a CPU that supports more than its Prescott kernels.
#define SKIP_UNLESS_STRONGER_THAN_PRESCOTT()                                         \
  const auto best = BestCoreFor(MachineCpuFlags());                                  \
  if (OpenBlasCoreName().empty()) GTEST_SKIP() << "LibTorch's BLAS is not OpenBLAS"; \
  if (!best || best->tier <= BlasTier::kSse) GTEST_SKIP() << "no core above Prescott"

TEST(BlasReexec, WeakAutodetectedCoreIsSwitchedAndRecorded) {
  SKIP_UNLESS_STRONGER_THAN_PRESCOTT();
  testing::TempDir dir;
  // OpenBLAS loads Prescott as it does on a misreported CPU; the seam hides that a variable
  // made it, so nilab sees what its autodetection would have chosen.
  const auto result =
      RunToy(dir, "OPENBLAS_CORETYPE=Prescott NILAB_TEST_CORETYPE_IS_AUTODETECTED=1");
  ASSERT_EQ(result.exit_code, 0) << result.out;
  EXPECT_NE(result.out.find("nilab: OpenBLAS chose its Prescott kernels"), std::string::npos)
      << result.out;
  EXPECT_NE(result.out.find("running with OPENBLAS_CORETYPE=" + best->core), std::string::npos)
      << result.out;
  const std::string db = dir.File("db.sqlite");
  EXPECT_EQ(TierOfCore(ProvenanceField(db, "blas_core")), best->tier);
  EXPECT_EQ(ProvenanceField(db, "blas_core_switched_from"), "Prescott");
}

TEST(BlasReexec, UsersExplicitWeakCoreIsRespectedWithAWarning) {
  SKIP_UNLESS_STRONGER_THAN_PRESCOTT();
  testing::TempDir dir;
  const auto result = RunToy(dir, "OPENBLAS_CORETYPE=Prescott");
  ASSERT_EQ(result.exit_code, 0) << result.out;
  EXPECT_NE(result.out.find("warning: OPENBLAS_CORETYPE=Prescott keeps OpenBLAS on its Prescott"),
            std::string::npos)
      << result.out;
  EXPECT_EQ(result.out.find("running with OPENBLAS_CORETYPE"), std::string::npos) << result.out;
  EXPECT_EQ(ProvenanceField(dir.File("db.sqlite"), "blas_core"), "Prescott");
  EXPECT_EQ(ProvenanceField(dir.File("db.sqlite"), "blas_core_switched_from"), "");
  // The oneDNN beside the BLAS is recorded too ("" where LibTorch has none of its own).
  EXPECT_EQ(ProvenanceField(dir.File("db.sqlite"), "onednn"), OneDnnVersion());
  // So are the plugin binaries the trial ran, by their SHA-256.
  const auto sum =
      testing::Run("sha256sum '" + ProvenanceField(dir.File("db.sqlite"), "model_plugin") + "'");
  ASSERT_EQ(sum.exit_code, 0) << sum.out;
  EXPECT_EQ(ProvenanceField(dir.File("db.sqlite"), "model_plugin_sha256"), sum.out.substr(0, 64));
}

TEST(OneDnn, VersionOfTheLibraryLibTorchLoaded) {
  const bool loaded = dlopen("libdnnl.so.2", RTLD_NOW | RTLD_NOLOAD) != nullptr ||
                      dlopen("libdnnl.so.3", RTLD_NOW | RTLD_NOLOAD) != nullptr;
  const std::string version = OneDnnVersion();
  if (!loaded) {
    EXPECT_EQ(version, "");
    GTEST_SKIP() << "this LibTorch has no libdnnl of its own";
  }
  EXPECT_TRUE(std::regex_match(version, std::regex(R"(\d+\.\d+\.\d+)"))) << version;
}

}  // namespace
}  // namespace nilab::platform
