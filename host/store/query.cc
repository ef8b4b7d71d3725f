#include "host/store/query.h"

#include <memory>

#include "host/store/sqlite.h"

namespace nilab::host::store {
namespace {

// The statement's first line, shortened, for error messages.
std::string Excerpt(const std::string& sql) {
  std::string line = sql.substr(0, sql.find('\n'));
  if (line.size() > 60) line = line.substr(0, 57) + "...";
  return line;
}

}  // namespace

std::vector<QueryResult> RunReadOnlyQuery(Store& store, const std::string& sql) {
  sqlite3* db = store.handle();
  const std::string& path = store.path();
  std::vector<QueryResult> results;
  const char* next = sql.c_str();
  while (*next) {
    sqlite3_stmt* raw = nullptr;
    const char* tail = nullptr;
    const int rc = sqlite3_prepare_v2(db, next, -1, &raw, &tail);
    if (rc != SQLITE_OK) ThrowSqlite(db, path, rc);
    std::string text(next, static_cast<size_t>(tail - next));
    next = tail;
    if (!raw) continue;  // whitespace or a comment
    std::unique_ptr<sqlite3_stmt, int (*)(sqlite3_stmt*)> statement(raw, sqlite3_finalize);
    const size_t start = text.find_first_not_of(" \t\r\n");
    text = start == std::string::npos ? "" : text.substr(start);
    if (!sqlite3_stmt_readonly(raw)) {
      throw StoreError(path +
                       ": nilab query only reads; this statement would change the "
                       "database: " +
                       Excerpt(text));
    }
    QueryResult result;
    result.sql = text;
    const int columns = sqlite3_column_count(raw);
    for (int c = 0; c < columns; ++c) result.columns.push_back(sqlite3_column_name(raw, c));
    RunRead(path, Excerpt(text), [&] {
      result.rows.clear();
      sqlite3_reset(raw);
      for (;;) {
        const int step = sqlite3_step(raw);
        if (step == SQLITE_DONE) break;
        if (step != SQLITE_ROW) ThrowSqlite(db, path, step);
        std::vector<QueryValue> row;
        for (int c = 0; c < columns; ++c) {
          switch (sqlite3_column_type(raw, c)) {
            case SQLITE_NULL:
              row.emplace_back(std::monostate{});
              break;
            case SQLITE_INTEGER:
              row.emplace_back(static_cast<int64_t>(sqlite3_column_int64(raw, c)));
              break;
            case SQLITE_FLOAT:
              row.emplace_back(sqlite3_column_double(raw, c));
              break;
            case SQLITE_BLOB:
              row.emplace_back("<blob: " + std::to_string(sqlite3_column_bytes(raw, c)) +
                               " bytes>");
              break;
            default:
              row.emplace_back(
                  std::string(reinterpret_cast<const char*>(sqlite3_column_text(raw, c)),
                              static_cast<size_t>(sqlite3_column_bytes(raw, c))));
          }
        }
        result.rows.push_back(std::move(row));
      }
    });
    if (columns > 0) results.push_back(std::move(result));
  }
  return results;
}

}  // namespace nilab::host::store
