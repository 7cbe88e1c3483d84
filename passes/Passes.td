//===- Passes.td - shapecc's passes ------------------------*- tablegen -*-===//
//
// Declarations (options, statistics, dependent dialects) of shapecc's passes;
// each pass is implemented in its own file.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_PASSES
#define SHAPECC_PASSES

include "mlir/Pass/PassBase.td"

def CheckStaticExtents : Pass<"shapecc-check-static-extents"> {
  let summary = "Check the static length of shape ops' extent tensor results";
  let description = [{
    A shape op may give an extent tensor result a static length
    (`shape.broadcast ... -> tensor<3xindex>`) that the values it computes
    need not have, and every later op trusts. Each such result gets the
    dynamic type `tensor<?xindex>` and a `tensor.cast` to the static one at
    the op's location, which the emitter checks like every cast that refines
    a type. Constants, `shape_of` of a tensor of that rank and
    `to_extent_tensor` of a shape not known at compile time (which the
    emitter checks itself) keep their type.
    A `shape_of` of a statically shaped tensor typed `!shape.shape` becomes
    the `const_shape` it is: upstream's canonicalization would cast a
    constant extent tensor to `!shape.shape`, which crashes MLIR 22.
    A `shape.broadcast`, `shape.any` or `shape.is_broadcastable` without
    operands is an error: the reference defines them on shapes, and
    upstream's folders crash on some. So are a `shape.return` of other types
    than its `shape.func` returns, which MLIR's verifier accepts, and a
    `tensor.reshape` or `tensor.insert`, which have no lowering (upstream
    folds some forms of them away unchecked). Every `nsw`/`nuw`/`exact` flag
    is dropped: shapecc's arithmetic wraps and truncates, and folds that rely
    on the flags would drop checks.
    Last, an op that checks its result at run time and whose result a live
    op reads in a way upstream may fold (a `tensor.dim` of a cast read off its
    type, a constraint decided from it, `x * 0` of a division, a use in a
    branch of a constant condition) gets a use by `shapecc.keep`, which no
    pattern removes; otherwise the op would go, with its check. A live loop
    gets a keep in its body, so that it is never dead (keepUsedChecks).
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect", "::shapecc::ShapeccDialect"];
}

def HoistConstraints : Pass<"shapecc-hoist-constraints", "mlir::ModuleOp"> {
  let summary = "Decide static constraints, hoist the rest and merge assuming regions";
  let description = [{
    Works on the constrained form (`shape.cstr_*`, `shape.assuming`). Decides
    constraints known at compile time (true: removed; false: an error when it
    runs on every path, else, or with --allow-failing-constraints, a warning
    and a `shapecc.fail`), moves each
    remaining constraint with the pure computations it needs as early as it
    can go without passing another constraint or leaving a control-flow
    region, hoists one copy of an identical constraint (same operands,
    message and location) that every path through an `scf.if`,
    `scf.index_switch` or `scf.while` begins with, removes constraints implied
    by a dominating one, and merges nested and adjacent `shape.assuming`
    regions under `shape.assuming_all`. The relative order of constraints
    never changes. See docs/passes.md.
  }];
  let dependentDialects = ["::shapecc::ShapeccDialect", "::mlir::shape::ShapeDialect"];
  let options = [
    Option<"hoist", "hoist", "bool", /*default=*/"true",
           "Move, deduplicate and merge; when false only statically known "
           "constraints are decided and everything stays in place">,
    Option<"allowFailingConstraints", "allow-failing-constraints", "bool",
           /*default=*/"false",
           "Turn a statically false constraint that runs on every path into "
           "a warning and a run-time failure instead of an error">,
  ];
}

def EliminateAssuming : Pass<"shapecc-eliminate-assuming", "mlir::ModuleOp"> {
  let summary = "Turn witnesses and shape.assuming into imperative checks";
  let description = [{
    Replaces each `shape.cstr_*` by a `shapecc` check op at the same position,
    inlines every `shape.assuming` region into its parent, and removes
    `shape.assuming_all` and `shape.const_witness`. Afterwards no
    `!shape.witness` value remains; the pass verifies this. It then runs the
    `scf` canonicalization patterns on the inlined regions; first, an
    `scf.for` whose step is not a positive constant reads a constant step,
    and an upper bound equal to or known with the lower one, through
    `shapecc.opaque`, so that no pattern erases the loop as running no
    iteration: its step is checked (`requirement_failed`) where it runs.
  }];
  let dependentDialects = ["::shapecc::ShapeccDialect", "::mlir::shape::ShapeDialect"];
}

def MaterializeShapeConstants
    : Pass<"shapecc-materialize-shape-constants", "mlir::ModuleOp"> {
  let summary = "Fold constant extent tensors of dynamic type, validly";
  let description = [{
    Works around upstream folding: a shape op whose result is an extent
    tensor of unknown size (`tensor<?xindex>`) and whose value is known
    folds to `shape.const_shape [...] : tensor<?xindex>`, which does not
    verify, so canonicalization fails. Run before canonicalize, this pass
    folds such results itself: a `shape.const_shape` of the static type and a
    `tensor.cast` to the original one. Also, upstream's `shape.get_extent`
    folder reads a constant shape at a negative constant index out of bounds
    (a crash); a `shape.get_extent` of a known shape whose index is not known
    to be non-negative reads it through such a cast, which no folder sees
    through. And upstream's folders of `shape.add`, `mul`, `div` and
    `num_elements` wrap on overflow, where the checker fails with `overflow`:
    when constant operands would overflow, the left operand is hidden behind
    `shapecc.opaque` (num_elements: the shape is read through a cast); so is
    it when `div`'s folder would round a quotient between -1 and 0 to 0, not
    -1, and a 0 added to an index is, where `add`'s folder would give the
    index for a `!shape.size` result. A
    constant shape with a negative extent is an invalid shape to the checker
    but a shape to the folders: every shape and tensor op reads it through
    `shapecc.opaque`. A shape with a negative constant extent (an extent tensor
    or a `!shape.shape`) would fold to a constant that canonicalize hoists out
    of its branch without a location: its negative extents are read through
    `shapecc.opaque`, so it is built, and fails, where the source builds it.
    And
    `shape.is_broadcastable` of one operand folds to true, where the checker
    says false when that operand holds an error: an `is_broadcastable` of one
    value that may hold one reads it twice, the second time through
    `shapecc.opaque`. Upstream's folders would also erase checks the source
    makes: an op that checks its result at run time (a `tensor.cast` to a more
    static type, `tensor.generate`, `tensor.empty` of dynamic length,
    `tensor.from_elements`, `tensor.insert_slice`, a shape op's static extent
    tensor) is read by the uses that fold without it (`tensor.dim`, `rank`,
    `extract`, `cast`, `shape.rank`, `get_extent`, `num_elements`, `shape_of`,
    `to_extent_tensor`) through `shapecc.opaque` of a type that says nothing
    static, so that it is built, and checked, where the source builds it.
  }];
  let dependentDialects = ["::shapecc::ShapeccDialect", "::mlir::arith::ArithDialect", "::mlir::shape::ShapeDialect", "::mlir::tensor::TensorDialect"];
}

def RepairConstantShapes : Pass<"shapecc-repair-constant-shapes"> {
  let summary = "Give constant extent tensors that canonicalize folded a valid type";
  let description = [{
    MaterializeShapeConstants folds, before canonicalize, the extent tensors
    its evaluation of folders knows. Canonicalize's patterns find more (the
    rank of a `shape_of` of a ranked tensor, say), and upstream's folders
    then create `shape.const_shape [...] : tensor<?xindex>`, which does not
    verify. Run after canonicalize, this pass replaces each by a
    `shape.const_shape` of the static type and a `tensor.cast` to the
    dynamic one, as MaterializeShapeConstants does.
  }];
  let dependentDialects = ["::mlir::shape::ShapeDialect", "::mlir::tensor::TensorDialect"];
}

def SiteKeepingCSE : Pass<"shapecc-cse"> {
  let summary = "cse that keeps apart error values made at different locations";
  let description = [{
    Upstream's cse, except that it merges two identical ops whose result may
    carry an error value (a `!shape.shape`, `!shape.size` or
    `!shape.value_shape` that `mayCarryError`) only when they share their
    location. Such an error is reported where the value is used, at the
    location of the op that made it: merged into an earlier identical op, a
    later op's error would name the earlier op's line (K7,
    docs/testing.md). An error that is checked where it is made fails at
    the first of the identical ops anyway, so merging those stays.
  }];
}

#endif // SHAPECC_PASSES
