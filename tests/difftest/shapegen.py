"""Seeded generator of valid shape functions and their inputs for differential testing.

Programs use the extent-tensor subset of the `shape` dialect that upstream MLIR can lower and
run (`tensor<?xindex>`, `index`, `i1`; a `!shape.size` only between `index_to_size` or
`const_size` and `size_to_index`), with `shape.assuming`, `assuming_all`, every `cstr_*`, the
tensor and arith ops on them, and every scf construct (`if`, `for` over index/i32/i64 and
unsigned, `while`, `index_switch`, `execute_region` with cf blocks, `parallel`, `forall`) and
calls; docs/testing.md lists them and what upstream cannot lower. A program is valid for
upstream on every input: an op that is only defined under a condition (`shape.broadcast` needs
broadcastable operands, `get_extent` and `split_at` an index in range, a division a non-zero
divisor) is generated only where a dominating constraint, a branch condition, a switch case or
a loop bound guarantees that condition. The inputs are chosen so that the constraints fail
often, which is where the two implementations can disagree.

Determinism: program `i` of seed `s` depends only on `(s, i)`.
"""

import random


MAX_INPUT_RANK = 6
MAX_INPUT_EXTENT = 8
MAX_INDEX_ARG = 8
MIN_INDEX_ARG = -2
# Index values stay far from int64 overflow: upstream wraps, shapecc reports `overflow`;
# overflow is covered by tests/adversarial, not here.
BOUND = 1 << 40
EXTENT_WEIGHTS = [(0, 1), (1, 4), (2, 3), (3, 3), (4, 2), (5, 1), (6, 1), (7, 1), (8, 1)]
DYN = "tensor<?xindex>"
CMPI_PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]


# What a batch of the default size (seed 1, 200 programs) must compare with upstream: every
# construct the generator makes (`difftest.py --require-constructs`).
CONSTRUCTS = [
    "broadcast2", "broadcast3", "shape_of", "rank", "num_elements", "get_extent", "split_at",
    "split_at_negative", "const_shape", "tensor.cast", "from_elements", "any", "shape_eq",
    "is_broadcastable", "reduce", "to_extent_tensor", "index_to_size", "const_size",
    "tensor.dim", "tensor.extract", "tensor.generate", "select_shape", "index_cast_i32",
    "index_cast_i64", "index_cast", "index_castui", "cstr_broadcastable2", "cstr_eq",
    "cstr_require", "assuming_all", "assuming", "assuming_nested", "scf.if", "scf.for",
    "scf.for_i32", "scf.for_i64", "scf.for_unsigned", "scf.for_shape", "scf.while",
    "scf.while_shape", "scf.index_switch", "scf.execute_region", "scf.execute_region_blocks",
    "scf.execute_region_loop", "scf.parallel", "scf.forall", "nested_loops", "call",
    "call_results2", "call_results3", "addi", "subi", "muli", "maxsi", "minsi", "maxui",
    "minui", "select", "shape.add", "shape.mul", "divsi", "remsi", "floordivsi", "ceildivsi",
] + ["cmpi_" + p for p in CMPI_PREDICATES]


class Val:
    """A value in scope: its SSA name, kind ('ext', 'idx', 'i1') and MLIR type, plus what
    the generator knows statically (index bounds; an extent tensor's rank and extent bounds;
    what a true i1 implies)."""

    def __init__(self, name, kind, ty, lo=0, hi=0, minrank=0, maxrank=MAX_INPUT_RANK,
                 const=None):
        self.name, self.kind, self.ty = name, kind, ty
        self.lo, self.hi = lo, hi  # idx: value bounds; ext: extent bounds; i1: 0..1
        self.minrank, self.maxrank = minrank, maxrank
        self.const = const
        self.rank_of = None  # idx: the ext whose rank this is
        # Upstream's canonicalizer folds ops on constants. `maybe`: this value may become a
        # constant; `exact`: its value when known (extents list or int).
        self.maybe = const is not None
        self.exact = const
        # A constant the canonicalizer sees as one (not behind a tensor.cast).
        self.direct = const is not None
        self.implies = None  # i1: facts that hold where it is true
        # i1: shapecc may decide it at compile time (constant operands, a static rank, the
        # same operand twice); a constraint on it may then always fail.
        self.decidable = True
        # Made by a region, a loop, a call or tensor.generate: preferred as a result, so
        # that what these constructs compute is compared, not removed as dead code.
        self.compound = False


class Frame:
    """A scope: its values and the facts that hold in it (and in its nested scopes)."""

    def __init__(self):
        self.vals = []
        self.bgroups = []  # lists of ext names known broadcastable together
        self.eqgroups = []  # lists of ext names known equal
        self.minrank = {}  # ext name -> rank lower bound known dynamically
        self.below_rank = {}  # idx name -> ext name: 0 <= idx < rank(ext)


class Program:
    def __init__(self, name, text, arg_kinds, arg_types, result_kinds, result_types, inputs,
                 features):
        self.name = name
        self.text = text  # the function alone, what shapecc compiles
        self.arg_kinds, self.arg_types = arg_kinds, arg_types
        self.result_kinds, self.result_types = result_kinds, result_types
        self.inputs = inputs  # list of tuples: list[int] for ext, int for idx
        self.features = features


def _mul_bound(a, b):
    cands = [a[0] * b[0], a[0] * b[1], a[1] * b[0], a[1] * b[1]]
    return min(cands), max(cands)


