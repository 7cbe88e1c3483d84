//===- StdOps.cpp - C++ for arith, func, tensor and cf ops ----------------===//
//
// arith follows MLIR's integer semantics without C++ undefined behaviour:
// addi/subi/muli/shli wrap in two's complement (computed on uint64_t and
// truncated), a shift by the bit width or more gives 0 (shrsi: the sign),
// and a division by zero or INT_MIN / -1 is a checked `division_by_zero` /
// `overflow` failure at the op. Extent tensors are shapecc::Shape values.
//
//===----------------------------------------------------------------------===//

#include "CheckDialect.h"
#include "CppEmitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace shapecc;

namespace {

/// The C++ view of an integer or index type.
struct IntType {
  unsigned width;
  /// intN_t (int64_t for index), or bool for i1.
  std::string type;
  /// uintN_t, or bool for i1.
  std::string unsignedType;
  bool isBool() const { return width == 1; }
};

FailureOr<IntType> intType(Type type) {
  unsigned width = type.isIndex() ? 64 : 0;
  if (auto integer = dyn_cast<IntegerType>(type))
    width = integer.getWidth();
  if (width == 1)
    return IntType{1, "bool", "bool"};
  if (width != 8 && width != 16 && width != 32 && width != 64)
    return failure();
  std::string bits = std::to_string(width);
  return IntType{width, "int" + bits + "_t", "uint" + bits + "_t"};
}

} // namespace

static std::string name(CppEmitter &emitter, Value value) {
  return emitter.getName(value).str();
}

/// The diagnostic for an arith op on `type`, which has no C++ integer type
/// here: a tensor or vector (arith is elementwise on them), a width other than
/// 1, 8, 16, 32 and 64, or an i1 where the op has no meaning on bool
/// (`boolToo` false: division, remainder, shifts).
static LogicalResult unsupportedType(CppEmitter &emitter, Operation *op,
                                     Type type, bool boolToo = true) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (isa<ShapedType>(type))
    os << "values of type " << type
       << ": arith is lowered on scalar integers and index only";
  else if (type.isInteger(1) && !boolToo)
    os << "values of type i1: this op is lowered on i8, i16, i32, i64 and "
          "index only";
  else
    os << "values of type " << type
       << ": only i1, i8, i16, i32, i64 and index have a C++ type";
  return emitter.unsupported(op, text);
}

static std::string castTo(StringRef type, StringRef expr) {
  return ("static_cast<" + type + ">(" + expr + ")").str();
}

/// `expr`, arithmetic on operands of `type` or int literals, as a `type`
/// value. Types narrower than int are promoted to int and need the cast back;
/// int32_t and wider already are the expression's type (a cast would be
/// useless, which -Wuseless-cast reports).
static std::string asType(const IntType &type, StringRef expr) {
  return type.width < 32 ? castTo(type.type, expr) : expr.str();
}

//===----------------------------------------------------------------------===//
// arith
//===----------------------------------------------------------------------===//

LogicalResult shapecc::declareConstantShape(CppEmitter &emitter, Operation *op,
                                            Value result,
                                            ArrayRef<int64_t> extents) {
  std::string list = int64List(extents);
  // SHAPECC_MAX_RANK may be as small as 1: a longer constant is checked
  // where it needs to be valid (the compiler folds the check away when it
  // fits), and is capacity_exceeded there when it does not.
  bool nonNegative =
      llvm::all_of(extents, [](int64_t extent) { return extent >= 0; });
  // One extent (a dimension a reshape inserts, say) that only ops read: a
  // view of a static table, which nothing builds at run time. Returned,
  // yielded or carried by a loop (perhaps through an op that passes it on: a
  // cast, debug_print), it is built as a Shape.
  auto readOnly = [](Operation *user) {
    return !user->hasTrait<OpTrait::IsTerminator>() &&
           user->getNumRegions() == 0 &&
           !isa<tensor::CastOp, shape::ToExtentTensorOp,
                shape::FromExtentTensorOp, shape::DebugPrintOp,
                shapecc::OpaqueOp>(user);
  };
  if (nonNegative && extents.size() == 1 &&
      llvm::all_of(result.getUsers(), readOnly)) {
    std::string table = emitter.staticArray(
        "int64_t", (emitter.getName(result) + "_extents").str(), list);
    emitter.declareView(result, "shapecc::ShapeView(" + table + ", 1)");
    emitter.markValid(result, op->getBlock());
    return success();
  }
  if (nonNegative && extents.size() <= 1)
    return emitter.declareShapeResult(
        result, "shapecc::const_shape({" + list + "})", op, /*fallible=*/false,
        /*knownValid=*/true);
  // A constant with no file location (a caller's call site, an unknown
  // one) reports its failure where the value is used.
  std::string site =
      CppEmitter::fileLoc(op->getLoc()) ? "&" + emitter.site(op) : "nullptr";
  if (nonNegative)
    return emitter.declareShapeResult(
        result, "shapecc::const_shape({" + list + "}, " + site + ")", op,
        /*fallible=*/true);
  // A shape never holds a negative extent: built from the values, the
  // constant is invalid_shape.
  return emitter.declareShapeResult(
      result, "shapecc::from_extents({" + list + "}, " + site + ")", op,
      /*fallible=*/true);
}

