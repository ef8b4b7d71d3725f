// `nilab data list|verify` in-process, with the digits and kmnist plugins of the build: the
// shared real data verifies, corrupted and truncated copies are named with expected vs actual.
#include <gtest/gtest.h>

#include <boost/program_options/errors.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace nilab::cli {
int RunData(const std::vector<std::string>& args);
}  // namespace nilab::cli

namespace {

namespace fs = std::filesystem;

struct Output {
  int rc;
  std::string out, err;
};

Output RunDataCommand(const std::vector<std::string>& args) {
  ::testing::internal::CaptureStdout();
  ::testing::internal::CaptureStderr();
  int rc;
  try {  // as main() does
    rc = nilab::cli::RunData(args);
  } catch (const boost::program_options::error& e) {
    std::cerr << "usage error: " << e.what() << "\n";
    rc = 2;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    rc = 1;
  }
  return {rc, ::testing::internal::GetCapturedStdout(), ::testing::internal::GetCapturedStderr()};
}

std::string RealData() {
  const char* root = std::getenv("NILAB_TEST_DATA");
  if (!root || !fs::exists(fs::path(root) / "mnist" / "t10k-labels-idx1-ubyte.gz") ||
      !fs::exists(fs::path(root) / "kmnist" / "t10k-labels-idx1-ubyte.gz")) {
    return "";
  }
  return root;
}

bool Contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(DataCli, SharedDataVerifiesWithMissingFilesListed) {
  const std::string root = RealData();
  if (root.empty()) GTEST_SKIP() << "no real datasets in NILAB_TEST_DATA; skipping";
  const Output r = RunDataCommand({"verify", "--data-dir", root});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(Contains(r.out, "ok       mnist/train-images-idx3-ubyte.gz")) << r.out;
  if (!fs::exists(fs::path(root) / "kmnist" / "train-images-idx3-ubyte.gz")) {
    EXPECT_TRUE(Contains(r.out, "missing  kmnist/train-images-idx3-ubyte.gz")) << r.out;
  }
  EXPECT_TRUE(Contains(r.out, " 0 bad")) << r.out;
}

class DataCliCopy : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = RealData();
    if (root_.empty()) GTEST_SKIP() << "no real datasets in NILAB_TEST_DATA; skipping";
    std::string pattern = (fs::temp_directory_path() / "nilab-cli-XXXXXX").string();
    dir_ = mkdtemp(pattern.data());
    for (const char* f : {"mnist/t10k-labels-idx1-ubyte.gz", "mnist/train-labels-idx1-ubyte.gz",
                          "kmnist/t10k-labels-idx1-ubyte.gz"}) {
      fs::create_directories((dir_ / f).parent_path());
      fs::copy_file(fs::path(root_) / f, dir_ / f);
      fs::permissions(dir_ / f, fs::perms::owner_read | fs::perms::owner_write);
    }
  }
  void TearDown() override {
    if (!dir_.empty()) fs::remove_all(dir_);
  }
  std::string root_;
  fs::path dir_;
};

TEST_F(DataCliCopy, CorruptAndTruncatedCopiesAreNamedWithExpectedVsActual) {
  EXPECT_EQ(RunDataCommand({"verify", "--data-dir", dir_.string()}).rc, 0);
  {  // flip one byte
    std::fstream f(dir_ / "mnist/t10k-labels-idx1-ubyte.gz",
                   std::ios::in | std::ios::out | std::ios::binary);
    f.seekg(100);
    const char c = static_cast<char>(f.get() ^ 0x20);
    f.seekp(100);
    f.put(c);
  }
  fs::resize_file(dir_ / "kmnist/t10k-labels-idx1-ubyte.gz", 5000);
  const Output r = RunDataCommand({"verify", "--data-dir", dir_.string()});
  EXPECT_EQ(r.rc, 1);
  EXPECT_TRUE(Contains(r.err,
                       "mnist/t10k-labels-idx1-ubyte.gz: wrong sha256: expected "
                       "f7ae60f92e00ec6debd23a6088c31dbd2371eca3ffa0defaefb259924204aec6, got "))
      << r.err;
  EXPECT_TRUE(Contains(r.err,
                       "kmnist/t10k-labels-idx1-ubyte.gz: wrong size: expected 5120 bytes, "
                       "got 5000 (truncated)"))
      << r.err;
  EXPECT_TRUE(Contains(r.out, "ok       mnist/train-labels-idx1-ubyte.gz")) << r.out;
  EXPECT_TRUE(Contains(r.out, "2 bad")) << r.out;
  // Only the named dataset is checked.
  const Output k = RunDataCommand({"verify", "kmnist", "--data-dir", dir_.string()});
  EXPECT_EQ(k.rc, 1);
  EXPECT_FALSE(Contains(k.out, " mnist/")) << k.out;
  const Output list = RunDataCommand({"list", "--data-dir", dir_.string()});
  EXPECT_EQ(list.rc, 0);
  EXPECT_TRUE(Contains(list.out, "wrong size")) << list.out;
}

TEST_F(DataCliCopy, DataDirDefaultsToTheEnvironment) {
  setenv("NILAB_DATA_DIR", dir_.string().c_str(), 1);
  const Output r = RunDataCommand({"verify", "mnist"});
  unsetenv("NILAB_DATA_DIR");
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_TRUE(Contains(r.out, "files in " + dir_.string())) << r.out;
}

TEST(DataCli, UnknownDatasetsAndToolsAreUsageErrors) {
  EXPECT_EQ(RunDataCommand({"verify", "no-such-dataset"}).rc, 2);
  EXPECT_EQ(RunDataCommand({"no-such-tool"}).rc, 2);
  const Output fetch = RunDataCommand({"fetch"});
  EXPECT_EQ(fetch.rc, 2);
  EXPECT_TRUE(Contains(fetch.err, "name at least one dataset")) << fetch.err;
}

}  // namespace
