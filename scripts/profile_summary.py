#!/usr/bin/env python3
"""Where a profiled step spends its time: the ops of a Chrome trace by self time.

Reads the trace that `nilab_bench_models --profile FILE` writes (LibTorch's profiler: a JSON list
of complete events) or that PyTorch's `export_chrome_trace` writes (`{"traceEvents": [...]}`),
and prints, per op name, its calls and self time (its own duration less that of the ops nested
in it on the same thread), largest first. Where the trace has GPU kernels (PyTorch's profiler
with CUDA activity), they get a table of their own.

On a GPU, LibTorch's profiler times the CPU side only: run it under CUDA_LAUNCH_BLOCKING=1 so
that each op's time includes its kernels. The profiler and the blocking launches inflate small
ops: compare shares between two traces taken the same way, not times against a timed run.

With --top-level it prints, instead of self times, the time of each op that runs outside any
other op (an autograd node's whole backward, a fused node's whole forward) and, for a trace of
one thread, the time outside every recorded op: the step's phases, whose sum is the step.

Usage: scripts/profile_summary.py TRACE.json [--steps N] [--top K] [--label TEXT] [--top-level]
"""
import argparse
import collections
import json
import sys


def load_events(path):
    with open(path) as f:
        data = json.load(f)
    events = data.get("traceEvents", []) if isinstance(data, dict) else data
    return [e for e in events if isinstance(e, dict) and e.get("ph") == "X" and "dur" in e]


def per_thread(events):
    """Each thread's events in start order, an event before those it contains."""
    by_thread = collections.defaultdict(list)
    for e in events:
        by_thread[(e.get("pid"), e.get("tid"))].append(e)
    for evs in by_thread.values():
        evs.sort(key=lambda e: (float(e["ts"]), -float(e["dur"])))
    return list(by_thread.values())


def self_times(events):
    """name -> [calls, self microseconds, total microseconds], over nested events per thread."""
    table = collections.defaultdict(lambda: [0, 0.0, 0.0])
    for evs in per_thread(events):
        stack = []  # [end, name, child time]
        for e in evs:
            ts, dur = float(e["ts"]), float(e["dur"])
            while stack and stack[-1][0] <= ts:
                end, name, child = stack.pop()
                table[name][1] -= child
            if stack:
                stack[-1][2] += dur
            row = table[e["name"]]
            row[0] += 1
            row[1] += dur
            row[2] += dur
            stack.append([ts + dur, e["name"], 0.0])
        for end, name, child in stack:
            table[name][1] -= child
    return table


def top_level_times(events):
    """name -> [calls, inclusive microseconds, same], over the events no other event contains."""
    table = collections.defaultdict(lambda: [0, 0.0, 0.0])
    for evs in per_thread(events):
        end = float("-inf")
        for e in evs:
            ts, dur = float(e["ts"]), float(e["dur"])
            if ts >= end:  # not inside the last top-level event
                row = table[e["name"]]
                row[0] += 1
                row[1] += dur
                row[2] += dur
                end = ts + dur
    return table


def span_us(events):
    start = min(float(e["ts"]) for e in events)
    end = max(float(e["ts"]) + float(e["dur"]) for e in events)
    return end - start


def print_table(title, table, steps, top, total_us, column="self"):
    print(f"{title}: {sum(r[0] for r in table.values()) / steps:.0f} calls per step, "
          f"{total_us / steps / 1e3:.2f} ms per step")
    print(f"  {column + ' ms/step':>12} {'share':>6} {'calls/step':>10}  name")
    rows = sorted(table.items(), key=lambda kv: -kv[1][1])
    for name, (calls, self_us, _) in rows[:top]:
        print(f"  {self_us / steps / 1e3:12.3f} {100 * self_us / total_us:5.1f}% "
              f"{calls / steps:10.1f}  {name[:110]}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("trace")
    parser.add_argument("--steps", type=int, default=1, help="training steps in the trace")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--label", default="")
    parser.add_argument("--top-level", action="store_true",
                        help="the ops outside any other op, with their nested ops' time")
    args = parser.parse_args()
    events = load_events(args.trace)
    if not events:
        sys.exit(f"profile_summary: {args.trace}: no complete events")
    device_cats = ("kernel", "gpu_memcpy", "gpu_memset")
    kernels = [e for e in events if e.get("cat") in device_cats]
    host = [e for e in events if e.get("cat") not in device_cats]
    ops = [e for e in host if e.get("cat", "cpu_op") in ("cpu_op", "")] or host
    if args.label:
        print(f"== {args.label}")
    if args.top_level:
        table = top_level_times(ops)
        span = span_us(ops)
        if len(per_thread(ops)) == 1:  # threads side by side overlap in time: no such line
            outside = span - sum(r[1] for r in table.values())
            table["(outside every recorded op)"] = [0, outside, outside]
        print_table("top-level ops (CPU side, with nested ops)", table, args.steps, args.top, span,
                    column="incl.")
    else:
        print_table("ops (CPU side, self time)", self_times(ops), args.steps, args.top,
                    span_us(ops))
    if kernels:
        ktable = collections.defaultdict(lambda: [0, 0.0, 0.0])
        for e in kernels:
            row = ktable[e["name"]]
            row[0] += 1
            row[1] += float(e["dur"])
        busy = sum(r[1] for r in ktable.values())
        print(f"GPU busy {busy / steps / 1e3:.2f} ms per step of a {span_us(events) / steps / 1e3:.2f}"
              " ms span")
        print_table("GPU kernels", ktable, args.steps, args.top, busy)


if __name__ == "__main__":
    main()
