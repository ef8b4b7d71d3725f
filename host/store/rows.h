// Reading query results into values, in one place for every reader of the store: binding the
// arguments in order, stepping through the rows, reading a row's columns into fields by their
// type, and the whole read retried while the database is busy (an older schema's missing table
// reading as no rows).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "host/store/sqlite.h"
#include "host/store/store.h"

namespace nilab::host::store {

// Binds `args` to ?1, ?2, ... in turn.
template <class... Args>
void BindAll(Statement& statement, const Args&... args) {
  [[maybe_unused]] int index = 1;
  (statement.Bind(index++, args), ...);
}

// Column `column` of the current row as the field's type: int64_t, double (NULL: NaN), text
// (NULL: ""), an optional (NULL: nullopt), bool (an integer other than 0) or a TrialStatus (its
// name).
void ReadColumn(const Statement& row, int column, int64_t* field);
void ReadColumn(const Statement& row, int column, double* field);
void ReadColumn(const Statement& row, int column, std::string* field);
void ReadColumn(const Statement& row, int column, std::optional<int64_t>* field);
void ReadColumn(const Statement& row, int column, std::optional<double>* field);
void ReadColumn(const Statement& row, int column, bool* field);
void ReadColumn(const Statement& row, int column, TrialStatus* field);

// Columns 0, 1, ... of the current row into `fields`, in order.
template <class... Fields>
void ReadColumns(const Statement& row, Fields&... fields) {
  [[maybe_unused]] int column = 0;
  (ReadColumn(row, column++, &fields), ...);
}

// A row of one column as a T: a `read` for ReadRows and ReadFirstRow.
template <class T>
T OneColumn(const Statement& row) {
  T value{};
  ReadColumn(row, 0, &value);
  return value;
}

// A `read` that fills a Row's `fields` (pointers to its members) from columns 0, 1, ... in turn:
// RowReader(&PhaseView::name, &PhaseView::status).
template <class Row, class... Fields>
auto RowReader(Fields Row::*... fields) {
  return [=](const Statement& row) {
    Row out;
    ReadColumns(row, (out.*fields)...);
    return out;
  };
}

// What `read` makes of a row.
template <class Read>
using RowOf = std::decay_t<std::invoke_result_t<Read&, const Statement&>>;

// Every row of `sql`, with `args` bound, as `read` makes it of the row. Runs in the caller's
// transaction (or none).
template <class Read, class... Args>
std::vector<RowOf<Read>> ReadRows(sqlite3* db, const std::string& path, const std::string& sql,
                                  Read read, const Args&... args) {
  Statement select(db, path, sql);
  BindAll(select, args...);
  std::vector<RowOf<Read>> rows;
  while (select.Step()) rows.push_back(read(select));
  return rows;
}
template <class Read, class... Args>
std::vector<RowOf<Read>> ReadRows(Store& store, const std::string& sql, Read read,
                                  const Args&... args) {
  return ReadRows(store.handle(), store.path(), sql, read, args...);
}

// The first row of `sql` as `read` makes it, or nullopt when there is none.
template <class Read, class... Args>
std::optional<RowOf<Read>> ReadFirstRow(sqlite3* db, const std::string& path,
                                        const std::string& sql, Read read, const Args&... args) {
  Statement select(db, path, sql);
  BindAll(select, args...);
  if (!select.Step()) return std::nullopt;
  return read(select);
}
template <class Read, class... Args>
std::optional<RowOf<Read>> ReadFirstRow(Store& store, const std::string& sql, Read read,
                                        const Args&... args) {
  return ReadFirstRow(store.handle(), store.path(), sql, read, args...);
}

// `read_all()` (a read of `store`) as a read of its own: RunRead, retried while the database is
// busy, `context` naming it in errors. With a `table` the database may lack (an older schema
// opened read-only): nothing read (an empty result) when it does; "" reads without looking.
template <class ReadAll>
std::invoke_result_t<ReadAll&> ReadRetrying(Store& store, const std::string& context,
                                            const std::string& table, ReadAll read_all) {
  std::invoke_result_t<ReadAll&> result;
  RunRead(store.path(), context, [&] {
    result = {};
    if (table.empty() || HasTable(store.handle(), store.path(), table)) result = read_all();
  });
  return result;
}

// ReadRows and ReadFirstRow, each as a read of its own (ReadRetrying).
template <class Read, class... Args>
std::vector<RowOf<Read>> ReadRowsRetrying(Store& store, const std::string& context,
                                          const std::string& table, const std::string& sql,
                                          Read read, const Args&... args) {
  return ReadRetrying(store, context, table, [&] { return ReadRows(store, sql, read, args...); });
}
template <class Read, class... Args>
std::optional<RowOf<Read>> ReadFirstRowRetrying(Store& store, const std::string& context,
                                                const std::string& table, const std::string& sql,
                                                Read read, const Args&... args) {
  return ReadRetrying(store, context, table,
                      [&] { return ReadFirstRow(store, sql, read, args...); });
}

}  // namespace nilab::host::store
