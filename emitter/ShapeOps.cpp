//===- ShapeOps.cpp - C++ for the shape dialect and shapecc's checks ------===//
//
// Every shape op becomes one call of the runtime op of the same name. Values
// of !shape.shape / !shape.size carry errors: ops propagate them, and the
// emitter checks them only where they reach a use that cannot carry one.
//
//===----------------------------------------------------------------------===//

#include "CheckDialect.h"
#include "CppEmitter.h"
#include "SourceNames.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#include <algorithm>

using namespace mlir;
using namespace shapecc;

/// `{a, b, c}`: an initializer list of the C++ names of `values`.
static std::string braced(CppEmitter &emitter, ValueRange values) {
  std::string out = "{";
  llvm::raw_string_ostream os(out);
  llvm::interleaveComma(values, os,
                        [&](Value value) { os << emitter.getName(value); });
  return out + "}";
}

/// `shapecc::NAME(operands..., &site)`.
static std::string call(StringRef name, ArrayRef<std::string> operands,
                        std::optional<std::string> site = std::nullopt) {
  std::string out = ("shapecc::" + name + "(").str();
  out += llvm::join(operands, ", ");
  if (site)
    out += (operands.empty() ? "&" : ", &") + *site;
  return out + ")";
}

static std::string name(CppEmitter &emitter, Value value) {
  return emitter.getName(value).str();
}

//===----------------------------------------------------------------------===//
// Sizes
//===----------------------------------------------------------------------===//

/// add, mul, div: fallible (overflow, division by zero) on sizes and indices.
template <class OpTy>
static LogicalResult printArithmetic(CppEmitter &emitter, OpTy op,
                                     StringRef runtimeName) {
  return emitter.declareSizeResult(
      op.getResult(),
      call(runtimeName,
           {name(emitter, op.getLhs()), name(emitter, op.getRhs())},
           emitter.site(op)),
      op, /*fallible=*/true);
}

static LogicalResult printOperation(CppEmitter &emitter, shape::AddOp op) {
  return printArithmetic(emitter, op, "add");
}
static LogicalResult printOperation(CppEmitter &emitter, shape::MulOp op) {
  return printArithmetic(emitter, op, "mul");
}
static LogicalResult printOperation(CppEmitter &emitter, shape::DivOp op) {
  return printArithmetic(emitter, op, "div");
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shape::IndexToSizeOp op) {
  emitter.markValid(op.getResult(), op->getBlock());
  return emitter.declare(op.getResult(), name(emitter, op.getArg()));
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shape::SizeToIndexOp op) {
  return emitter.declare(op.getResult(), emitter.indexOperand(op.getArg(), op));
}

/// max and min: elementwise on shapes (rank mismatch: invalid), plain on
/// sizes; of a shape and a size (a `!shape.size` result) an error.
template <class OpTy>
static LogicalResult printMinMax(CppEmitter &emitter, OpTy op,
                                 StringRef runtimeName) {
  std::string lhs = name(emitter, op.getLhs()),
              rhs = name(emitter, op.getRhs());
  if (isShapeLike(op.getType()))
    return emitter.declareShapeResult(
        op.getResult(), call(runtimeName, {lhs, rhs}, emitter.site(op)), op,
        /*fallible=*/true);
  // Only sizes cannot fail; a shape and a size always do, at the op's site.
  bool mixed =
      isShapeLike(op.getLhs().getType()) || isShapeLike(op.getRhs().getType());
  return emitter.declareSizeResult(
      op.getResult(),
      mixed ? call(runtimeName, {lhs, rhs}, emitter.site(op))
            : call(runtimeName, {lhs, rhs}),
      op, /*fallible=*/mixed);
}

static LogicalResult printOperation(CppEmitter &emitter, shape::MaxOp op) {
  return printMinMax(emitter, op, "max");
}
static LogicalResult printOperation(CppEmitter &emitter, shape::MinOp op) {
  return printMinMax(emitter, op, "min");
}

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

static LogicalResult printOperation(CppEmitter &emitter, shape::ShapeOfOp op) {
  Value arg = op.getArg();
  if (isa<shape::ValueShapeType>(arg.getType())) {
    emitter.declareView(op.getResult(), name(emitter, arg) + ".shape");
    if (emitter.isKnownValid(arg, op))
      emitter.markValid(op.getResult(), op->getBlock());
    return success();
  }
  if (isExtentTensor(arg.getType()))
    // The C++ value of an extent tensor is its elements: its shape is [n].
    return emitter.declareShapeResult(
        op.getResult(),
        "shapecc::const_shape({static_cast<int64_t>(" + name(emitter, arg) +
            ".rank())})",
        op, /*fallible=*/false);
  // A data tensor is represented by its shape.
  emitter.alias(op.getResult(), arg);
  if (emitter.isKnownValid(arg, op))
    emitter.markValid(op.getResult(), op->getBlock());
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shape::ConstShapeOp op) {
  return declareConstantShape(
      emitter, op, op.getResult(),
      llvm::to_vector(op.getShape().getValues<int64_t>()));
}