static LogicalResult printOperation(CppEmitter &emitter, arith::ConstantOp op) {
  if (auto dense = dyn_cast<DenseIntElementsAttr>(op.getValue())) {
    // value_as_shape writes the elements of its constant operand itself.
    if (!isExtentTensor(op.getType()) && !op->use_empty() &&
        llvm::all_of(op->getUsers(), llvm::IsaPred<shape::ValueAsShapeOp>))
      return success();
    if (!isExtentTensor(op.getType()))
      return emitter.unsupported(op, "only extent tensor constants");
    return declareConstantShape(emitter, op, op.getResult(),
                                llvm::to_vector(dense.getValues<int64_t>()));
  }
  // An integer constant is a literal at its uses.
  if (!isa<IntegerAttr>(op.getValue()))
    return emitter.unsupported(op, "only integer and index constants");
  if (failed(intType(op.getType())))
    return unsupportedType(emitter, op, op.getType());
  return success();
}

/// addi, subi, muli: wrapping arithmetic (on bool: xor, xor, and).
static LogicalResult printWrapping(CppEmitter &emitter, Operation *op,
                                   char symbol) {
  FailureOr<IntType> type = intType(op->getResult(0).getType());
  if (failed(type))
    return unsupportedType(emitter, op, op->getResult(0).getType());
  std::string lhs = name(emitter, op->getOperand(0)),
              rhs = name(emitter, op->getOperand(1));
  if (type->isBool())
    return emitter.declare(op->getResult(0), symbol == '*'
                                                 ? lhs + " && " + rhs
                                                 : lhs + " != " + rhs);
  return emitter.declare(op->getResult(0),
                         castTo(type->type, castTo("uint64_t", lhs) + " " +
                                                symbol + " " +
                                                castTo("uint64_t", rhs)));
}

/// andi, ori, xori.
static LogicalResult printBitwise(CppEmitter &emitter, Operation *op,
                                  StringRef symbol, StringRef boolSymbol) {
  FailureOr<IntType> type = intType(op->getResult(0).getType());
  if (failed(type))
    return unsupportedType(emitter, op, op->getResult(0).getType());
  std::string lhs = name(emitter, op->getOperand(0)),
              rhs = name(emitter, op->getOperand(1));
  if (type->isBool())
    return emitter.declare(op->getResult(0),
                           (lhs + " " + boolSymbol + " " + rhs).str());
  return emitter.declare(op->getResult(0),
                         asType(*type, (lhs + " " + symbol + " " + rhs).str()));
}

/// shli, shrsi, shrui: a shift amount outside [0, width) gives 0 (shrsi:
/// the sign, -1 or 0).
static LogicalResult printShift(CppEmitter &emitter, Operation *op) {
  FailureOr<IntType> type = intType(op->getResult(0).getType());
  if (failed(type) || type->isBool())
    return unsupportedType(emitter, op, op->getResult(0).getType(),
                           /*boolToo=*/false);
  std::string lhs = name(emitter, op->getOperand(0)),
              rhs = name(emitter, op->getOperand(1));
  std::string inRange =
      castTo("uint64_t", rhs) + " < " + std::to_string(type->width);
  std::string shifted, outside = "0";
  if (isa<arith::ShLIOp>(op)) {
    shifted = castTo(type->type, castTo("uint64_t", lhs) + " << " + rhs);
  } else if (isa<arith::ShRUIOp>(op)) {
    shifted =
        castTo(type->type, castTo(type->unsignedType, lhs) + " >> " + rhs);
  } else {
    // A constant that fits an int is an int literal at its uses (`100`):
    // shifted as a 64-bit value, not as an int, where an amount from 32 is
    // undefined (Z1, docs/testing.md). A wider one already is 64-bit.
    APInt constant;
    std::string value =
        type->width > 32 &&
                matchPattern(op->getOperand(0), m_ConstantInt(&constant)) &&
                constant.isSignedIntN(32)
            ? castTo(type->type, lhs)
            : lhs;
    shifted = asType(*type, value + " >> " + rhs);
    outside = "(" + lhs + " < 0 ? -1 : 0)";
  }
  return emitter.declare(op->getResult(0), "(" + inRange + " ? " + shifted +
                                               " : " + asType(*type, outside) +
                                               ")");
}

/// The check before a division: a zero divisor is division_by_zero and a
/// signed INT64_MIN / -1 is overflow (`overflows`). Narrower signed types
/// divide in int64_t, where INT32_MIN / -1 is defined and wraps back. An
/// unsigned division's operands are cast to its unsigned type, so that the
/// message names the dividend as the op reads it (Z5, docs/testing.md).
static void checkDivisor(CppEmitter &emitter, Operation *op, StringRef lhs,
                         StringRef rhs, bool overflows, bool isSigned) {
  StringRef check = overflows  ? "check_division"
                    : isSigned ? "check_divisor"
                               : "check_unsigned_divisor";
  emitter.emitCheck(("shapecc::" + check + "(" + lhs + ", " + rhs + ", " +
                     emitter.site(op) + ")")
                        .str(),
                    op);
}

/// Whether `op` divides (a quotient or a remainder): its divisor is checked.
static bool isDivision(Operation *op) {
  return isa<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp, arith::RemUIOp,
             arith::CeilDivSIOp, arith::CeilDivUIOp, arith::FloorDivSIOp>(op);
}

