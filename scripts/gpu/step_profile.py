#!/usr/bin/env python3
"""Where a training step's time goes on a GPU, from a Kineto Chrome trace of S steps: the one
`nilab_bench_models --trace` writes (LibTorch) or `bench_authors.py --trace` (PyTorch), read the
same way.

Per step: the CUDA kernels launched, the GPU's busy time (the union of its kernels' and copies'
intervals), the trace's wall time (first host event to the last GPU event) and the GPU's idle
share of it, the host's busy time (the union of its ops' and CUDA runtime calls' intervals), and
the kernels that take the most GPU time. With --by-op, the GPU time of the kernels grouped by the
host op that launched them: the innermost op around each launch on its thread, with the op
around that one (in backward, the autograd node), so that a kernel names the code it comes from.
It needs a trace of uncaptured steps (a replayed CUDA graph launches no ops).

Usage: scripts/gpu/step_profile.py TRACE.json --steps S [--label TEXT] [--top N] [--by-op]
"""
import argparse
import collections
import json
import sys

GPU = {"kernel", "gpu_memcpy", "gpu_memset"}
HOST = {"cpu_op", "cuda_runtime", "cuda_driver", "user_annotation"}


def union_us(intervals):
    """Total length of the union of [start, end) intervals."""
    total, end = 0.0, None
    for s, e in sorted(intervals):
        if end is None or s > end:
            total += e - s
            end = e
        elif e > end:
            total += e - end
            end = e
    return total


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("trace")
    parser.add_argument("--steps", type=int, required=True)
    parser.add_argument("--label", default="")
    parser.add_argument("--top", type=int, default=8)
    parser.add_argument("--by-op", action="store_true")
    args = parser.parse_args()
    with open(args.trace) as f:
        data = json.load(f)
    events = data["traceEvents"] if isinstance(data, dict) else data
    gpu, host, kernels = [], [], collections.Counter()
    kernel_count = 0
    for e in events:
        if e.get("ph") != "X" or "dur" not in e:
            continue
        cat = str(e.get("cat", "")).lower()
        span = (float(e["ts"]), float(e["ts"]) + float(e["dur"]))
        if cat in GPU:
            gpu.append(span)
            if cat == "kernel":
                kernel_count += 1
                kernels[e.get("name", "?")[:90]] += float(e["dur"])
        elif cat in HOST:
            host.append(span)
    if not gpu:
        print(f"{args.label}: no GPU events in {args.trace}")
        return 1
    start = min(s for s, _ in host + gpu)
    end = max(e for _, e in host + gpu)
    wall = (end - start) / args.steps
    busy = union_us(gpu) / args.steps
    host_busy = union_us(host) / args.steps
    print(f"== {args.label}: {args.steps} steps")
    print(f"per step: {kernel_count / args.steps:.0f} kernels, wall {wall / 1e3:.2f} ms, GPU busy "
          f"{busy / 1e3:.2f} ms, GPU idle {100 * (1 - busy / wall):.1f} %, host busy "
          f"{host_busy / 1e3:.2f} ms")
    total = sum(kernels.values())
    for name, us in kernels.most_common(args.top):
        print(f"  {us / args.steps / 1e3:8.3f} ms/step {100 * us / total:5.1f} %  {name}")
    if args.by_op:
        by_op(events, args.steps, args.top, total)
    return 0


def by_op(events, steps, top, total):
    """Prints the kernels' GPU time per launching op (innermost op < the op around it)."""
    launched_by = {}  # correlation id -> "op < parent"
    threads = collections.defaultdict(list)  # tid -> [(ts, kind, end, name)]
    for e in events:
        if e.get("ph") != "X" or "dur" not in e:
            continue
        cat = str(e.get("cat", "")).lower()
        ts, end = float(e["ts"]), float(e["ts"]) + float(e["dur"])
        if cat in ("cpu_op", "user_annotation"):
            threads[e.get("tid")].append((ts, 0, end, e.get("name", "?")))
        elif cat in ("cuda_runtime", "cuda_driver") and "correlation" in e.get("args", {}):
            # cuBLASLt's kernels are launched through the driver API (cuLaunchKernel).
            threads[e.get("tid")].append((ts, 1, end, e["args"]["correlation"]))
    for items in threads.values():
        # Ops nest on one thread: a stack of the ops open at each launch.
        items.sort(key=lambda x: (x[0], x[1], -x[2]))
        stack = []
        for ts, kind, end, what in items:
            while stack and stack[-1][0] <= ts:
                stack.pop()
            if kind == 0:
                stack.append((end, what))
            else:
                names = [name for _, name in stack[-2:]][::-1] or ["(no op)"]
                launched_by[what] = " < ".join(n[:60] for n in names)
    ops = collections.Counter()
    for e in events:
        if str(e.get("cat", "")).lower() != "kernel" or "dur" not in e:
            continue
        op = launched_by.get(e.get("args", {}).get("correlation"), "(launch not found)")
        ops[op + "  |  " + e.get("name", "?")[:50]] += float(e["dur"])
    print("by launching op (innermost < around it)  |  kernel:")
    for name, us in ops.most_common(top * 3):
        print(f"  {us / steps / 1e3:8.3f} ms/step {100 * us / total:5.1f} %  {name}")


if __name__ == "__main__":
    sys.exit(main())