/// Whether a check that `shapes` broadcast runs before `op`: in its block or
/// an enclosing one, on the same operands in any order. recordChecks files a
/// check_broadcastable under its first operand, which is one of `shapes`.
static bool broadcastChecked(CppEmitter &emitter, Operation *op,
                             ValueRange shapes) {
  auto sameShapes = [&](Operation *prev) {
    auto check = dyn_cast<shapecc::CheckBroadcastableOp>(prev);
    return check && check.getShapes().size() == shapes.size() &&
           std::is_permutation(check.getShapes().begin(),
                               check.getShapes().end(), shapes.begin());
  };
  if (llvm::any_of(shapes, [&](Value shape) {
        return emitter.checkedBefore(shape, op, sameShapes);
      }))
    return true;
  // Or an is_broadcastable of them known true: a requirement of it, the
  // branch it guards (the runtime tests the same for both).
  return !shapes.empty() &&
         llvm::any_of(shapes.front().getUsers(), [&](Operation *user) {
           auto test = dyn_cast<shape::IsBroadcastableOp>(user);
           return test && test.getShapes().size() == shapes.size() &&
                  std::is_permutation(test.getShapes().begin(),
                                      test.getShapes().end(), shapes.begin()) &&
                  knownTrue(emitter, op, test.getResult());
         });
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shape::BroadcastOp op) {
  std::optional<StringRef> message;
  if (op.getError())
    message = *op.getError();
  std::string site = emitter.site(op, message);
  // After a check of exactly these operands the broadcast cannot fail.
  bool checked = broadcastChecked(emitter, op, op.getShapes());
  Value result = op.getResult();
  if (isExtentTensor(result.getType()) && !checked) {
    // Checked where it is, as an extent tensor is: built in its variable in
    // one pass, and a failure names the shapes.
    if (std::optional<std::string> slot = emitter.resultSlot(result))
      emitter.bindName(result, *slot);
    else if (failed(emitter.declareUninitialized(result)))
      return failure();
    emitter.emitCheck("shapecc::broadcast_extents_checked(" +
                          braced(emitter, op.getShapes()) + ", " +
                          name(emitter, result) + ", " + site + ")",
                      op);
    emitter.markValid(result, op->getBlock());
    return success();
  }
  return emitter.declareShapeResult(op.getResult(),
                                    "shapecc::broadcast(" +
                                        braced(emitter, op.getShapes()) +
                                        ", &" + site + ")",
                                    op, /*fallible=*/true, checked);
}

static LogicalResult printOperation(CppEmitter &emitter, shape::AnyOp op) {
  // Gives its first invalid operand's error: an extent tensor is checked.
  bool valid = llvm::all_of(op.getInputs(), [&](Value input) {
    return emitter.isKnownValid(input, op);
  });
  return emitter.declareShapeResult(
      op.getResult(), "shapecc::any(" + braced(emitter, op.getInputs()) + ")",
      op, /*fallible=*/true, valid);
}

/// The concats of extent tensors of a left-leaning chain that starts at `op`
/// (`concat(concat(head, one), tail)`, a dimension inserted): each is the op
/// right after the previous one, whose result is its lhs and has no other
/// use. Empty if there is no chain of two or more.
static SmallVector<shape::ConcatOp> concatChain(shape::ConcatOp op) {
  SmallVector<shape::ConcatOp> chain;
  for (shape::ConcatOp concat = op; concat;) {
    chain.push_back(concat);
    Value result = concat.getResult();
    auto next = dyn_cast_or_null<shape::ConcatOp>(concat->getNextNode());
    concat = {};
    if (next && isExtentTensor(next.getType()) && next.getLhs() == result &&
        result.hasOneUse())
      concat = next;
  }
  if (chain.size() < 2)
    chain.clear();
  return chain;
}

static LogicalResult printOperation(CppEmitter &emitter, shape::ConcatOp op) {
  // An extent tensor is built in its variable and checked in one call; a
  // chain of them too, each part copied once, a failure the failing step's.
  if (isExtentTensor(op.getType())) {
    SmallVector<shape::ConcatOp> chain = concatChain(op);
    Value result = chain.empty() ? op.getResult() : chain.back().getResult();
    if (std::optional<std::string> slot = emitter.resultSlot(result))
      emitter.bindName(result, *slot);
    else if (failed(emitter.declareUninitialized(result)))
      return failure();
    if (chain.empty()) {
      emitter.emitCheck(
          call("concat_checked",
               {name(emitter, op.getLhs()), name(emitter, op.getRhs()),
                name(emitter, result), emitter.site(op)}),
          op);
      return success();
    }
    SmallVector<std::string> operands = {name(emitter, result), "",
                                         name(emitter, op.getLhs())};
    std::string sites;
    for (shape::ConcatOp concat : chain) {
      sites += (sites.empty() ? "&" : ", &") + emitter.site(concat);
      operands.push_back(name(emitter, concat.getRhs()));
      emitter.markEmitted(concat);
    }
    operands[1] = emitter.staticArray(
        "const shapecc::Site *", emitter.site(chain.back()) + "_steps", sites);
    emitter.emitCheck(call("concat_chain_checked", operands), op);
    return success();
  }
  return emitter.declareShapeResult(
      op.getResult(),
      call("concat", {name(emitter, op.getLhs()), name(emitter, op.getRhs())},
           emitter.site(op)),
      op, /*fallible=*/true);
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shape::FromExtentsOp op) {
  // Indices cannot carry errors: built in its variable (the out-parameter
  // when it is only returned), invalid only if an extent is negative (never,
  // when each is known not to be) or too many, which fails where it is used.
  if (llvm::all_of(op.getExtents(), [](Value extent) {
        return isa<IndexType>(extent.getType());
      })) {
    Value result = op.getResult();
    if (std::optional<std::string> slot = emitter.resultSlot(result))
      emitter.bindName(result, *slot);
    else if (failed(emitter.declareUninitialized(result)))
      return failure();
    std::string extents;
    for (Value extent : op.getExtents())
      extents += ", " + name(emitter, extent);
    emitter.ostream() << (llvm::all_of(op.getExtents(), knownNonNegative)
                              ? "shapecc::from_nonnegative_extents_into("
                              : "shapecc::from_extents_into(")
                      << name(emitter, result) << ", " << emitter.site(op)
                      << extents << ");\n";
    return success();
  }
  return emitter.declareShapeResult(op.getResult(),
                                    "shapecc::from_extents(" +
                                        braced(emitter, op.getExtents()) +
                                        ", &" + emitter.site(op) + ")",
                                    op, /*fallible=*/true);
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shape::FromExtentTensorOp op) {
  // The extent tensor is a valid Shape already; a view gets copied.
  Value input = op.getInput();
  std::string owned = emitter.owned(input);
  if (owned == name(emitter, input)) {
    emitter.alias(op.getResult(), input);
    emitter.markValid(op.getResult(), op->getBlock());
    return success();
  }
  return emitter.declareShapeResult(op.getResult(), owned, op,
                                    /*fallible=*/false);
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shape::ToExtentTensorOp op) {
  // An extent tensor cannot hold an error: check, then reuse the value.
  Value input = op.getInput();
  emitter.requireValid(input, op);
  if (isa<TensorType>(op.getType()) && !isExtentTensor(op.getType()))
    return emitter.unsupported(op, "only index extent tensors are emitted");
  // A static length (tensor<3xindex>) is a promise about the rank: checked
  // like a tensor.cast that refines the type.
  auto to = cast<RankedTensorType>(op.getType());
  auto from = dyn_cast<RankedTensorType>(input.getType());
  if (!to.isDynamicDim(0) && (!from || from.isDynamicDim(0))) {
    emitter.emitCheck(castCheck(input, name(emitter, input),
                                std::to_string(to.getDimSize(0)) + ", {}",
                                emitter.site(op)),
                      op);
  }
  emitter.alias(op.getResult(), input);
  return success();
}