/// Whether `value` is 0 wherever it is computed, by what C++ compilers see:
/// a constant 0, a remainder by 1 (a signed one by -1 too), a product or AND
/// with a known 0, a value less or XOR itself, a quotient or remainder of
/// one, a conversion of one, or a quotient by one (unreachable: its check
/// always fails, and it is declared 0). A division by such a value is never
/// reached, but its C++ spelling is a division by zero the compilers report
/// (-Wdiv-by-zero, AH6).
static bool knownZero(Value value, unsigned depth = 0) {
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return constant.isZero();
  Operation *def = value.getDefiningOp();
  if (!def || depth == 8)
    return false;
  auto zero = [&](unsigned i) {
    return knownZero(def->getOperand(i), depth + 1);
  };
  if (isa<arith::RemSIOp, arith::RemUIOp>(def) &&
      matchPattern(def->getOperand(1), m_ConstantInt(&constant)) &&
      (constant.isOne() || (isa<arith::RemSIOp>(def) && constant.isAllOnes())))
    return true;
  if (isa<arith::MulIOp, arith::AndIOp>(def))
    return zero(0) || zero(1);
  // A value less or XOR itself: two ops CSE merged after canonicalize.
  if (isa<arith::SubIOp, arith::XOrIOp>(def) &&
      def->getOperand(0) == def->getOperand(1))
    return true;
  if (isDivision(def))
    return zero(0) || zero(1);
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp, arith::TruncIOp>(def))
    return zero(0);
  return false;
}

/// Whether the check before division `op` tests INT64_MIN / -1: a signed
/// quotient. A remainder by -1 is 0, INT64_MIN's too (as upstream folds it):
/// only its C++ spelling would overflow.
static bool checksOverflow(Operation *op) {
  return isa<arith::DivSIOp, arith::CeilDivSIOp, arith::FloorDivSIOp>(op);
}

static LogicalResult printDivision(CppEmitter &emitter, Operation *op) {
  FailureOr<IntType> type = intType(op->getResult(0).getType());
  if (failed(type) || type->isBool())
    return unsupportedType(emitter, op, op->getResult(0).getType(),
                           /*boolToo=*/false);
  bool isSigned = isa<arith::DivSIOp, arith::RemSIOp, arith::CeilDivSIOp,
                      arith::FloorDivSIOp>(op);
  std::string lhs = name(emitter, op->getOperand(0)),
              rhs = name(emitter, op->getOperand(1));
  bool remainder = isa<arith::RemSIOp>(op);
  bool overflows = checksOverflow(op);
  std::string wide = isSigned ? "int64_t" : "uint64_t";
  std::string narrowType = isSigned ? type->type : type->unsignedType;
  std::string a = castTo(wide, lhs), b = castTo(wide, rhs);
  if (type->width == 64 && isSigned) {
    a = lhs;
    b = rhs;
  } else if (type->width < 64 && !isSigned) {
    a = castTo(wide, castTo(narrowType, lhs));
    b = castTo(wide, castTo(narrowType, rhs));
  }
  APInt dividend, divisor;
  bool constantDivisor =
      matchPattern(op->getOperand(1), m_ConstantInt(&divisor));
  // A constant divisor other than 0 (and -1, where the quotient may
  // overflow) needs no check, nor one an earlier division checked, which ran
  // before this one (its zero test; its overflow test too, when it had one
  // and the same dividend), nor one a requirement checked before it or the
  // condition of a branch it is in bounds away from them.
  auto covers = [&](Operation *check) {
    if (!isDivision(check))
      return false;
    return !overflows ||
           (checksOverflow(check) && check->getOperand(0) == op->getOperand(0));
  };
  if ((!constantDivisor || divisor.isZero() ||
       (overflows && type->width == 64 && divisor.isAllOnes())) &&
      !emitter.checkedBefore(op->getOperand(1), op, covers) &&
      !divisorKnownSafe(emitter, op, op->getOperand(1),
                        overflows && type->width == 64)) {
    checkDivisor(emitter, op, isSigned ? lhs : castTo(narrowType, lhs),
                 isSigned ? rhs : castTo(narrowType, rhs), overflows, isSigned);
    emitter.recordCheck(op->getOperand(1), op);
  }
  // A check that always fails leaves the division unreachable; C++ compilers
  // still reject a constant division by zero or INT64_MIN / -1 in it.
  if ((constantDivisor &&
       (divisor.isZero() ||
        (isSigned && type->width == 64 && divisor.isAllOnes() &&
         matchPattern(op->getOperand(0), m_ConstantInt(&dividend)) &&
         dividend.isMinSignedValue()))) ||
      knownZero(op->getOperand(1)))
    return emitter.declare(op->getResult(0), "0");
  // A signed remainder by -1 is 0 (INT64_MIN's too: only its C++ spelling
  // would overflow).
  if (remainder && constantDivisor && divisor.isAllOnes())
    return emitter.declare(op->getResult(0), "0");
  std::string expr;
  if (isa<arith::DivSIOp, arith::DivUIOp>(op))
    expr = a + " / " + b;
  else if (remainder && type->width == 64 && !constantDivisor)
    expr = "(" + b + " == -1 ? 0 : " + a + " % " + b + ")";
  else if (isa<arith::RemSIOp, arith::RemUIOp>(op))
    expr = a + " % " + b;
  else if (isa<arith::CeilDivUIOp>(op))
    expr = a + " / " + b + " + (" + a + " % " + b + " != 0 ? 1 : 0)";
  else if (isa<arith::CeilDivSIOp>(op))
    // Round the truncated quotient up when the remainder has b's sign.
    expr = a + " / " + b + " + (" + a + " % " + b + " != 0 && (" + a + " % " +
           b + " > 0) == (" + b + " > 0) ? 1 : 0)";
  else
    // floordivsi: round down when the remainder's sign differs from b's.
    expr = a + " / " + b + " - (" + a + " % " + b + " != 0 && (" + a + " % " +
           b + " < 0) != (" + b + " < 0) ? 1 : 0)";
  // Signed 64-bit operands divide as themselves; the others were widened.
  return emitter.declare(op->getResult(0), type->width == 64 && isSigned
                                               ? expr
                                               : castTo(type->type, expr));
}

