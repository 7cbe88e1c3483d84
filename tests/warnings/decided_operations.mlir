// Operations whose result their operands decide, which canonicalize leaves
// and whose C++ spelling compilers report (AH6): they are emitted as their
// values, and an argument only they read is an unnamed parameter.
// - a comparison or max of a value with itself, two ops that CSE merged after
//   canonicalize (-Wtautological-compare);
// - an unsigned value below 0, or at least 0 (-Wtype-limits);
// - a division by a value that is always 0 where it is computed, a remainder
//   by -1 or of 0, or a quotient by 0 (-Wdiv-by-zero, -Wdivision-by-zero): its
//   check always fails, and the division is never reached;
// - a constant shape only a shapecc.keep reads (-Wunused-but-set-variable,
//   -Wunused-variable).

func.func @self(%s: tensor<?xindex>) -> (i1, i1, index, index) {
  %a = shape.rank %s : tensor<?xindex> -> index
  %b = shape.rank %s : tensor<?xindex> -> index
  %lt = arith.cmpi slt, %a, %b : index
  %ge = arith.cmpi uge, %a, %b : index
  %max = arith.maxsi %a, %b : index
  %min = arith.minui %a, %b : index
  return %lt, %ge, %max, %min : i1, i1, index, index
}

func.func @unsigned_zero(%a: index, %b: i32, %c: index) -> (i1, i1, i1, i1, i1) {
  %c0 = arith.constant 0 : index
  %z32 = arith.constant 0 : i32
  %lt = arith.cmpi ult, %a, %c0 : index
  %ge = arith.cmpi uge, %b, %z32 : i32
  %gt = arith.cmpi ugt, %c0, %a : index
  %le = arith.cmpi ule, %z32, %b : i32
  %le0 = arith.cmpi ule, %c, %c0 : index
  return %lt, %ge, %gt, %le, %le0 : i1, i1, i1, i1, i1
}

func.func @after_failed_division(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %z = arith.divsi %a, %c0 : index
  %q = arith.divsi %a, %z : index
  return %q : index
}

func.func @zero_remainder(%a: index, %b: index) -> (index, index) {
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %r = arith.remsi %a, %m1 : index
  %q = arith.divsi %b, %r : index
  %z = arith.remsi %c0, %a : index
  %p = arith.remui %b, %z : index
  return %q, %p : index, index
}

// A difference or XOR of a value with itself (two ranks CSE merged after
// canonicalize) is 0: a division by it is never reached.
func.func @self_difference(%s: tensor<?xindex>, %x: index) -> (index, index) {
  %a = shape.rank %s : tensor<?xindex> -> index
  %b = shape.rank %s : tensor<?xindex> -> index
  %d = arith.subi %a, %b : index
  %q = arith.divsi %x, %d : index
  %xo = arith.xori %a, %b : index
  %r = arith.remsi %x, %xo : index
  return %q, %r : index, index
}

func.func @kept_constant(%p: i1) {
  %false = arith.constant false
  %c2 = arith.constant 2 : index
  %v = shape.from_extents %c2 : index
  %t = shape.to_extent_tensor %v : !shape.shape -> tensor<?xindex>
  scf.if %false {
    %n = shape.num_elements %t : tensor<?xindex> -> index
    %ok = arith.cmpi sle, %n, %c2 : index
    cf.assert %ok, "small"
  }
  return
}

// Locals that only decided operations read: the comparison and the remainder
// do not spell them, so they are [[maybe_unused]].
func.func @decided_locals(%s: tensor<?xindex>, %k: index) -> (i1, index) {
  %c0 = arith.constant 0 : index
  %m1 = arith.constant -1 : index
  %r = shape.rank %s : tensor<?xindex> -> index
  %d = arith.subi %r, %k : index
  %neg = arith.cmpi ult, %d, %c0 : index
  %e = arith.addi %r, %k : index
  %z = arith.remsi %e, %m1 : index
  return %neg, %z : i1, index
}

// An scf.if result that only a decided comparison reads: set in each branch,
// never read (-Wunused-but-set-variable), so [[maybe_unused]].
func.func @decided_branch_result(%c: i1, %a: index, %b: index) -> i1 {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> index {
    %s = arith.addi %a, %b : index
    scf.yield %s : index
  } else {
    %d = arith.muli %a, %b : index
    scf.yield %d : index
  }
  %neg = arith.cmpi ult, %r, %c0 : index
  return %neg : i1
}

// The results of a call that only decided comparisons read: under the throw
// policy, a structured binding none of whose names is read
// (-Wunused-but-set-variable, -Wunused-variable), so [[maybe_unused]].
func.func private @two(%a: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %b = arith.addi %a, %c1 : index
  return %a, %b : index, index
}

func.func @decided_call_results(%a: index) -> (i1, i1) {
  %c0 = arith.constant 0 : index
  %x, %y = call @two(%a) : (index) -> (index, index)
  %u = arith.cmpi ult, %x, %c0 : index
  %v = arith.cmpi uge, %y, %c0 : index
  return %u, %v : i1, i1
}
