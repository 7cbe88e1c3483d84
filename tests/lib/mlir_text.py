"""Small helpers for reading MLIR text in the test scripts (adversarial, difftest)."""


def split_top(text, sep):
    """Splits `text` at each `sep` outside <>, () and [] (e.g. a signature's parameters)."""
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += ch in "<(["
        depth -= ch in ">)]"
        if ch == sep and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out