/// maxsi, maxui, minsi, minui.
static LogicalResult printMinMax(CppEmitter &emitter, Operation *op, bool isMax,
                                 bool isSigned) {
  FailureOr<IntType> type = intType(op->getResult(0).getType());
  if (failed(type))
    return unsupportedType(emitter, op, op->getResult(0).getType());
  std::string lhs = name(emitter, op->getOperand(0)),
              rhs = name(emitter, op->getOperand(1));
  // Of a value and itself (two ops that CSE merged after canonicalize), the
  // value: `a < a ? a : a` is a self-comparison compilers report.
  if (op->getOperand(0) == op->getOperand(1))
    return emitter.declare(op->getResult(0), lhs);
  // A signed i1 is -1 (true) or 0: its order is the reverse of C++ bool's.
  if (type->isBool() && isSigned)
    isMax = !isMax;
  bool asIs = isSigned || type->isBool();
  std::string a = asIs ? lhs : castTo(type->unsignedType, lhs),
              b = asIs ? rhs : castTo(type->unsignedType, rhs);
  return emitter.declare(op->getResult(0), a + (isMax ? " < " : " > ") + b +
                                               " ? " + rhs + " : " + lhs);
}

/// The result of a comparison its operands decide, which C++ compilers report
/// when spelled out (AH6): a value with itself (two ops CSE merged after
/// canonicalize; -Wtautological-compare), and an unsigned value below 0 or at
/// least 0 (which canonicalize leaves, with the constant on the right, where it
/// moves `ugt %c0, %x`; -Wtype-limits).
static std::optional<bool> decidedComparison(arith::CmpIOp op) {
  using P = arith::CmpIPredicate;
  P predicate = op.getPredicate();
  if (op.getLhs() == op.getRhs())
    return llvm::is_contained({P::eq, P::sle, P::sge, P::ule, P::uge},
                              predicate);
  APInt constant;
  if ((predicate == P::ult || predicate == P::uge) &&
      matchPattern(op.getRhs(), m_ConstantInt(&constant)) && constant.isZero())
    return predicate == P::uge;
  return std::nullopt;
}

bool shapecc::readsNoOperand(Operation *op) {
  if (auto cmp = dyn_cast<arith::CmpIOp>(op))
    return decidedComparison(cmp).has_value();
  APInt divisor;
  if (isa<arith::RemSIOp>(op) &&
      matchPattern(op->getOperand(1), m_ConstantInt(&divisor)) &&
      divisor.isAllOnes())
    return true;
  // Its check may read them; a [[maybe_unused]] variable that is read is
  // harmless.
  return isDivision(op) && knownZero(op->getOperand(1));
}

static LogicalResult printOperation(CppEmitter &emitter, arith::CmpIOp op) {
  FailureOr<IntType> type = intType(op.getLhs().getType());
  if (failed(type))
    return unsupportedType(emitter, op, op.getLhs().getType());
  using P = arith::CmpIPredicate;
  P predicate = op.getPredicate();
  bool isUnsigned =
      llvm::is_contained({P::ult, P::ule, P::ugt, P::uge}, predicate);
  if (std::optional<bool> decided = decidedComparison(op))
    return emitter.declare(op.getResult(), *decided ? "true" : "false");
  StringRef symbol;
  switch (predicate) {
  case P::eq:
    symbol = "==";
    break;
  case P::ne:
    symbol = "!=";
    break;
  case P::slt:
  case P::ult:
    symbol = "<";
    break;
  case P::sle:
  case P::ule:
    symbol = "<=";
    break;
  case P::sgt:
  case P::ugt:
    symbol = ">";
    break;
  case P::sge:
  case P::uge:
    symbol = ">=";
    break;
  }
  std::string lhs = name(emitter, op.getLhs()),
              rhs = name(emitter, op.getRhs());
  if (isUnsigned && !type->isBool()) {
    lhs = castTo(type->unsignedType, lhs);
    rhs = castTo(type->unsignedType, rhs);
  }
  // A signed i1 is -1 (true) or 0: its order is the reverse of C++ bool's,
  // so `a slt b` is `b < a`.
  if (type->isBool() && !isUnsigned && predicate != P::eq && predicate != P::ne)
    std::swap(lhs, rhs);
  return emitter.declare(op.getResult(),
                         (lhs + " " + symbol + " " + rhs).str());
}

