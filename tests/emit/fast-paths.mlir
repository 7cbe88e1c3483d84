// The emitter's fast paths: entry checks folded into the ops that read every
// extent, chains of checked broadcasts as one call, index results read into
// int64_t (plainly where a cstr_require proves them in range), split_at views
// and concat in place.
// RUN: %shapecc %s --no-format | FileCheck %s

// The trailing unranked arguments a broadcast reads: their checks are folded,
// listed (operand index, name) in a static table.
// CHECK-LABEL: Status fold(
// CHECK-NOT: check_argument
// CHECK: static constexpr shapecc::FoldedArgument arguments[] = {{[{][{]}}0, "a"}, {1, "b"}};
// CHECK-NOT: check_argument
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::broadcast_checked({a, b}, out, at_{{[0-9_]+}}, arguments, at_{{[0-9_]+}}));
func.func @fold(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %ok = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %ok -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// Only a suffix is folded: %n's static length check stays, and so does every
// check before it.
// CHECK-LABEL: Status partial(
// CHECK: static constexpr shapecc::FoldedArgument arguments[] = {{[{][{]}}1, "b"}};
// CHECK: shapecc::check_argument(a, "a", -1, {}, at_
// CHECK-NEXT: shapecc::check_argument(n, "n", 2, {}, at_
// CHECK-NEXT: shapecc::broadcast_checked({a, b}, out, at_{{[0-9_]+}}, arguments, at_
func.func @partial(%a: tensor<?xindex>, %n: tensor<2xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %ok = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %ok -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// A chain of checked broadcasts is one call with every step's site.
// CHECK-LABEL: Status chain(
// CHECK: static constexpr shapecc::Site [[F:at_[0-9_]+]]{{.*}}
// CHECK-NEXT: static constexpr shapecc::FoldedArgument arguments[] = {{[{][{]}}0, "a"}, {1, "b"}, {2, "c"}, {3, "d"}};
// CHECK-NEXT: static constexpr shapecc::Site [[S1:at_[0-9_]+]]{{.*}}
// CHECK-NEXT: static constexpr shapecc::Site [[S2:at_[0-9_]+]]{{.*}}
// CHECK-NEXT: static constexpr shapecc::Site [[S3:at_[0-9_]+]]{{.*}}
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::broadcast_chain_checked({a, b, c, d}, out, {&[[S1]], &[[S2]], &[[S3]]}, arguments, [[F]]));
// CHECK-NEXT: return shapecc::Status();
func.func @chain(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>, %d: tensor<?xindex>) -> tensor<?xindex> {
  %ab_ok = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %ab_ok -> (tensor<?xindex>) {
    %ab = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %abc_ok = shape.cstr_broadcastable %ab, %c : tensor<?xindex>, tensor<?xindex>
    %abc_r = shape.assuming %abc_ok -> (tensor<?xindex>) {
      %abc = shape.broadcast %ab, %c : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      %abcd_ok = shape.cstr_broadcastable %abc, %d : tensor<?xindex>, tensor<?xindex>
      %abcd_r = shape.assuming %abcd_ok -> (tensor<?xindex>) {
        %abcd = shape.broadcast %abc, %d : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
        shape.assuming_yield %abcd : tensor<?xindex>
      }
      shape.assuming_yield %abcd_r : tensor<?xindex>
    }
    shape.assuming_yield %abc_r : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// The kernel generator's form, each next operand's shape_of taken between the
// steps, is one call too (it was one call per step).
// CHECK-LABEL: Status data_chain(
// CHECK-NOT: broadcast_checked
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::broadcast_chain_checked({a, b, c}, out, {&at_{{[0-9_]+}}, &at_{{[0-9_]+}}}, arguments, at_{{[0-9_]+}}));
// CHECK-NEXT: return shapecc::Status();
func.func @data_chain(%a: tensor<*xf32>, %b: tensor<*xf32>, %c: tensor<*xf32>) -> tensor<?xindex> {
  %as = shape.shape_of %a : tensor<*xf32> -> tensor<?xindex>
  %bs = shape.shape_of %b : tensor<*xf32> -> tensor<?xindex>
  %ok1 = shape.cstr_broadcastable %as, %bs : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %ok1 -> (tensor<?xindex>) {
    %ab = shape.broadcast %as, %bs : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %cs = shape.shape_of %c : tensor<*xf32> -> tensor<?xindex>
    %ok2 = shape.cstr_broadcastable %ab, %cs : tensor<?xindex>, tensor<?xindex>
    %r2 = shape.assuming %ok2 -> (tensor<?xindex>) {
      %abc = shape.broadcast %ab, %cs : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %abc : tensor<?xindex>
    }
    shape.assuming_yield %r2 : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// An intermediate result used elsewhere ends the chain: it is a variable. The
// first op does not read %c, so no check is folded.
// CHECK-LABEL: Status kept(
// CHECK: shapecc::check_argument(a, "a", -1, {}, at_
// CHECK-NEXT: shapecc::check_argument(b, "b", -1, {}, at_
// CHECK-NEXT: shapecc::check_argument(c, "c", -1, {}, at_
// CHECK-NEXT: shapecc::Shape &ab = out1;
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::broadcast_checked({a, b}, ab, at_{{[0-9_]+}}));
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::broadcast_checked({ab, c}, out0, at_{{[0-9_]+}}));
// CHECK-NEXT: return shapecc::Status();
func.func @kept(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> (tensor<?xindex>, tensor<?xindex>) {
  %ab_ok = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r:2 = shape.assuming %ab_ok -> (tensor<?xindex>, tensor<?xindex>) {
    %ab = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %abc_ok = shape.cstr_broadcastable %ab, %c : tensor<?xindex>, tensor<?xindex>
    %abc_r = shape.assuming %abc_ok -> (tensor<?xindex>) {
      %abc = shape.broadcast %ab, %c : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %abc : tensor<?xindex>
    }
    shape.assuming_yield %abc_r, %ab : tensor<?xindex>, tensor<?xindex>
  }
  return %r#0, %r#1 : tensor<?xindex>, tensor<?xindex>
}

// Index results: rank as an int64_t, extents proven in range by a
// cstr_require are plain reads, others a checked call; num_elements is
// folded with the entry check of its argument. The entry check of x waits
// for the cstr_require that proves its rank (deferred-argument-checks.mlir).
// CHECK-LABEL: Status extents(
// CHECK: const int64_t rank = static_cast<int64_t>(x.rank());
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_require(is_2d, at_
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_argument_of_rank<2>(x, "x", at_
// CHECK: const int64_t second = x[1];
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::get_extent_checked(x, 2, out1, at_
func.func @extents(%x: tensor<?xindex>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rank = shape.rank %x : tensor<?xindex> -> index
  %is_2d = arith.cmpi eq, %rank, %c2 : index
  %ok = shape.cstr_require %is_2d, "x must have rank 2"
  %r:2 = shape.assuming %ok -> (index, index) {
    %second = shape.get_extent %x, %c1 : tensor<?xindex>, index -> index
    %third = shape.get_extent %x, %c2 : tensor<?xindex>, index -> index
    shape.assuming_yield %second, %third : index, index
  }
  return %r#0, %r#1 : index, index
}

// CHECK-LABEL: Status count(
// CHECK-NOT: check_argument
// CHECK: static constexpr shapecc::FoldedArgument arguments[] = {{[{][{]}}0, "x"}};
// CHECK-NOT: check_argument
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::num_elements_checked(x, out, at_{{[0-9_]+}}, arguments, at_
func.func @count(%x: tensor<?xindex>) -> index {
  %n = shape.num_elements %x : tensor<?xindex> -> index
  return %n : index
}

// split_at of an argument gives views of it; concat is built in place.
// CHECK-LABEL: Status dense(
// CHECK: shapecc::ShapeView batch;
// CHECK-NEXT: shapecc::ShapeView k;
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::split_at_checked(x, -1, batch, k, at_
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::concat_checked(batch, k, out, at_
func.func @dense(%x: tensor<?xindex>) -> tensor<?xindex> {
  %c_last = arith.constant -1 : index
  %batch, %k = "shape.split_at"(%x, %c_last) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  %r = "shape.concat"(%batch, %k) : (tensor<?xindex>, tensor<?xindex>) -> tensor<?xindex>
  return %r : tensor<?xindex>
}

// A tensor.dim at the index of a loop from 0 to the rank reads the extent
// unchecked, also with a step from the caller, whose loop's upper bound
// keepStepChecked reads through shapecc.opaque (H11, docs/testing.md).
// CHECK-LABEL: Status dim_loop_step(
// CHECK-NOT: dim_checked
// CHECK: const int64_t d = t[static_cast<std::size_t>(i)];
func.func @dim_loop_step(%t: tensor<*xf32>, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %r = tensor.rank %t : tensor<*xf32>
  %n = scf.for %i = %c0 to %r step %s iter_args(%k = %c0) -> (index) {
    %d = tensor.dim %t, %i : tensor<*xf32>
    %k2 = arith.addi %k, %d : index
    scf.yield %k2 : index
  }
  return %n : index
}
