// A test-only fault hook at every write boundary of nilab's results: each commit of the store
// and each rename of a checkpoint, just before and just after. Off unless the environment asks:
//   NILAB_FAULT_LOG=FILE      append one line per boundary ("<n> <name>") to FILE
//   NILAB_FAULT_KILL_AT=N     SIGKILL this process at its N-th boundary (1-based)
//   NILAB_FAULT_INJECT=OP:ERRNO:N   the N-th call of Injected(OP) fails with ERRNO, once
//                             ("write:28:2": the second checkpoint write finds the disk full;
//                             "commit:28:5": the fifth commit of the store does)
// The crash-point test counts the boundaries of an uninterrupted run with the first, then kills a
// run at each of them in turn with the second. Tests in the same process can inject I/O errors.
#pragma once

#include <string>

namespace nilab::host::store::fault {

// Marks a write boundary named `name` ("before commit", "after rename", ...).
void Boundary(const std::string& name);

// Boundaries on the calling thread are not counted (a timer thread whose writes depend on time).
void IgnoreBoundariesOnThisThread();

// Test hook for I/O errors: the next call of Injected(op) returns `error` (an errno value) once.
void InjectError(const std::string& op, int error);
// The errno to fail `op` ("write", "fsync", ...) with, or 0 to go on normally.
int Injected(const std::string& op);

}  // namespace nilab::host::store::fault
