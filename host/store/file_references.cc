#include "host/store/file_references.h"

#include "host/store/sqlite.h"

namespace nilab::host::store {

FileReferences ReadFileReferences(Store& store) {
  FileReferences references;
  RunRead(store.path(), "listing checkpoint files", [&] {
    references = FileReferences{};
    Statement paths(store.handle(), store.path(), "SELECT DISTINCT path FROM artifacts");
    while (paths.Step()) references.paths.push_back(paths.Text(0));
    Statement rows(store.handle(), store.path(),
                   "SELECT s.name, t.config_hash FROM trials t JOIN sweeps s ON "
                   "s.id = t.sweep_id WHERE t.status = 'running'");
    while (rows.Step()) references.running.emplace_back(rows.Text(0), rows.Text(1));
  });
  return references;
}

}  // namespace nilab::host::store
