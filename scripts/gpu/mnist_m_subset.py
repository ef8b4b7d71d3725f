#!/usr/bin/env python3
"""Writes a subset of MNIST-M's train and test tarballs that fits in a byte budget.

A GPU machine gets only what travels with the working tree (64 MiB), and MNIST-M's train
tarball alone is 116 MB. This keeps a seeded random draw of each split's images under their
original names, with a labels file for exactly those, in the tarballs' own layout:

    OUT/mnist_m_train.subset.tar.gz    OUT/mnist_m_test.subset.tar.gz    OUT/mnist_m_subset.json

nilab's digits task reads a subset where the official tarball is absent
(tasks/digits/digit_data.h) and records the subset file's sha256 and size in each trial.

    scripts/gpu/mnist_m_subset.py --source ../shared/data/mnist_m --out .gpu/data/mnist_m \\
        --bytes 6000000 [--test-share 0.15] [--seed 0]
"""
import argparse
import gzip
import hashlib
import io
import json
import os
import random
import sys
import tarfile


def read_split(path):
    """{index: png bytes} and {index: label} of one official tarball."""
    images, labels = {}, {}
    with tarfile.open(path, "r:gz") as tar:
        for member in tar:
            if not member.isfile():
                continue
            name = os.path.basename(member.name)
            data = tar.extractfile(member).read()
            if name.endswith("_labels.txt"):
                for line in data.decode().splitlines():
                    if line.strip():
                        png, label = line.split()
                        labels[int(png[:-4])] = int(label)
            elif name.endswith(".png") and name[:-4].isdigit():
                images[int(name[:-4])] = data
    if set(images) != set(labels):
        sys.exit(f"{path}: its images and labels do not match")
    return images, labels


def write_subset(path, split, images, labels, keep):
    """The kept images under their original names, then their labels; returns the file size."""
    keep = sorted(keep)
    # gzip's header time fixed, so that the same draw gives the same bytes (and sha256).
    with open(path, "wb") as raw, gzip.GzipFile("", "wb", 9, raw, mtime=0) as gz, \
            tarfile.open(fileobj=gz, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        def add(name, data):
            info = tarfile.TarInfo(f"mnist_m/{name}")
            info.size, info.mode, info.mtime = len(data), 0o644, 0
            tar.addfile(info, io.BytesIO(data))
        for i in keep:
            add(f"mnist_m_{split}/{i:08d}.png", images[i])
        add(f"mnist_m_{split}_labels.txt",
            "".join(f"{i:08d}.png {labels[i]}\n" for i in keep).encode())
    return os.path.getsize(path)


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--source", required=True, help="folder with mnist_m_{train,test}.tar.gz")
    parser.add_argument("--out", required=True)
    parser.add_argument("--bytes", type=int, required=True, help="budget for both subset files")
    parser.add_argument("--test-share", type=float, default=0.15)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    if args.bytes <= 0 or not 0 < args.test_share < 1:
        sys.exit("mnist_m_subset: --bytes must be positive and --test-share in (0, 1)")
    os.makedirs(args.out, exist_ok=True)
    manifest = {"seed": args.seed, "budget_bytes": args.bytes, "splits": {}}
    for split, share in (("train", 1 - args.test_share), ("test", args.test_share)):
        source = os.path.join(args.source, f"mnist_m_{split}.tar.gz")
        images, labels = read_split(source)
        order = sorted(images)
        random.Random(f"{args.seed}/{split}").shuffle(order)
        budget = int(args.bytes * share)
        # PNGs do not compress further; a tar header costs about 60 bytes once gzipped.
        keep, size = [], 0
        for i in order:
            if size + len(images[i]) + 60 > budget:
                break
            keep.append(i)
            size += len(images[i]) + 60
        path = os.path.join(args.out, f"mnist_m_{split}.subset.tar.gz")
        # Then sized by what the written file measured: grown once to fill the budget, and
        # shrunk by 1 % while it is over.
        written = write_subset(path, split, images, labels, keep)
        count = min(len(order), int(len(keep) * budget / written * 0.997))
        if count > len(keep):
            keep = order[:count]
            written = write_subset(path, split, images, labels, keep)
        while written > budget:
            keep = keep[: int(len(keep) * 0.99)]
            written = write_subset(path, split, images, labels, keep)
        manifest["splits"][split] = {
            "file": os.path.basename(path), "images": len(keep), "of": len(images),
            "bytes": os.path.getsize(path), "sha256": sha256(path),
            "source": os.path.basename(source), "source_sha256": sha256(source)}
        print(f"mnist_m_subset: {len(keep)} of {len(images)} {split} images, "
              f"{os.path.getsize(path)} bytes in {path}")
    with open(os.path.join(args.out, "mnist_m_subset.json"), "w") as f:
        json.dump(manifest, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
