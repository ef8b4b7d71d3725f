// Helpers shared by the store and compare tests: a temporary directory and trial records.
#pragma once

#include <sqlite3.h>
#include <stdlib.h>
#include <cstdint>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "host/store/store.h"

namespace nilab::test {

// A fresh directory under the system's temp dir, removed with everything in it at the end.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (std::filesystem::temp_directory_path() / "nilab_store_XXXXXX").string();
    path_ = mkdtemp(pattern.data());
  }
  ~TempDir() { std::filesystem::remove_all(path_); }
  std::string operator/(const std::string& name) const { return path_ + "/" + name; }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

inline void WriteText(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

inline std::string ReadText(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// A trial as the sweep expansion makes it, with model, task, seed, a model param "tau", a task
// param "task.n_vars" and a training setting "train.lr" among its flat params.
inline host::store::TrialRecord MakeTrial(int64_t index, const std::string& model, int64_t seed,
                                          double tau, int64_t n_vars = 3) {
  host::store::TrialRecord t;
  t.index = index;
  t.model = model;
  t.task = "fuzzy_boolean";
  t.seed = seed;
  t.config_hash = "hash-" + model + "-" + std::to_string(seed) + "-" + std::to_string(tau) + "-" +
                  std::to_string(n_vars);
  t.config_json = "{\"model\": \"" + model + "\", \"seed\": " + std::to_string(seed) + "}";
  t.params = {{"model", model},        {"task", std::string("fuzzy_boolean")},
              {"seed", seed},          {"tau", tau},
              {"task.n_vars", n_vars}, {"train.lr", 0.001},
              {"train.amp", false},    {"n_f_list", sdk::IntList{2, 3}}};
  return t;
}

// The first column of the first row of `sql`, as text ("NULL" for NULL, "" without rows).
inline std::string QueryText(sqlite3* db, const std::string& sql) {
  sqlite3_stmt* statement = nullptr;
  if (sqlite3_prepare_v2(db, sql.c_str(), -1, &statement, nullptr) != SQLITE_OK) {
    return std::string("ERROR: ") + sqlite3_errmsg(db);
  }
  std::string out;
  if (sqlite3_step(statement) == SQLITE_ROW) {
    const unsigned char* text = sqlite3_column_text(statement, 0);
    out = text ? reinterpret_cast<const char*>(text) : "NULL";
  }
  sqlite3_finalize(statement);
  return out;
}

inline int64_t QueryInt(sqlite3* db, const std::string& sql) {
  return std::stoll(QueryText(db, sql));
}

}  // namespace nilab::test
