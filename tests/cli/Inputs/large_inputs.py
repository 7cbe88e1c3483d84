"""Writes large or deeply nested inputs for tests/cli/nesting-limit.mlir,
tests/cli/long-chains.mlir and tests/cli/folding-chains.mlir, and the long
functions docs/passes.md measures, to standard output: python3
large_inputs.py KIND N."""
import sys


def brackets(n):
    """Brackets nested n levels deep on line 3: the `{` of the attribute
    dictionary is level 1, the last `[` level n. Brackets in a comment, in a
    string and the `>` of an `->` (lines 1-2) do not count."""
    many = 2 * n
    return ("// " + "(" * many + "\n"
            "func.func private @f() attributes {m = affine_map<(d0) -> (d0)>, "
            "s = \"\\\"" + "{" * many + "\",\n"
            "  x = " + "[" * (n - 1) + "]" * (n - 1) + "}\n")


def ifs(n):
    """n scf.if nested in one another: the innermost body is n + 1 levels deep."""
    lines = ["func.func @nested(%a: index) -> index {"]
    for i in range(n):
        lines += [f"  %k{i} = arith.constant {i} : index",
                  f"  %c{i} = arith.cmpi sgt, %a, %k{i} : index",
                  f"  %r{i} = scf.if %c{i} -> index {{"]
    lines.append("  %z = arith.addi %a, %a : index\n  scf.yield %z : index")
    for i in reversed(range(n)):
        lines.append(f"  }} else {{\n  scf.yield %k{i} : index\n  }}")
        if i > 0:
            lines.append(f"  scf.yield %r{i} : index")
    lines.append("  return %r0 : index\n}")
    return "\n".join(lines) + "\n"


def same_condition_ifs(n):
    """n scf.if on one condition nested in one another, each then branch
    holding a cstr_require of the condition (true there), a constraint and an
    assuming region, each else branch a cstr_require of the condition (false
    there); the value of each level
    adds the extent the level below reads."""
    lines = ["func.func @same(%a: index, %s: tensor<?xindex>, %t: tensor<?xindex>) -> index {",
             "  %k = arith.constant 0 : index",
             "  %c = arith.cmpi sgt, %a, %k : index"]
    for i in range(n):
        lines += [f"  %r{i} = scf.if %c -> index {{",
                  f"  %m{i} = shape.cstr_require %c, \"live {i}\"",
                  f"  %w{i} = shape.cstr_broadcastable %s, %t : tensor<?xindex>, tensor<?xindex>",
                  f"  %q{i} = shape.assuming %w{i} -> index {{",
                  f"    %e{i} = shape.get_extent %s, %k : tensor<?xindex>, index -> index",
                  f"    shape.assuming_yield %e{i} : index",
                  "  }"]
    lines.append("  scf.yield %a : index")
    for i in reversed(range(n)):
        lines.append(f"  }} else {{\n  %n{i} = shape.cstr_require %c, \"dead {i}\"\n"
                     f"  scf.yield %k : index\n  }}")
        if i > 0:
            lines.append(f"  %y{i} = arith.addi %r{i}, %q{i - 1} : index\n  scf.yield %y{i} : index")
    lines.append("  return %r0 : index\n}")
    return "\n".join(lines) + "\n"


def library(n):
    """A shape.function_library of n shape.funcs, each mapped to an op."""
    lines = ["shape.function_library @lib {"]
    for k in range(n):
        lines += [f"  shape.func @f{k}(%a: !shape.value_shape) -> !shape.shape {{",
                  "    %s = shape.shape_of %a : !shape.value_shape -> !shape.shape",
                  "    shape.return %s : !shape.shape",
                  "  }"]
    mapping = ", ".join(f"op.k{k} = @f{k}" for k in range(n))
    lines.append(f"}} mapping {{{mapping}}}")
    return "\n".join(lines) + "\n"


def dominated_blocks(n):
    """A region of n blocks, each the only way into the next."""
    lines = ["func.func @chain(%a: index) -> index {",
             "  %r = scf.execute_region -> index {", "    cf.br ^b0(%a : index)"]
    for k in range(n):
        lines += [f"  ^b{k}(%x{k}: index):",
                  f"    %k{k} = arith.constant {k} : index",
                  f"    %y{k} = arith.addi %x{k}, %a : index",
                  f"    %c{k} = arith.cmpi sgt, %y{k}, %k{k} : index",
                  f"    cf.cond_br %c{k}, ^b{k + 1}(%y{k} : index), ^exit(%x{k} : index)"]
    lines += [f"  ^b{n}(%e: index):", "    scf.yield %e : index",
              "  ^exit(%f: index):", "    scf.yield %f : index", "  }",
              "  return %r : index", "}"]
    return "\n".join(lines) + "\n"