class Generator:
    def __init__(self, rng, size=None):
        self.rng = rng
        self.lines = []
        self.indent = 1
        self.frames = [Frame()]
        self.counter = 0
        self.features = set()
        self.budget = size if size is not None else rng.randint(4, 16)
        self.helper = None  # (name, argument types, result Vals) of a callable function
        self.loops_open = 0  # loops around the statement being generated
        # Only constraints that can hold: shapecc rejects a function whose constraint always
        # fails, and a helper is a function of its own even where the caller skips its call.
        self.satisfiable = False

    # ----- output and scopes -------------------------------------------------------------

    def emit(self, text):
        self.lines.append("  " * self.indent + text)

    def fresh(self, prefix="v"):
        self.counter += 1
        return f"%{prefix}{self.counter}"

    def add(self, val):
        self.frames[-1].vals.append(val)
        return val

    def visible(self, kind=None, ty=None):
        out = []
        for frame in self.frames:
            for v in frame.vals:
                if (kind is None or v.kind == kind) and (ty is None or v.ty == ty):
                    out.append(v)
        return out

    def minrank(self, v):
        """A lower bound of `v`'s rank. A constraint asking more than its static rank allows
        always fails, so the code after it never runs; upstream still rejects an op there
        that is out of range for the static type (`split_at` at -1 of a `tensor<0xindex>`),
        so the bound never exceeds `v.maxrank`."""
        known = v.minrank
        for frame in self.frames:
            known = max(known, frame.minrank.get(v.name, 0))
        return min(known, v.maxrank)

    def bgroups(self):
        groups = []
        for frame in self.frames:
            groups += frame.bgroups + frame.eqgroups
        return groups

    def eqgroups(self):
        return [g for frame in self.frames for g in frame.eqgroups]

    def apply_facts(self, facts):
        frame = self.frames[-1]
        for fact in facts:
            if fact[0] == "bcast":
                frame.bgroups.append(list(fact[1]))
            elif fact[0] == "eq":
                frame.eqgroups.append(list(fact[1]))
            elif fact[0] == "minrank":
                frame.minrank[fact[1]] = max(frame.minrank.get(fact[1], 0), fact[2])

    @staticmethod
    def derive(result, operands, rule=any):
        """`result` may fold to a constant if `rule` of its operands may."""
        result.maybe = bool(operands) and rule(o.maybe for o in operands)
        return result

    def pick(self, seq):
        return self.rng.choice(seq)

    def chance(self, p):
        return self.rng.random() < p

    # ----- values ------------------------------------------------------------------------

    def const_index(self, value):
        v = Val(self.fresh("c"), "idx", "index", value, value, const=value)
        self.emit(f"{v.name} = arith.constant {value} : index")
        return self.add(v)

    def const_i1(self, value):
        v = Val(self.fresh("b"), "i1", "i1", 0, 1, const=value)
        self.emit(f"{v.name} = arith.constant {'true' if value else 'false'}")
        return self.add(v)

    def idx_operand(self, small=False):
        """An index value (an existing one, or a new constant)."""
        vals = [v for v in self.visible("idx") if not small or (-16 <= v.lo and v.hi <= 64)]
        if vals and self.chance(0.75):
            return self.pick(vals)
        return self.const_index(self.rng.randint(-2, 6))

    def ext_operands(self, lo, hi):
        exts = self.visible("ext")
        n = min(len(exts), self.rng.randint(lo, hi))
        return self.rng.sample(exts, n)

    def new_ext(self, ty, lo, hi, minrank, maxrank):
        return self.add(Val(self.fresh("s"), "ext", ty, lo, hi, minrank, maxrank))

    def new_idx(self, lo, hi, prefix="i"):
        return self.add(Val(self.fresh(prefix), "idx", "index", lo, hi))

    @staticmethod
    def types(vals):
        return ", ".join(v.ty for v in vals)

    @staticmethod
    def names(vals):
        return ", ".join(v.name for v in vals)

    # ----- ops ---------------------------------------------------------------------------

    def op_broadcast(self):
        groups = [g for g in self.bgroups() if len(g) >= 2]
        vis = {v.name: v for v in self.visible("ext")}
        groups = [[vis[n] for n in g if n in vis] for g in groups]
        groups = [g for g in groups if len(g) >= 2]
        if not groups:
            return False
        group = self.pick(groups)
        operands = self.rng.sample(group, self.rng.randint(2, min(4, len(group))))
        ty, exact = DYN, None
        if all(v.maybe for v in operands):
            # Upstream folds a broadcast of constants into a const_shape of the result type,
            # which must then be static (see docs/testing.md, upstream fold bug).
            if any(v.exact is None for v in operands):
                return False
            exact = broadcast_exact([v.exact for v in operands])
            if exact is None:
                return False
            ty = f"tensor<{len(exact)}xindex>"
        self.features.add("broadcast%d" % len(operands))
        r = self.new_ext(ty, 0, max(v.hi for v in operands),
                         max(self.minrank(v) for v in operands),
                         max(v.maxrank for v in operands))
        r.maybe, r.exact = exact is not None, exact
        r.direct = exact is not None
        self.emit(f"{r.name} = shape.broadcast {self.names(operands)} : "
                  f"{self.types(operands)} -> {ty}")
        # The result broadcasts with every member of the group it came from.
        for frame in self.frames:
            for g in frame.bgroups + frame.eqgroups:
                if operands[0].name in g and all(o.name in g for o in operands):
                    frame.bgroups.append(g + [r.name])
                    break
        return True

    def op_shape_of(self, t=None):
        if t is None:
            tensors = self.visible("tensor")
            if not tensors:
                return False
            t = self.pick(tensors)
        dims = tensor_dims(t.ty)
        if dims is None:
            r = self.new_ext(DYN, 0, MAX_INPUT_EXTENT, 0, MAX_INPUT_RANK)
        else:
            static = all(d is not None for d in dims)
            ty = f"tensor<{len(dims)}xindex>" if static or self.chance(0.5) else DYN
            r = self.new_ext(ty, 0, MAX_INPUT_EXTENT, len(dims), len(dims))
            if static:
                # Upstream folds it into a const_shape (of the result type: static here).
                r.maybe, r.exact, r.direct = True, list(dims), True
        self.emit(f"{r.name} = shape.shape_of {t.name} : {t.ty} -> {r.ty}")
        self.features.add("shape_of")
        return True

    def op_rank(self):
        exts = self.visible("ext")
        if not exts:
            return False
        x = self.pick(exts)
        r = self.new_idx(self.minrank(x), x.maxrank, "r")
        r.rank_of = x.name
        r.maybe = x.maybe or x.ty != DYN
        self.emit(f"{r.name} = shape.rank {x.name} : {x.ty} -> index")
        self.features.add("rank")
        return True

    def op_num_elements(self):
        exts = [x for x in self.visible("ext") if max(x.hi, 1) ** x.maxrank < BOUND]
        if not exts:
            return False
        x = self.pick(exts)
        n = self.derive(self.new_idx(0, max(x.hi, 1) ** x.maxrank, "ne"), [x])
        self.emit(f"{n.name} = shape.num_elements {x.name} : {x.ty} -> index")
        self.features.add("num_elements")
        return True

    def op_get_extent(self):
        choices = []
        for x in self.visible("ext"):
            k = self.minrank(x)
            if k > 0:
                choices.append((x, None, k))
        below = {}
        for frame in self.frames:
            below.update(frame.below_rank)
        vis = {v.name: v for v in self.visible()}
        for iv, xname in below.items():
            if iv in vis and xname in vis:
                choices.append((vis[xname], vis[iv], 0))
        if not choices:
            return False
        x, index, k = self.pick(choices)
        if index is None:
            index = self.const_index(self.rng.randint(0, k - 1))
        e = self.derive(self.new_idx(0, x.hi, "e"), [x, index])
        if self.chance(0.3):
            self.emit(f"{e.name} = tensor.extract {x.name}[{index.name}] : {x.ty}")
            self.features.add("tensor.extract")
        else:
            self.emit(f"{e.name} = shape.get_extent {x.name}, {index.name} : {x.ty}, index "
                      "-> index")
            self.features.add("get_extent")
        return True

    def op_split_at(self):
        exts = self.visible("ext")
        if not exts:
            return False
        x = self.pick(exts)
        k = self.minrank(x)
        index = self.rng.randint(-k, k)
        c = self.const_index(index)
        htype = ttype = DYN
        if x.maybe:
            # Folded by upstream into const_shapes: the result types must be static. Behind a
            # tensor.cast it is not folded, and upstream cannot lower static result types.
            if x.exact is None or not x.direct:
                return False
            cut = index if index >= 0 else len(x.exact) + index
            hexact, texact = x.exact[:cut], x.exact[cut:]
            htype, ttype = f"tensor<{len(hexact)}xindex>", f"tensor<{len(texact)}xindex>"
        head = self.new_ext(htype, 0, x.hi, max(index, 0) if index >= 0 else max(0, k + index),
                            x.maxrank)
        tail = self.new_ext(ttype, 0, x.hi, max(0, k - index) if index >= 0 else -index,
                            x.maxrank)
        if x.maybe:
            head.maybe = tail.maybe = head.direct = tail.direct = True
            head.exact, tail.exact = hexact, texact
        self.emit(f"{head.name}, {tail.name} = \"shape.split_at\"({x.name}, {c.name}) : "
                  f"({x.ty}, index) -> ({htype}, {ttype})")
        self.features.add("split_at" + ("_negative" if index < 0 else ""))
        return True

    def op_const_shape(self):
        rank = self.rng.randint(0, 4)
        extents = [self.weighted_extent() for _ in range(rank)]
        ty = f"tensor<{rank}xindex>"
        r = self.new_ext(ty, 0, max(extents + [0]), rank, rank)
        r.maybe, r.exact, r.direct = True, extents, True
        self.emit(f"{r.name} = shape.const_shape [{', '.join(map(str, extents))}] : {ty}")
        self.features.add("const_shape")
        if self.chance(0.5):
            c = self.new_ext(DYN, r.lo, r.hi, rank, rank)
            c.maybe, c.exact = True, extents
            self.emit(f"{c.name} = tensor.cast {r.name} : {ty} to {DYN}")
            self.features.add("tensor.cast")
        return True

    def op_from_elements(self):
        idxs = [v for v in self.visible("idx") if v.lo >= 0 and v.hi <= 4096]
        if not idxs:
            return False
        n = self.rng.randint(1, 3)
        elems = [self.pick(idxs) for _ in range(n)]
        ty = f"tensor<{n}xindex>"
        r = self.derive(self.new_ext(ty, 0, max(v.hi for v in elems), n, n), elems, all)
        if all(v.exact is not None for v in elems):
            r.exact = [v.exact for v in elems]
            r.direct = True
        self.emit(f"{r.name} = tensor.from_elements {self.names(elems)} : {ty}")
        self.features.add("from_elements")
        return True

    def op_any(self):
        vis = {v.name: v for v in self.visible("ext")}
        groups = [[vis[n] for n in g if n in vis] for g in self.eqgroups()]
        groups = [g for g in groups if len(g) >= 2 and len({v.ty for v in g}) == 1]
        if not groups:
            return False
        operands = self.pick(groups)
        r = self.new_ext(operands[0].ty, 0, max(v.hi for v in operands),
                         max(self.minrank(v) for v in operands),
                         min(v.maxrank for v in operands))
        self.derive(r, operands, all)
        r.exact, r.direct = operands[0].exact, operands[0].direct
        self.emit(f"{r.name} = shape.any {self.names(operands)} : "
                  f"{self.types(operands)} -> {r.ty}")
        self.features.add("any")
        return True

    def op_predicate(self):
        """An i1: shape_eq, is_broadcastable, or a comparison of index values."""
        exts = self.visible("ext")
        kind = self.pick(["shape_eq", "is_broadcastable", "cmpi", "cmpi", "rank_ge"])
        b = Val(self.fresh("p"), "i1", "i1", 0, 1)
        if kind in ("shape_eq", "is_broadcastable") and len(exts) >= 2:
            operands = self.rng.sample(exts, self.rng.randint(2, min(3, len(exts))))
            self.emit(f"{b.name} = shape.{kind} {self.names(operands)} : {self.types(operands)}")
            b.implies = [("eq" if kind == "shape_eq" else "bcast", [v.name for v in operands])]
            if kind == "shape_eq" and len({v.ty for v in operands}) > 1:
                b.implies = [("bcast", [v.name for v in operands])]
            b.decidable = not all(v.ty == DYN and not v.maybe for v in operands)
            self.features.add(kind)
        elif kind == "rank_ge" and exts:
            x = self.pick(exts)
            r = self.new_idx(self.minrank(x), x.maxrank, "r")
            self.emit(f"{r.name} = shape.rank {x.name} : {x.ty} -> index")
            k = self.rng.randint(1, 3)
            c = self.const_index(k)
            pred = self.pick(["sge", "sgt"])
            self.emit(f"{b.name} = arith.cmpi {pred}, {r.name}, {c.name} : index")
            need = k if pred == "sge" else k + 1
            b.implies = [("minrank", x.name, need)]
            b.decidable = x.maybe or x.ty != DYN or x.maxrank < need
            self.features.add("rank")
        else:
            x, y = self.idx_operand(), self.idx_operand()
            pred = self.pick(CMPI_PREDICATES)
            self.emit(f"{b.name} = arith.cmpi {pred}, {x.name}, {y.name} : index")
            self.features.add("cmpi_" + pred)
        self.add(b)
        return True

    def op_logic(self):
        bools = self.visible("i1")
        if not bools:
            return False
        x, y = self.pick(bools), self.pick(bools)
        op = self.pick(["andi", "ori", "xori"])
        b = self.add(Val(self.fresh("p"), "i1", "i1", 0, 1))
        self.emit(f"{b.name} = arith.{op} {x.name}, {y.name} : i1")
        if op == "andi":
            b.implies = (x.implies or []) + (y.implies or [])
        return True

    def op_arith(self):
        x, y = self.idx_operand(), self.idx_operand()
        ops = ["addi", "subi", "muli", "maxsi", "minsi", "select", "shape.add", "shape.mul",
               "divsi", "remsi", "floordivsi", "ceildivsi", "maxui", "minui"]
        op = self.pick(ops)
        if op in ("addi", "shape.add"):
            lo, hi = x.lo + y.lo, x.hi + y.hi
        elif op == "subi":
            lo, hi = x.lo - y.hi, x.hi - y.lo
        elif op in ("muli", "shape.mul"):
            lo, hi = _mul_bound((x.lo, x.hi), (y.lo, y.hi))
        elif op == "maxsi":
            lo, hi = max(x.lo, y.lo), max(x.hi, y.hi)
        elif op == "minsi":
            lo, hi = min(x.lo, y.lo), min(x.hi, y.hi)
        elif op in ("select", "maxui", "minui"):
            # The result is one of the operands (unsigned: a negative one is the largest).
            lo, hi = min(x.lo, y.lo), max(x.hi, y.hi)
        else:
            # Division: only by a divisor that can never be zero (or -1, which can overflow
            # only for INT64_MIN, never reached here).
            if y.lo <= 0 <= y.hi:
                y = self.const_index(self.pick([1, 2, 3, -2, 5]))
            m = max(abs(x.lo), abs(x.hi))
            lo, hi = -m - 1, m + 1
        if max(abs(lo), abs(hi)) >= BOUND:
            return False
        r = self.derive(self.new_idx(lo, hi), [x, y])
        if op == "select":
            bools = self.visible("i1")
            c = self.pick(bools) if bools else self.const_i1(self.chance(0.5))
            self.emit(f"{r.name} = arith.select {c.name}, {x.name}, {y.name} : index")
        elif op.startswith("shape."):
            self.emit(f"{r.name} = {op} {x.name}, {y.name} : index, index -> index")
        else:
            self.emit(f"{r.name} = arith.{op} {x.name}, {y.name} : index")
        self.features.add(op)
        return True

    def op_reduce(self):
        exts = self.visible("ext")
        if not exts:
            return False
        x = self.pick(exts)
        init = self.idx_operand(small=True)
        op = self.pick(["addi", "muli", "maxsi"])
        ext_hi = max(x.hi, 1)
        if op == "addi":
            lo, hi = min(init.lo, 0), init.hi + ext_hi * x.maxrank
        elif op == "muli":
            m = max(abs(init.lo), abs(init.hi), 1) * ext_hi ** x.maxrank
            lo, hi = -m, m
        else:
            lo, hi = init.lo, max(init.hi, ext_hi)
        if max(abs(lo), abs(hi)) >= BOUND:
            return False
        r = self.derive(self.new_idx(lo, hi, "red"), [x, init])
        n = self.counter
        self.emit(f"{r.name} = shape.reduce({x.name}, {init.name}) : {x.ty} -> index {{")
        self.emit(f"  ^bb0(%k{n}: index, %ext{n}: index, %acc{n}: index):")
        self.emit(f"    %nx{n} = arith.{op} %acc{n}, %ext{n} : index")
        self.emit(f"    shape.yield %nx{n} : index")
        self.emit("}")
        self.features.add("reduce")
        return True

    def op_to_extent_tensor(self):
        exts = self.visible("ext")
        if not exts:
            return False
        x = self.pick(exts)
        r = self.new_ext(x.ty, x.lo, x.hi, self.minrank(x), x.maxrank)
        r.maybe, r.exact, r.direct = x.maybe, x.exact, x.direct
        self.emit(f"{r.name} = shape.to_extent_tensor {x.name} : {x.ty} -> {x.ty}")
        self.frames[-1].eqgroups.append([x.name, r.name])
        self.features.add("to_extent_tensor")
        return True

    def op_size(self):
        """An index through a `!shape.size`: upstream lowers `index_to_size`, `const_size`
        and `size_to_index` only where the canonicalizer removes the size between them."""
        s = self.fresh("sz")
        if self.chance(0.5):
            x = self.idx_operand()
            self.emit(f"{s} = shape.index_to_size {x.name}")
            r = self.derive(self.new_idx(x.lo, x.hi), [x])
            r.exact = x.exact
            self.features.add("index_to_size")
        else:
            n = self.rng.randint(0, 8)
            self.emit(f"{s} = shape.const_size {n}")
            r = self.new_idx(n, n)
            r.maybe, r.exact = True, n
            self.features.add("const_size")
        self.emit(f"{r.name} = shape.size_to_index {s} : !shape.size")
        return True

    def op_dim(self):
        """`tensor.dim` of an extent tensor (its rank) or of a data tensor (an extent)."""
        ranked = [t for t in self.visible("tensor") if tensor_dims(t.ty)]
        exts = self.visible("ext")
        if ranked and (not exts or self.chance(0.5)):
            t = self.pick(ranked)
            dims = tensor_dims(t.ty)
            k = self.rng.randrange(len(dims))
            c = self.const_index(k)
            d = dims[k]
            r = self.new_idx(0, MAX_INPUT_EXTENT if d is None else d, "d")
            if d is not None:
                r.lo, r.maybe, r.exact = d, True, d
            self.emit(f"{r.name} = tensor.dim {t.name}, {c.name} : {t.ty}")
        elif exts:
            x = self.pick(exts)
            c = self.const_index(0)
            r = self.new_idx(self.minrank(x), x.maxrank, "d")
            r.rank_of = x.name
            r.maybe = x.maybe or x.ty != DYN
            self.emit(f"{r.name} = tensor.dim {x.name}, {c.name} : {x.ty}")
        else:
            return False
        self.features.add("tensor.dim")
        return True

    def op_generate(self):
        """`tensor.generate` of an extent tensor: over the rank of another one (reading its
        extents), or of a length in 0..8 from the element's index alone; extents stay >= 0."""
        exts = [x for x in self.visible("ext") if not x.maybe]
        n = self.counter + 1
        iv, e, y = f"%gi{n}", f"%ge{n}", f"%gy{n}"
        k = self.rng.randint(0, 2)
        body = []
        if exts and self.chance(0.7):
            x = self.pick(exts)
            length = self.new_idx(self.minrank(x), x.maxrank, "r")
            length.rank_of, length.maybe = x.name, x.maybe or x.ty != DYN
            self.emit(f"{length.name} = shape.rank {x.name} : {x.ty} -> index")
            body.append(f"{e} = shape.get_extent {x.name}, {iv} : {x.ty}, index -> index")
            lo, hi, minrank, maxrank = x.lo, x.hi, self.minrank(x), x.maxrank
        else:
            lens = [v for v in self.visible("idx") if 0 <= v.lo and v.hi <= MAX_INPUT_EXTENT]
            length = self.pick(lens) if lens and self.chance(0.7) else \
                self.const_index(self.rng.randint(0, 4))
            body.append(f"{e} = arith.addi {iv}, {iv} : index")
            lo, hi = 0, 2 * max(length.hi - 1, 0)
            minrank, maxrank = length.lo, length.hi
        op = self.pick(["addi", "maxsi", "muli"])
        body.append(f"%gk{n} = arith.constant {k} : index")
        body.append(f"{y} = arith.{op} {e}, %gk{n} : index")
        hi = hi + k if op == "addi" else (max(hi, k) if op == "maxsi" else hi * k)
        r = self.new_ext(DYN, 0, hi, minrank, maxrank)
        # Of a constant length the canonicalizer gives it a static rank (its extents unknown).
        r.compound, r.maybe = True, length.maybe
        self.emit(f"{r.name} = tensor.generate {length.name} {{")
        self.emit(f"^bb0({iv}: index):")
        for line in body:
            self.emit(f"  {line}")
        self.emit(f"  tensor.yield {y} : index")
        self.emit(f"}} : {DYN}")
        self.features.add("tensor.generate")
        return True

    def op_select_ext(self):
        by_type = {}
        for x in self.visible("ext"):
            by_type.setdefault(x.ty, []).append(x)
        pairs = [xs for xs in by_type.values() if len(xs) >= 2]
        if not pairs:
            return False
        x, y = self.rng.sample(self.pick(pairs), 2)
        bools = self.visible("i1")
        c = self.pick(bools) if bools else self.const_i1(self.chance(0.5))
        r = self.derive(self.new_ext(x.ty, 0, max(x.hi, y.hi),
                                     min(self.minrank(x), self.minrank(y)),
                                     max(x.maxrank, y.maxrank)), [x, y, c], all)
        if r.maybe and c.exact is not None:
            r.exact = x.exact if c.exact else y.exact
        self.emit(f"{r.name} = arith.select {c.name}, {x.name}, {y.name} : {x.ty}")
        self.features.add("select_shape")
        return True

    def op_index_cast(self):
        """An index through i32 or i64 (maybe truncated, maybe with an addition that wraps)
        and back, sign- or zero-extended."""
        vals = [v for v in self.visible("idx") if -(1 << 20) <= v.lo and v.hi <= 1 << 20]
        roll = self.rng.random()
        if vals and roll < 0.7:
            x = self.pick(vals)
        elif roll < 0.85:
            # Beyond i32: truncated (and an i32 addition near its ends wraps).
            x = self.const_index(self.pick([2147483647, 2147483648, -2147483648, -2147483649,
                                            4294967295, 4294967298]))
        else:
            x = self.const_index(self.rng.randint(-2, 6))
        ty = self.pick(["i32", "i64"])
        a = self.fresh("n")
        self.emit(f"{a} = arith.index_cast {x.name} : index to {ty}")
        lo, hi = x.lo, x.hi
        if self.chance(0.5):
            k = self.rng.randint(-3, 3)
            c, b = self.fresh("k"), self.fresh("n")
            self.emit(f"{c} = arith.constant {k} : {ty}")
            self.emit(f"{b} = arith.addi {a}, {c} : {ty}")
            a, lo, hi = b, lo + k, hi + k
        if ty == "i32" and not (-(1 << 31) <= lo and hi < 1 << 31):
            # Any i32, read back signed or unsigned (or x itself, where upstream's
            # canonicalizer folds the round trip).
            lo, hi = min(lo, -(1 << 31)), max(hi, 1 << 32)
        back = self.pick(["index_cast", "index_castui"])
        if back == "index_castui" and lo < 0:
            # Zero-extended: a negative i32 becomes a value below 2^32, an i64 one any index.
            if ty == "i64":
                back = "index_cast"
            else:
                lo, hi = min(lo, 0), max(hi, 1 << 32)
        r = self.derive(self.new_idx(lo, hi), [x])
        self.emit(f"{r.name} = arith.{back} {a} : {ty} to index")
        self.features.add(f"index_cast_{ty}")
        self.features.add(back)
        return True

    # ----- constraints and regions -------------------------------------------------------

    def constraint(self):
        """Emits one cstr_* op; returns (witness name, facts it establishes)."""
        exts = self.visible("ext")
        if self.satisfiable:
            exts = [v for v in exts if v.ty == DYN and not v.maybe]
        kind = self.pick(["broadcastable", "broadcastable", "eq", "require", "require_rank"])
        w = self.fresh("w")
        if kind == "broadcastable" and len(exts) >= 2:
            operands = self.rng.sample(exts, self.rng.randint(2, min(4, len(exts))))
            self.emit(f"{w} = shape.cstr_broadcastable {self.names(operands)} : "
                      f"{self.types(operands)}")
            self.features.add("cstr_broadcastable%d" % len(operands))
            return w, [("bcast", [v.name for v in operands])]
        if kind == "eq" and len(exts) >= 2:
            operands = self.rng.sample(exts, self.rng.randint(2, min(3, len(exts))))
            self.emit(f"{w} = shape.cstr_eq {self.names(operands)} : {self.types(operands)}")
            self.features.add("cstr_eq")
            same_type = len({v.ty for v in operands}) == 1
            return w, [("eq" if same_type else "bcast", [v.name for v in operands])]
        bools = [b for b in self.visible("i1") if (kind == "require" or b.implies)
                 and not (self.satisfiable and b.decidable)]
        if bools and self.chance(0.5):
            b = self.pick(bools)
        elif self.satisfiable:
            exts = [v for v in exts if v.maxrank >= 3]
            if not exts:
                self.emit(f"{w} = shape.const_witness true")
                return w, []
            b = self.rank_predicate(exts)
        else:
            self.op_predicate() if kind == "require" or not exts else self.rank_predicate(exts)
            b = self.visible("i1")[-1]
        msg = self.pick(["must hold", "rank too small", "extents differ", "bad \\\"input\\\""])
        self.emit(f"{w} = shape.cstr_require {b.name}, \"{msg}\"")
        self.features.add("cstr_require")
        return w, list(b.implies or [])

    def rank_predicate(self, exts):
        x = self.pick(exts)
        r = self.new_idx(self.minrank(x), x.maxrank, "r")
        self.emit(f"{r.name} = shape.rank {x.name} : {x.ty} -> index")
        k = self.rng.randint(1, 3)
        c = self.const_index(k)
        b = self.add(Val(self.fresh("p"), "i1", "i1", 0, 1))
        self.emit(f"{b.name} = arith.cmpi sge, {r.name}, {c.name} : index")
        b.implies = [("minrank", x.name, k)]
        b.decidable = x.maybe or x.ty != DYN or x.maxrank < k
        return b

    def stmt_assuming(self, depth):
        witnesses, facts = [], []
        for _ in range(self.rng.choice([1, 1, 2, 3])):
            w, f = self.constraint()
            witnesses.append(w)
            facts += f
        if len(witnesses) > 1 or self.chance(0.15):
            w = self.fresh("w")
            self.emit(f"{w} = shape.assuming_all {', '.join(witnesses)}")
            self.features.add("assuming_all")
            witnesses = [w]
        self.features.add("assuming" if depth == 0 else "assuming_nested")
        self.region(witnesses[0], facts, depth, kind="assuming")
        # Past the region the constraints hold too: had one failed, execution had stopped.
        self.apply_facts(facts)
        return True

    def region(self, cond, facts, depth, kind, cases=None):
        """An assuming region, an scf.if with both branches, an scf.execute_region, or an
        scf.index_switch on `cond` with `cases` (a list of (value, facts)) and a default."""
        header_at = len(self.lines)
        self.lines.append(None)  # the op's first line, once its result types are known
        if kind == "switch":
            branches = [(f"case {v} {{", f) for v, f in cases] + [("default {", [])]
        elif kind == "if":
            branches = [(None, facts), ("} else {", [])]
        else:
            branches = [(None, facts)]
        yields_per_branch, results = [], None
        for opener, branch_facts in branches:
            if opener is not None:
                self.emit(opener)
            self.indent += 1
            self.frames.append(Frame())
            self.apply_facts(branch_facts)
            self.statements(self.rng.randint(1, 4), depth + 1)
            if results is None:
                results = self.choose_results(outer_ok=True)
            yields = [self.pick(self.visible(ty=ty)) for ty in [r.ty for r in results]]
            yields_per_branch.append(yields)
            term = "shape.assuming_yield" if kind == "assuming" else "scf.yield"
            if yields:
                self.emit(f"{term} {self.names(yields)} : {self.types(yields)}")
            else:
                self.emit(term)
            self.frames.pop()
            self.indent -= 1
            if kind == "switch":
                self.emit("}")
        if kind != "switch":
            self.emit("}")
        name = self.fresh({"assuming": "a", "if": "if", "switch": "sw"}.get(kind, "ex"))
        n = len(results)
        outs = []
        for i, r in enumerate(results):
            rname = name if n == 1 else f"{name}#{i}"
            ys = [y[i] for y in yields_per_branch]
            v = Val(rname, r.kind, r.ty, min(y.lo for y in ys), max(y.hi for y in ys),
                    min(self.minrank(y) for y in ys) if r.kind == "ext" else 0,
                    max(y.maxrank for y in ys))
            self.derive(v, ys)
            if len(ys) == 1:
                v.exact, v.direct = ys[0].exact, ys[0].direct
            v.compound = True
            outs.append(v)
        lhs = "" if n == 0 else (f"{name} = " if n == 1 else f"{name}:{n} = ")
        types = self.types(results)
        if kind == "assuming":
            head = f"{lhs}shape.assuming {cond}" + (f" -> ({types})" if n else "") + " {"
        elif kind == "if":
            head = f"{lhs}scf.if {cond}" + (f" -> ({types})" if n else "") + " {"
        elif kind == "switch":
            head = f"{lhs}scf.index_switch {cond}" + (f" -> {types}" if n else "")
        else:
            head = f"{lhs}scf.execute_region" + (f" -> ({types})" if n else "") + " {"
        self.lines[header_at] = "  " * self.indent + head
        for v in outs:
            self.add(v)

    def choose_results(self, outer_ok):
        """1-2 result slots, typed like values visible in the current (inner) scope that
        also exist in the enclosing scope, so that every branch can yield one."""
        inner = [v for v in self.visible() if v.kind != "tensor"]
        outer_types = set()
        for frame in self.frames[:-1]:
            outer_types |= {v.ty for v in frame.vals if v.kind != "tensor"}
        cands = [v for v in inner if v.ty in outer_types]
        fresh = [v for v in self.frames[-1].vals if v.ty in outer_types]
        out = []
        for _ in range(self.rng.choice([1, 1, 2])):
            pool = fresh if fresh and self.chance(0.8) else cands
            if pool:
                out.append(self.pick(pool))
        return out

    def stmt_if(self, depth):
        bools = self.visible("i1")
        if not bools or self.chance(0.3):
            self.op_predicate()
            bools = self.visible("i1")
        c = self.pick(bools)
        self.features.add("scf.if")
        self.region(c.name, list(c.implies or []), depth, kind="if")
        return True

    def stmt_for(self, depth):
        choices = []
        for x in self.visible("ext"):
            choices.append(("rank", x))
        for v in self.visible("idx"):
            if v.hi <= 12:
                choices.append(("value", v))
        kind, x = self.pick(choices) if choices else ("const", None)
        if kind == "rank":
            ub = self.new_idx(self.minrank(x), x.maxrank, "r")
            ub.rank_of = x.name
            self.emit(f"{ub.name} = shape.rank {x.name} : {x.ty} -> index")
        elif kind == "value":
            ub = x
        else:
            ub = self.const_index(self.rng.randint(0, 4))
        init = self.idx_operand(small=True)
        # The induction variable: index, i32 or i64, compared signed or (`unsigned`, only for
        # a bound >= 0, else the loop would run ~2^64 times) unsigned, where a lower bound
        # below 0 is above every bound and the loop does not run.
        ity = self.pick(["index", "index", "index", "i32", "i64"])
        unsigned = ub.lo >= 0 and self.chance(0.3)
        lows = [v for v in self.visible("idx") if -4 <= v.lo and v.hi <= 12]
        lb = self.pick(lows) if unsigned and lows and self.chance(0.5) else self.const_index(0)
        c1 = self.const_index(1)
        bounds = [lb, ub, c1]
        if ity != "index":
            cast = []
            for v in bounds:
                name = self.fresh("n")
                self.emit(f"{name} = arith.index_cast {v.name} : index to {ity}")
                cast.append(name)
            lbn, ubn, c1n = cast
        else:
            lbn, ubn, c1n = (v.name for v in bounds)
        trips = max(ub.hi, 0)
        header_at = len(self.lines)
        self.lines.append(None)
        self.indent += 1
        self.frames.append(Frame())
        ivname = self.fresh("iv")
        iv = self.add(Val(ivname, "idx", "index", max(lb.lo, 0), max(trips - 1, 0)))
        if ity != "index":
            iv.name = self.fresh("ivx")
            op = "index_castui" if unsigned else "index_cast"
            self.emit(f"{iv.name} = arith.{op} {ivname} : {ity} to index")
        acc = self.add(Val(self.fresh("acc"), "idx", "index", init.lo, init.hi))
        if kind == "rank":
            self.frames[-1].below_rank[iv.name] = x.name
        self.statements(self.rng.randint(1, 4), depth + 1)
        step = self.loop_value(acc, iv, trips)
        op = self.pick(["addi", "maxsi"])
        nxt = self.fresh("nx")
        self.emit(f"{nxt} = arith.{op} {acc.name}, {step.name} : index")
        self.emit(f"scf.yield {nxt} : index")
        self.frames.pop()
        self.indent -= 1
        self.emit("}")
        r = self.derive(self.new_idx(*accumulated(op, init, step, trips), "loop"), [init, ub, lb])
        r.compound = True
        self.lines[header_at] = (
            "  " * self.indent + f"{r.name} = scf.for {'unsigned ' if unsigned else ''}"
            f"{ivname} = {lbn} to {ubn} step {c1n} iter_args({acc.name} = {init.name}) -> "
            f"(index){'' if ity == 'index' else ' : ' + ity} {{")
        self.features.add("scf.for")
        if ity != "index":
            self.features.add("scf.for_" + ity)
        if unsigned:
            self.features.add("scf.for_unsigned")
        return True

    def loop_value(self, acc, iv, trips):
        """An index the loop body computed to fold into the accumulator `acc`, small enough that
        `trips` iterations do not overflow (else the induction variable `iv`)."""
        vals = [v for v in self.frames[-1].vals if v.kind == "idx" and v is not acc
                and max(abs(v.lo), abs(v.hi)) * max(trips, 1) < BOUND]
        return self.pick(vals) if vals else iv

    def loop_bound(self):
        """An upper bound for a loop: the rank of an extent tensor (the loop's index then
        stays below it), a small index value, or a constant. Returns (bound, ext or None)."""
        exts = self.visible("ext")
        vals = [v for v in self.visible("idx") if v.hi <= 12]
        roll = self.rng.random()
        if exts and roll < 0.6:
            x = self.pick(exts)
            ub = self.new_idx(self.minrank(x), x.maxrank, "r")
            ub.rank_of = x.name
            self.emit(f"{ub.name} = shape.rank {x.name} : {x.ty} -> index")
            return ub, x
        if vals and roll < 0.8:
            return self.pick(vals), None
        return self.const_index(self.rng.randint(0, 4)), None

    def stmt_while(self, depth):
        """An scf.while counting an index up to a bound, optionally also carrying a shape
        broadcast with another one in each iteration (the before region checks the count,
        the after region runs statements and the broadcast under its constraint)."""
        ub, x = self.loop_bound()
        c0, c1 = self.const_index(0), self.const_index(1)
        exts = [v for v in self.visible("ext") if v.ty == DYN and not v.maybe]
        inits = [v for v in exts if v.name.startswith(("%arg", "%h"))]
        carry = inits and self.chance(0.6)
        trips = max(ub.hi, 0)
        n = self.counter + 1
        bi, ai, bs, as_ = f"%wbi{n}", f"%wai{n}", f"%wbs{n}", f"%was{n}"
        res = self.fresh("wh")
        if carry:
            init, other = self.pick(inits), self.pick(exts)
            self.emit(f"{res}:2 = scf.while ({bi} = {c0.name}, {bs} = {init.name}) : "
                      f"(index, {DYN}) -> (index, {DYN}) {{")
        else:
            self.emit(f"{res} = scf.while ({bi} = {c0.name}) : (index) -> (index) {{")
        cond = self.fresh("p")
        self.emit(f"  {cond} = arith.cmpi slt, {bi}, {ub.name} : index")
        if carry:
            self.emit(f"  scf.condition({cond}) {bi}, {bs} : index, {DYN}")
            self.emit("} do {")
            self.emit(f"^bb0({ai}: index, {as_}: {DYN}):")
        else:
            self.emit(f"  scf.condition({cond}) {bi} : index")
            self.emit("} do {")
            self.emit(f"^bb0({ai}: index):")
        self.indent += 1
        self.frames.append(Frame())
        self.add(Val(ai, "idx", "index", 0, max(trips - 1, 0)))
        if x is not None:
            self.frames[-1].below_rank[ai] = x.name
        if carry:
            acc = self.add(Val(as_, "ext", DYN, 0, max(init.hi, other.hi), 0,
                               max(init.maxrank, other.maxrank)))
        self.statements(self.rng.randint(1, 3), depth + 1)
        nxt = self.fresh("nx")
        self.emit(f"{nxt} = arith.addi {ai}, {c1.name} : index")
        if carry:
            w, a, b = self.fresh("w"), self.fresh("a"), self.fresh("s")
            self.emit(f"{w} = shape.cstr_broadcastable {acc.name}, {other.name} : {DYN}, {DYN}")
            self.emit(f"{a} = shape.assuming {w} -> ({DYN}) {{")
            self.emit(f"  {b} = shape.broadcast {acc.name}, {other.name} : {DYN}, {DYN} -> "
                      f"{DYN}")
            self.emit(f"  shape.assuming_yield {b} : {DYN}")
            self.emit("}")
            self.emit(f"scf.yield {nxt}, {a} : index, {DYN}")
        else:
            self.emit(f"scf.yield {nxt} : index")
        self.frames.pop()
        self.indent -= 1
        self.emit("}")
        count = self.derive(self.new_idx(0, trips, "wn"), [ub])
        count.compound = True
        if carry:
            count.name = f"{res}#0"
            r = self.new_ext(DYN, 0, acc.hi, self.minrank(init), acc.maxrank)
            r.name, r.compound = f"{res}#1", True
        else:
            count.name = res
        self.features.add("scf.while" + ("_shape" if carry else ""))
        return True

    def stmt_switch(self, depth):
        """An scf.index_switch on `rank - c` (or on an extent): a case `v` of `rank(x) - c`
        implies rank(x) >= v + c, which a `get_extent` in that case may use."""
        exts = self.visible("ext")
        if not exts:
            return False
        gets = [v for v in self.visible("idx") if v.name.startswith("%e")]
        if gets and self.chance(0.3):
            k, x, c = self.pick(gets), None, 0
        else:
            x = self.pick(exts)
            r = self.new_idx(self.minrank(x), x.maxrank, "r")
            self.emit(f"{r.name} = shape.rank {x.name} : {x.ty} -> index")
            c = self.rng.randint(0, 2)
            cst = self.const_index(c)
            k = self.new_idx(r.lo - c, r.hi - c, "k")
            k.maybe = x.maybe or x.ty != DYN
            self.emit(f"{k.name} = arith.subi {r.name}, {cst.name} : index")
        values = sorted(self.rng.sample(range(-1, 5), self.rng.randint(0, 3)))
        cases = []
        for v in values:
            facts = [("minrank", x.name, v + c)] if x is not None and v + c > 0 else []
            cases.append((v, facts))
        self.features.add("scf.index_switch")
        self.region(k.name, [], depth, kind="switch", cases=cases)
        return True

    def stmt_execute_region(self, depth):
        """An scf.execute_region: one block, or several joined by `cf.cond_br`/`cf.br`, where
        the conditional block runs under its condition's facts."""
        if self.chance(0.5):
            self.features.add("scf.execute_region")
            self.region(None, [], depth, kind="exec")
            return True
        results = self.choose_results(outer_ok=True)[:1]
        if not results:
            return False
        ty = results[0].ty
        name = self.fresh("ex")
        n = self.counter
        self.emit(f"{name} = scf.execute_region -> ({ty}) {{")
        self.indent += 1
        self.frames.append(Frame())
        self.statements(self.rng.randint(0, 2), depth + 1)
        bools = self.visible("i1")
        if not bools or self.chance(0.5):
            self.op_predicate()
            bools = self.visible("i1")
        c = self.pick(bools)
        skip = self.pick(self.visible(ty=ty))
        self.emit(f"cf.cond_br {c.name}, ^bb1, ^bb2({skip.name} : {ty})")
        self.indent -= 1
        self.emit("^bb1:")
        self.indent += 1
        self.frames.append(Frame())
        self.apply_facts(list(c.implies or []))
        self.statements(self.rng.randint(1, 3), depth + 1)
        taken = self.pick(self.visible(ty=ty))
        self.emit(f"cf.br ^bb2({taken.name} : {ty})")
        self.frames.pop()
        self.indent -= 1
        arg = f"%xa{n}"
        self.emit(f"^bb2({arg}: {ty}):")
        self.indent += 1
        self.emit(f"scf.yield {arg} : {ty}")
        self.frames.pop()
        self.indent -= 1
        self.emit("}")
        v = Val(name, skip.kind, ty, min(skip.lo, taken.lo), max(skip.hi, taken.hi),
                min(self.minrank(skip), taken.minrank),
                max(skip.maxrank, taken.maxrank))
        self.derive(v, [skip, taken, c])
        v.compound = True
        self.add(v)
        self.features.add("scf.execute_region_blocks")
        return True

    def stmt_block_loop(self, depth):
        """An scf.execute_region whose blocks form a counted loop (`cf.cond_br` to the body or
        the exit, `cf.br` back to the header), accumulating an index."""
        ub, x = self.loop_bound()
        init = self.idx_operand(small=True)
        c0, c1 = self.const_index(0), self.const_index(1)
        trips = max(ub.hi, 0)
        n = self.counter + 1
        i, acc, cond = f"%bi{n}", f"%bacc{n}", f"%bc{n}"
        name = self.fresh("ex")
        self.emit(f"{name} = scf.execute_region -> (index) {{")
        self.emit(f"  cf.br ^bb1({c0.name}, {init.name} : index, index)")
        self.emit(f"^bb1({i}: index, {acc}: index):")
        self.emit(f"  {cond} = arith.cmpi slt, {i}, {ub.name} : index")
        self.emit(f"  cf.cond_br {cond}, ^bb2, ^bb3")
        self.emit("^bb2:")
        self.indent += 1
        self.frames.append(Frame())
        iv = self.add(Val(i, "idx", "index", 0, max(trips - 1, 0)))
        accv = self.add(Val(acc, "idx", "index", init.lo, init.hi))
        if x is not None:
            self.frames[-1].below_rank[i] = x.name
        self.statements(self.rng.randint(1, 3), depth + 1)
        step = self.loop_value(accv, iv, trips)
        nxt, inc = self.fresh("nx"), self.fresh("nx")
        self.emit(f"{nxt} = arith.addi {acc}, {step.name} : index")
        self.emit(f"{inc} = arith.addi {i}, {c1.name} : index")
        self.emit(f"cf.br ^bb1({inc}, {nxt} : index, index)")
        self.frames.pop()
        self.indent -= 1
        self.emit("^bb3:")
        self.emit(f"  scf.yield {acc} : index")
        self.emit("}")
        r = self.derive(self.new_idx(*accumulated("addi", init, step, trips), "bl"), [init, ub])
        r.name, r.compound = name, True
        self.features.add("scf.execute_region_loop")
        return True

    def stmt_parallel(self, depth):
        """An scf.parallel reducing an index over a loop (sum or maximum) with scf.reduce."""
        ub, x = self.loop_bound()
        c0, c1 = self.const_index(0), self.const_index(1)
        init = self.idx_operand(small=True)
        trips = max(ub.hi, 0)
        header_at = len(self.lines)
        self.lines.append(None)
        self.indent += 1
        self.frames.append(Frame())
        iv = self.add(Val(self.fresh("pi"), "idx", "index", 0, max(trips - 1, 0)))
        if x is not None:
            self.frames[-1].below_rank[iv.name] = x.name
        self.statements(self.rng.randint(1, 3), depth + 1)
        val = self.loop_value(None, iv, trips)
        op = self.pick(["addi", "maxsi", "minsi"])
        n = self.counter + 1
        self.emit(f"scf.reduce({val.name} : index) {{")
        self.emit(f"^bb0(%ra{n}: index, %rb{n}: index):")
        self.emit(f"  %rr{n} = arith.{op} %ra{n}, %rb{n} : index")
        self.emit(f"  scf.reduce.return %rr{n} : index")
        self.emit("}")
        self.frames.pop()
        self.indent -= 1
        self.emit("}")
        r = self.derive(self.new_idx(*accumulated(op, init, val, trips), "par"), [init, ub])
        r.compound = True
        self.lines[header_at] = ("  " * self.indent +
                                 f"{r.name} = scf.parallel ({iv.name}) = ({c0.name}) to "
                                 f"({ub.name}) step ({c1.name}) init ({init.name}) -> index {{")
        self.features.add("scf.parallel")
        return True

    def stmt_forall(self, depth):
        """An scf.forall without results: a constraint checked in every iteration."""
        ub, x = self.loop_bound()
        iv = self.fresh("fi")
        self.emit(f"scf.forall ({iv}) in ({ub.name}) {{")
        self.indent += 1
        self.frames.append(Frame())
        self.add(Val(iv, "idx", "index", 0, max(ub.hi - 1, 0)))
        if x is not None:
            self.frames[-1].below_rank[iv] = x.name
        self.statements(self.rng.randint(0, 2), depth + 1)
        self.stmt_assuming(depth + 1)
        self.frames.pop()
        self.indent -= 1
        self.emit("}")
        self.features.add("scf.forall")
        return True

    def stmt_for_shape(self, depth):
        """A loop carrying a shape: each iteration checks that the accumulated shape and another
        broadcast, then broadcasts them (the loop over a variadic op's operands)."""
        exts = [v for v in self.visible("ext") if v.ty == DYN and not v.maybe]
        # The initial shape is an argument: upstream miscompiles a loop whose initial shape it
        # can give a static length (U5 in docs/testing.md; regress/loop_carried_shape.mlir).
        inits = [v for v in exts if v.name.startswith(("%arg", "%h"))]
        if not inits:
            return False
        init, other = self.pick(inits), self.pick(exts)
        kind = self.pick(["rank", "const"])
        if kind == "rank":
            ub = self.new_idx(self.minrank(other), other.maxrank, "r")
            self.emit(f"{ub.name} = shape.rank {other.name} : {other.ty} -> index")
        else:
            ub = self.const_index(self.rng.randint(0, 3))
        c0, c1 = self.const_index(0), self.const_index(1)
        header_at = len(self.lines)
        self.lines.append(None)
        self.indent += 1
        self.frames.append(Frame())
        iv = self.add(Val(self.fresh("iv"), "idx", "index", 0, max(ub.hi - 1, 0)))
        acc = self.add(Val(self.fresh("acc"), "ext", DYN, 0, max(init.hi, other.hi), 0,
                           max(init.maxrank, other.maxrank)))
        if kind == "rank":
            self.frames[-1].below_rank[iv.name] = other.name
        self.statements(self.rng.randint(0, 2), depth + 1)
        w, a, b = self.fresh("w"), self.fresh("a"), self.fresh("s")
        self.emit(f"{w} = shape.cstr_broadcastable {acc.name}, {other.name} : {DYN}, {DYN}")
        self.emit(f"{a} = shape.assuming {w} -> ({DYN}) {{")
        self.emit(f"  {b} = shape.broadcast {acc.name}, {other.name} : {DYN}, {DYN} -> {DYN}")
        self.emit(f"  shape.assuming_yield {b} : {DYN}")
        self.emit("}")
        self.emit(f"scf.yield {a} : {DYN}")
        self.frames.pop()
        self.indent -= 1
        self.emit("}")
        r = self.new_ext(DYN, 0, acc.hi, self.minrank(init), acc.maxrank)
        r.compound = True
        self.lines[header_at] = ("  " * self.indent +
                                 f"{r.name} = scf.for {iv.name} = {c0.name} to {ub.name} step "
                                 f"{c1.name} iter_args({acc.name} = {init.name}) -> ({DYN}) {{")
        self.features.add("scf.for_shape")
        return True

    def op_call(self):
        """A call of the program's helper function, on values within its assumptions."""
        if not self.helper:
            return False
        name, arg_types, results = self.helper
        args = []
        for ty in arg_types:
            if ty == "index":
                pool = [v for v in self.visible("idx")
                        if MIN_INDEX_ARG <= v.lo and v.hi <= MAX_INDEX_ARG]
            else:
                pool = [v for v in self.visible("ext", DYN)
                        if v.hi <= MAX_INPUT_EXTENT and v.maxrank <= MAX_INPUT_RANK]
            if not pool:
                return False
            args.append(self.pick(pool))
        call = self.fresh("call")
        for i, result in enumerate(results):
            v = self.add(Val(call if len(results) == 1 else f"{call}#{i}", result.kind,
                             result.ty, result.lo, result.hi, 0, result.maxrank))
            v.compound = True
        lhs = call if len(results) == 1 else f"{call}:{len(results)}"
        rtys = self.types(results)
        self.emit(f"{lhs} = func.call @{name}({self.names(args)}) : "
                  f"({', '.join(arg_types)}) -> {rtys if len(results) == 1 else f'({rtys})'}")
        self.features.add("call" if len(results) == 1 else "call_results%d" % len(results))
        return True

    def statements(self, count, depth):
        ops = [(self.op_broadcast, 5), (self.op_shape_of, 1), (self.op_rank, 1),
               (self.op_num_elements, 1), (self.op_call, 2), (self.op_get_extent, 3),
               (self.op_split_at, 2), (self.op_const_shape, 1), (self.op_from_elements, 1),
               (self.op_any, 1), (self.op_predicate, 2), (self.op_logic, 1), (self.op_arith, 2),
               (self.op_reduce, 1), (self.op_to_extent_tensor, 1), (self.op_size, 1),
               (self.op_dim, 1), (self.op_generate, 1), (self.op_select_ext, 1),
               (self.op_index_cast, 1)]
        regions = [(self.stmt_if, 8), (self.stmt_switch, 3), (self.stmt_execute_region, 2)]
        loops = [(self.stmt_for, 5), (self.stmt_for_shape, 2), (self.stmt_while, 3),
                 (self.stmt_parallel, 2), (self.stmt_forall, 1), (self.stmt_block_loop, 1)]
        for _ in range(count):
            if self.budget <= 0:
                return
            self.budget -= 1
            if depth < 3 and self.chance(0.3 if depth == 0 else 0.15):
                self.stmt_assuming(depth)
                continue
            if depth < 3 and self.chance(0.16):
                stmt = self.weighted(regions + (loops if depth < 2 else []))
                is_loop = any(stmt == loop for loop, _ in loops)
                if is_loop and self.loops_open:
                    self.features.add("nested_loops")
                self.loops_open += is_loop
                if not stmt(depth):
                    self.stmt_if(depth)
                self.loops_open -= is_loop
                continue
            for _attempt in range(5):
                if self.weighted(ops)():
                    break

    def weighted(self, choices):
        total = sum(w for _, w in choices)
        roll = self.rng.uniform(0, total)
        for choice, weight in choices:
            roll -= weight
            if roll <= 0:
                return choice
        return choices[-1][0]

    def weighted_extent(self):
        values, weights = zip(*EXTENT_WEIGHTS)
        return self.rng.choices(values, weights)[0]


