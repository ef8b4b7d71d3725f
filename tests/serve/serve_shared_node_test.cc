// `nilab serve` on a machine shared with other users (issue 51): without its token no page,
// asset or API answer is given; Host names match whatever their case; one deadline covers the
// wait for the API's turn and building the answer; every endpoint caps its rows; and rows naming
// a FIFO, /dev/zero or a symlink answer at once, without holding the other requests.
#include <gtest/gtest.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <future>
#include <nlohmann/json.hpp>
#include <thread>

#include "host/serve/access_token.h"
#include "host/serve/handler.h"
#include "host/serve/host_check.h"
#include "host/store/sqlite.h"
#include "tests/report/report_fixture.h"
#include "tests/serve/serve_fixture.h"

namespace nilab::host::serve {
namespace {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

constexpr const char* kHost = "127.0.0.1:8765";

double SecondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

void Exec(const std::string& db_path, const std::string& sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(db_path.c_str(), &db), SQLITE_OK);
  char* error = nullptr;
  EXPECT_EQ(sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error), SQLITE_OK)
      << (error ? error : "");
  sqlite3_free(error);
  sqlite3_close(db);
}

class ServeShared : public ::testing::Test {
 protected:
  void SetUp() override {
    demo_ = test::MakeDemoDb(dir_);
    store_ = std::make_unique<store::Store>(demo_.path, /*read_only=*/true);
  }
  HandlerOptions Options() const {
    HandlerOptions options;
    options.allowed_hosts = AllowedHosts("127.0.0.1", 8765);
    return options;
  }

  test::TempDir dir_;
  test::DemoDb demo_;
  std::unique_ptr<store::Store> store_;
};

// The reproduction: any user of the machine could read the results through loopback. Now every
// page, asset and endpoint answers 401 without the token, and each of the three ways of carrying
// it is accepted.
TEST_F(ServeShared, WithoutTheTokenEveryPageAssetAndApiCallIsRefused) {
  HandlerOptions options = Options();
  options.token = RandomToken();
  ASSERT_EQ(options.token.size(), 64u);
  EXPECT_NE(RandomToken(), options.token);
  Handler handler(*store_, options);
  const std::string trial = std::to_string(demo_.first_done_trial);
  const std::vector<std::string> targets = {"/",
                                            "/sweeps/demo",
                                            "/trials/" + trial,
                                            "/app.js",
                                            "/style.css",
                                            "/vendor/uPlot.iife.min.js",
                                            "/api/sweeps",
                                            "/api/sweeps/demo",
                                            "/api/sweeps/demo/curves",
                                            "/api/sweeps/demo/figures",
                                            "/api/trials/" + trial,
                                            "/api/trials/" + trial + "/routing",
                                            "/api/nothing",
                                            "/nothing"};
  for (const std::string& target : targets) {
    SCOPED_TRACE(target);
    const Response none = handler.Handle({"GET", target, kHost});
    EXPECT_EQ(none.status, 401);
    EXPECT_EQ(none.body.find("demo"), std::string::npos);
    EXPECT_EQ(none.body.find(options.token), std::string::npos);
    Request wrong{"GET", target + "?token=" + RandomToken(), kHost};
    wrong.cookie = "nilab_token=" + RandomToken();
    // One character off the token: its last hex digit changed, never left as it was.
    const char last = options.token.back() == '0' ? '1' : '0';
    wrong.authorization = "Bearer " + options.token.substr(0, 63) + last;
    EXPECT_EQ(handler.Handle(wrong).status, 401);
    const int expected = target.find("nothing") != std::string::npos ? 404 : 200;
    Request bearer{"GET", target, kHost};
    bearer.authorization = "bearer " + options.token;
    EXPECT_EQ(handler.Handle(bearer).status, expected);
    Request cookie{"GET", target, kHost};
    cookie.cookie = "theme=dark; nilab_token=" + options.token;
    const Response by_cookie = handler.Handle(cookie);
    EXPECT_EQ(by_cookie.status, expected);
    EXPECT_EQ(by_cookie.set_cookie, "");
    const std::string query = target + (target.find('?') == std::string::npos ? "?" : "&");
    const Response by_query = handler.Handle({"GET", query + "token=" + options.token, kHost});
    EXPECT_EQ(by_query.status, expected);
    // The printed URL hands the token to the browser as a cookie the page's script cannot read.
    EXPECT_EQ(by_query.set_cookie,
              "nilab_token=" + options.token + "; Path=/; HttpOnly; SameSite=Strict");
  }
  // Without a token (--no-token) everything is served as before.
  Handler open(*store_, Options());
  EXPECT_EQ(open.Handle({"GET", "/api/sweeps", kHost}).status, 200);
  EXPECT_EQ(CheckTokenText("short"), "a token has 16 to 256 characters");
  EXPECT_NE(CheckTokenText("sixteen chars ok"), "");
  EXPECT_EQ(CheckTokenText("a_script-chose-this-1"), "");
}

