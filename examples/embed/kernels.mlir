// The shape functions of examples/embed's toy kernels. embed.cpp calls the
// checkers shapecc generates from this file before it runs a kernel.

// Elementwise add with broadcasting: the operand shapes must broadcast; the
// result has their broadcast shape.
func.func @add(%lhs: tensor<*xf32>, %rhs: tensor<*xf32>) -> tensor<?xindex> {
  %lhs_shape = shape.shape_of %lhs : tensor<*xf32> -> tensor<?xindex>
  %rhs_shape = shape.shape_of %rhs : tensor<*xf32> -> tensor<?xindex>
  %ok = shape.cstr_broadcastable %lhs_shape, %rhs_shape : tensor<?xindex>, tensor<?xindex>
  %result = shape.assuming %ok -> (tensor<?xindex>) {
    %shape = shape.broadcast %lhs_shape, %rhs_shape : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %shape : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}

// Matrix product [M, K] x [K, N] -> [M, N]: both operands of rank 2 (the
// argument types say so), and the inner dimensions equal.
func.func @matmul(%lhs: tensor<?x?xf32>, %rhs: tensor<?x?xf32>) -> !shape.shape {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lhs_shape = shape.shape_of %lhs : tensor<?x?xf32> -> !shape.shape
  %rhs_shape = shape.shape_of %rhs : tensor<?x?xf32> -> !shape.shape
  %m = shape.get_extent %lhs_shape, %c0 : !shape.shape, index -> !shape.size
  %lhs_k = shape.get_extent %lhs_shape, %c1 : !shape.shape, index -> !shape.size
  %rhs_k = shape.get_extent %rhs_shape, %c0 : !shape.shape, index -> !shape.size
  %n = shape.get_extent %rhs_shape, %c1 : !shape.shape, index -> !shape.size
  %lhs_inner = shape.from_extents %lhs_k : !shape.size
  %rhs_inner = shape.from_extents %rhs_k : !shape.size
  %ok = shape.cstr_eq %lhs_inner, %rhs_inner : !shape.shape, !shape.shape
  %result = shape.assuming %ok -> !shape.shape {
    %shape = shape.from_extents %m, %n : !shape.size, !shape.size
    shape.assuming_yield %shape : !shape.shape
  }
  return %result : !shape.shape
}
