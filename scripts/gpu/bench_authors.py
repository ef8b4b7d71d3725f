"""Throughput of the authors' Neural Interpreter (their code from the reference copy, imported at
run time and never copied into nilab) at the digits preset, on the device nilab_bench_models
measures: samples/s of forward+backward+AdamW and of forward only, and device memory.

It times what nilab_bench_models times for the ni-digits case: batch 128, the program's output
tokens [B, 67, 192] against a random target by mean squared error, AdamW at lr 1e-4; the authors'
model also embeds the image (64 patches, a 48 -> 192 linear map), about 0.1 % of the FLOPs.
Device memory is what the driver reports in use at the end (torch.cuda.mem_get_info, the same
figure nilab_bench_models prints), next to PyTorch's own peak of allocated tensors.

--trace FILE writes a Chrome trace of `steps` training steps with the CUDA kernels, for
scripts/gpu/step_profile.py (nilab's side: nilab_bench_models --trace).

--profile FILE also writes a Chrome trace of `steps` training steps from PyTorch's profiler (CPU
side only, like nilab_bench_models --profile: run both under CUDA_LAUNCH_BLOCKING=1 and compare
them with scripts/profile_summary.py).

Usage: python3 scripts/gpu/bench_authors.py --reference DIR [--precision fp32|tf32|bf16]
       [--batch 128] [--steps 20] [--device cuda] [--profile TRACE.json] [--trace TRACE.json]
"""
import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reference", required=True)
    parser.add_argument("--precision", default="fp32", choices=["fp32", "tf32", "bf16"])
    parser.add_argument("--batch", type=int, default=128)
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--profile", default="")
    parser.add_argument("--trace", default="")
    args = parser.parse_args()
    sys.path.insert(0, os.path.abspath(args.reference))
    # The stand-ins (addict, einops) only where the machine lacks the real package.
    sys.path.append(os.path.join(os.path.dirname(HERE), "ni_parity"))
    import torch
    import torch.nn.functional as F
    import yaml
    from neural_interpreters.core.interface import NeuralInterpreter

    with open(os.path.join(args.reference, "presets", "digits.yml")) as f:
        preset = yaml.safe_load(f)
    torch.backends.cuda.matmul.allow_tf32 = args.precision == "tf32"
    torch.backends.cudnn.allow_tf32 = args.precision == "tf32"
    device = torch.device(args.device)
    torch.manual_seed(0)
    model = NeuralInterpreter(**preset["model"]["kwargs"]).to(device)
    params = sum(p.numel() for p in model.parameters())
    image = torch.randn(args.batch, 3, 32, 32, device=device)
    out = model(image).program_output.output
    target = torch.randn_like(out)
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-4)
    autocast = torch.autocast(device.type, dtype=torch.bfloat16,
                              enabled=args.precision == "bf16")

    def sync():
        if device.type == "cuda":
            torch.cuda.synchronize()

    def train_step():
        opt.zero_grad(set_to_none=True)
        with autocast:
            y = model(image).program_output.output
        loss = F.mse_loss(y.float(), target)
        loss.backward()
        opt.step()

    def eval_step():
        with torch.no_grad(), autocast:
            model(image)

    def timed(step):
        for _ in range(3):
            step()
        sync()
        t0 = time.perf_counter()
        for _ in range(args.steps):
            step()
        sync()
        return (time.perf_counter() - t0) / args.steps

    model.train()
    train_s = timed(train_step)
    if args.profile:
        activities = [torch.profiler.ProfilerActivity.CPU]
        with torch.profiler.profile(activities=activities) as prof:
            for _ in range(args.steps):
                train_step()
            sync()
        prof.export_chrome_trace(args.profile)
    if args.trace:
        # CPU ops and CUDA kernels, for scripts/gpu/step_profile.py.
        activities = [torch.profiler.ProfilerActivity.CPU, torch.profiler.ProfilerActivity.CUDA]
        with torch.profiler.profile(activities=activities) as prof:
            for _ in range(args.steps):
                train_step()
            sync()
        prof.export_chrome_trace(args.trace)
    model.eval()
    eval_s = timed(eval_step)
    line = (f"authors-ni-digits params {params}, {args.precision}, batch {args.batch}: "
            f"train {args.batch / train_s:.1f} samples/s, forward {args.batch / eval_s:.1f} samples/s")
    if device.type == "cuda":
        free, total = torch.cuda.mem_get_info()
        line += (f", device memory {(total - free) / 1e9:.2f} GB"
                 f" (peak allocated {torch.cuda.max_memory_allocated() / 1e9:.2f} GB,"
                 f" reserved {torch.cuda.max_memory_reserved() / 1e9:.2f} GB)"
                 f", {torch.cuda.get_device_name()}")
    print(line, flush=True)


if __name__ == "__main__":
    main()