// `--allow-host MyBox:8765` was compared as typed against the lowercased header: never matched.
TEST(ServeSharedHosts, AnAllowedHostMatchesWhateverItsCase) {
  std::vector<std::string> allowed = AllowedHosts("127.0.0.1", 8765);
  allowed.push_back("MyBox:8765");
  EXPECT_TRUE(IsAllowedHost("mybox:8765", allowed));
  EXPECT_TRUE(IsAllowedHost("MYBOX:8765", allowed));
  EXPECT_FALSE(IsAllowedHost("mybox:8766", allowed));
}

// One deadline per request: a request waiting for the API's turn behind a slow one is answered
// 503 when its time is up (it used to wait as long as the other took), and the slow one, whose
// answer was built past its time, is 503 too.
TEST_F(ServeShared, TheDeadlineCoversTheWaitForTheTurnAndBuildingTheAnswer) {
  HandlerOptions options = Options();
  options.query_timeout_s = 0.3;
  std::atomic<bool> inside{false};
  Handler handler(*store_, options, [&](const std::string&, analysis::CompareOptions*) {
    inside = true;
    std::this_thread::sleep_for(std::chrono::milliseconds(1200));  // a slow step in the turn
  });
  auto slow = std::async(std::launch::async, [&] {
    return handler.Handle({"GET", "/api/sweeps/demo", kHost});
  });
  while (!inside) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  const auto start = Clock::now();
  const Response waiting = handler.Handle({"GET", "/api/sweeps", kHost});
  const double waited = SecondsSince(start);
  EXPECT_EQ(waiting.status, 503) << waiting.body;
  EXPECT_LT(waited, 0.9);  // its own 0.3 s, not the 1.2 s of the other
  const Response late = slow.get();
  EXPECT_EQ(late.status, 503) << late.body;
  EXPECT_NE(late.body.find("took too long"), std::string::npos) << late.body;
  // The connection is left outside any transaction, and answers again.
  EXPECT_NE(sqlite3_get_autocommit(store_->handle()), 0);
  Handler after(*store_, Options());
  EXPECT_EQ(after.Handle({"GET", "/api/sweeps", kHost}).status, 200);
}

// Figures and routing pictures are drawn after the API's turn: a request that gave up its turn
// must never end the transaction of the request that has it now (concurrent requests all 200).
TEST_F(ServeShared, RequestsAfterTheirTurnNeverEndAnothersTransaction) {
  Handler handler(*store_, Options());
  const std::string trial = std::to_string(demo_.first_done_trial);
  const std::vector<std::string> targets = {"/api/sweeps/demo/figures",
                                            "/api/sweeps",
                                            "/api/sweeps/demo",
                                            "/api/sweeps/demo/curves",
                                            "/api/trials/" + trial + "/routing",
                                            "/api/trials/" + trial};
  std::vector<std::future<std::vector<std::string>>> clients;
  for (size_t k = 0; k < 4; ++k) {
    clients.push_back(std::async(std::launch::async, [&, k] {
      std::vector<std::string> errors;
      for (int i = 0; i < 15; ++i) {
        const std::string& target = targets[(k + static_cast<size_t>(i)) % targets.size()];
        const Response r = handler.Handle({"GET", target, kHost});
        if (r.status != 200) errors.push_back(target + ": " + r.body);
      }
      return errors;
    }));
  }
  for (auto& client : clients) EXPECT_EQ(client.get(), std::vector<std::string>{});
  EXPECT_NE(sqlite3_get_autocommit(store_->handle()), 0);
}

// Every endpoint has a row cap: /api/sweeps and a sweep's page had none, nor the figures (3 M
// history rows took 54 s and 8.6 GB there).
TEST_F(ServeShared, EveryEndpointCapsItsRows) {
  HandlerOptions options = Options();
  options.max_rows = 3;
  options.max_figure_rows = 5;
  Handler small(*store_, options);
  const std::string trial = std::to_string(demo_.first_done_trial);
  for (const std::string& target :
       {std::string("/api/sweeps"), std::string("/api/sweeps/demo"),
        std::string("/api/sweeps/demo/curves"), std::string("/api/sweeps/demo/figures"),
        "/api/trials/" + trial}) {
    const Response r = small.Handle({"GET", target, kHost});
    EXPECT_EQ(r.status, 413) << target << ": " << r.body;
    EXPECT_NE(r.body.find("more than"), std::string::npos) << target;
  }
  options.max_rows = 100000;
  Handler figures(*store_, options);  // the figures' own cap (5 metric rows)
  EXPECT_EQ(figures.Handle({"GET", "/api/sweeps/demo/figures", kHost}).status, 413);
  options.max_figure_rows = 100000;
  Handler enough(*store_, options);
  EXPECT_EQ(enough.Handle({"GET", "/api/sweeps/demo/figures", kHost}).status, 200);
}

