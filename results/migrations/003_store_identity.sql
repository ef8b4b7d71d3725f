-- Version 2 -> 3: the database's identity.
--
-- Checkpoint files used to live in <checkpoint dir>/<sweep>/<config hash>/, shared by every
-- database that used the same folder. From version 3 they live under a folder named by the
-- database's own random id (store_info.id). Checkpoints an older nilab wrote keep their paths:
-- the artifacts rows name them in full.
CREATE TABLE store_info (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
) WITHOUT ROWID;
INSERT INTO store_info (key, value) VALUES ('id', lower(hex(randomblob(16))));