/// Whether extent `index` of `shape` exists wherever `op` runs: its type is
/// an extent tensor of a static length above a constant index (which the
/// entry check of an argument, or the check at the op of a computed one,
/// holds it to), it is the shape of a tensor of a rank above it (held to it
/// likewise), or a requirement checked before it, the condition of a branch
/// it is in, or the loop whose induction variable it is bounds it by the
/// rank (extentIndexInRange), so the extent can be read without a check.
static bool extentProvenInRange(CppEmitter &emitter, Operation *op, Value shape,
                                Value index) {
  if (!isa<IndexType>(index.getType()))
    return false;
  APInt constant;
  if (matchPattern(index, m_ConstantInt(&constant))) {
    if (constant.isNegative())
      return false;
    int64_t at = constant.getSExtValue();
    int64_t length = ShapedType::kDynamic;
    if (auto type = dyn_cast<RankedTensorType>(shape.getType());
        type && isExtentTensor(type))
      length = type.getDimSize(0);
    if (auto shapeOf = shape.getDefiningOp<shape::ShapeOfOp>())
      if (auto of = dyn_cast<RankedTensorType>(shapeOf.getArg().getType()))
        length = of.getRank();
    if (!ShapedType::isDynamic(length) && at < length)
      return true;
  }
  return extentIndexInRange(emitter, op, shape, index);
}

/// get_extent and dim. An index result from an index is read straight into
/// an int64_t: plainly where a check proved it in range, else by a
/// status-returning runtime call.
template <class OpTy>
static LogicalResult printExtent(CppEmitter &emitter, OpTy op, Value shape,
                                 Value index, StringRef runtimeName) {
  Value result = op.getExtent();
  if (!isa<IndexType>(result.getType()) || !isa<IndexType>(index.getType()))
    return emitter.declareSizeResult(
        result,
        call(runtimeName, {name(emitter, shape), name(emitter, index)},
             emitter.site(op)),
        op, /*fallible=*/true);
  if (extentProvenInRange(emitter, op, shape, index))
    return emitter.declare(result, emitter.extentAt(shape, index));
  std::string site = emitter.site(op);
  return emitter.declareCheckedIndex(result, op, [&](StringRef out) {
    return call((runtimeName + "_checked").str(),
                {name(emitter, shape), name(emitter, index), out.str(), site});
  });
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shape::GetExtentOp op) {
  return printExtent(emitter, op, op.getShape(), op.getDim(), "get_extent");
}

static LogicalResult printOperation(CppEmitter &emitter, shape::DimOp op) {
  // The C++ value of an extent tensor is its elements; its shape is [n].
  if (isExtentTensor(op.getValue().getType()))
    return emitter.declareSizeResult(
        op.getExtent(),
        call("dim",
             {"{static_cast<int64_t>(" + name(emitter, op.getValue()) +
                  ".rank())}",
              name(emitter, op.getIndex())},
             emitter.site(op)),
        op, /*fallible=*/true);
  return printExtent(emitter, op, op.getValue(), op.getIndex(), "dim");
}

static LogicalResult printOperation(CppEmitter &emitter, shape::RankOp op) {
  // The rank of an invalid shape is 0, as is rank()'s.
  if (isa<IndexType>(op.getType()))
    return emitter.declare(op.getRank(), "static_cast<int64_t>(" +
                                             name(emitter, op.getShape()) +
                                             ".rank())");
  return emitter.declareSizeResult(
      op.getRank(), call("rank", {name(emitter, op.getShape())}), op,
      /*fallible=*/false);
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shape::NumElementsOp op) {
  std::string site = emitter.site(op);
  if (!isa<IndexType>(op.getType()))
    return emitter.declareSizeResult(
        op.getResult(),
        call("num_elements", {name(emitter, op.getShape())}, site), op,
        /*fallible=*/true);
  return emitter.declareCheckedIndex(op.getResult(), op, [&](StringRef out) {
    return "shapecc::num_elements_checked(" + name(emitter, op.getShape()) +
           ", " + out.str() + ", " + site + emitter.foldedArguments(op) + ")";
  });
}