static LogicalResult printOperation(CppEmitter &emitter, arith::SelectOp op) {
  if (!op.getCondition().getType().isInteger(1))
    return emitter.unsupported(op, "only a scalar condition");
  std::string expr = name(emitter, op.getCondition()) + " ? " +
                     emitter.owned(op.getTrueValue()) + " : " +
                     emitter.owned(op.getFalseValue());
  // A shape (an scf.if of two shapes, canonicalized) that is returned is
  // chosen straight into its out-parameter.
  if (isShapeLike(op.getType()))
    return emitter.declareShapeResult(op.getResult(), expr, op,
                                      /*fallible=*/false);
  return emitter.declare(op.getResult(), expr);
}

/// index_cast, index_castui, extsi, extui, trunci: two's complement
/// conversions (truncation wraps; *ui zero-extends).
static LogicalResult printConversion(CppEmitter &emitter, Operation *op,
                                     bool zeroExtend) {
  FailureOr<IntType> from = intType(op->getOperand(0).getType());
  FailureOr<IntType> to = intType(op->getResult(0).getType());
  if (failed(from) || failed(to))
    return unsupportedType(emitter, op,
                           failed(from) ? op->getOperand(0).getType()
                                        : op->getResult(0).getType());
  std::string value = name(emitter, op->getOperand(0));
  std::string expr;
  if (to->isBool())
    expr = "(" + value + " & 1) != 0";
  else if (from->isBool())
    expr =
        zeroExtend ? castTo(to->type, value) : asType(*to, value + " ? -1 : 0");
  else if (zeroExtend && from->width < to->width)
    expr = castTo(to->type, castTo(from->unsignedType, value));
  else if (from->width == to->width)
    // index and i64 are both int64_t.
    expr = value;
  else
    expr = castTo(to->type, value);
  return emitter.declare(op->getResult(0), expr);
}

//===----------------------------------------------------------------------===//
// func
//===----------------------------------------------------------------------===//

/// A call of another emitted function: its arguments cannot carry errors, so
/// shapes and sizes are checked first; a failing callee fails the caller
/// with the callee's Status.
static LogicalResult printOperation(CppEmitter &emitter, func::CallOp op) {
  Operation *callee = emitter.lookupSymbol(op, op.getCalleeAttr());
  FailureOr<std::string> calleeName = failure();
  if (callee)
    calleeName = emitter.calleeName(callee);
  if (failed(calleeName))
    return emitter.unsupported(op, "the callee is not a function shapecc "
                                   "emits");
  SmallVector<std::string> args;
  for (Value arg : op.getOperands()) {
    if (isa<shape::SizeType>(arg.getType()))
      args.push_back(emitter.indexOperand(arg, op));
    else {
      emitter.requireValid(arg, op);
      args.push_back(name(emitter, arg));
    }
  }
  raw_indented_ostream &os = emitter.ostream();
  if (!emitter.throws()) {
    SmallVector<std::string> outs;
    for (Value result : op.getResults()) {
      // Size results come back as checked int64_t values.
      if (isa<shape::SizeType>(result.getType())) {
        std::string raw = emitter.uniqueName(name(emitter, result) + "_value");
        os << "int64_t " << raw << " = 0;\n";
        outs.push_back(raw);
      } else if (std::optional<std::string> slot = emitter.resultSlot(result)) {
        // Only returned: the callee writes the caller's out-parameter.
        emitter.bindName(result, *slot);
        outs.push_back(*slot);
      } else {
        if (failed(emitter.declareUninitialized(result)))
          return failure();
        outs.push_back(name(emitter, result));
      }
    }
    SmallVector<std::string> callArgs(args);
    callArgs.append(outs);
    emitter.emitCheck(emitter.callPrefix(callee, *calleeName) +
                          llvm::join(callArgs, ", ") + ")",
                      op);
    for (auto [result, out] : llvm::zip(op.getResults(), outs))
      if (isa<shape::SizeType>(result.getType()) && !result.use_empty() &&
          failed(emitter.declare(result, out)))
        return failure();
  } else {
    std::string call =
        emitter.callPrefix(callee, *calleeName) + llvm::join(args, ", ") + ")";
    if (op.use_empty()) {
      os << (op.getNumResults() ? "(void)" : "") << call << ";\n";
    } else if (op.getNumResults() == 1) {
      if (failed(emitter.declare(op.getResult(0), call)))
        return failure();
    } else {
      // A size result's struct member is an int64_t: bound under a name of
      // its own, then declared as the Size the result is.
      SmallVector<std::string> names;
      for (Value result : op.getResults())
        names.push_back(
            isa<shape::SizeType>(result.getType())
                ? emitter.uniqueName(name(emitter, result) + "_value")
                : name(emitter, result));
      // As a local (CppEmitter::declare): GCC and clang report a binding
      // declaration none of whose names is read.
      if (llvm::all_of(op.getResults(), mayGoUnread))
        os << "[[maybe_unused]] ";
      os << "const auto [" << llvm::join(names, ", ") << "] = " << call
         << ";\n";
      for (auto [result, bound] : llvm::zip(op.getResults(), names))
        if (isa<shape::SizeType>(result.getType()) && !result.use_empty() &&
            failed(emitter.declare(result, bound)))
          return failure();
    }
  }
  // A function without a body is the user's C++: what it returns for a
  // tensor is checked against the declared type, as an argument is on entry
  // (an extent tensor's static length is what lets later reads go unchecked).
  // A !shape.shape may be an error value, which the ops reading it handle.
  if (auto function = dyn_cast<FunctionOpInterface>(callee);
      function && function.isExternal())
    for (Value result : op.getResults())
      if (isa<TensorType>(result.getType()) && !result.use_empty())
        emitter.emitCheck(castCheck(result, name(emitter, result),
                                    expectedShape(result.getType()),
                                    emitter.site(op)),
                          op);
  for (Value result : op.getResults())
    emitter.markValid(result, op->getBlock());
  return success();
}

