#include "host/store/runs.h"

#include <cstdint>
#include <nlohmann/json.hpp>

#include "host/store/rows.h"
#include "host/store/sqlite.h"

namespace nilab::host::store {

int64_t RecordRun(Store& store, const RunRecord& run) {
  int64_t id = 0;
  RunWrite(store.handle(), store.path(), "recording the run", [&] {
    Statement insert(store.handle(), store.path(),
                     "INSERT INTO runs (sweep_id, command_line, file, overrides_json, source) "
                     "VALUES (?, ?, ?, ?, ?)");
    BindAll(insert, run.sweep_id, run.command_line, run.file, nlohmann::json(run.overrides).dump(),
            run.source);
    insert.Run("recording the run");
    id = sqlite3_last_insert_rowid(store.handle());
  });
  return id;
}

std::vector<RunRecord> Runs(Store& store, int64_t sweep_id) {
  return ReadRowsRetrying(
      store, "reading runs", "",
      "SELECT id, sweep_id, started_at, command_line, file, source, overrides_json FROM runs "
      "WHERE sweep_id = ? ORDER BY id",
      [](const Statement& row) {
        RunRecord r;
        ReadColumns(row, r.id, r.sweep_id, r.started_at, r.command_line, r.file, r.source);
        r.overrides = nlohmann::json::parse(row.Text(6)).get<std::vector<std::string>>();
        return r;
      },
      sweep_id);
}

}  // namespace nilab::host::store
