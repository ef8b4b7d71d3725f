"""A stand-in for the few einops calls the authors' Neural Interpreter makes (rearrange, repeat,
reduce with named axes, parenthesised groups and "()" unit axes), so that their code runs with
Debian's python3-torch alone. Written for nilab's parity fixture; not einops."""

def _parse(side):
    groups, i, tokens = [], 0, side.split()
    while i < len(tokens):
        tok = tokens[i]
        if tok.startswith("("):
            group, tok = [], tok[1:]
            while True:
                end = tok.endswith(")")
                name = tok[:-1] if end else tok
                if name:
                    group.append(name)
                if end:
                    break
                i += 1
                tok = tokens[i]
            groups.append(group)
        else:
            groups.append([tok])
        i += 1
    return groups


def _flat(tensor, groups, sizes):
    """Splits the tensor's axes into the elementary axes of `groups`; learns their sizes."""
    shape = []
    for axis, group in enumerate(groups):
        known = 1
        unknown = [n for n in group if n not in sizes]
        for n in group:
            if n in sizes:
                known *= sizes[n]
        if len(unknown) == 1:
            sizes[unknown[0]] = tensor.shape[axis] // known
        elif unknown:
            raise ValueError(f"cannot infer the sizes of {unknown}")
        shape.extend(sizes[n] for n in group)
    return tensor.reshape(shape), [n for g in groups for n in g]


def _apply(tensor, pattern, sizes, reduction=None):
    lhs, rhs = [s.strip() for s in pattern.split("->")]
    lgroups, rgroups = _parse(lhs), _parse(rhs)
    x, names = _flat(tensor, lgroups, sizes)
    rnames = [n for g in rgroups for n in g]
    dropped = [i for i, n in enumerate(names) if n not in rnames]
    if dropped:
        x = getattr(x, reduction)(dim=dropped) if reduction else x
        names = [n for n in names if n in rnames]
    x = x.permute([names.index(n) for n in rnames if n in names])
    shape = []
    for n in rnames:  # new axes (repeat) as size-1 dims, then expanded
        if n not in names:
            x = x.unsqueeze(rnames.index(n))
        shape.append(sizes[n])
    x = x.expand(shape)
    out = []
    for group in rgroups:
        size = 1
        for n in group:
            size *= sizes[n]
        out.append(size)
    return x.reshape(out)


def rearrange(tensor, pattern, **sizes):
    return _apply(tensor, pattern, dict(sizes))


def repeat(tensor, pattern, **sizes):
    return _apply(tensor, pattern, dict(sizes))


def reduce(tensor, pattern, reduction="mean", **sizes):
    return _apply(tensor, pattern, dict(sizes), reduction)
