// Entry checks of unranked arguments deferred past the ops that read no extent, to where a
// cstr_require proved their rank (docs/emitted-code.md): the checks before them report the
// first failing deferred check first; arguments whose ranks are all proven are checked in one
// test (check_arguments_of_rank); and tensor.from_elements is built in its variable,
// without a sign test when its elements are extents of arguments or non-negative constants.
// RUN: %shapecc %s --no-format | FileCheck %s
// RUN: %shapecc %s --no-format --errors=throw | FileCheck %s --check-prefix=THROW

// CHECK-LABEL: Status matmul(
// CHECK: static constexpr shapecc::Site [[F:at_[0-9_]+]]{{.*}}
// CHECK-NEXT: static constexpr shapecc::FoldedArgument arguments[] = {{[{][{]}}0, "lhs"}, {1, "rhs"}};
// CHECK-NOT: check_argument(
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_require(lhs_is_2d, at_{{[0-9_]+}}, arguments, [[F]], lhs, rhs));
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_require(rhs_is_2d, at_{{[0-9_]+}}, arguments, [[F]], lhs, rhs));
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_arguments_of_rank<shapecc::RankList<2, 2>>(arguments, [[F]], lhs, rhs));
// CHECK-NEXT: const int64_t m = lhs[0];
// CHECK-NEXT: const int64_t k_lhs = lhs[1];
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_require(k_equal, at_{{[0-9_]+}}));
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::from_nonnegative_extents_checked(out, at_{{[0-9_]+}}, m, n));
// CHECK-NEXT: return shapecc::Status();
// THROW-LABEL: shapecc::Shape matmul(
// THROW: shapecc::check_arguments_of_rank<shapecc::RankList<2, 2>, shapecc::Throw>(arguments, at_{{[0-9_]+}}, lhs, rhs);
// THROW: shapecc::Shape extents;
// THROW-NEXT: shapecc::from_nonnegative_extents_checked<shapecc::Throw>(extents, at_{{[0-9_]+}}, m, n);
// THROW-NEXT: return extents;
func.func @matmul(%lhs: tensor<?xindex>, %rhs: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %lhs_rank = shape.rank %lhs : tensor<?xindex> -> index
  %lhs_is_2d = arith.cmpi eq, %lhs_rank, %c2 : index
  %lhs_ok = shape.cstr_require %lhs_is_2d, "lhs must have rank 2"
  %rhs_rank = shape.rank %rhs : tensor<?xindex> -> index
  %rhs_is_2d = arith.cmpi eq, %c2, %rhs_rank : index
  %rhs_ok = shape.cstr_require %rhs_is_2d, "rhs must have rank 2"
  %ranks_ok = shape.assuming_all %lhs_ok, %rhs_ok
  %result = shape.assuming %ranks_ok -> (tensor<?xindex>) {
    %m = shape.get_extent %lhs, %c0 : tensor<?xindex>, index -> index
    %k_lhs = shape.get_extent %lhs, %c1 : tensor<?xindex>, index -> index
    %k_rhs = shape.get_extent %rhs, %c0 : tensor<?xindex>, index -> index
    %n = shape.get_extent %rhs, %c1 : tensor<?xindex>, index -> index
    %k_equal = arith.cmpi eq, %k_lhs, %k_rhs : index
    %inner_ok = shape.cstr_require %k_equal, "inner dimensions must match"
    %mn = shape.assuming %inner_ok -> (tensor<?xindex>) {
      %extents = tensor.from_elements %m, %n : tensor<2xindex>
      %shape = tensor.cast %extents : tensor<2xindex> to tensor<?xindex>
      shape.assuming_yield %shape : tensor<?xindex>
    }
    shape.assuming_yield %mn : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}

// Arguments before the first with a proven rank keep their checks on entry; one after it
// without a proven rank gets its full check where the deferred checks run.
// CHECK-LABEL: Status mixed(
// CHECK: static constexpr shapecc::FoldedArgument arguments[] = {{[{][{]}}0, "b"}, {1, "c"}};
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::check_argument(a, "a", -1, {}, [[F:at_[0-9_]+]]));
// CHECK-NOT: check_argument
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_require(b_is_3d, at_{{[0-9_]+}}, arguments, [[F]], b, c));
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_argument_of_rank<3>(b, "b", [[F]]));
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_argument(c, "c", -1, {}, [[F]]));
// CHECK-NEXT: const shapecc::Size n = shapecc::num_elements(c,
func.func @mixed(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: !shape.shape) -> !shape.size {
  %c3 = arith.constant 3 : index
  %b_rank = shape.rank %b : tensor<?xindex> -> index
  %b_is_3d = arith.cmpi eq, %b_rank, %c3 : index
  %ok = shape.cstr_require %b_is_3d, "b has rank 3"
  %r = shape.assuming %ok -> (!shape.size) {
    %n = shape.num_elements %c : !shape.shape -> !shape.size
    shape.assuming_yield %n : !shape.size
  }
  return %r : !shape.size
}

