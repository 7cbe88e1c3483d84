// The examples of the shape and scf dialect references, made valid MLIR 22
// where their pseudo-IR is not (each file of Inputs/reference/ says how), in
// both error policies: every header compiles with warnings as errors, under
// ASan/UBSan and, in the status policy, without exceptions; a driver checks
// what the references say they compute.
// RUN: rm -rf %t && mkdir -p %t
// RUN: for f in %S/Inputs/reference/*.mlir; do n=$(basename $f .mlir); %shapecc $f --namespace=${n}_st -o %t/$n.st.hpp && %shapecc $f --errors=throw --namespace=${n}_th -o %t/$n.th.hpp || exit 1; echo "#include \"$n.st.hpp\"" >> %t/status.hpp; echo "#include \"$n.th.hpp\"" >> %t/throw.hpp; done
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/Inputs/reference-examples.cpp %doctest-main-sanitized -o %t/run
// RUN: %t/run
// RUN: %emit-cxx -fno-exceptions -I%t %S/Inputs/reference-examples.cpp %doctest-main-no-exceptions -o %t/run-no-exceptions
// RUN: %t/run-no-exceptions
// The walk-through's stage 1 after shapecc's passes is stage 3's imperative
// form: constraints are checks in source order, no shape.assuming is left.
// RUN: %shapecc --emit=mlir %S/Inputs/reference/walkthrough_stage1.mlir | FileCheck %s
// CHECK-LABEL: func.func @matmul_shape1
// CHECK-NOT: shape.assuming
// CHECK: shapecc.check_require %{{.*}}, "ranks differ"
// CHECK: shapecc.check_require %{{.*}}, "requires rank 2 operands"
// CHECK: shape.split_at
// CHECK: shape.meet {{.*}}error = "inner dimensions required to match"
// CHECK: shape.concat
// CHECK-NOT: shape.assuming
// CHECK: return
