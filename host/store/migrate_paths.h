// The C++ half of migration 007 (results/migrations/007_shared_node.sql): artifact paths an
// older nilab recorded relative to the working directory of its run become relative to the
// database's folder (absolute ones under it too), so that a resume works from any directory.
#pragma once

#include <sqlite3.h>

#include <string>

namespace nilab::host::store {

// The schema version whose migration rewrites the paths.
inline constexpr int kRelativeArtifactPathsVersion = 7;

// Where an older nilab's relative path `recorded` most likely is: relative to the working
// directory, to the folder above the database's (`nilab run` from the project folder with
// results/nilab.sqlite: the default layout) or to the database's folder, the first of these
// where the file exists; the default layout when it exists nowhere. Absolute and normal.
std::string LegacyResolvedPath(const std::string& recorded, const std::string& db_path);

// Inside the migration's write transaction: rewrites every artifacts row's path to the form
// RecordedPath gives, resolving relative ones with LegacyResolvedPath. Returns the rows changed.
int64_t RecordArtifactPathsRelative(sqlite3* db, const std::string& db_path);

}  // namespace nilab::host::store
