// The schema compiled in from results/schema.sql and results/migrations/, and the code that
// creates, migrates and maintains it (including the generated trials_wide view).
#pragma once

#include <sqlite3.h>

#include <string>
#include <vector>

namespace nilab::host::store {

// results/migrations/NNN_name.sql: turns version NNN-1 into version NNN.
struct Migration {
  int version;
  const char* name;  // "002_provenance_columns"
  const char* sql;
};

// Generated from the SQL files at build time (schema_sql.cc).
extern const int kSchemaVersion;
extern const char* const kSchemaSql;
const std::vector<Migration>& Migrations();

// Brings an open read-write connection to kSchemaVersion: runs the schema on an empty file, or
// the migrations after its PRAGMA user_version, all in one write transaction (so concurrent
// openers and crashes never see half a schema). Refuses a file of a newer version, or one with
// tables but no version (not a nilab database).
void MigrateSchema(sqlite3* db, const std::string& path);

// Inside a write transaction: recreates the trials_wide view when the params and final metric
// names present call for other columns. Returns true when it did.
bool RefreshTrialsWide(sqlite3* db, const std::string& path);

// The CREATE VIEW statement of trials_wide for these param keys and final metric names.
std::string TrialsWideSql(const std::vector<std::string>& param_keys,
                          const std::vector<std::string>& metric_names);

}  // namespace nilab::host::store
