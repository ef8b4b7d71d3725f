#include "host/data/fetch.h"

#include <gtest/gtest.h>
#include <cstdint>

#include <filesystem>
#include <fstream>

#include "tasks/datasets/checksum.h"
#include "tests/data/http_server.h"

namespace nilab::host {
namespace {

namespace fs = std::filesystem;
using nilab::testing::HttpServer;

class DataFetch : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern = (fs::temp_directory_path() / "nilab-fetch-XXXXXX").string();
    dir_ = mkdtemp(pattern.data());
    body_.resize(200000);
    for (size_t i = 0; i < body_.size(); ++i) body_[i] = static_cast<uint8_t>((i * 7919) >> 5);
    file_.dataset = "toy";
    file_.file = "toy.bin";
    file_.bytes = static_cast<int64_t>(body_.size());
    file_.sha256 = datasets::Sha256Hex(body_.data(), body_.size());
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string Path() const { return (dir_ / "toy" / "toy.bin").string(); }
  std::vector<uint8_t> ReadPath(const std::string& path) const {
    std::ifstream in(path, std::ios::binary);
    return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), {});
  }
  void WritePart(size_t bytes, uint8_t flip = 0) {
    fs::create_directories(dir_ / "toy");
    std::vector<uint8_t> prefix(body_.begin(), body_.begin() + bytes);
    if (!prefix.empty()) prefix[0] ^= flip;
    std::ofstream out(Path() + ".part", std::ios::binary);
    out.write(reinterpret_cast<const char*>(prefix.data()), prefix.size());
  }
  FetchResult Fetch() { return FetchFile(file_, dir_.string(), FetchOptions{}); }

  fs::path dir_;
  std::vector<uint8_t> body_;
  sdk::DatasetFile file_;
};

TEST_F(DataFetch, DownloadsVerifiesAndRenames) {
  HttpServer server(body_, {});
  file_.urls = {server.Url("/toy.bin")};
  const FetchResult r = Fetch();
  EXPECT_EQ(r.status, FetchResult::Status::kDownloaded) << r.message;
  EXPECT_EQ(ReadPath(Path()), body_);
  EXPECT_FALSE(fs::exists(Path() + ".part"));
  // A second fetch finds it intact and downloads nothing.
  const FetchResult again = Fetch();
  EXPECT_EQ(again.status, FetchResult::Status::kAlreadyPresent);
  EXPECT_EQ(server.ranges().size(), 1u);
}

TEST_F(DataFetch, ResumesACutDownloadWithARangeRequest) {
  HttpServer server(body_, {true, 30000, ""});
  file_.urls = {server.Url("/toy.bin")};
  const FetchResult r = Fetch();
  EXPECT_EQ(r.status, FetchResult::Status::kDownloaded) << r.message;
  EXPECT_EQ(ReadPath(Path()), body_);
  EXPECT_EQ(server.ranges(), (std::vector<std::string>{"", "bytes=30000-"}));
}

TEST_F(DataFetch, ResumesAPartFileLeftByAnEarlierRun) {
  WritePart(12345);
  HttpServer server(body_, {});
  file_.urls = {server.Url("/toy.bin")};
  EXPECT_EQ(Fetch().status, FetchResult::Status::kDownloaded);
  EXPECT_EQ(server.ranges(), (std::vector<std::string>{"bytes=12345-"}));
  EXPECT_EQ(ReadPath(Path()), body_);
}

TEST_F(DataFetch, RestartsWhenTheServerIgnoresRangeOrThePartIsStale) {
  WritePart(5000);
  HttpServer no_range(body_, {false, -1, ""});
  file_.urls = {no_range.Url("/toy.bin")};
  EXPECT_EQ(Fetch().status, FetchResult::Status::kDownloaded);
  EXPECT_EQ(ReadPath(Path()), body_);
  EXPECT_EQ(no_range.ranges().back(), "");  // the last request started over

  fs::remove(Path());
  WritePart(5000, /*flip=*/0xff);  // a stale part that does not match the file
  HttpServer server(body_, {});
  file_.urls = {server.Url("/toy.bin")};
  EXPECT_EQ(Fetch().status, FetchResult::Status::kDownloaded);
  EXPECT_EQ(ReadPath(Path()), body_);
}

TEST_F(DataFetch, TriesMirrorsInOrder) {
  HttpServer server(body_, {});
  file_.urls = {"http://127.0.0.1:" + std::to_string(HttpServer::ClosedPort()) + "/toy.bin",
                server.Url("/mirror/toy.bin")};
  const FetchResult r = Fetch();
  EXPECT_EQ(r.status, FetchResult::Status::kDownloaded) << r.message;
  EXPECT_NE(r.message.find("/mirror/toy.bin"), std::string::npos) << r.message;
}

TEST_F(DataFetch, AWrongDownloadIsNeverPutInPlace) {
  std::vector<uint8_t> other = body_;
  other[777] ^= 1;
  HttpServer server(other, {});
  file_.urls = {server.Url("/toy.bin")};
  const FetchResult r = Fetch();
  EXPECT_EQ(r.status, FetchResult::Status::kFailed);
  EXPECT_NE(r.message.find("downloaded file is wrong"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("expected " + file_.sha256), std::string::npos) << r.message;
  EXPECT_EQ(r.message.find('\n'), std::string::npos);
  EXPECT_FALSE(fs::exists(Path()));
  EXPECT_FALSE(fs::exists(Path() + ".part"));
}

TEST_F(DataFetch, OfflineIsOneClearLine) {
  const int port = HttpServer::ClosedPort();
  file_.urls = {"http://127.0.0.1:" + std::to_string(port) + "/a",
                "http://127.0.0.1:" + std::to_string(port) + "/b"};
  const FetchResult r = Fetch();
  EXPECT_EQ(r.status, FetchResult::Status::kFailed);
  EXPECT_NE(r.message.find(Path() + ": download failed"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("no network?"), std::string::npos) << r.message;
  EXPECT_EQ(r.message.find('\n'), std::string::npos);
  file_.urls.clear();
  file_.note = "made by hand";
  EXPECT_NE(Fetch().message.find("cannot be downloaded (made by hand)"), std::string::npos);
}

TEST_F(DataFetch, AServerSendingMoreThanTheRecordIsCutOff) {
  HttpServer server(body_, {});
  file_.urls = {server.Url("/toy.bin")};
  file_.bytes = 1000;  // the server sends 200,000
  const FetchResult result = Fetch();
  EXPECT_EQ(result.status, FetchResult::Status::kFailed);
  EXPECT_NE(result.message.find("more than the 1000 bytes the file may have"), std::string::npos)
      << result.message;
  EXPECT_FALSE(fs::exists(Path()));
  EXPECT_LE(fs::exists(Path() + ".part") ? fs::file_size(Path() + ".part") : 0u, 1000u);
}

TEST_F(DataFetch, ARedirectToPlainHttpIsRefused) {
  HttpServer target(body_, {});
  HttpServer::Options to_http;
  to_http.redirect_to = target.Url("/toy.bin");  // http://127.0.0.1:...
  HttpServer downgrade({}, to_http);
  file_.urls = {downgrade.Url("/toy.bin")};
  FetchResult result = Fetch();
  EXPECT_EQ(result.status, FetchResult::Status::kFailed) << result.message;
  EXPECT_TRUE(target.ranges().empty());  // never asked
  EXPECT_FALSE(fs::exists(Path()));
}

}  // namespace
}  // namespace nilab::host
