#!/usr/bin/env python3
"""Where a training step's GPU time goes, kernel by kernel, from Nsight Compute's measurements.

scripts/gpu/device_check runs each side's benchmark under
    ncu --profile-from-start off --metrics gpu__time_duration.sum -o REPORT ...
with --cuda-range N (N training steps between cudaProfilerStart and Stop), then exports the
report as CSV (ncu --import REPORT.ncu-rep --csv --page raw --print-units base). This sums it:
the kernels per step, their time per step by class (matrix products, elementwise, reductions,
...), and the kernels that take the most. Each kernel ran alone under ncu, so the sum is the
GPU's busy time per step with no overlap; against the step's wall time from the same benchmark it
tells how much of the step the GPU spends waiting for the host.

    scripts/gpu/kernel_summary.py KERNELS.csv --steps N [--label TEXT] [--top 20]
"""
import argparse
import csv
import re
import sys
from collections import defaultdict

# Kernel name -> class, first match wins. cuBLAS's kernels on Hopper are named nvjet_* or
# sm90_xmma_gemm_*; CUTLASS's cutlass_*.
CLASSES = [
    ("matrix products", r"gemm|nvjet|cutlass|xmma|cublas|Kernel2|wgmma|hmma"),
    ("softmax", r"softmax"),
    ("layer norm", r"layer_norm|LayerNorm"),
    ("reductions", r"reduce_kernel|Reduce"),
    ("copies and cat", r"CatArray|copy|Copy|transpose"),
    ("indexing", r"index|gather|scatter"),
    ("elementwise", r"elementwise|Elementwise|foreach|fill"),
]


def kernel_class(name):
    for label, pattern in CLASSES:
        if re.search(pattern, name):
            return label
    return "other"


def read_kernels(path):
    """(kernel name, nanoseconds) per launch."""
    with open(path, newline="") as f:
        rows = [row for row in csv.reader(f) if row and not row[0].startswith("==")]
    name_columns = ("Kernel Name", "Function Name", "Demangled Name")
    header = next((i for i, row in enumerate(rows) if any(n in row for n in name_columns)), None)
    if header is None:
        sys.exit(f"{path}: no 'Kernel Name' column (is it ncu's --csv --page raw output?)")
    names = rows[header]
    name_col = names.index(next(n for n in name_columns if n in names))
    time_col = next((i for i, n in enumerate(names) if n.startswith("gpu__time_duration")), None)
    if time_col is None:
        sys.exit(f"{path}: no gpu__time_duration column")
    kernels = []
    for row in rows[header + 1:]:
        if len(row) <= max(name_col, time_col):
            continue
        value = row[time_col].replace(",", "")
        try:
            kernels.append((row[name_col], float(value)))
        except ValueError:
            continue  # the units row
    return kernels


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("csv")
    parser.add_argument("--steps", type=int, required=True, help="training steps in the range")
    parser.add_argument("--label", default="")
    parser.add_argument("--top", type=int, default=20)
    args = parser.parse_args()
    kernels = read_kernels(args.csv)
    if not kernels:
        sys.exit(f"{args.csv}: no kernel was measured")
    steps = args.steps
    total = sum(ns for _, ns in kernels)
    by_class = defaultdict(lambda: [0, 0.0])
    by_name = defaultdict(lambda: [0, 0.0])
    for name, ns in kernels:
        for table, key in ((by_class, kernel_class(name)), (by_name, name)):
            table[key][0] += 1
            table[key][1] += ns
    print(f"== kernels: {args.label}")
    print(f"{len(kernels) / steps:.0f} kernels per step, {total / steps / 1e6:.3f} ms of GPU time "
          f"per step (each kernel alone, summed)")
    print("  ms/step  share  kernels/step  class")
    for label, (count, ns) in sorted(by_class.items(), key=lambda kv: -kv[1][1]):
        print(f"  {ns / steps / 1e6:7.3f} {100 * ns / total:5.1f}% {count / steps:12.1f}  {label}")
    print(f"  ms/step  share  calls/step  us/call  kernel (top {args.top})")
    for name, (count, ns) in sorted(by_name.items(), key=lambda kv: -kv[1][1])[: args.top]:
        print(f"  {ns / steps / 1e6:7.3f} {100 * ns / total:5.1f}% {count / steps:10.1f} "
              f"{ns / count / 1e3:8.1f}  {name[:110]}")


if __name__ == "__main__":
    main()