static LogicalResult printOperation(CppEmitter &emitter, shape::SplitAtOp op) {
  // Extent tensors split from a checked view (an argument) are views of it,
  // checked in one call.
  Value operand = op.getOperand();
  if (emitter.isView(operand) && emitter.isKnownValid(operand, op) &&
      isExtentTensor(op.getHead().getType()) &&
      isExtentTensor(op.getTail().getType()) &&
      isa<IndexType>(op.getIndex().getType())) {
    emitter.declareView(op.getHead(), "");
    emitter.declareView(op.getTail(), "");
    emitter.emitCheck(
        call("split_at_checked",
             {name(emitter, operand), name(emitter, op.getIndex()),
              name(emitter, op.getHead()), name(emitter, op.getTail()),
              emitter.site(op)}),
        op);
    return success();
  }
  if (failed(emitter.declareUninitialized(op.getHead())) ||
      failed(emitter.declareUninitialized(op.getTail())))
    return failure();
  std::string site = emitter.site(op);
  emitter.ostream() << "shapecc::split_at(" << name(emitter, op.getOperand())
                    << ", " << name(emitter, op.getIndex()) << ", "
                    << name(emitter, op.getHead()) << ", "
                    << name(emitter, op.getTail()) << ", &" << site << ");\n";
  // From a valid operand (within capacity) both results fail together, with
  // an index out of range: checking the head covers the tail.
  bool together = emitter.isKnownValid(op.getOperand(), op) &&
                  isExtentTensor(op.getHead().getType());
  for (Value result : {op.getHead(), op.getTail()})
    if (isExtentTensor(result.getType()) &&
        !(together && result == op.getTail()))
      emitter.emitCheck("shapecc::check_valid(" + name(emitter, result) + ", " +
                            site + ")",
                        op);
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shape::IsBroadcastableOp op) {
  return emitter.declare(op.getResult(), "shapecc::is_broadcastable(" +
                                             braced(emitter, op.getShapes()) +
                                             ")");
}

static LogicalResult printOperation(CppEmitter &emitter, shape::ShapeEqOp op) {
  return emitter.declare(op.getResult(), "shapecc::shape_eq(" +
                                             braced(emitter, op.getShapes()) +
                                             ")");
}

/// A meet is a constraint: a contradiction fails on the spot with the
/// `error=` message, whether or not the result is used.
static LogicalResult printOperation(CppEmitter &emitter, shape::MeetOp op) {
  std::string site = emitter.site(op, op.getError());
  std::string expr = call(
      "meet", {name(emitter, op.getArg0()), name(emitter, op.getArg1())}, site);
  // An index result is read from a checked Size.
  if (isa<IndexType>(op.getType()))
    return emitter.declareSizeResult(op.getResult(), expr, op,
                                     /*fallible=*/true);
  Value result = op.getResult();
  if (!isShapeLike(result.getType())) {
    if (failed(emitter.declare(result, expr)))
      return failure();
    emitter.emitCheck("shapecc::check_valid(" + name(emitter, result) + ", " +
                          site + ")",
                      op);
    emitter.markValid(result, op->getBlock());
    return success();
  }
  // Shapes: built in the result's variable (the out-parameter when it is
  // only returned) while they are compared, and checked in the same call.
  if (std::optional<std::string> slot = emitter.resultSlot(result))
    emitter.bindName(result, *slot);
  else if (failed(emitter.declareUninitialized(result)))
    return failure();
  emitter.emitCheck(call("meet_checked", {name(emitter, op.getArg0()),
                                          name(emitter, op.getArg1()),
                                          name(emitter, result), site}),
                    op);
  emitter.markValid(result, op->getBlock());
  return success();
}

/// One line on stderr (SHAPECC_DEBUG_PRINT) naming the value as the source
/// does; the value passes through unchanged.
static LogicalResult printOperation(CppEmitter &emitter,
                                    shape::DebugPrintOp op) {
  Value input = op.getInput();
  std::string label = sourceName(input);
  if (label.empty())
    label = name(emitter, input);
  else
    label = "%" + label;
  emitter.ostream() << "shapecc::debug_print(" << name(emitter, input) << ", "
                    << cppString(label) << ", " << emitter.site(op) << ");\n";
  emitter.alias(op.getOutput(), op.getInput());
  if (emitter.isKnownValid(op.getInput(), op))
    emitter.markValid(op.getOutput(), op->getBlock());
  return success();
}

//===----------------------------------------------------------------------===//
// Value shapes
//===----------------------------------------------------------------------===//

/// The data tensor whose elements `value` (a value shape) stands for, when
/// the checker receives only that tensor's shape: a with_shape of it (an
/// extent tensor's elements are known).
static Value dataTensorOf(Value value) {
  while (auto with = value.getDefiningOp<shape::WithOp>()) {
    value = with.getOperand();
    if (!isa<shape::ValueShapeType>(value.getType()))
      return holdsElements(value) ? Value() : value;
  }
  return {};
}

/// The diagnostic for reading the elements of a data tensor, which a checker
/// never receives.
static LogicalResult unknownElements(CppEmitter &emitter, Operation *op,
                                     Value tensor) {
  std::string why;
  llvm::raw_string_ostream os(why);
  os << "the checker receives only the shape of the data tensor of type "
     << tensor.getType()
     << ", not its elements; pass the elements as an extent tensor argument "
        "(tensor<?xindex>) or as a !shape.value_shape argument";
  return emitter.unsupported(op, why);
}

