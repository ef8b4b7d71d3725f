// Helpers for the dataset tests: a fresh temporary directory, raw file I/O, error matching.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

namespace nilab::datasets::testing {

// A directory under the system temp dir, removed with its contents on destruction.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "nilab-test-XXXXXX").string();
    path_ = mkdtemp(pattern.data());
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  std::string File(const std::string& name) const { return (path_ / name).string(); }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

inline std::vector<uint8_t> ReadBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), {});
}

inline void WriteBytes(const std::string& path, const std::vector<uint8_t>& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(bytes.data()), bytes.size());
}

// Runs `fn`, expects a std::exception whose one-line message contains every `parts` string.
inline void ExpectError(const std::function<void()>& fn, const std::vector<std::string>& parts) {
  try {
    fn();
    ADD_FAILURE() << "expected an error containing '" << parts.front() << "'";
  } catch (const std::exception& e) {
    const std::string message = e.what();
    EXPECT_EQ(message.find('\n'), std::string::npos) << "not one line: " << message;
    if (std::getenv("NILAB_PRINT_ERRORS")) std::cerr << "  error: " << message << "\n";
    for (const auto& part : parts) {
      EXPECT_NE(message.find(part), std::string::npos)
          << "message '" << message << "' lacks '" << part << "'";
    }
  }
}

// The real datasets' root (env NILAB_TEST_DATA, set by CTest), or "" when `relative` (a file or
// folder under it) is absent there.
inline std::string TestData(const std::string& relative) {
  const char* root = std::getenv("NILAB_TEST_DATA");
  if (!root || !*root) return "";
  std::error_code ec;
  return std::filesystem::exists(std::filesystem::path(root) / relative, ec) ? root : "";
}

}  // namespace nilab::datasets::testing
