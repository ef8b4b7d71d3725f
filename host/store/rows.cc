#include "host/store/rows.h"

namespace nilab::host::store {

void ReadColumn(const Statement& row, int column, int64_t* field) { *field = row.Int(column); }

void ReadColumn(const Statement& row, int column, double* field) { *field = row.Real(column); }

void ReadColumn(const Statement& row, int column, std::string* field) { *field = row.Text(column); }

void ReadColumn(const Statement& row, int column, std::optional<int64_t>* field) {
  *field = row.IsNull(column) ? std::nullopt : std::optional<int64_t>(row.Int(column));
}

void ReadColumn(const Statement& row, int column, std::optional<double>* field) {
  *field = row.IsNull(column) ? std::nullopt : std::optional<double>(row.Real(column));
}

void ReadColumn(const Statement& row, int column, bool* field) { *field = row.Int(column) != 0; }

void ReadColumn(const Statement& row, int column, TrialStatus* field) {
  *field = ParseTrialStatus(row.Text(column));
}

}  // namespace nilab::host::store