/// The value shape of `tensor`, whose C++ value is its elements
/// (holdsElements): those elements with the shape [n]. The list lives until
/// the call it is passed to returns. An extent tensor's view may be the empty
/// one a caller passes as `{}` (extent_tensor_elements maps it); a vector's
/// was checked valid where value_of made it.
static std::string elementsValueShape(CppEmitter &emitter, Value tensor) {
  std::string view = name(emitter, tensor);
  std::string elements = isExtentTensor(tensor.getType())
                             ? "shapecc::extent_tensor_elements(" + view + ")"
                             : view;
  return "shapecc::ValueShapeView{{static_cast<int64_t>(" + view +
         ".rank())}, " + elements + "}";
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shape::ValueAsShapeOp op) {
  Type argType = op.getArg().getType();
  DenseIntElementsAttr elements;
  if (!isExtentTensor(argType) &&
      matchPattern(op.getArg(), m_Constant(&elements)) &&
      elements.getElementType().getIntOrFloatBitWidth() <= 64) {
    // A constant of another integer type (the shape reference's
    // `dense<[1,2]> : tensor<2xi32>`) is the constant shape of its
    // elements; with a negative one, value_as_shape of them fails at run
    // time as it does for any value.
    bool isUnsigned = elements.getElementType().isUnsignedInteger();
    auto extents = llvm::to_vector(
        llvm::map_range(elements.getValues<APInt>(), [&](const APInt &e) {
          return isUnsigned ? static_cast<int64_t>(e.getZExtValue())
                            : e.getSExtValue();
        }));
    if (llvm::all_of(extents, [](int64_t e) { return e >= 0; }))
      return declareConstantShape(emitter, op, op.getResult(), extents);
    std::string list = int64List(extents);
    std::string rank = std::to_string(extents.size());
    std::string text =
        call("value_as_shape",
             {"shapecc::ValueShapeView{{" + rank + "}, {" + list + "}}"},
             emitter.site(op));
    // A negative unsigned element is one above INT64_MAX: the message prints
    // it unsigned.
    if (isUnsigned)
      text.insert(text.size() - 1, ", true");
    return emitter.declareShapeResult(op.getResult(), text, op,
                                      /*fallible=*/true);
  }
  if (isValueVector(op.getArg()))
    // Its shape is [n]; a negative element makes an invalid shape.
    return emitter.declareShapeResult(
        op.getResult(),
        call("value_as_shape", {elementsValueShape(emitter, op.getArg())},
             emitter.site(op)),
        op, /*fallible=*/true);
  if (!isa<shape::ValueShapeType>(argType) && !isExtentTensor(argType))
    return unknownElements(emitter, op, op.getArg());
  if (Value tensor = dataTensorOf(op.getArg()))
    return unknownElements(emitter, op, tensor);
  return emitter.declareShapeResult(
      op.getResult(),
      call("value_as_shape", {name(emitter, op.getArg())}, emitter.site(op)),
      op, /*fallible=*/true);
}

/// value_of to a vector of i64 (isValueVector): its elements, any sign, read
/// by the ops that take them as values. Of dynamic length only
/// (CheckStaticExtents rejects a static one, which upstream would fold).
static LogicalResult printValueVector(CppEmitter &emitter,
                                      shape::ValueOfOp op) {
  Value result = op.getResult();
  for (OpOperand &use : result.getUses()) {
    Operation *user = use.getOwner();
    bool reads = isa<tensor::ExtractOp, tensor::DimOp, tensor::RankOp,
                     shape::ValueAsShapeOp, shapecc::KeepOp>(user) ||
                 (isa<shape::WithOp>(user) && use.getOperandNumber() == 0);
    if (!reads)
      return emitter.unsupported(
          user, "a vector of integers from shape.value_of is read by "
                "tensor.extract, tensor.dim, tensor.rank, shape.value_as_shape "
                "and shape.with_shape only");
  }
  emitter.declareView(result, call("value_of", {name(emitter, op.getArg())}));
  std::string vector = name(emitter, result);
  // An unknown value is no vector.
  emitter.emitCheck(
      "shapecc::check_valid(" + vector + ", " + emitter.site(op) + ")", op);
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter, shape::ValueOfOp op) {
  if (Value tensor = dataTensorOf(op.getArg()))
    return unknownElements(emitter, op, tensor);
  if (isValueVector(op.getResult()))
    return printValueVector(emitter, op);
  // CheckStaticExtents rejects other types before the passes, with a hint.
  if (!isExtentTensor(op.getType()))
    return emitter.unsupported(op, "value_of to this type");
  emitter.declareView(op.getResult(),
                      call("value_of", {name(emitter, op.getArg())}));
  // An unknown value, or one with a negative element, is no extent tensor.
  emitter.emitCheck("shapecc::check_extents(" + name(emitter, op.getResult()) +
                        ", " + emitter.site(op) + ")",
                    op);
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter, shape::WithOp op) {
  Value operand = op.getOperand();
  std::string valueShape = name(emitter, operand);
  if (holdsElements(operand))
    // Its elements, always known; with_shape keeps only the elements.
    valueShape = elementsValueShape(emitter, operand);
  else if (!isa<shape::ValueShapeType>(operand.getType()))
    // A tensor argument: its shape is known, its value is not.
    valueShape = "shapecc::ValueShapeView{" + valueShape + ", {}}";
  // A shape that does not conform gives an error naming this op.
  return emitter.declare(
      op.getResult(),
      call("with_shape", {valueShape, name(emitter, op.getShape()),
                          emitter.siteError(op, "with_shape_error")}));
}

