#include "host/store/query.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>

#include "host/store/sqlite.h"

namespace nilab::host::store {
namespace {

std::string FormatSeconds(double s) {
  char text[32];
  std::snprintf(text, sizeof(text), "%g", s);
  return text;
}

// The statement's first line, shortened, for error messages.
std::string Excerpt(const std::string& sql) {
  std::string line = sql.substr(0, sql.find('\n'));
  if (line.size() > 60) line = line.substr(0, 57) + "...";
  return line;
}

// The refusal of a statement that is not a read.
constexpr const char* kWrites = "writes";

// Pragmas that only read (with no argument, for those that can also set).
bool IsReadPragma(const std::string& name, const char* argument) {
  for (const char* read : {"table_info", "table_xinfo", "table_list", "index_list", "index_info",
                           "index_xinfo", "foreign_key_list", "integrity_check", "quick_check",
                           "compile_options", "function_list", "collation_list"}) {
    if (name == read) return true;
  }
  for (const char* getter : {"user_version", "schema_version", "page_count", "page_size",
                             "freelist_count", "journal_mode", "encoding", "application_id"}) {
    if (name == getter) return argument == nullptr;
  }
  return false;
}

// The authorizer of the user's statements: reads of the main database (its tables and views),
// SELECT, recursive CTEs and functions other than the two that reach outside the database.
int Authorize(void* refusal, int action, const char* a3, const char* a4, const char* database,
              const char* /*trigger_or_view*/) {
  std::string& why = *static_cast<std::string*>(refusal);
  switch (action) {
    case SQLITE_SELECT:
    case SQLITE_RECURSIVE:
      return SQLITE_OK;
    case SQLITE_READ:
      if (!database || !std::strcmp(database, "main")) return SQLITE_OK;
      why = "it reads database '" + std::string(database) + "', not the results database";
      return SQLITE_DENY;
    case SQLITE_FUNCTION:
      if (a4 && (!std::strcmp(a4, "fts3_tokenizer") || !std::strcmp(a4, "load_extension"))) {
        why = "it calls " + std::string(a4) + "()";
        return SQLITE_DENY;
      }
      return SQLITE_OK;
    case SQLITE_PRAGMA:
      if (a3 && IsReadPragma(a3, a4)) return SQLITE_OK;
      why = "it runs pragma " + std::string(a3 ? a3 : "?") + (a4 ? " with a value" : "");
      return SQLITE_DENY;
    case SQLITE_ATTACH:
      why = "it attaches another database";
      return SQLITE_DENY;
    default:
      why = kWrites;  // INSERT, UPDATE, DELETE, CREATE, DROP, BEGIN, ...
      return SQLITE_DENY;
  }
}

}  // namespace

std::vector<QueryResult> RunReadOnlyQuery(Store& store, const std::string& sql,
                                          const QueryLimits& limits) {
  sqlite3* db = store.handle();
  const std::string& path = store.path();
  std::vector<QueryResult> results;
  // Removed however this returns: the store's own statements run without it.
  const ProgressDeadline deadline(db, limits.timeout_s, 1000);
  int64_t rows = 0;
  const char* next = sql.c_str();
  while (*next) {
    sqlite3_stmt* raw = nullptr;
    const char* tail = nullptr;
    std::string refusal;
    sqlite3_set_authorizer(db, Authorize, &refusal);
    const int rc = sqlite3_prepare_v2(db, next, -1, &raw, &tail);
    sqlite3_set_authorizer(db, nullptr, nullptr);
    if (rc != SQLITE_OK && !refusal.empty()) {
      // The refused statement: up to its ';' (prepare reports no tail on failure).
      std::string statement(next);
      statement = statement.substr(0, statement.find(';'));
      const size_t start = statement.find_first_not_of(" \t\r\n");
      statement = Excerpt(start == std::string::npos ? "" : statement.substr(start));
      if (refusal == kWrites) {
        throw StoreError(path +
                         ": nilab query only reads; this statement would change the "
                         "database: " +
                         statement);
      }
      throw StoreError(path + ": nilab query only reads the results database; refused (" + refusal +
                       "): " + statement);
    }
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
    const int64_t rows_before = rows;
    RunRead(path, Excerpt(text), [&] {
      result.rows.clear();
      rows = rows_before;
      sqlite3_reset(raw);
      for (;;) {
        const int step = sqlite3_step(raw);
        if (step == SQLITE_DONE) break;
        if (step == SQLITE_INTERRUPT && deadline.passed()) {
          throw StoreError(path + ": query stopped after " + FormatSeconds(limits.timeout_s) +
                           " s (nilab query --timeout): " + Excerpt(text));
        }
        if (step != SQLITE_ROW) ThrowSqlite(db, path, step);
        if (limits.max_rows > 0 && ++rows > limits.max_rows) {
          throw StoreError(path + ": query stopped at " + std::to_string(limits.max_rows) +
                           " rows (nilab query --max-rows; add a LIMIT): " + Excerpt(text));
        }
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
