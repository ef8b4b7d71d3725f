-- Version 1 -> 2: typed provenance columns on trials.
--
-- Version 1 kept a trial's provenance only as JSON (trials.provenance_json). Version 2 adds one
-- column per field, so SQL can filter and group by them (WHERE git_commit = '...', GROUP BY
-- device), and fills them from the JSON of the trials already recorded. provenance_json stays as
-- it was; new trials keep there only what has no column of its own.
ALTER TABLE trials ADD COLUMN host TEXT;
ALTER TABLE trials ADD COLUMN git_commit TEXT;
ALTER TABLE trials ADD COLUMN git_dirty INTEGER;
ALTER TABLE trials ADD COLUMN nilab_version TEXT;
ALTER TABLE trials ADD COLUMN torch_version TEXT;
ALTER TABLE trials ADD COLUMN sdk_abi INTEGER;
ALTER TABLE trials ADD COLUMN device TEXT;
ALTER TABLE trials ADD COLUMN threads INTEGER;
ALTER TABLE trials ADD COLUMN num_params INTEGER;
ALTER TABLE trials ADD COLUMN model_params INTEGER;
ALTER TABLE trials ADD COLUMN command_line TEXT;

UPDATE trials SET
  host = json_extract(provenance_json, '$.host'),
  git_commit = json_extract(provenance_json, '$.git_commit'),
  git_dirty = json_extract(provenance_json, '$.git_dirty'),
  nilab_version = json_extract(provenance_json, '$.nilab_version'),
  torch_version = json_extract(provenance_json, '$.torch_version'),
  sdk_abi = json_extract(provenance_json, '$.sdk_abi'),
  device = json_extract(provenance_json, '$.device'),
  threads = json_extract(provenance_json, '$.threads'),
  num_params = json_extract(provenance_json, '$.num_params'),
  model_params = json_extract(provenance_json, '$.model_params'),
  command_line = json_extract(provenance_json, '$.command_line')
WHERE provenance_json IS NOT NULL;
