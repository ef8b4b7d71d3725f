#include "host/store/sqlite.h"

#include <cstdint>
#include <cstring>

#include <chrono>
#include <cmath>
#include <random>
#include <thread>

#include "host/store/disk_full.h"
#include "host/store/fault_hook.h"

namespace nilab::host::store {
namespace {

// Throws "<path>: <message>[ (<context>)]" on one line, with SQLite's result code.
[[noreturn]] void ThrowSqliteMessage(const std::string& path, std::string message,
                                     const std::string& context, int code) {
  for (char& c : message) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  std::string what = path + ": " + message;
  if (!context.empty()) what += " (" + context + ")";
  throw SqliteError(what, code);
}

}  // namespace

void ThrowSqlite(sqlite3* db, const std::string& path, int rc, const std::string& context) {
  // sqlite3_errmsg describes the latest failure on this connection; for codes that did not come
  // from it (or without a connection) sqlite3_errstr names the code.
  ThrowSqliteMessage(
      path, db && sqlite3_extended_errcode(db) == rc ? sqlite3_errmsg(db) : sqlite3_errstr(rc),
      context, rc);
}

bool IsBusy(int code) {
  const int primary = code & 0xff;
  return primary == SQLITE_BUSY || primary == SQLITE_LOCKED;
}

void Exec(sqlite3* db, const std::string& path, const std::string& sql,
          const std::string& context) {
  char* error = nullptr;
  const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &error);
  if (rc == SQLITE_OK) return;
  std::string message = error ? error : sqlite3_errstr(rc);
  sqlite3_free(error);
  ThrowSqliteMessage(path, message, context, sqlite3_extended_errcode(db));
}

Statement::Statement(sqlite3* db, const std::string& path, const std::string& sql)
    : db_(db), path_(path) {
  const int rc = sqlite3_prepare_v2(db, sql.c_str(), static_cast<int>(sql.size()), &stmt_, nullptr);
  if (rc != SQLITE_OK) ThrowSqlite(db, path, rc);
}

Statement::~Statement() { sqlite3_finalize(stmt_); }

Statement& Statement::Bind(int index, int64_t value) {
  const int rc = sqlite3_bind_int64(stmt_, index, value);
  if (rc != SQLITE_OK) ThrowSqlite(db_, path_, rc);
  return *this;
}

Statement& Statement::Bind(int index, double value) {
  if (std::isnan(value)) return BindNull(index);
  const int rc = sqlite3_bind_double(stmt_, index, value);
  if (rc != SQLITE_OK) ThrowSqlite(db_, path_, rc);
  return *this;
}

Statement& Statement::Bind(int index, const std::string& value) {
  const int rc = sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()),
                                   SQLITE_TRANSIENT);
  if (rc != SQLITE_OK) ThrowSqlite(db_, path_, rc);
  return *this;
}

Statement& Statement::BindNull(int index) {
  const int rc = sqlite3_bind_null(stmt_, index);
  if (rc != SQLITE_OK) ThrowSqlite(db_, path_, rc);
  return *this;
}

Statement& Statement::BindOptional(int index, const std::string& value) {
  return value.empty() ? BindNull(index) : Bind(index, value);
}

Statement& Statement::Bind(int index, const std::optional<int64_t>& value) {
  return value ? Bind(index, *value) : BindNull(index);
}

Statement& Statement::Bind(int index, const std::optional<double>& value) {
  return value ? Bind(index, *value) : BindNull(index);
}

bool Statement::Step(const std::string& context) {
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  ThrowSqlite(db_, path_, rc, context);
}

void Statement::Run(const std::string& context) {
  while (Step(context)) {
  }
}

void Statement::Reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
}

bool Statement::IsNull(int column) const {
  return sqlite3_column_type(stmt_, column) == SQLITE_NULL;
}

int64_t Statement::Int(int column) const { return sqlite3_column_int64(stmt_, column); }

double Statement::Real(int column) const {
  return IsNull(column) ? std::nan("") : sqlite3_column_double(stmt_, column);
}

std::string Statement::Text(int column) const {
  const unsigned char* text = sqlite3_column_text(stmt_, column);
  if (!text) return "";
  return std::string(reinterpret_cast<const char*>(text),
                     static_cast<size_t>(sqlite3_column_bytes(stmt_, column)));
}

int Statement::ColumnCount() const { return sqlite3_column_count(stmt_); }

