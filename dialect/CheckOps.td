//===- CheckOps.td - shapecc's imperative check ops -------*- tablegen -*-===//
//
// The imperative form that assuming elimination produces and the emitter reads:
// each constraint is a side-effecting check at its position in program order.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_CHECK_OPS
#define SHAPECC_CHECK_OPS

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Dialect/Shape/IR/ShapeBase.td"

def Shapecc_Dialect : Dialect {
  let name = "shapecc";
  let cppNamespace = "::shapecc";
  let summary = "Imperative shape checks, the emitter's input";
  let description = [{
    After assuming elimination no `!shape.witness` value remains: every
    constraint is one of these ops. A failing check leaves the function with
    an error, so code after it may rely on it holding. The ops write to the
    default resource, which keeps them in program order and alive.
  }];
}

class Shapecc_Op<string mnemonic, list<Trait> traits = []>
    : Op<Shapecc_Dialect, mnemonic, !listconcat(traits, [MemoryEffects<[MemWrite]>])>;

def Shapecc_CheckBroadcastableOp : Shapecc_Op<"check_broadcastable"> {
  let summary = "Fails unless the shapes are broadcastable";
  let arguments = (ins Variadic<Shape_ShapeOrExtentTensorType>:$shapes);
  let assemblyFormat = "$shapes attr-dict `:` type($shapes)";
}

def Shapecc_CheckEqOp : Shapecc_Op<"check_eq"> {
  let summary = "Fails unless all shapes are equal";
  let arguments = (ins Variadic<Shape_ShapeOrExtentTensorType>:$shapes);
  let assemblyFormat = "$shapes attr-dict `:` type($shapes)";
}

def Shapecc_CheckRequireOp : Shapecc_Op<"check_require"> {
  let summary = "Fails with the message unless the predicate holds";
  let arguments = (ins I1:$pred, StrAttr:$msg);
  let assemblyFormat = "$pred `,` $msg attr-dict";
  // Erased when its predicate is a constant true: a check that cannot fail
  // is not made, like a constraint hoisting decides true.
  let hasCanonicalizeMethod = 1;
}

def Shapecc_FailOp : Shapecc_Op<"fail"> {
  let summary = "Fails unconditionally (a constraint known false)";
  let arguments = (ins StrAttr:$msg);
  let assemblyFormat = "$msg attr-dict";
}

def Shapecc_OpaqueOp : Op<Shapecc_Dialect, "opaque", [Pure]> {
  let summary = "Its operand, which no folder sees through";
  let description = [{
    Hides a constant from upstream folders that would fold it wrongly (shape
    arithmetic that overflows wraps instead of failing): the emitted checker
    computes the op at run time and reports the error there. Its result type
    is its operand's, or a tensor type a `tensor.cast` could give it (less
    static: `tensor<3xindex>` read as `tensor<?xindex>`), so that no folder
    reads what the operand's type says either.
  }];
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$input attr-dict `:` type($input) `as` type($result)";
  let hasVerifier = 1;
}

def Shapecc_KeepOp : Op<Shapecc_Dialect, "keep"> {
  let summary = "Keeps the op defining its operand, with its run-time check";
  let description = [{
    An op that checks its result at run time (a `tensor.cast` to a more
    static type, a `tensor.from_elements`, ...) and whose result the source
    uses keeps that check although upstream canonicalization may fold every
    use without it (a `tensor.dim` of the cast read off its static type, a
    constraint decided from it). This op is such a use that no pattern
    removes: it declares no memory effects, so nothing erases it, and it
    emits nothing. Hoisting moves constraints past it freely.
  }];
  let arguments = (ins AnyType:$input);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}

#endif // SHAPECC_CHECK_OPS
