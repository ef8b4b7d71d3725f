#include "host/store/notes.h"

#include <cstdint>

#include "host/store/rows.h"
#include "host/store/sqlite.h"

namespace nilab::host::store {
namespace {

// Runs `sql` (a write of the notes table) with the sweep, trial (nullopt: NULL) and text bound
// as ?1, ?2, ?3; returns how many rows it changed.
int64_t WriteNotes(Store& store, const std::string& context, const std::string& sql,
                   int64_t sweep_id, std::optional<int64_t> trial_id, const std::string& text) {
  int64_t changed = 0;
  RunWrite(store.handle(), store.path(), context, [&] {
    Statement write(store.handle(), store.path(), sql);
    BindAll(write, sweep_id, trial_id, text);
    write.Run(context);
    changed = sqlite3_changes(store.handle());
  });
  return changed;
}

}  // namespace

std::string CheckTag(const std::string& tag) {
  if (tag.empty() || tag.size() > 64) return "a tag has 1 to 64 characters";
  for (const char c : tag) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '_' || c == '-' || c == '.' || c == ':' || c == '/';
    if (!ok) return "a tag holds only letters, digits and _ - . : /";
  }
  return "";
}

bool AddTag(Store& store, int64_t sweep_id, std::optional<int64_t> trial_id,
            const std::string& tag) {
  return WriteNotes(store, "tagging",
                    "INSERT OR IGNORE INTO notes (sweep_id, trial_id, kind, text) "
                    "VALUES (?, ?, 'tag', ?)",
                    sweep_id, trial_id, tag) > 0;
}

bool RemoveTag(Store& store, int64_t sweep_id, std::optional<int64_t> trial_id,
               const std::string& tag) {
  return WriteNotes(store, "removing a tag",
                    "DELETE FROM notes WHERE kind = 'tag' AND sweep_id = ? AND trial_id IS ? AND "
                    "text = ?",
                    sweep_id, trial_id, tag) > 0;
}

void AddNote(Store& store, int64_t sweep_id, std::optional<int64_t> trial_id,
             const std::string& text) {
  WriteNotes(store, "adding a note",
             "INSERT INTO notes (sweep_id, trial_id, kind, text) VALUES (?, ?, 'note', ?)",
             sweep_id, trial_id, text);
}

std::vector<Note> Notes(Store& store, int64_t sweep_id) {
  // A database of an older version opened read-only has no notes table: nothing to show.
  return ReadRowsRetrying(store, "reading notes", "notes",
                          "SELECT id, sweep_id, trial_id, kind, text, created_at FROM notes "
                          "WHERE sweep_id = ? ORDER BY trial_id IS NOT NULL, trial_id, id",
                          RowReader(&Note::id, &Note::sweep_id, &Note::trial_id, &Note::kind,
                                    &Note::text, &Note::created_at),
                          sweep_id);
}

std::vector<Note> TrialNotes(Store& store, int64_t trial_id) {
  return ReadRows(
      store, "SELECT kind, text, created_at FROM notes WHERE trial_id = ? ORDER BY id",
      [&](const Statement& row) {
        Note n;
        n.trial_id = trial_id;
        ReadColumns(row, n.kind, n.text, n.created_at);
        return n;
      },
      trial_id);
}

}  // namespace nilab::host::store