namespace {

// Retries `attempt` while it fails with a busy/locked code, sleeping 5 ms, 10 ms, ... (capped at
// 250 ms, with jitter so competing processes do not retry in lockstep).
void RetryWhileBusy(const std::string& path, const std::string& context,
                    const std::function<void()>& attempt) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  std::minstd_rand jitter(static_cast<unsigned>(Clock::now().time_since_epoch().count()));
  double pause_ms = 5.0;
  for (;;) {
    try {
      attempt();
      return;
    } catch (const SqliteError& e) {
      if (!IsBusy(e.code())) throw;
      const double waited = std::chrono::duration<double>(Clock::now() - start).count();
      if (waited > kWriteRetrySeconds) {
        throw StoreError(path + ": database is locked by another process for over " +
                         std::to_string(static_cast<int>(waited)) + " s" +
                         (context.empty() ? "" : " (" + context + ")"));
      }
    }
    std::uniform_real_distribution<double> factor(0.5, 1.5);
    std::this_thread::sleep_for(
        std::chrono::duration<double, std::milli>(pause_ms * factor(jitter)));
    pause_ms = std::min(pause_ms * 2.0, 250.0);
  }
}

void RunWriteOnce(sqlite3* db, const std::string& path, const std::string& context,
                  const std::function<void()>& body) {
  RetryWhileBusy(path, context, [&] {
    Exec(db, path, "BEGIN IMMEDIATE", context);
    try {
      body();
      fault::Boundary("before commit: " + context);
      if (const int error = fault::Injected("commit")) {
        // A test's full disk at this commit: what SQLite reports when the file cannot grow.
        throw SqliteError(
            path + ": " + context + ": database or disk is full (" + std::strerror(error) + ")",
            SQLITE_FULL);
      }
      Exec(db, path, "COMMIT", context);
      fault::Boundary("after commit: " + context);
    } catch (...) {
      if (!sqlite3_get_autocommit(db)) sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
      throw;
    }
  });
}

}  // namespace

void RunWrite(sqlite3* db, const std::string& path, const std::string& context,
              const std::function<void()>& body) {
  try {
    RunWriteOnce(db, path, context, body);
  } catch (const SqliteError& e) {
    // The database could not grow: not a fault of what was written (disk_full.h).
    if ((e.code() & 0xff) == SQLITE_FULL) throw DiskFull(path, e.what());
    throw;
  }
}

void RunRead(const std::string& path, const std::string& context,
             const std::function<void()>& body) {
  RetryWhileBusy(path, context, body);
}

void BeginRead(Store& store) { Exec(store.handle(), store.path(), "BEGIN"); }

void CommitRead(Store& store) { Exec(store.handle(), store.path(), "COMMIT"); }

void EndOpenTransaction(Store& store) {
  if (!sqlite3_get_autocommit(store.handle())) {
    sqlite3_exec(store.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
  }
}

namespace {

// `text` between two `quote`s, each `quote` in it doubled (SQL's escape).
std::string Quote(const std::string& text, char quote) {
  std::string quoted(1, quote);
  for (char c : text) {
    if (c == quote) quoted += quote;
    quoted += c;
  }
  return quoted + quote;
}

}  // namespace

std::string QuoteIdentifier(const std::string& name) { return Quote(name, '"'); }

std::string QuoteLiteral(const std::string& text) { return Quote(text, '\''); }

bool HasTable(sqlite3* db, const std::string& path, const std::string& table) {
  Statement has(db, path, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?");
  has.Bind(1, table);
  has.Step();
  return has.Int(0) > 0;
}

bool HasColumn(sqlite3* db, const std::string& path, const std::string& table,
               const std::string& column) {
  Statement has(db, path, "SELECT count(*) FROM pragma_table_info(?) WHERE name = ?");
  has.Bind(1, table).Bind(2, column);
  has.Step();
  return has.Int(0) > 0;
}

ProgressDeadline::ProgressDeadline(sqlite3* db, double seconds, int every) : db_(db) {
  if (!(seconds > 0)) {
    db_ = nullptr;
    return;
  }
  at_ = std::chrono::steady_clock::now() +
        std::chrono::duration_cast<std::chrono::steady_clock::duration>(
            std::chrono::duration<double>(seconds));
  sqlite3_progress_handler(db_, every, &ProgressDeadline::Check, this);
}

ProgressDeadline::~ProgressDeadline() {
  if (db_) sqlite3_progress_handler(db_, 0, nullptr, nullptr);
}

int ProgressDeadline::Check(void* self) {
  auto* deadline = static_cast<ProgressDeadline*>(self);
  deadline->passed_ = std::chrono::steady_clock::now() > deadline->at_;
  return deadline->passed_ ? 1 : 0;
}

}  // namespace nilab::host::store