//===----------------------------------------------------------------------===//
// Regions
//===----------------------------------------------------------------------===//

/// A reduction over the extents: one loop, the region inlined as its body.
/// The shape must be valid (a loop over an error has no iteration count).
static LogicalResult printOperation(CppEmitter &emitter, shape::ReduceOp op) {
  Value shape = op.getShape();
  emitter.requireValid(shape, op);
  FailureOr<SmallVector<std::string>> accumulators =
      emitter.declareResults(op.getResults(), op.getInitVals());
  if (failed(accumulators))
    return failure();
  Block &body = op.getRegion().front();
  raw_indented_ostream &os = emitter.ostream();
  BlockArgument index = body.getArgument(0), extent = body.getArgument(1);
  os << "for (int64_t " << emitter.getName(index) << " = 0; "
     << emitter.getName(index) << " < static_cast<int64_t>("
     << name(emitter, shape) << ".rank()); ++" << emitter.getName(index)
     << ") {\n";
  os.indent();
  if (!extent.use_empty() &&
      failed(emitter.declare(extent, emitter.extentAt(shape, index))))
    return failure();
  emitter.markValid(extent, &body);
  for (auto [arg, accumulator] :
       llvm::zip(body.getArguments().drop_front(2), op.getResults()))
    emitter.alias(arg, accumulator);
  if (failed(emitter.emitBlockBody(body)))
    return failure();
  emitter.assignAll(*accumulators, body.getTerminator()->getOperands());
  os.unindent();
  os << "}\n";
  return success();
}

//===----------------------------------------------------------------------===//
// shapecc's checks
//===----------------------------------------------------------------------===//

/// Whether `broadcast` (without an error message of its own) broadcasts the
/// operands `check` checks, in any order.
static bool broadcastsOperandsOf(shape::BroadcastOp broadcast,
                                 shapecc::CheckBroadcastableOp check) {
  ValueRange shapes = broadcast.getShapes();
  return !broadcast.getError() && shapes.size() == check.getShapes().size() &&
         std::is_permutation(shapes.begin(), shapes.end(),
                             check.getShapes().begin());
}

/// The broadcast a check_broadcastable is fused with: the next op that
/// emits a statement is a shape.broadcast of the same operands without an
/// error= message of its own, so nothing can fail between the two.
static shape::BroadcastOp fusableBroadcast(shapecc::CheckBroadcastableOp op) {
  for (Operation *next = op->getNextNode(); next; next = next->getNextNode()) {
    if (auto broadcast = dyn_cast<shape::BroadcastOp>(next))
      return broadcastsOperandsOf(broadcast, op) ? broadcast
                                                 : shape::BroadcastOp();
    if (!next->hasTrait<OpTrait::ConstantLike>() &&
        !isa<shape::ShapeOfOp, shapecc::KeepOp>(next))
      return {};
  }
  return {};
}

/// A broadcast of `op`'s operands later in its block, after other ops (a
/// check the hoisting pass moved ahead of the ops before its broadcast): the
/// broadcast can be computed where the check runs, since its operands are
/// defined there and, the check passed, it cannot fail. Found among the users
/// of the operand with the fewest (their use lists walked in step until one
/// ends), so that a long block of checks is not scanned once per check.
static shape::BroadcastOp laterBroadcast(shapecc::CheckBroadcastableOp op) {
  if (op.getShapes().empty())
    return {};
  SmallVector<Value::use_iterator> uses;
  for (Value shape : op.getShapes())
    uses.push_back(shape.use_begin());
  Value fewest;
  while (!fewest)
    for (auto [shape, use] : llvm::zip(op.getShapes(), uses))
      if (use == shape.use_end()) {
        fewest = shape;
        break;
      } else {
        ++use;
      }
  shape::BroadcastOp first;
  for (Operation *user : fewest.getUsers()) {
    auto broadcast = dyn_cast<shape::BroadcastOp>(user);
    if (!broadcast || broadcast->getBlock() != op->getBlock() ||
        !op->isBeforeInBlock(broadcast) ||
        (first && first->isBeforeInBlock(broadcast)))
      continue;
    if (broadcastsOperandsOf(broadcast, op))
      first = broadcast;
  }
  return first;
}

/// The checks of a left-leaning chain of fused checks and broadcasts that
/// starts at `op`, as frontends emit for fused elementwise ops: each next
/// check, after only constants and `shape_of` ops (of the next operand, say),
/// is of the previous broadcast's result and one more shape, and nothing else
/// uses that result. Empty if there is no chain of two or more.
static SmallVector<shapecc::CheckBroadcastableOp>
broadcastChain(shapecc::CheckBroadcastableOp op) {
  SmallVector<shapecc::CheckBroadcastableOp> chain;
  if (op.getShapes().size() != 2)
    return chain;
  for (shapecc::CheckBroadcastableOp check = op; check;) {
    chain.push_back(check);
    shape::BroadcastOp broadcast = fusableBroadcast(check);
    Operation *next = broadcast->getNextNode();
    while (next && (next->hasTrait<OpTrait::ConstantLike>() ||
                    isa<shape::ShapeOfOp, shapecc::KeepOp>(next)))
      next = next->getNextNode();
    auto nextCheck = dyn_cast_or_null<shapecc::CheckBroadcastableOp>(next);
    Value result = broadcast.getResult();
    shape::BroadcastOp nextBroadcast =
        nextCheck ? fusableBroadcast(nextCheck) : shape::BroadcastOp();
    check = {};
    if (nextBroadcast && nextCheck.getShapes().size() == 2 &&
        nextCheck.getShapes()[0] == result &&
        nextCheck.getShapes()[1] != result &&
        llvm::all_of(result.getUsers(), [&](Operation *user) {
          // A keep needs the result to exist, not to be stored.
          return user == nextCheck || user == nextBroadcast ||
                 isa<shapecc::KeepOp>(user);
        }))
      check = nextCheck;
  }
  if (chain.size() < 2)
    chain.clear();
  return chain;
}