//===----------------------------------------------------------------------===//
// tensor (on extent tensors and the shapes of tensor arguments)
//===----------------------------------------------------------------------===//

static std::optional<int64_t> constantIndex(Value value) {
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return constant.getSExtValue();
  return std::nullopt;
}

/// Whether `value` is the rank of the data tensor `tensor` (tensor.rank of
/// it, shape.rank or the length of its shape_of).
static bool isRankOf(Value value, Value tensor) {
  if (auto rank = value.getDefiningOp<tensor::RankOp>())
    return rank.getTensor() == tensor;
  Value shape;
  if (auto rank = value.getDefiningOp<shape::RankOp>())
    shape = rank.getShape();
  else if (auto dim = value.getDefiningOp<tensor::DimOp>();
           dim && constantIndex(dim.getIndex()) == 0)
    shape = dim.getSource();
  auto shapeOf = shape ? shape.getDefiningOp<shape::ShapeOfOp>() : nullptr;
  return shapeOf && shapeOf.getArg() == tensor;
}

/// Whether `index` is a constant below the static length of the extent
/// tensor `tensor`; extentIndexInRange covers the other ways to know it.
static bool belowStaticLength(Value tensor, Value index) {
  auto type = cast<RankedTensorType>(tensor.getType());
  std::optional<int64_t> constant = constantIndex(index);
  return constant && !type.isDynamicDim(0) && *constant >= 0 &&
         *constant < type.getDimSize(0);
}

/// Whether `index` is a dimension of the data tensor `tensor`: a constant
/// below the rank of its ranked type (its view has that rank: its entry
/// check, or the check of the cast that refined it, runs before any extent is
/// read), or the induction variable of a loop from a non-negative constant to
/// its rank.
static bool isInRank(Value tensor, Value index) {
  if (std::optional<int64_t> constant = constantIndex(index)) {
    auto ranked = dyn_cast<RankedTensorType>(tensor.getType());
    return ranked && *constant >= 0 && *constant < ranked.getRank();
  }
  return loopIndexBelow(index,
                        [&](Value bound) { return isRankOf(bound, tensor); });
}

static LogicalResult printOperation(CppEmitter &emitter, tensor::DimOp op) {
  std::string source = name(emitter, op.getSource());
  // An extent tensor's or vector's C++ value is its elements; its shape is
  // [n].
  if (holdsElements(op.getSource())) {
    if (constantIndex(op.getIndex()) == 0)
      return emitter.declare(op.getResult(),
                             "static_cast<int64_t>(" + source + ".rank())");
    source = "{static_cast<int64_t>(" + source + ".rank())}";
  } else if (isInRank(op.getSource(), op.getIndex())) {
    return emitter.declare(op.getResult(),
                           emitter.extentAt(op.getSource(), op.getIndex()));
  }
  // One checked call, as for shape.dim and get_extent.
  std::string site = emitter.site(op);
  return emitter.declareCheckedIndex(op.getResult(), op, [&](StringRef out) {
    return "shapecc::dim_checked(" + source + ", " +
           name(emitter, op.getIndex()) + ", " + out.str() + ", " + site + ")";
  });
}

static LogicalResult printOperation(CppEmitter &emitter, tensor::RankOp op) {
  // An extent tensor's or vector's C++ value is its elements; its shape is
  // [n].
  if (holdsElements(op.getTensor()))
    return emitter.declare(op.getResult(), "1");
  return emitter.declare(op.getResult(), "static_cast<int64_t>(" +
                                             name(emitter, op.getTensor()) +
                                             ".rank())");
}

static LogicalResult printOperation(CppEmitter &emitter, tensor::ExtractOp op) {
  Value tensor = op.getTensor();
  if (!holdsElements(tensor))
    return emitter.unsupported(op, "extract is emitted on extent tensors and "
                                   "vectors of i64 from shape.value_of");
  Value index = op.getIndices()[0];
  if (belowStaticLength(tensor, index) ||
      extentIndexInRange(emitter, op, tensor, index))
    return emitter.declare(op.getResult(), emitter.extentAt(tensor, index));
  std::string site = emitter.site(op);
  return emitter.declareCheckedIndex(op.getResult(), op, [&](StringRef out) {
    return "shapecc::get_extent_checked(" + name(emitter, tensor) + ", " +
           name(emitter, index) + ", " + out.str() + ", " + site + ")";
  });
}

