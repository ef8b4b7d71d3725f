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

// Runs each statement of `sql` in turn and returns those that produce columns. A statement that
// would write is refused before it runs (StoreError naming the file and the statement).
std::vector<QueryResult> RunReadOnlyQuery(Store& store, const std::string& sql);

}  // namespace nilab::host::store
