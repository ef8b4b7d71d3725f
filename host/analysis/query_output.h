// Printing the rows of `nilab query` as an aligned table, CSV or JSON.
#pragma once

#include <string>
#include <vector>

#include "host/store/query.h"

namespace nilab::host::analysis {

// table: aligned columns (NULL shown as NULL, long cells cut at `max_cell` characters) and a row
// count; csv: a header line then the rows (NULL as an empty field, numbers that read back
// exactly); json: an array of row objects per statement (one statement: just the array).
std::string FormatQueryResults(const std::vector<store::QueryResult>& results,
                               const std::string& format, size_t max_cell = 60);

}  // namespace nilab::host::analysis
