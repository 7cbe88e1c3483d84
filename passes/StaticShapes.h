//===- StaticShapes.h - values known at compile time --------------*- C++
//-*-===//
//
// Compile-time evaluation shared by the passes that decide constraints and
// fold shapes: the ops' own folders, applied to constant operands.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_PASSES_STATICSHAPES_H
#define SHAPECC_PASSES_STATICSHAPES_H

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
/// `num_elements` wrap where the checker fails with `overflow`, and
/// `shape.get_extent` reads a constant shape out of bounds at a negative
/// index. Such an op is left to the checker. It is also true where the
/// folder would crash: `cstr_broadcastable`'s reads the type of a `shape_of`
/// operand as a tensor's, which a `!shape.value_shape` is not.
bool foldIsWrong(mlir::Operation *op, llvm::ArrayRef<mlir::Attribute> operands);

} // namespace shapecc

#endif // SHAPECC_PASSES_STATICSHAPES_H
