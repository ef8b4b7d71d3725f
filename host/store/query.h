// `nilab query`: runs the user's SQL on a read-only connection and returns the rows.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "host/store/store.h"

namespace nilab::host::store {

// NULL, INTEGER, REAL or TEXT; a BLOB reads as the text "<blob: N bytes>".
using QueryValue = std::variant<std::monostate, int64_t, double, std::string>;

struct QueryResult {
  std::string sql;  // the statement, as written
  std::vector<std::string> columns;
  std::vector<std::vector<QueryValue>> rows;
};

// Limits on one RunReadOnlyQuery call; 0 means none.
struct QueryLimits {
  double timeout_s = 30.0;     // wall time of all its statements
  int64_t max_rows = 1000000;  // rows kept over all its statements
};

// Runs each statement of `sql` in turn and returns those that produce columns. Only reads of
// the opened database are allowed: a statement that would write, ATTACH another file, call
// fts3_tokenizer() or load_extension(), or run a pragma other than the read-only ones is
// refused before it runs, and one that runs past the limits is stopped (StoreError naming the
// file and the statement).
std::vector<QueryResult> RunReadOnlyQuery(Store& store, const std::string& sql,
                                          const QueryLimits& limits = {});

}  // namespace nilab::host::store