/// A chain of fused checks and broadcasts is one pass over the result
/// dimensions: the last broadcast lands in its variable, a failure is the
/// failing step's (the runtime retries the steps in turn).
static LogicalResult
printChain(CppEmitter &emitter,
           MutableArrayRef<shapecc::CheckBroadcastableOp> chain) {
  SmallVector<Value> shapes(chain.front().getShapes());
  std::string sites;
  for (shapecc::CheckBroadcastableOp check : chain) {
    if (check != chain.front())
      shapes.push_back(check.getShapes()[1]);
    sites += (sites.empty() ? "&" : ", &") + emitter.site(check);
    emitter.markEmitted(check);
    emitter.markEmitted(fusableBroadcast(check));
  }
  shape::BroadcastOp last = fusableBroadcast(chain.back());
  // A later step's operand may be defined between the steps (a shape_of, or a
  // constant: all that fusableBroadcast and broadcastChain let through, and
  // none can fail), after the first check: it is emitted now, before the
  // chain names it.
  for (Operation *op = chain.front()->getNextNode(); op != last;
       op = op->getNextNode()) {
    if (failed(emitter.emitOperation(*op)))
      return failure();
    emitter.markEmitted(op);
  }
  Value result = last.getResult();
  if (std::optional<std::string> slot = emitter.resultSlot(result))
    emitter.bindName(result, *slot);
  else if (failed(emitter.declareUninitialized(result)))
    return failure();
  emitter.emitCheck("shapecc::broadcast_chain_checked(" +
                        braced(emitter, shapes) + ", " + name(emitter, result) +
                        ", {" + sites + "}" +
                        emitter.foldedArguments(chain.front()) + ")",
                    chain.front());
  emitter.markValid(result, chain.front()->getBlock());
  return success();
}

/// A check followed by the broadcast of its operands is one pass over the
/// extents (the hot path of elementwise ops): the broadcast lands in its
/// variable, a failure is the check's.
static LogicalResult printOperation(CppEmitter &emitter,
                                    shapecc::CheckBroadcastableOp op) {
  std::string shapes = braced(emitter, op.getShapes());
  // A broadcast an earlier check of the same operands already computed (both
  // checks are kept with --no-hoist) is not computed again.
  auto unclaimed = [&](shape::BroadcastOp broadcast) {
    return broadcast && !emitter.isMarkedEmitted(broadcast)
               ? broadcast
               : shape::BroadcastOp();
  };
  shape::BroadcastOp broadcast = unclaimed(fusableBroadcast(op));
  if (broadcast) {
    SmallVector<shapecc::CheckBroadcastableOp> chain = broadcastChain(op);
    if (!chain.empty())
      return printChain(emitter, chain);
  } else {
    broadcast = unclaimed(laterBroadcast(op));
  }
  if (broadcast) {
    Value result = broadcast.getResult();
    // A result computed in place saves a copy on the hot path.
    if (std::optional<std::string> slot = emitter.resultSlot(result))
      emitter.bindName(result, *slot);
    else if (failed(emitter.declareUninitialized(result)))
      return failure();
    emitter.emitCheck("shapecc::broadcast_checked(" + shapes + ", " +
                          name(emitter, result) + ", " + emitter.site(op) +
                          emitter.foldedArguments(op) + ")",
                      op);
    emitter.markValid(result, op->getBlock());
    emitter.markEmitted(broadcast);
    return success();
  }
  emitter.emitCheck("shapecc::cstr_broadcastable(" + shapes + ", " +
                        emitter.site(op) + ")",
                    op);
  return success();
}

/// The operands whose every extent `op` reads, when it is one of the ops
/// entry checks can be folded into.
static std::optional<SmallVector<Value>> extentReader(Operation &op) {
  if (auto check = dyn_cast<shapecc::CheckBroadcastableOp>(op)) {
    if (!fusableBroadcast(check))
      return laterBroadcast(check)
                 ? std::optional(SmallVector<Value>(check.getShapes()))
                 : std::nullopt;
    SmallVector<shapecc::CheckBroadcastableOp> chain = broadcastChain(check);
    if (chain.empty())
      return SmallVector<Value>(check.getShapes());
    SmallVector<Value> leaves(check.getShapes());
    for (shapecc::CheckBroadcastableOp step : ArrayRef(chain).drop_front())
      leaves.push_back(step.getShapes()[1]);
    return leaves;
  }
  auto count = dyn_cast<shape::NumElementsOp>(op);
  if (count && isa<IndexType>(count.getType()))
    return SmallVector<Value>{count.getShape()};
  return std::nullopt;
}

