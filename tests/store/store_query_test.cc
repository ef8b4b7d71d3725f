// `nilab query`'s engine: read-only statements run, writing ones are refused before they run.
#include <gtest/gtest.h>

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

}  // namespace
}  // namespace nilab::host::store
