#!/usr/bin/env python3
"""Where a training step's time goes on a GPU, from a Kineto Chrome trace of S steps: the one
`nilab_bench_models --trace` writes (LibTorch) or `bench_authors.py --trace` (PyTorch), read the
same way.

Per step: the CUDA kernels launched, the GPU's busy time (the union of its kernels' and copies'
intervals), the trace's wall time (first host event to the last GPU event) and the GPU's idle
share of it, the host's busy time (the union of its ops' and CUDA runtime calls' intervals), and
the kernels that take the most GPU time.

Usage: scripts/gpu/step_profile.py TRACE.json --steps S [--label TEXT] [--top N]
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