def ladder(n):
    """n blocks the entry switches to, each also jumping to the next, the last
    back to the first: a depth-first path n blocks long, a cycle, and a
    dominator tree one level deep."""
    cases = ", ".join(f"{k}: ^b{k}" for k in range(n))
    lines = ["func.func @ladder(%flag: i32, %a: index) -> index {",
             "  %r = scf.execute_region -> index {",
             f"    cf.switch %flag : i32, [default: ^exit, {cases}]"]
    for k in range(n):
        lines += [f"  ^b{k}:",
                  f"    %k{k} = arith.constant {k} : index",
                  f"    %c{k} = arith.cmpi sgt, %a, %k{k} : index",
                  f"    cf.cond_br %c{k}, ^b{(k + 1) % n}, ^exit"]
    lines += ["  ^exit:", "    scf.yield %a : index", "  }",
              "  return %r : index", "}"]
    return "\n".join(lines) + "\n"


def calls(n):
    """n functions, each calling the next."""
    out = []
    for k in range(n - 1):
        out.append(f"func.func @f{k}(%a: index) -> index {{\n"
                   f"  %r = func.call @f{k + 1}(%a) : (index) -> index\n"
                   f"  return %r : index\n}}")
    out.append(f"func.func @f{n - 1}(%a: index) -> index {{\n  return %a : index\n}}")
    return "\n".join(out) + "\n"


def assuming_chain(n):
    """A value computed by n additions inside a shape.assuming, which a later
    constraint's hoisting takes out of the region."""
    lines = ["func.func @chain(%a: tensor<?xindex>, %b: tensor<?xindex>, %i: index) -> tensor<?xindex> {",
             "  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>",
             "  %r = shape.assuming %w -> tensor<?xindex> {",
             "    %z0 = arith.addi %i, %i : index"]
    lines += [f"    %z{k} = arith.addi %z{k - 1}, %i : index" for k in range(1, n)]
    lines += [f"    %t = tensor.from_elements %z{n - 1} : tensor<1xindex>",
              "    %t2 = tensor.cast %t : tensor<1xindex> to tensor<?xindex>",
              "    shape.assuming_yield %t2 : tensor<?xindex>",
              "  }",
              "  %w2 = shape.cstr_broadcastable %r, %b : tensor<?xindex>, tensor<?xindex>",
              "  %s = shape.assuming %w2 -> tensor<?xindex> {",
              "    %q = shape.broadcast %r, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>",
              "    shape.assuming_yield %q : tensor<?xindex>",
              "  }",
              "  return %s : tensor<?xindex>",
              "}"]
    return "\n".join(lines) + "\n"


def elementwise(n, index_arithmetic):
    """n elementwise steps as kernel generators emit them: a constraint, then
    an assuming region holding the broadcast; with index_arithmetic, an
    arith.muli no constraint needs after each step."""
    lines = ["func.func @elementwise(%a: tensor<?xindex>, %b: tensor<?xindex>, %i: index)"
             " -> (tensor<?xindex>, index) {",
             "  %s0 = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>",
             "  %z0 = arith.addi %i, %i : index"]
    for k in range(1, n):
        lines += [f"  %w{k} = shape.cstr_broadcastable %s{k - 1}, %b : tensor<?xindex>, tensor<?xindex>",
                  f"  %s{k} = shape.assuming %w{k} -> tensor<?xindex> {{",
                  f"    %t{k} = shape.broadcast %s{k - 1}, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>",
                  f"    shape.assuming_yield %t{k} : tensor<?xindex>",
                  "  }"]
        if index_arithmetic:
            lines.append(f"  %z{k} = arith.muli %z{k - 1}, %i : index")
    last = f"%z{n - 1}" if index_arithmetic else "%z0"
    lines += [f"  return %s{n - 1}, {last} : tensor<?xindex>, index", "}"]
    return "\n".join(lines) + "\n"


def requirement_steps(n):
    """n steps of index arithmetic, each adding a constant to the value the
    step before let through and requiring the sum positive before an assuming
    region lets it through: with the regions inlined, a chain of n additions
    of constants that canonicalize folds one into the next."""
    lines = ["func.func @steps(%x: index) -> index {",
             "  %c0 = arith.constant 0 : index"]
    value = "%x"
    for k in range(n):
        lines += [f"  %k{k} = arith.constant {k + 1} : index",
                  f"  %v{k} = arith.addi {value}, %k{k} : index",
                  f"  %p{k} = arith.cmpi sgt, %v{k}, %c0 : index",
                  f"  %w{k} = shape.cstr_require %p{k}, \"step {k}\"",
                  f"  %r{k} = shape.assuming %w{k} -> index {{",
                  f"    shape.assuming_yield %v{k} : index",
                  "  }"]
        value = f"%r{k}"
    lines += [f"  return {value} : index", "}"]
    return "\n".join(lines) + "\n"


KINDS = {"brackets": brackets, "ifs": ifs, "same-condition-ifs": same_condition_ifs,
         "dominated-blocks": dominated_blocks, "library": library,
         "ladder": ladder, "calls": calls, "assuming-chain": assuming_chain,
         "elementwise": lambda n: elementwise(n, False),
         "elementwise-index": lambda n: elementwise(n, True),
         "requirement-steps": requirement_steps}

if __name__ == "__main__":
    sys.stdout.write(KINDS[sys.argv[1]](int(sys.argv[2])))