FoldedArgumentChecks
shapecc::foldArgumentChecks(ArrayRef<BlockArgument> checked,
                            ArrayRef<bool> unranked) {
  FoldedArgumentChecks folded;
  if (checked.empty())
    return folded;
  // The shape of a data tensor is the tensor's C++ value: its shape_of
  // emits nothing, and reads what the tensor does.
  auto dataTensorShape = [](Operation &op) -> Value {
    auto shapeOf = dyn_cast<shape::ShapeOfOp>(op);
    if (!shapeOf || !isa<TensorType>(shapeOf.getArg().getType()) ||
        isExtentTensor(shapeOf.getArg().getType()))
      return {};
    return shapeOf.getArg();
  };
  // The first op that emits anything, if it reads every extent.
  Operation *first = nullptr;
  for (Operation &op : checked.front().getOwner()->without_terminator())
    if (!isa<arith::ConstantOp, shape::ConstSizeOp>(op) &&
        !dataTensorShape(op)) {
      first = &op;
      break;
    }
  std::optional<SmallVector<Value>> operands =
      first ? extentReader(*first) : std::nullopt;
  if (!operands)
    return folded;
  for (Value &operand : *operands)
    if (Operation *def = operand.getDefiningOp())
      if (Value tensor = dataTensorShape(*def))
        operand = tensor;
  size_t start = checked.size();
  while (start > 0 && unranked[start - 1] &&
         llvm::is_contained(*operands, checked[start - 1]))
    --start;
  if (start == checked.size())
    return folded;
  folded.reader = first;
  for (BlockArgument arg : checked.drop_front(start)) {
    folded.arguments.push_back(arg);
    folded.operands.push_back(llvm::find(*operands, arg) - operands->begin());
  }
  return folded;
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shapecc::CheckEqOp op) {
  // Two shapes are passed by value, more as a list.
  ValueRange shapes = op.getShapes();
  std::string operands = shapes.size() == 2 ? name(emitter, shapes[0]) + ", " +
                                                  name(emitter, shapes[1])
                                            : braced(emitter, shapes);
  emitter.emitCheck(
      "shapecc::cstr_eq(" + operands + ", " + emitter.site(op) + ")", op);
  return success();
}

/// Not emitted when its predicate is known true (knownTrue): a check of it,
/// or of a conjunction of it, ran before it (in its block or an enclosing
/// one), or it guards the branch this is in. Hoisting removes such a
/// constraint when both read one value; two equal comparisons become one
/// value only later, in cse.
static LogicalResult printOperation(CppEmitter &emitter,
                                    shapecc::CheckRequireOp op) {
  if (knownTrue(emitter, op, op.getPred()))
    return success();
  emitter.emitCheck(
      "shapecc::cstr_require(" + emitter.getName(op.getPred()).str() + ", " +
          emitter.site(op, op.getMsg()) + emitter.deferredArguments(op) + ")",
      op);
  return success();
}

/// Its operand under another name: the opacity is for the folders only.
static LogicalResult printOperation(CppEmitter &emitter, shapecc::OpaqueOp op) {
  emitter.alias(op.getResult(), op.getInput());
  if (emitter.isKnownValid(op.getInput(), op))
    emitter.markValid(op.getResult(), op->getBlock());
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter, shapecc::FailOp op) {
  emitter.emitCheck("shapecc::fail(shapecc::Errc::requirement_failed, " +
                        emitter.site(op, op.getMsg()) + ")",
                    op);
  return success();
}

void shapecc::recordChecks(CppEmitter &emitter, Operation &op) {
  if (auto check = dyn_cast<shapecc::CheckBroadcastableOp>(op)) {
    if (!check.getShapes().empty())
      emitter.recordCheck(check.getShapes().front(), &op);
  } else if (auto check = dyn_cast<shapecc::CheckRequireOp>(op)) {
    recordRequirement(emitter, check, check.getPred());
  }
}

std::optional<LogicalResult> shapecc::emitShapeOp(CppEmitter &emitter,
                                                  Operation &op) {
  return llvm::TypeSwitch<Operation *, std::optional<LogicalResult>>(&op)
      // Sizes.
      // Constants are literals at their uses.
      .Case<shape::ConstSizeOp>([](auto) { return success(); })
      .Case<shape::AddOp, shape::MulOp, shape::DivOp, shape::IndexToSizeOp,
            shape::SizeToIndexOp, shape::MaxOp, shape::MinOp>(
          [&](auto op) { return printOperation(emitter, op); })
      // Shapes.
      .Case<shape::ShapeOfOp, shape::ConstShapeOp, shape::BroadcastOp,
            shape::AnyOp, shape::ConcatOp, shape::FromExtentsOp,
            shape::FromExtentTensorOp, shape::ToExtentTensorOp,
            shape::GetExtentOp, shape::DimOp, shape::RankOp,
            shape::NumElementsOp, shape::SplitAtOp, shape::IsBroadcastableOp,
            shape::ShapeEqOp, shape::MeetOp, shape::DebugPrintOp>(
          [&](auto op) { return printOperation(emitter, op); })
      // Value shapes.
      .Case<shape::ValueAsShapeOp, shape::ValueOfOp, shape::WithOp>(
          [&](auto op) { return printOperation(emitter, op); })
      .Case<shape::ReduceOp>(
          [&](auto op) { return printOperation(emitter, op); })
      .Case<shapecc::CheckBroadcastableOp, shapecc::CheckEqOp,
            shapecc::CheckRequireOp, shapecc::FailOp, shapecc::OpaqueOp>(
          [&](auto op) { return printOperation(emitter, op); })
      // Keeps the op defining its operand: that op printed its check.
      .Case<shapecc::KeepOp>([](auto) { return success(); })
      .Case<shape::ReturnOp>(
          [&](auto op) { return emitter.emitReturn(op, op.getOperands()); })
      .Default([](Operation *) { return std::nullopt; });
}
