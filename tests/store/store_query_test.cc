// `nilab query`'s engine: read-only statements run, writing ones are refused before they run.
#include <gtest/gtest.h>
#include <cstdint>

#include "host/store/query.h"
#include "host/store/store.h"
#include "tests/store/test_util.h"

namespace nilab::host::store {
namespace {

using test::MakeTrial;
using test::QueryInt;
using test::TempDir;

void MakeDemo(const std::string& path) {
  Store store(path);
  const int64_t sweep = store.UpsertSweep({"demo", "demo.toml", "", ""});
  store.AddTrials(sweep, {MakeTrial(0, "ni", 0, 0.5), MakeTrial(1, "vit", 0, 0.5)});
  const auto t = store.ClaimTrial(sweep, "w", 60.0);
  store.LogMetrics(t->id, "train", 0, 1, {{"val/acc", 0.75}}, true);
}

TEST(StoreQuery, ReturnsTypedRowsOfEachStatement) {
  TempDir dir;
  MakeDemo(dir / "db.sqlite");
  Store store(dir / "db.sqlite", /*read_only=*/true);
  const auto results =
      RunReadOnlyQuery(store,
                       "select model, seed, \"val/acc\" from trials_wide order by idx;\n"
                       "-- a comment\n select count(*) as n from params; ");
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(results[0].columns, (std::vector<std::string>{"model", "seed", "val/acc"}));
  ASSERT_EQ(results[0].rows.size(), 2u);
  EXPECT_EQ(std::get<std::string>(results[0].rows[0][0]), "ni");
  EXPECT_EQ(std::get<int64_t>(results[0].rows[0][1]), 0);
  EXPECT_EQ(std::get<double>(results[0].rows[0][2]), 0.75);
  EXPECT_TRUE(std::holds_alternative<std::monostate>(results[0].rows[1][2]));
  EXPECT_EQ(std::get<int64_t>(results[1].rows[0][0]), 16);
}

TEST(StoreQuery, WritesAreRefusedWithAClearMessage) {
  TempDir dir;
  const std::string path = dir / "db.sqlite";
  MakeDemo(path);
  for (bool read_only : {true, false}) {
    Store store(path, read_only);
    for (const char* sql : {"DELETE FROM trials", "select 1; drop table metrics",
                            "UPDATE trials SET status = 'done'", "CREATE TABLE x (y)"}) {
      try {
        RunReadOnlyQuery(store, sql);
        FAIL() << sql;
      } catch (const StoreError& e) {
        EXPECT_NE(std::string(e.what()).find(path + ": nilab query only reads; this statement "
                                                    "would change the database"),
                  std::string::npos)
            << e.what();
      }
    }
  }
  Store store(path);
  EXPECT_EQ(QueryInt(store.handle(), "SELECT count(*) FROM trials"), 2);
  EXPECT_EQ(QueryInt(store.handle(), "SELECT count(*) FROM metrics"), 1);
}

TEST(StoreQuery, SyntaxErrorsNameTheFile) {
  TempDir dir;
  MakeDemo(dir / "db.sqlite");
  Store store(dir / "db.sqlite", /*read_only=*/true);
  try {
    RunReadOnlyQuery(store, "selec * from trials");
    FAIL();
  } catch (const StoreError& e) {
    EXPECT_EQ(std::string(e.what()), dir / "db.sqlite" + ": near \"selec\": syntax error");
  }
  EXPECT_THROW(RunReadOnlyQuery(store, "select * from no_such_table"), StoreError);
}

// The message of the StoreError that `sql` raises ("" when it runs).
std::string QueryError(Store& store, const std::string& sql, const QueryLimits& limits = {}) {
  try {
    RunReadOnlyQuery(store, sql, limits);
  } catch (const StoreError& e) {
    return e.what();
  }
  return "";
}

TEST(StoreQuery, OnlyTheResultsDatabaseCanBeRead) {
  TempDir dir;
  MakeDemo(dir / "db.sqlite");
  MakeDemo(dir / "other.sqlite");
  Store store(dir / "db.sqlite", /*read_only=*/true);
  const std::string attach = "ATTACH '" + std::string(dir / "other.sqlite") + "' AS other";
  EXPECT_NE(QueryError(store, attach).find("refused (it attaches another database)"),
            std::string::npos)
      << QueryError(store, attach);
  EXPECT_NE(QueryError(store, "select fts3_tokenizer('simple')").find("calls fts3_tokenizer()"),
            std::string::npos);
  EXPECT_NE(QueryError(store, "select load_extension('/tmp/x.so')").find("load_extension()"),
            std::string::npos);
  EXPECT_NE(QueryError(store, "pragma journal_mode = delete").find("pragma journal_mode"),
            std::string::npos);
  EXPECT_NE(QueryError(store, "pragma writable_schema = 1").find("pragma writable_schema"),
            std::string::npos);
  // Read-only pragmas, views and recursive CTEs run.
  EXPECT_EQ(QueryError(store, "pragma table_info(trials); pragma user_version"), "");
  const auto results = RunReadOnlyQuery(
      store,
      "with recursive c(x) as (select 1 union all select x + 1 from c where x < 5) "
      "select sum(x) from c; select count(*) from trials_wide");
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(std::get<int64_t>(results[0].rows[0][0]), 15);
  EXPECT_EQ(std::get<int64_t>(results[1].rows[0][0]), 2);
}

TEST(StoreQuery, ARunawayQueryStopsAtItsLimitsAndTheStoreStillWorks) {
  TempDir dir;
  MakeDemo(dir / "db.sqlite");
  Store store(dir / "db.sqlite", /*read_only=*/true);
  QueryLimits quick;
  quick.timeout_s = 0.2;
  const std::string forever =
      "with recursive c(x) as (select 1 union all select x + 1 from c) select count(*) from c";
  EXPECT_NE(QueryError(store, forever, quick).find("query stopped after 0.2 s"), std::string::npos)
      << QueryError(store, forever, quick);
  QueryLimits few;
  few.max_rows = 10;
  const std::string many =
      "with recursive c(x) as (select 1 union all select x + 1 from c limit 100) select x from c";
  EXPECT_NE(QueryError(store, many, few).find("query stopped at 10 rows"), std::string::npos);
  // The limits belong to that call: the next query and the store's own reads are unaffected.
  EXPECT_EQ(RunReadOnlyQuery(store, many)[0].rows.size(), 100u);
  EXPECT_EQ(store.Trials(*store.FindSweep("demo")).size(), 2u);
}

}  // namespace
}  // namespace nilab::host::store