// A trial that stopped making steps while its worker still beats: serve shows it stalled.
TEST_F(ServeShared, AStalledTrialIsShown) {
  Exec(demo_.path,
       "UPDATE trials SET status = 'running', worker = 'node7:42', "
       "heartbeat_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE status = 'queued';"
       "INSERT INTO stalls (trial_id, since) SELECT id, '2024-11-27T10:00:00.000Z' FROM trials "
       "WHERE status = 'running'");
  Handler handler(*store_, Options());
  const json sweeps = json::parse(handler.Handle({"GET", "/api/sweeps", kHost}).body);
  EXPECT_EQ(sweeps["sweeps"][0]["stalled"], 1);
  const json sweep = json::parse(handler.Handle({"GET", "/api/sweeps/demo", kHost}).body);
  int stalled = 0;
  for (const auto& t : sweep["trials"]) {
    if (t["stalled_at"] == "2024-11-27T10:00:00.000Z") {
      ++stalled;
      const json one = json::parse(
          handler.Handle({"GET", "/api/trials/" + std::to_string(t["id"].get<int64_t>()), kHost})
              .body);
      EXPECT_EQ(one["stalled_at"], "2024-11-27T10:00:00.000Z");
    }
  }
  EXPECT_EQ(stalled, 1);
}

// The rows: a routing artifact naming a FIFO hung /api/trials/N/routing forever while it
// held the API's turn (every other call timed out), and /dev/zero grew memory until allocation
// failed. Now each answers in under a second, naming what it left out, while the other
// endpoints answer; and a symlink planted in the checkpoint folder is not followed.
TEST(ServeHostileRows, AFifoDevZeroAndASymlinkAnswerAtOnceAndHoldNothing) {
  test::TempDir dir;
  const std::string db = dir / "fixture.sqlite";
  report_test::WriteFixtureDb(db, dir.path(), /*missing_trace=*/false);
  int64_t ni = 0;
  std::vector<std::string> traces;
  {
    store::Store store(db, /*read_only=*/true);
    store::Statement select(store.handle(), db,
                            "SELECT t.id, a.path FROM artifacts a JOIN trials t ON "
                            "t.id = a.trial_id WHERE t.model = 'ni' ORDER BY t.id, a.id");
    while (select.Step()) {
      if (ni == 0) ni = select.Int(0);
      if (select.Int(0) == ni) traces.push_back(select.Text(1));
    }
  }
  ASSERT_EQ(traces.size(), 5u);
  // pretrain: a FIFO in the checkpoint folder, in place of its trace.
  std::filesystem::remove(traces[0]);
  ASSERT_EQ(::mkfifo(traces[0].c_str(), 0600), 0);
  // adapt_cls: /dev/zero.  adapt_all: a FIFO outside.  ext_0: a symlink to a file outside.
  const std::string outside_fifo = dir / "outside.fifo";
  ASSERT_EQ(::mkfifo(outside_fifo.c_str(), 0600), 0);
  std::filesystem::rename(traces[3], dir / "elsewhere.json");
  std::filesystem::create_symlink(dir / "elsewhere.json", traces[3]);
  Exec(db, "UPDATE artifacts SET path = '/dev/zero' WHERE path = '" + traces[1] + "';" +
               "UPDATE artifacts SET path = '" + outside_fifo + "' WHERE path = '" + traces[2] +
               "'");

  store::Store store(db, /*read_only=*/true);
  HandlerOptions options;
  options.allowed_hosts = AllowedHosts("127.0.0.1", 8765);
  Handler handler(store, options);
  const std::string target = "/api/trials/" + std::to_string(ni) + "/routing";
  for (int round = 0; round < 2; ++round) {
    const auto start = Clock::now();
    auto routing = std::async(std::launch::async, [&] {
      return handler.Handle({"GET", target, kHost});
    });
    // The other endpoints answer meanwhile.
    EXPECT_EQ(handler.Handle({"GET", "/api/sweeps", kHost}).status, 200);
    ASSERT_EQ(routing.wait_for(std::chrono::seconds(5)), std::future_status::ready)
        << "the routing request hangs";
    const Response r = routing.get();
    EXPECT_LT(SecondsSince(start), 1.0);
    ASSERT_EQ(r.status, 200) << r.body;
    const json j = json::parse(r.body);
    ASSERT_EQ(j["pictures"].size(), 1u) << j.dump();  // ext_1, the one intact trace
    EXPECT_EQ(j["pictures"][0]["phase"], "ext_1");
    ASSERT_EQ(j["left_out"].size(), 4u) << j.dump();
    const std::string left = j["left_out"].dump();
    EXPECT_NE(left.find("pretrain: "), std::string::npos) << left;
    EXPECT_NE(left.find("not a regular file"), std::string::npos) << left;
    EXPECT_NE(left.find("/dev/zero: cannot read the routing trace"), std::string::npos) << left;
    EXPECT_NE(left.find("not under a checkpoint folder of this database"), std::string::npos)
        << left;
    EXPECT_NE(left.find("ext_0: "), std::string::npos) << left;
  }
}

}  // namespace
}  // namespace nilab::host::serve
