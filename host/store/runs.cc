#include "host/store/runs.h"

#include <cstdint>
#include <nlohmann/json.hpp>

#include "host/store/sqlite.h"

namespace nilab::host::store {

int64_t RecordRun(Store& store, const RunRecord& run) {
  int64_t id = 0;
  RunWrite(store.handle(), store.path(), "recording the run", [&] {
    Statement insert(store.handle(), store.path(),
                     "INSERT INTO runs (sweep_id, command_line, file, overrides_json, source) "
                     "VALUES (?, ?, ?, ?, ?)");
    insert.Bind(1, run.sweep_id)
        .Bind(2, run.command_line)
        .Bind(3, run.file)
        .Bind(4, nlohmann::json(run.overrides).dump())
        .Bind(5, run.source);
    insert.Run("recording the run");
    id = sqlite3_last_insert_rowid(store.handle());
  });
  return id;
}

std::vector<RunRecord> Runs(Store& store, int64_t sweep_id) {
  std::vector<RunRecord> runs;
  RunRead(store.path(), "reading runs", [&] {
    runs.clear();
    Statement select(store.handle(), store.path(),
                     "SELECT id, sweep_id, started_at, command_line, file, overrides_json, source "
                     "FROM runs WHERE sweep_id = ? ORDER BY id");
    select.Bind(1, sweep_id);
    while (select.Step()) {
      RunRecord r;
      r.id = select.Int(0);
      r.sweep_id = select.Int(1);
      r.started_at = select.Text(2);
      r.command_line = select.Text(3);
      r.file = select.Text(4);
      r.overrides = nlohmann::json::parse(select.Text(5)).get<std::vector<std::string>>();
      r.source = select.Text(6);
      runs.push_back(std::move(r));
    }
  });
  return runs;
}

}  // namespace nilab::host::store