// Nothing is deferred without a proven rank, nor past a trailing argument whose check is not
// an unranked one.
// CHECK-LABEL: Status unproven(
// CHECK-NOT: FoldedArgument
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::check_argument(a, "a", -1, {}, at_
// CHECK-NEXT: const int64_t a_rank
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_require(a_is_big, at_{{[0-9_]+}}));
func.func @unproven(%a: tensor<?xindex>) -> index {
  %c3 = arith.constant 3 : index
  %a_rank = shape.rank %a : tensor<?xindex> -> index
  %a_is_big = arith.cmpi sge, %a_rank, %c3 : index
  %ok = shape.cstr_require %a_is_big, "a has rank 3 or more"
  %r = shape.assuming %ok -> (index) {
    shape.assuming_yield %a_rank : index
  }
  return %r : index
}
// CHECK-LABEL: Status static_last(
// CHECK-NOT: FoldedArgument
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::check_argument(a, "a", -1, {}, at_
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_argument(s, "s", 2, {}, at_
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_require(a_is_2d, at_{{[0-9_]+}}));
func.func @static_last(%a: tensor<?xindex>, %s: tensor<2xindex>) -> index {
  %c2 = arith.constant 2 : index
  %a_rank = shape.rank %a : tensor<?xindex> -> index
  %a_is_2d = arith.cmpi eq, %a_rank, %c2 : index
  %ok = shape.cstr_require %a_is_2d, "a has rank 2"
  %r = shape.assuming %ok -> (index) {
    shape.assuming_yield %a_rank : index
  }
  return %r : index
}
// Elements not known to be non-negative keep the sign test: a sum (it may wrap), a negative
// constant, an extent of a shape built in the function. Extents of arguments and constants
// like 0 do not need it.
// CHECK-LABEL: Status elements(
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::from_extents_checked(sum_shape, at_{{[0-9_]+}}, m, sum));
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::from_extents_checked(out1, at_{{[0-9_]+}}, m, -1));
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::from_extents_checked(out2, at_{{[0-9_]+}}, built_m));
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::from_nonnegative_extents_checked(out3, at_{{[0-9_]+}}, m, 0, m));
func.func @elements(%a: tensor<?xindex>, %i: index) -> (tensor<2xindex>, tensor<2xindex>, tensor<1xindex>, tensor<3xindex>) {
  %c0 = arith.constant 0 : index
  %c_minus = arith.constant -1 : index
  %m = shape.get_extent %a, %c0 : tensor<?xindex>, index -> index
  %sum = arith.addi %m, %m : index
  %sum_shape = tensor.from_elements %m, %sum : tensor<2xindex>
  %minus_shape = tensor.from_elements %m, %c_minus : tensor<2xindex>
  %built_m = tensor.extract %sum_shape[%i] : tensor<2xindex>
  %built_shape = tensor.from_elements %built_m : tensor<1xindex>
  %r = tensor.from_elements %m, %c0, %m : tensor<3xindex>
  return %sum_shape, %minus_shape, %built_shape, %r : tensor<2xindex>, tensor<2xindex>, tensor<1xindex>, tensor<3xindex>
}

// The extents of a data tensor argument, read through tensor.dim or a
// shape_of's get_extent, are known non-negative too.
// CHECK-LABEL: transpose(
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::from_nonnegative_extents_checked(out, at_{{[0-9_]+}}, {{.*}}));
func.func @transpose(%x: tensor<?x?xf32>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = shape.shape_of %x : tensor<?x?xf32> -> tensor<?xindex>
  %d0 = shape.get_extent %s, %c0 : tensor<?xindex>, index -> index
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  %t = tensor.from_elements %d1, %d0 : tensor<2xindex>
  %r = tensor.cast %t : tensor<2xindex> to tensor<?xindex>
  return %r : tensor<?xindex>
}