/// Whether `v` is provably not negative where it is used, looking through at
/// most `depth` index ops: a non-negative constant, an extent read from an
/// argument of its function (an extent tensor's element, or an extent of a
/// data tensor's or a shape's: through `tensor.dim`, or a `shape_of` of it),
/// or an index shape.add, mul or div of such values, which fails where it
/// would overflow or divide by zero. Every argument's entry check (on entry,
/// folded into the first op that reads its extents, or deferred to before the
/// first op that reads any) rejects negative extents before any of them is
/// read.
static bool nonNegativeWithin(Value v, unsigned depth) {
  if (std::optional<int64_t> constant = constantIndex(v))
    return *constant >= 0;
  Operation *def = v.getDefiningOp();
  if (isa_and_nonnull<shape::AddOp, shape::MulOp, shape::DivOp>(def) &&
      isa<IndexType>(v.getType()))
    return depth > 0 && llvm::all_of(def->getOperands(), [&](Value operand) {
             return nonNegativeWithin(operand, depth - 1);
           });
  Value source;
  if (auto extract = v.getDefiningOp<tensor::ExtractOp>())
    source = extract.getTensor();
  else if (auto extent = v.getDefiningOp<shape::GetExtentOp>())
    source = extent.getShape();
  else if (auto dim = v.getDefiningOp<tensor::DimOp>())
    source = dim.getSource();
  if (!source)
    return false;
  if (auto shapeOf = source.getDefiningOp<shape::ShapeOfOp>())
    source = shapeOf.getArg();
  return isa<TensorType, shape::ShapeType, shape::ValueShapeType>(
             source.getType()) &&
         isFunctionArgument(source);
}

bool shapecc::knownNonNegative(Value v) { return nonNegativeWithin(v, 4); }

static LogicalResult printOperation(CppEmitter &emitter,
                                    tensor::FromElementsOp op) {
  if (!isExtentTensor(op.getType()))
    return emitter.unsupported(op, "from_elements is emitted for extent "
                                   "tensors");
  std::string elements;
  llvm::raw_string_ostream os(elements);
  for (Value v : op.getElements())
    os << ", " << emitter.getName(v);
  // Built in its variable (the out-parameter when it is only returned) and
  // checked in one call.
  Value result = op.getResult();
  if (std::optional<std::string> slot = emitter.resultSlot(result))
    emitter.bindName(result, *slot);
  else if (failed(emitter.declareUninitialized(result)))
    return failure();
  // Extents known not to be negative need no sign test.
  StringRef check = llvm::all_of(op.getElements(), knownNonNegative)
                        ? "shapecc::from_nonnegative_extents_checked("
                        : "shapecc::from_extents_checked(";
  emitter.emitCheck(check.str() + name(emitter, result) + ", " +
                        emitter.site(op) + elements + ")",
                    op);
  return success();
}

/// A cast to a more static type is checked like an argument; to a less
/// static one it is a new name.
static LogicalResult printOperation(CppEmitter &emitter, tensor::CastOp op) {
  Type from = op.getSource().getType(), to = op.getType();
  std::string source = name(emitter, op.getSource());
  auto ranked = dyn_cast<RankedTensorType>(to);
  if (isExtentTensor(from) != isExtentTensor(to))
    return emitter.unsupported(op, "casts between extent tensors and other "
                                   "tensors are not emitted");
  if (ranked) {
    std::string expected;
    llvm::raw_string_ostream os(expected);
    bool refines = !isa<RankedTensorType>(from);
    if (isExtentTensor(to)) {
      int64_t length = ranked.getDimSize(0);
      refines |= !ShapedType::isDynamic(length) &&
                 cast<RankedTensorType>(from).isDynamicDim(0);
      os << (ShapedType::isDynamic(length) ? -1 : length) << ", {}";
    } else {
      for (auto [index, extent] : llvm::enumerate(ranked.getShape()))
        refines |= !ShapedType::isDynamic(extent) &&
                   isa<RankedTensorType>(from) &&
                   cast<RankedTensorType>(from).isDynamicDim(index);
      os << ranked.getRank() << ", {";
      llvm::interleaveComma(ranked.getShape(), os, [&](int64_t extent) {
        os << (ShapedType::isDynamic(extent) ? -1 : extent);
      });
      os << "}";
    }
    if (refines)
      emitter.emitCheck(
          castCheck(op.getSource(), source, expected, emitter.site(op)), op);
  }
  emitter.alias(op.getResult(), op.getSource());
  return success();
}

/// generate and empty on extent tensors: the elements appended one by one
/// (empty's elements are unspecified: 0). A dynamic length is checked first
/// (negative, or above SHAPECC_MAX_RANK), so the loop is bounded; a negative
/// element fails where it is appended.
static LogicalResult emitExtentLoop(CppEmitter &emitter, Operation *op,
                                    Value result, ValueRange dynamicExtents,
                                    Block *body) {
  if (!isExtentTensor(result.getType()))
    return emitter.unsupported(op, "only extent tensors (tensor<?xindex>) are "
                                   "built element by element");
  auto type = cast<RankedTensorType>(result.getType());
  std::string site = emitter.site(op);
  std::string length = std::to_string(type.getDimSize(0));
  if (type.isDynamicDim(0)) {
    length = name(emitter, dynamicExtents.front());
    emitter.emitCheck("shapecc::check_length(" + length + ", " + site + ")",
                      op);
  }
  if (failed(emitter.declare(result, "shapecc::Shape()", /*mutableVar=*/true)))
    return failure();
  std::string iv =
      body ? name(emitter, body->getArgument(0)) : emitter.uniqueName("i");
  raw_indented_ostream &os = emitter.ostream();
  os << "for (int64_t " << iv << " = 0; " << iv << " < " << length << "; ++"
     << iv << ") {\n";
  os.indent();
  std::string element = "0";
  if (body) {
    if (failed(emitter.emitBlockBody(*body)))
      return failure();
    element = name(emitter, body->getTerminator()->getOperand(0));
  }
  emitter.emitCheck("shapecc::push_extent(" + name(emitter, result) + ", " +
                        element + ", " + site + ")",
                    op);
  os.unindent();
  os << "}\n";
  return success();
}