def accumulated(op, init, val, trips):
    """Bounds of an accumulator starting at `init` that `op` (addi, maxsi or minsi) combines
    with `val` in each of at most `trips` iterations."""
    if op == "addi":
        return init.lo + trips * min(val.lo, 0), init.hi + trips * max(val.hi, 0)
    if op == "maxsi":
        return init.lo, max(init.hi, val.hi)
    return min(init.lo, val.lo), init.hi


def tensor_dims(ty):
    """`tensor<?x3xf32>` -> [None, 3]; None for an unranked tensor."""
    inner = ty[len("tensor<"):-1]
    if inner.startswith("*"):
        return None
    return [None if d == "?" else int(d) for d in inner.split("x")[:-1]]


def broadcast_exact(shapes):
    """The broadcast of constant shapes, or None if they do not broadcast."""
    rank = max(len(s) for s in shapes)
    out = []
    for i in range(rank):
        dims = {s[len(s) - rank + i] for s in shapes if len(s) - rank + i >= 0}
        dims.discard(1)
        if len(dims) > 1:
            return None
        out.append(dims.pop() if dims else 1)
    return out


def generate_inputs(rng, arg_kinds, arg_types, count):
    """Input tuples, correlated so that constraints hold often but not always."""
    values, weights = zip(*EXTENT_WEIGHTS)
    inputs = []
    for _ in range(count):
        base_rank = rng.randint(0, MAX_INPUT_RANK)
        base = rng.choices(values, weights, k=base_rank)
        mode = rng.random()
        args = []
        for kind, ty in zip(arg_kinds, arg_types):
            if kind == "idx":
                args.append(rng.randint(MIN_INDEX_ARG, MAX_INDEX_ARG))
                continue
            if kind == "tensor":
                dims = tensor_dims(ty)
                if dims is None:
                    fixed = None
                else:
                    fixed = len(dims)
            else:
                fixed = None if ty == DYN else int(ty[len("tensor<"):-len("xindex>")])
            if mode < 0.35:
                shape = list(base)  # all equal
            elif mode < 0.85:
                # A suffix of the base with some extents replaced by 1: broadcastable.
                shape = base[rng.randint(0, len(base)):] if rng.random() < 0.5 else list(base)
                shape = [1 if rng.random() < 0.3 else e for e in shape]
                if rng.random() < 0.1 and shape:
                    i = rng.randrange(len(shape))
                    shape[i] = rng.choice(values)
            else:
                shape = rng.choices(values, weights, k=rng.randint(0, MAX_INPUT_RANK))
            if fixed is not None:
                shape = (shape + rng.choices(values, weights, k=fixed))[:fixed]
            if kind == "tensor" and fixed is not None:
                shape = [e if d is None else d for e, d in zip(shape, dims)]
            args.append(shape)
        inputs.append(tuple(args))
    # Deduplicate, keeping order.
    seen, unique = set(), []
    for args in inputs:
        key = repr(args)
        if key not in seen:
            seen.add(key)
            unique.append(args)
    return unique


