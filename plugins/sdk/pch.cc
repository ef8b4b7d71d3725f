// Translation unit that only builds the precompiled <torch/torch.h> shared by all targets.
