// The shape reference's matmul walk-through ("Different stages of lowering
// Shape dialect"), in valid MLIR 22: from the nested constrained form
// (stage 2) through hoisting to the imperative form (stage 3).
// RUN: %shapecc-opt --shapecc-hoist-constraints %s | FileCheck %s --check-prefix=HOIST
// RUN: %shapecc-opt --shapecc-hoist-constraints --shapecc-eliminate-assuming %s | FileCheck %s --check-prefix=IMPERATIVE

// Hoisting: the rank checks run first, in source order; the split needs
// them, so it stays after them, and so does the inner-dimension check that
// needs the split. The three regions become one, assuming all three.
// HOIST-LABEL: func.func @matmul
// HOIST-SAME: (%[[LHS:.*]]: tensor<*xf32>, %[[RHS:.*]]: tensor<*xf32>)
// HOIST-DAG: %[[C1:.*]] = arith.constant 1 : index
// HOIST-DAG: %[[C2:.*]] = arith.constant 2 : index
// HOIST: %[[LS:.*]] = shape.shape_of %[[LHS]]
// HOIST-NEXT: %[[RS:.*]] = shape.shape_of %[[RHS]]
// HOIST-NEXT: %[[LR:.*]] = shape.rank %[[LS]]
// HOIST-NEXT: %[[RR:.*]] = shape.rank %[[RS]]
// HOIST-NEXT: %[[SAME:.*]] = arith.cmpi eq, %[[LR]], %[[RR]]
// HOIST-NEXT: %[[W1:.*]] = shape.cstr_require %[[SAME]], "ranks must match"
// HOIST-NEXT: %[[IS2:.*]] = arith.cmpi eq, %[[LR]], %[[C2]]
// HOIST-NEXT: %[[W2:.*]] = shape.cstr_require %[[IS2]], "requires rank 2 operands"
// HOIST-NEXT: %[[L0:.*]], %[[L1:.*]] = "shape.split_at"(%[[LS]], %[[C1]])
// HOIST-NEXT: %[[R0:.*]], %[[R1:.*]] = "shape.split_at"(%[[RS]], %[[C1]])
// HOIST-NEXT: %[[W3:.*]] = shape.cstr_eq %[[L1]], %[[R0]]
// HOIST-NEXT: %[[W:.*]] = shape.assuming_all %[[W1]], %[[W2]], %[[W3]]
// HOIST-NEXT: %[[RES:.*]] = shape.assuming %[[W]] -> (tensor<?xindex>) {
// HOIST-NEXT: %[[CAT:.*]] = shape.concat %[[L0]], %[[R1]]
// HOIST-NEXT: shape.assuming_yield %[[CAT]]
// HOIST-NEXT: }
// HOIST-NEXT: return %[[RES]]

// The imperative form: the reference's stage 3.
// IMPERATIVE-LABEL: func.func @matmul
// IMPERATIVE: %[[LS:.*]] = shape.shape_of
// IMPERATIVE-NEXT: %[[RS:.*]] = shape.shape_of
// IMPERATIVE-NEXT: shape.rank
// IMPERATIVE-NEXT: shape.rank
// IMPERATIVE-NEXT: arith.cmpi
// IMPERATIVE-NEXT: shapecc.check_require %{{.*}}, "ranks must match"
// IMPERATIVE-NEXT: arith.cmpi
// IMPERATIVE-NEXT: shapecc.check_require %{{.*}}, "requires rank 2 operands"
// IMPERATIVE-NEXT: %[[L0:.*]], %[[L1:.*]] = "shape.split_at"(%[[LS]]
// IMPERATIVE-NEXT: %[[R0:.*]], %[[R1:.*]] = "shape.split_at"(%[[RS]]
// IMPERATIVE-NEXT: shapecc.check_eq %[[L1]], %[[R0]]
// IMPERATIVE-NEXT: %[[RES:.*]] = shape.concat %[[L0]], %[[R1]]
// IMPERATIVE-NEXT: return %[[RES]]
// IMPERATIVE-NOT: witness
// IMPERATIVE-NOT: assuming
func.func @matmul(%lhs: tensor<*xf32>, %rhs: tensor<*xf32>) -> tensor<?xindex> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %lhs_shape = shape.shape_of %lhs : tensor<*xf32> -> tensor<?xindex>
  %rhs_shape = shape.shape_of %rhs : tensor<*xf32> -> tensor<?xindex>
  %lhs_rank = shape.rank %lhs_shape : tensor<?xindex> -> index
  %rhs_rank = shape.rank %rhs_shape : tensor<?xindex> -> index
  %same_rank = arith.cmpi eq, %lhs_rank, %rhs_rank : index
  %w1 = shape.cstr_require %same_rank, "ranks must match"
  %res = shape.assuming %w1 -> (tensor<?xindex>) {
    %is_rank2 = arith.cmpi eq, %lhs_rank, %c2 : index
    %w2 = shape.cstr_require %is_rank2, "requires rank 2 operands"
    %res_1 = shape.assuming %w2 -> (tensor<?xindex>) {
      %l0, %l1 = "shape.split_at"(%lhs_shape, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
      %r0, %r1 = "shape.split_at"(%rhs_shape, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
      %w3 = shape.cstr_eq %l1, %r0 : tensor<?xindex>, tensor<?xindex>
      %res_2 = shape.assuming %w3 -> (tensor<?xindex>) {
        %res = shape.concat %l0, %r1 : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
        shape.assuming_yield %res : tensor<?xindex>
      }
      shape.assuming_yield %res_2 : tensor<?xindex>
    }
    shape.assuming_yield %res_1 : tensor<?xindex>
  }
  return %res : tensor<?xindex>
}