def generate_helper(rng, name):
    """A function the program calls: extent tensors (and maybe an index) in, one to three
    values out; its constraints fail the caller."""
    gen = Generator(rng, size=rng.randint(2, 6))
    gen.satisfiable = True
    arg_types, params = [], []
    for i in range(rng.randint(1, 2)):
        gen.add(Val(f"%h{i}", "ext", DYN, 0, MAX_INPUT_EXTENT, 0, MAX_INPUT_RANK))
        arg_types.append(DYN)
        params.append(f"%h{i}: {DYN}")
    if rng.random() < 0.3:
        gen.add(Val("%hn", "idx", "index", MIN_INDEX_ARG, MAX_INDEX_ARG))
        arg_types.append("index")
        params.append("%hn: index")
    gen.statements(gen.budget + 1, 0)
    pool = [v for v in gen.frames[0].vals if v.kind in ("ext", "idx") and
            (v.kind == "idx" or v.ty == DYN)]
    computed = [v for v in pool if not v.name.startswith("%h")]
    results = [rng.choice(computed or pool) for _ in range(rng.choice([1, 1, 2, 3]))]
    types = Generator.types(results)
    gen.emit(f"return {Generator.names(results)} : {types}")
    text = (f"func.func @{name}({', '.join(params)}) -> "
            f"{types if len(results) == 1 else f'({types})'} {{\n" +
            "\n".join(gen.lines) + "\n}\n")
    return text, (name, arg_types, results)


