// An op of an unknown dialect in custom form: MLIR's note lists the dialects
// the context holds, among them dialects loaded only as dependencies (affine,
// complex, ub) and shapecc's internal one. shapecc's note names what it reads.
// RUN: not %shapecc %s -o %t.hpp 2>&1 | FileCheck %s
// RUN: test ! -e %t.hpp

// CHECK: unknown-dialect.mlir:[[@LINE+4]]:8: error: Dialect `foo' not found for custom op 'foo.bar'
// CHECK: note: shapecc reads arith, cf, func, scf, shape and tensor
// CHECK-NOT: Available dialects
func.func @f(%a: tensor<?xindex>) -> tensor<?xindex> {
  %x = foo.bar %a : tensor<?xindex>
  return %x : tensor<?xindex>
}
