// Thin SQLite helpers for the store: prepared statements, one-line errors naming the database
// file, and transactions that retry while another process holds the write lock.
#pragma once

#include <sqlite3.h>

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "host/store/store.h"

namespace nilab::host::store {

// A StoreError that remembers SQLite's result code, so the retry loop can tell "busy" apart.
class SqliteError : public StoreError {
 public:
  SqliteError(const std::string& message, int code) : StoreError(message), code_(code) {}
  int code() const { return code_; }

 private:
  int code_;
};

// "<path>: <SQLite's message>[ (<context>)]".
[[noreturn]] void ThrowSqlite(sqlite3* db, const std::string& path, int rc,
                              const std::string& context = "");

// True for the result codes that mean "another connection holds a lock: try again".
bool IsBusy(int code);

// Runs one or more statements that return no rows.
void Exec(sqlite3* db, const std::string& path, const std::string& sql,
          const std::string& context = "");

// The current time as the database stores it: ISO-8601 UTC with milliseconds.
inline constexpr const char* kNowSql = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

// A prepared statement. Bind indexes start at 1, column indexes at 0.
class Statement {
 public:
  Statement(sqlite3* db, const std::string& path, const std::string& sql);
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& Bind(int index, int64_t value);
  Statement& Bind(int index, int value) { return Bind(index, static_cast<int64_t>(value)); }
  Statement& Bind(int index, double value);  // NaN binds NULL (SQLite has no NaN)
  Statement& Bind(int index, const std::string& value);
  Statement& Bind(int index, const char* value) { return Bind(index, std::string(value)); }
  Statement& BindNull(int index);
  Statement& BindOptional(int index, const std::string& value);     // "" binds NULL
  Statement& Bind(int index, const std::optional<int64_t>& value);  // nullopt binds NULL
  Statement& Bind(int index, const std::optional<double>& value);   // nullopt binds NULL

  // Advances; true while there is a row. Throws SqliteError on failure.
  bool Step(const std::string& context = "");
  // Steps to completion (statements without rows).
  void Run(const std::string& context = "");
  void Reset();

  bool IsNull(int column) const;
  int64_t Int(int column) const;
  double Real(int column) const;       // NULL reads as NaN
  std::string Text(int column) const;  // NULL reads as ""
  int ColumnCount() const;

  sqlite3_stmt* get() { return stmt_; }

 private:
  sqlite3* db_;
  std::string path_;
  sqlite3_stmt* stmt_ = nullptr;
};

// Runs `body` inside BEGIN IMMEDIATE ... COMMIT. While another process holds the write lock
// (SQLITE_BUSY past the busy timeout, or a busy snapshot), rolls back and runs it again, with
// growing randomized pauses, for up to `kWriteRetrySeconds`; then throws a one-line StoreError.
// Any other exception rolls back and propagates.
inline constexpr double kWriteRetrySeconds = 600.0;
void RunWrite(sqlite3* db, const std::string& path, const std::string& context,
              const std::function<void()>& body);

// Retries `body` (a read) while the database is busy (e.g. during WAL recovery).
void RunRead(const std::string& path, const std::string& context,
             const std::function<void()>& body);

// A read transaction held by the caller across several reads (one snapshot of a WAL database):
// BeginRead (BEGIN) ... CommitRead (COMMIT); EndOpenTransaction rolls back whatever transaction
// the connection still has open (a no-op when none is, errors ignored), for unwinding.
void BeginRead(Store& store);
void CommitRead(Store& store);
void EndOpenTransaction(Store& store);

// Quotes an SQL identifier ("val/mean_r2" -> "\"val/mean_r2\"") or a string literal ('x').
std::string QuoteIdentifier(const std::string& name);
std::string QuoteLiteral(const std::string& text);

// Whether the database has a table of that name (an older schema may lack it). Run it inside
// RunRead / RunWrite or a transaction of the caller.
bool HasTable(sqlite3* db, const std::string& path, const std::string& table);
// Whether `table` has a column of that name (an older schema may lack it). As HasTable.
bool HasColumn(sqlite3* db, const std::string& path, const std::string& table,
               const std::string& column);

// Stops SQLite's statements on `db` once `seconds` have passed (a progress handler checked every
// `every` virtual machine steps), until this object dies; a statement stopped so fails with
// SQLITE_INTERRUPT, and passed() says why. `seconds` <= 0: no limit.
class ProgressDeadline {
 public:
  ProgressDeadline(sqlite3* db, double seconds, int every);
  ~ProgressDeadline();
  ProgressDeadline(const ProgressDeadline&) = delete;
  ProgressDeadline& operator=(const ProgressDeadline&) = delete;
  bool passed() const { return passed_; }

 private:
  static int Check(void* self);
  sqlite3* db_;
  std::chrono::steady_clock::time_point at_;
  bool passed_ = false;
};

}  // namespace nilab::host::store