/// An offset, size or stride: a literal or a variable.
static std::string sliceOperand(CppEmitter &emitter, OpFoldResult value) {
  if (auto attr = dyn_cast<Attribute>(value))
    return std::to_string(cast<IntegerAttr>(attr).getInt());
  return name(emitter, cast<Value>(value));
}

/// insert_slice of a 1-D extent tensor into a copy of another (what the
/// canonicalizer makes of a one-iteration scf.forall).
static LogicalResult printOperation(CppEmitter &emitter,
                                    tensor::InsertSliceOp op) {
  if (!isExtentTensor(op.getSource().getType()) ||
      !isExtentTensor(op.getType()))
    return emitter.unsupported(op, "insert_slice is emitted for a 1-D extent "
                                   "tensor into an extent tensor");
  if (failed(emitter.declare(op.getResult(), emitter.owned(op.getDest()),
                             /*mutableVar=*/true)))
    return failure();
  emitter.emitCheck("shapecc::insert_slice(" + name(emitter, op.getResult()) +
                        ", " + name(emitter, op.getSource()) + ", " +
                        sliceOperand(emitter, op.getMixedOffsets()[0]) + ", " +
                        sliceOperand(emitter, op.getMixedSizes()[0]) + ", " +
                        sliceOperand(emitter, op.getMixedStrides()[0]) + ", " +
                        emitter.site(op) + ")",
                    op);
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    tensor::GenerateOp op) {
  return emitExtentLoop(emitter, op, op.getResult(), op.getDynamicExtents(),
                        &op.getBody().front());
}

static LogicalResult printOperation(CppEmitter &emitter, tensor::EmptyOp op) {
  return emitExtentLoop(emitter, op, op.getResult(), op.getDynamicSizes(),
                        nullptr);
}

//===----------------------------------------------------------------------===//
// cf
//===----------------------------------------------------------------------===//

static LogicalResult printOperation(CppEmitter &emitter, cf::AssertOp op) {
  emitter.emitCheck("shapecc::cstr_require(" + name(emitter, op.getArg()) +
                        ", " + emitter.site(op, op.getMsg()) + ")",
                    op);
  return success();
}

std::optional<LogicalResult> shapecc::emitStdOp(CppEmitter &emitter,
                                                Operation &op) {
  return llvm::TypeSwitch<Operation *, std::optional<LogicalResult>>(&op)
      // arith.
      .Case<arith::ConstantOp, arith::CmpIOp, arith::SelectOp>(
          [&](auto op) { return printOperation(emitter, op); })
      .Case<arith::AddIOp>(
          [&](auto op) { return printWrapping(emitter, op, '+'); })
      .Case<arith::SubIOp>(
          [&](auto op) { return printWrapping(emitter, op, '-'); })
      .Case<arith::MulIOp>(
          [&](auto op) { return printWrapping(emitter, op, '*'); })
      .Case<arith::AndIOp>(
          [&](auto op) { return printBitwise(emitter, op, "&", "&&"); })
      .Case<arith::OrIOp>(
          [&](auto op) { return printBitwise(emitter, op, "|", "||"); })
      .Case<arith::XOrIOp>(
          [&](auto op) { return printBitwise(emitter, op, "^", "!="); })
      .Case<arith::ShLIOp, arith::ShRSIOp, arith::ShRUIOp>(
          [&](auto op) { return printShift(emitter, op); })
      .Case<arith::DivSIOp, arith::DivUIOp, arith::RemSIOp, arith::RemUIOp,
            arith::CeilDivSIOp, arith::CeilDivUIOp, arith::FloorDivSIOp>(
          [&](auto op) { return printDivision(emitter, op); })
      .Case<arith::MaxSIOp>(
          [&](auto op) { return printMinMax(emitter, op, true, true); })
      .Case<arith::MaxUIOp>(
          [&](auto op) { return printMinMax(emitter, op, true, false); })
      .Case<arith::MinSIOp>(
          [&](auto op) { return printMinMax(emitter, op, false, true); })
      .Case<arith::MinUIOp>(
          [&](auto op) { return printMinMax(emitter, op, false, false); })
      .Case<arith::IndexCastOp, arith::ExtSIOp, arith::TruncIOp>(
          [&](auto op) { return printConversion(emitter, op, false); })
      .Case<arith::IndexCastUIOp, arith::ExtUIOp>(
          [&](auto op) { return printConversion(emitter, op, true); })
      // func.
      .Case<func::CallOp>([&](auto op) { return printOperation(emitter, op); })
      .Case<func::ReturnOp>(
          [&](auto op) { return emitter.emitReturn(op, op.getOperands()); })
      // tensor.
      .Case<tensor::DimOp, tensor::RankOp, tensor::ExtractOp,
            tensor::FromElementsOp, tensor::CastOp, tensor::GenerateOp,
            tensor::EmptyOp, tensor::InsertSliceOp>(
          [&](auto op) { return printOperation(emitter, op); })
      // cf.
      .Case<cf::AssertOp>([&](auto op) { return printOperation(emitter, op); })
      .Default([](Operation *) { return std::nullopt; });
}
