#include "host/store/migrate_paths.h"

#include <cstdint>
#include <filesystem>
#include <utility>
#include <vector>

#include "host/store/artifact_file.h"
#include "host/store/sqlite.h"

namespace nilab::host::store {

std::string LegacyResolvedPath(const std::string& recorded, const std::string& db_path) {
  namespace fs = std::filesystem;
  const fs::path p(recorded);
  if (p.is_absolute()) return p.lexically_normal().string();
  const fs::path folder = DatabaseFolder(db_path);
  const fs::path default_layout = (folder.parent_path() / p).lexically_normal();
  std::error_code ec;
  for (const fs::path& candidate :
       {fs::absolute(p, ec).lexically_normal(), default_layout, (folder / p).lexically_normal()}) {
    if (!candidate.empty() && fs::exists(candidate, ec)) return candidate.string();
  }
  return default_layout.string();
}

int64_t RecordArtifactPathsRelative(sqlite3* db, const std::string& db_path) {
  std::vector<std::pair<int64_t, std::string>> rows;
  {
    Statement select(db, db_path, "SELECT id, path FROM artifacts ORDER BY id");
    while (select.Step()) rows.emplace_back(select.Int(0), select.Text(1));
  }
  Statement update(db, db_path, "UPDATE artifacts SET path = ? WHERE id = ?");
  int64_t changed = 0;
  for (const auto& [id, recorded] : rows) {
    const std::string now = RecordedPath(LegacyResolvedPath(recorded, db_path), db_path);
    if (now == recorded) continue;
    update.Reset();
    update.Bind(1, now).Bind(2, id);
    update.Run("recording artifact paths relative to the database's folder");
    ++changed;
  }
  return changed;
}

}  // namespace nilab::host::store
