# cmake -DSCHEMA=results/schema.sql -DMIGRATIONS="a.sql|b.sql" -DOUTPUT=schema_sql.cc -P this
# Writes the schema and the migrations as C++ string literals, after checking that the schema's
# `PRAGMA user_version = N` equals the newest migration and that migrations are numbered 2, 3, ...
include("${CMAKE_CURRENT_LIST_DIR}/../../scripts/cmake/embed_files.cmake")
file(READ "${SCHEMA}" schema)
string(REGEX MATCH "PRAGMA user_version = ([0-9]+);" found "${schema}")
if(NOT found)
  message(FATAL_ERROR "${SCHEMA}: no 'PRAGMA user_version = N;' statement")
endif()
set(version "${CMAKE_MATCH_1}")

set(entries "")
set(expected 2)
string(REPLACE "|" ";" migrations "${MIGRATIONS}")
foreach(file IN LISTS migrations)
  get_filename_component(name "${file}" NAME_WE)
  if(NOT name MATCHES "^0*([1-9][0-9]*)_[a-z0-9_]+$")
    message(FATAL_ERROR "${file}: migration files are named NNN_name.sql (NNN: the version it makes)")
  endif()
  set(number "${CMAKE_MATCH_1}")
  if(NOT number EQUAL expected)
    message(FATAL_ERROR "${file}: expected migration number ${expected}")
  endif()
  math(EXPR expected "${expected} + 1")
  file(READ "${file}" sql)
  string(APPEND entries "      {${number}, \"${name}\", R\"nilab_sql(${sql})nilab_sql\"},\n")
endforeach()
math(EXPR newest "${expected} - 1")
if(newest LESS 1)
  set(newest 1)
endif()
if(NOT version EQUAL newest)
  message(FATAL_ERROR "${SCHEMA}: user_version ${version} but the newest migration makes version ${newest}")
endif()

nilab_write_embedded("${OUTPUT}"
  "host/store/embed_schema.cmake from results/schema.sql and\n// results/migrations/*.sql"
  "host/store/schema.h" nilab::host::store
  "\nconst int kSchemaVersion = ${version};\n\nconst char* const kSchemaSql = R\"nilab_sql(${schema})nilab_sql\";\n"
  Migration Migrations "${entries}")
