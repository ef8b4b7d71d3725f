#include "host/store/notes.h"

#include <cstdint>

#include "host/store/sqlite.h"

namespace nilab::host::store {
namespace {

void BindTrial(Statement& statement, int index, std::optional<int64_t> trial_id) {
  if (trial_id)
    statement.Bind(index, *trial_id);
  else
    statement.BindNull(index);
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
  int64_t changed = 0;
  RunWrite(store.handle(), store.path(), "tagging", [&] {
    Statement insert(store.handle(), store.path(),
                     "INSERT OR IGNORE INTO notes (sweep_id, trial_id, kind, text) "
                     "VALUES (?, ?, 'tag', ?)");
    insert.Bind(1, sweep_id).Bind(3, tag);
    BindTrial(insert, 2, trial_id);
    insert.Run("tagging");
    changed = sqlite3_changes(store.handle());
  });
  return changed > 0;
}

bool RemoveTag(Store& store, int64_t sweep_id, std::optional<int64_t> trial_id,
               const std::string& tag) {
  int64_t changed = 0;
  RunWrite(store.handle(), store.path(), "removing a tag", [&] {
    Statement remove(store.handle(), store.path(),
                     "DELETE FROM notes WHERE kind = 'tag' AND sweep_id = ? AND "
                     "trial_id IS ? AND text = ?");
    remove.Bind(1, sweep_id).Bind(3, tag);
    BindTrial(remove, 2, trial_id);
    remove.Run("removing a tag");
    changed = sqlite3_changes(store.handle());
  });
  return changed > 0;
}

void AddNote(Store& store, int64_t sweep_id, std::optional<int64_t> trial_id,
             const std::string& text) {
  RunWrite(store.handle(), store.path(), "adding a note", [&] {
    Statement insert(store.handle(), store.path(),
                     "INSERT INTO notes (sweep_id, trial_id, kind, text) VALUES (?, ?, 'note', ?)");
    insert.Bind(1, sweep_id).Bind(3, text);
    BindTrial(insert, 2, trial_id);
    insert.Run("adding a note");
  });
}

std::vector<Note> Notes(Store& store, int64_t sweep_id) {
  std::vector<Note> notes;
  RunRead(store.path(), "reading notes", [&] {
    notes.clear();
    // A database of an older version opened read-only has no notes table: nothing to show.
    if (!HasTable(store.handle(), store.path(), "notes")) return;
    Statement select(store.handle(), store.path(),
                     "SELECT id, sweep_id, trial_id, kind, text, created_at FROM notes "
                     "WHERE sweep_id = ? ORDER BY trial_id IS NOT NULL, trial_id, id");
    select.Bind(1, sweep_id);
    while (select.Step()) {
      Note n;
      n.id = select.Int(0);
      n.sweep_id = select.Int(1);
      if (!select.IsNull(2)) n.trial_id = select.Int(2);
      n.kind = select.Text(3);
      n.text = select.Text(4);
      n.created_at = select.Text(5);
      notes.push_back(n);
    }
  });
  return notes;
}

std::vector<Note> TrialNotes(Store& store, int64_t trial_id) {
  std::vector<Note> notes;
  Statement select(store.handle(), store.path(),
                   "SELECT kind, text, created_at FROM notes WHERE trial_id = ? ORDER BY id");
  select.Bind(1, trial_id);
  while (select.Step()) {
    Note n;
    n.trial_id = trial_id;
    n.kind = select.Text(0);
    n.text = select.Text(1);
    n.created_at = select.Text(2);
    notes.push_back(n);
  }
  return notes;
}

}  // namespace nilab::host::store
