//===- StaticShapes.h - values known at compile time --------------*- C++
//-*-===//
//
// Compile-time evaluation shared by the passes that decide constraints and
// fold shapes: the ops' own folders, applied to constant operands; and the
// means to keep a value from those folders where they would be wrong.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_PASSES_STATICSHAPES_H
#define SHAPECC_PASSES_STATICSHAPES_H

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/Value.h"

namespace shapecc {

/// The compile-time value of `value`: a constant's attribute, or what the
/// ops' own folders give on the known values of their operands (`shape_of`
/// of a statically shaped tensor is its shape); null when unknown. Only
/// pure ops without regions are evaluated, and the IR does not change
/// (folding happens on detached clones).
mlir::Attribute constantValue(mlir::Value value);

/// Whether upstream's folder of `op` would compute a wrong value from the
/// constant `operands` (null where unknown): `shape.add`, `mul`, `div` and
/// `num_elements` wrap where the checker fails with `overflow`, `shape.div`
/// rounds a negative quotient above -1 to 0 instead of -1, `shape.add` of an
/// index and 0 gives the index where the result is a `!shape.size`, and
/// `shape.get_extent` reads a constant shape out of bounds at a negative
/// index. A constant shape with a negative extent is an invalid shape to the
/// checker (`invalid_shape`) but a shape to the folders, so no shape or tensor
/// op folds one (others, such as `arith.select`, pass it on).
/// `shape.is_broadcastable` of one operand that may hold an error is false
/// for the checker and true for its folder; `shape.any` with an operand that
/// may hold an error folds to a constant one, where the checker gives that
/// error. Such an op is left to the
/// checker. It is also true where the folder would crash:
/// `cstr_broadcastable`'s reads the type of a `shape_of` operand as a
/// tensor's, which a `!shape.value_shape` is not.
bool foldIsWrong(mlir::Operation *op, llvm::ArrayRef<mlir::Attribute> operands);

/// Makes `operand` read its value through a `shapecc.opaque`, which no folder
/// sees through (the emitter reads it as the value itself).
void hideFromFolders(mlir::OpOperand &operand);

/// Upstream's `scf.for` canonicalization erases a loop it finds runs no
/// iteration (equal bounds, or a constant step that is not positive, which it
/// counts as none; known bounds with the lower not below the upper) with the
/// check of its step, which the checker reports as `requirement_failed` when
/// it is not positive; and it counts the iterations of known bounds in the
/// loop's width, as signed values. Unless the step of `loop` is a positive
/// constant, this reads the step and the upper bound through
/// `shapecc.opaque` (a step or bound may become known, or equal, only as
/// canonicalize folds them): the loop stays, and its step is checked where it
/// runs. With a positive step, the upper bound is hidden too unless both
/// bounds are known and upstream counts them right (a span within the signed
/// range; in an unsigned loop, no bound with the sign bit set), or one is a
/// function argument, which no fold makes known.
void keepStepChecked(mlir::scf::ForOp loop);
/// The same for each dimension of an `scf.parallel` or `scf.forall` (whose
/// static bounds and steps become operands to hide): upstream removes such a
/// loop when it finds a dimension of no iteration. An `scf.forall` also keeps
/// as an operand any bound or step of INT64_MIN, or that is neither known nor
/// a function argument (as a static value, INT64_MIN means "dynamic").
void keepStepChecked(mlir::scf::ParallelOp loop);
void keepStepChecked(mlir::scf::ForallOp loop);

/// Whether `type` is an extent tensor (a 1-D tensor of index, of any length).
bool isExtentTensor(mlir::Type type);

/// Whether `type` is a 1-D index tensor of static length (`tensor<3xindex>`).
bool isStaticExtentTensor(mlir::Type type);

/// Whether `type` is `tensor<?xi64>`, the one type besides extent tensors
/// that `shape.value_of` is emitted to: the value's elements as signed
/// integers.
bool isValueVectorType(mlir::Type type);

/// Whether `op` checks its result at run time: a `tensor.cast` to a more
/// static type, a `tensor.generate` (its length, and each element it yields),
/// a `tensor.empty` of dynamic length, a `tensor.from_elements` (each element,
/// and the capacity), a `tensor.insert_slice` (its offset, size and stride),
/// an `scf.forall` (its `parallel_insert_slice`s), a shape op's result of a
/// static extent tensor type (its length), but for a constant and the
/// `shape_of` of a ranked tensor.
bool checksResult(mlir::Operation *op);

/// Whether `op` computes a plain scalar (an `index` or integer, which cannot
/// carry an error) with a check that may fail at run time: an `arith`
/// division or remainder by a divisor not known to be safe, a
/// `tensor.extract` or `tensor.dim`, and a shape op with an `index` result
/// (`get_extent`, `dim`, `add`, `mul`, `div`, `num_elements`,
/// `size_to_index`). An op among these that cannot fail on any input may
/// be listed: keeping it only costs its unused computation.
bool checksScalar(mlir::Operation *op);

/// Whether `op` itself (not counting its regions) has a check that may fail
/// where it runs, with the op's own error: checksResult, checksScalar, a
/// shape op computing an extent tensor that may not be defined on its operands
/// (`broadcast`, `concat`, `split_at`, `to_extent_tensor`, `any`, `meet`,
/// `value_as_shape`, ...; any shape op with a result that cannot carry an
/// error, an extent tensor or an integer, but constants, `rank`, `shape_eq`,
/// `is_broadcastable` and the `shape_of` of a ranked tensor), and a loop
/// (SHAPECC_MAX_LOOP_ITERATIONS). Those that are not ordered (see the hoisting
/// pass) still keep their order among themselves.
bool mayFailWhereItRuns(mlir::Operation *op);

/// Gives a use by `shapecc.keep`, at the end of its block, to
/// - each op that checks its result (checksResult) and whose result the
///   source reads with an op upstream may fold or decide without it (a
///   `tensor.dim` of a cast read off its static type, a constraint decided
///   from its type, a `tensor.insert_slice` that overwrites it);
/// - each op that checks a scalar (checksScalar) that a live op reads: the
///   folds that drop a scalar operand are many (`x * 0`, `select true`,
///   `x == x`, an `scf.if` of a constant);
/// - each op that checks an extent tensor (those above, `shape.broadcast`,
///   `concat`, `split_at`, `to_extent_tensor`) that a live op reads through
///   scf control flow, directly or through casts that check nothing: upstream
///   removes a branch of a constant condition, a loop of no iteration; or
///   that a constraint or predicate reads (`cstr_broadcastable %r, %r`,
///   `is_broadcastable %r, []`, or one whose other operand a fold shows to
///   be `%r` is decided true without it).
/// And each live loop gets a keep (of a constant) in its body, an op of
/// unknown effects: a loop whose result only forwards its initial value is
/// then not erased as dead, with its step check and iteration limit.
/// With every such use folded, the op would go, with its check, as unused.
/// An op the source itself never uses goes as before.
void keepUsedChecks(mlir::Operation *root);

/// Whether a constant is a shape the checker holds as an error: an extent
/// tensor constant with a negative extent.
bool isInvalidShapeConstant(mlir::Attribute constant);

/// Whether `value` may hold an error when the checker runs: a `!shape.shape`,
/// `!shape.size` or `!shape.value_shape` other than a function's argument
/// (checked on entry), a `shape_of` of a tensor, a `from_extent_tensor`, an
/// `index_to_size`, a `shape.meet` (which fails where it runs) or a known value
/// that is not an invalid shape. Upstream folders treat every value as valid,
/// so a constraint or predicate on such a value is left to the checker.
bool mayCarryError(mlir::Value value);

} // namespace shapecc

#endif // SHAPECC_PASSES_STATICSHAPES_H
