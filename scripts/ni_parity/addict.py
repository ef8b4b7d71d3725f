"""A stand-in for addict.Dict as the authors' code uses it: attribute access that creates nested
dicts on the way, and to_dict(). Written for nilab's parity fixture; not addict."""


class Dict(dict):
    def __init__(self, *args, **kwargs):
        super().__init__()
        for key, value in dict(*args, **kwargs).items():
            self[key] = Dict(value) if isinstance(value, dict) else value

    def __getattr__(self, key):
        if key not in self:
            self[key] = Dict()
        return self[key]

    def __setattr__(self, key, value):
        self[key] = value

    def to_dict(self):
        return {k: v.to_dict() if isinstance(v, Dict) else v for k, v in self.items()}
Addict = Dict  # the name neural_interpreters/utils.py imports
