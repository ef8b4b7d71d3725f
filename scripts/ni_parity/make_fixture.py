"""Runs the authors' Neural Interpreter (their code, imported from the reference copy at run
time, never copied into nilab) at a small configuration with the digits preset's features on,
and saves weights, inputs, outputs, a scalar loss and every parameter's gradient, all float64, to
an .npz fixture that tests/ni/parity_test.cc compares nilab's NI + digits task against.

Usage: scripts/make_ni_parity_fixture [--reference DIR] [--out FILE] [--seed N]
Needs /usr/bin/python3 with Debian's python3-torch, python3-numpy and python3-yaml
(scripts/setup.sh --fixtures); einops and addict are replaced by the stand-ins in this folder.
"""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    root = os.path.dirname(os.path.dirname(HERE))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reference",
                        default=os.path.join(root, "..", "shared", "reference", "neural-interpreter"))
    parser.add_argument("--out", default=os.path.join(root, "tests", "ni", "data",
                                                      "authors_digits_small.npz"))
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    # The stand-ins first, then the authors' package.
    sys.path.insert(0, HERE)
    sys.path.insert(1, os.path.abspath(args.reference))
    import numpy as np
    import torch
    import torch.nn.functional as F
    from neural_interpreters.core.interface import NeuralInterpreter

    torch.manual_seed(args.seed)
    # The digits preset (presets/digits.yml) at a small size: every feature it turns on is on
    # (shared CLS token and head, sep_sum relative positions with per-function codes, no_residual,
    # scale_attention_weights, use_fc_after_attention, type inference depth 2, truncation,
    # normalised affinities, detached signatures); only the widths, n_f and n_i are smaller.
    dim, code, types, heads, per_head, n_f, n_i = 16, 12, 6, 2, 4, 3, 3
    truncation = 1.4202567871309753
    kwargs = dict(
        detach_patch_embeddings=False, image_input_channels=3, image_size=32, patch_size=4,
        layerwise_positional_encoding=False, pre_positional_encoding=False,
        num_classes_in_dataset={"mnist": 10, "mnistm": 10, "svhn": 10},
        use_shared_cls_tokens=True, use_shared_prediction_head=True,
        program_kwargs=dict(num_scripts=1, script_kwargs=dict(
            function_pod_kwargs=dict(
                code_features=code, detach_function_codes=False,
                detach_function_output_signatures=True, detach_function_signatures=True,
                kernel_kwargs=dict(initial_bandwidth=0.8, straight_through=True,
                                   truncation=truncation),
                loc_pod_kwargs=dict(
                    relative_positional_encoder=True,
                    relative_positional_encoder_kwargs=dict(
                        function_head_mixing_mode="sep_sum",
                        share_positional_encoding_between_functions=False),
                    residual_mode="modulated_attn", scale_attention_weights=True,
                    trailing_activation=False, use_fc_after_attention=True),
                no_residual=True, normalize_function_variable_affinities=True,
                num_features_per_loc_head=per_head, num_functions=n_f, num_heads_in_loc=heads,
                num_loc_pods=1, quantize_function_signature=False, quantize_variable_types=False,
                residual_mode="vanilla"),
            no_residual=True, num_iterations=n_i, num_types=4, type_features=types,
            type_inference_kwargs=dict(depth=2), variable_features=dim)))
    model = NeuralInterpreter(**kwargs).double()
    # Move every parameter off its initial value (LayerNorm gains 1, biases 0), so that a bias
    # added in the wrong place or a swapped gain cannot hide.
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name.endswith("bias") or "layernorm" in name or "prediction_head.0" in name:
                p.add_(0.1 * torch.randn_like(p))
    batch = 3
    image = torch.randn(batch, 3, 32, 32, dtype=torch.float64)
    dataset = torch.tensor([0, 1, 2])
    label = torch.randint(0, 10, (batch,))
    out = model(image)
    tokens = out.program_output.output  # [B, 3 + 64, dim]
    # Each sample through its dataset's CLS copy and the shared head (as nilab's digits task).
    head = model.shared_prediction_head
    logits = head(tokens[torch.arange(batch), dataset])
    for d, name in enumerate(["mnist", "mnistm", "svhn"]):
        assert torch.allclose(out.predictions[name][d], logits[d])
    loss = F.cross_entropy(logits, label)
    loss.backward()

    arrays = {
        "config.dim": dim, "config.code_dim": code, "config.type_dim": types,
        "config.heads": heads, "config.qk_head_dim": heads * per_head, "config.n_f": n_f,
        "config.n_i": n_i, "config.tau": truncation, "config.cls_copies": 3,
        "input.image": image, "input.dataset": dataset, "input.label": label,
        "output.tokens": tokens, "output.logits": logits, "output.loss": loss,
    }
    for name, p in model.named_parameters():
        arrays["param." + name] = p
        if p.grad is not None:
            arrays["grad." + name] = p.grad
    arrays = {k: np.asarray(v.detach().numpy() if torch.is_tensor(v) else v)
              for k, v in arrays.items()}
    for k, v in arrays.items():
        if v.dtype.kind == "f":
            arrays[k] = v.astype(np.float64)
        elif v.dtype.kind in "iu":
            arrays[k] = v.astype(np.int64)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    np.savez_compressed(args.out, **arrays)
    print(f"{args.out}: {len(arrays)} arrays, loss {loss.item():.12f}, "
          f"{sum(k.startswith('grad.') for k in arrays)} gradients, "
          f"{os.path.getsize(args.out)} bytes")


if __name__ == "__main__":
    main()