def generate(seed, index, num_inputs=6):
    """Program `index` of `seed`."""
    rng = random.Random(f"shapecc-difftest:{seed}:{index}")
    gen = Generator(rng)
    arg_kinds, arg_types, params = [], [], []
    for i in range(rng.randint(1, 4)):
        ty = DYN if rng.random() < 0.85 else f"tensor<{rng.randint(0, 3)}xindex>"
        fixed = None if ty == DYN else int(ty[7:-7])
        name = f"%arg{i}"
        v = Val(name, "ext", ty, 0, MAX_INPUT_EXTENT, fixed or 0,
                MAX_INPUT_RANK if fixed is None else fixed)
        gen.add(v)
        arg_kinds.append("ext")
        arg_types.append(ty)
        params.append(f"{name}: {ty}")
    for i in range(rng.choice([0, 0, 1, 1, 2])):
        name = f"%idx{i}"
        gen.add(Val(name, "idx", "index", MIN_INDEX_ARG, MAX_INDEX_ARG))
        arg_kinds.append("idx")
        arg_types.append("index")
        params.append(f"{name}: index")
    # Data tensors, whose shapes shape_of takes: ranked (some extents static) or unranked.
    tensors = []
    for i in range(rng.choice([0, 0, 0, 1, 1, 2])):
        name = f"%t{i}"
        if rng.random() < 0.2:
            ty = "tensor<*xf32>"
        else:
            dims = ["?" if rng.random() < 0.7 else str(rng.randint(1, 4))
                    for _ in range(rng.randint(0, 3))]
            ty = f"tensor<{'x'.join(dims + ['f32'])}>"
        tensors.append(gen.add(Val(name, "tensor", ty)))
        arg_kinds.append("tensor")
        arg_types.append(ty)
        params.append(f"{name}: {ty}")
    for t in tensors:
        if rng.random() < 0.8:
            gen.op_shape_of(t)
    helper_text = ""
    if rng.random() < 0.25:
        helper_text, gen.helper = generate_helper(rng, f"p{index}_helper")
    gen.statements(gen.budget + 2, 0)
    if gen.helper and not any(f.startswith("call") for f in gen.features) and \
            not gen.op_call():
        # An uncalled function that always fails would make shapecc reject the module by
        # design (a constraint that can never hold): every helper is called.
        helper_text = ""
    # Results: prefer computed values over arguments.
    top = [v for v in gen.frames[0].vals if v.kind != "tensor"]
    computed = [v for v in top if not v.name.startswith(("%arg", "%idx"))]
    pool = computed or top
    compound = [v for v in pool if v.compound]
    results = []
    for _ in range(rng.choice([1, 1, 2, 3])):
        v = rng.choice(compound if compound and rng.random() < 0.6 else pool)
        if v not in results:
            results.append(v)
    gen.emit(f"return {gen.names(results)} : {gen.types(results)}")
    result_types = [v.ty for v in results]
    rtys = result_types[0] if len(results) == 1 else f"({', '.join(result_types)})"
    body = "\n".join(gen.lines)
    name = f"p{index}"
    text = (f"// difftest seed {seed} program {index}\n{helper_text}"
            f"func.func @{name}({', '.join(params)}) -> {rtys} {{\n{body}\n}}\n")
    inputs = generate_inputs(rng, arg_kinds, arg_types, num_inputs)
    return Program(name, text, arg_kinds, arg_types, [v.kind for v in results], result_types,
                   inputs, sorted(gen.features))


if __name__ == "__main__":
    import sys

    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    for i in range(count):
        p = generate(seed, i)
        print(p.text)
        print("// inputs:", p.inputs)
        print("// features:", " ".join(p.features))
