// --loc-comments in every style and policy: each style aligns the location
// comments with its own number of spaces (aligned runs in the LLVM style, two in
// Google's), and a check must still end at its own `;`, not swallow the next
// statement (or a loop's closing brace) into its comment. The headers compile.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --loc-comments --errors=throw -o %t/llvm-throw.hpp
// RUN: %shapecc %s --loc-comments --format-style=Google -o %t/google.hpp
// RUN: %shapecc %s --loc-comments --format-style=Chromium --errors=throw -o %t/chromium-throw.hpp
// RUN: %shapecc %s --loc-comments --format-style=Microsoft -o %t/microsoft.hpp
// RUN: %shapecc %s --loc-comments --format-style=Mozilla --errors=throw -o %t/mozilla-throw.hpp
// RUN: for h in llvm-throw google chromium-throw microsoft mozilla-throw; do echo "#include \"$h.hpp\"" > %t/$h.cpp && %emit-cxx -fsyntax-only -I%t %t/$h.cpp || exit 1; done
// RUN: FileCheck %s --check-prefix=LLVM < %t/llvm-throw.hpp
// RUN: FileCheck %s --check-prefix=GOOGLE < %t/google.hpp

func.func @permute(%x: tensor<*xf32>, %perm: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %s = shape.shape_of %x : tensor<*xf32> -> tensor<?xindex>
  %rank = shape.rank %s : tensor<?xindex> -> index
  %plen = tensor.dim %perm, %c0 : tensor<?xindex>
  %same = arith.cmpi eq, %rank, %plen : index
  %w = shape.cstr_require %same, "ranks differ"
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %g = tensor.generate %rank {
    ^bb0(%i: index):
      %p = tensor.extract %perm[%i] : tensor<?xindex>
      %e = shape.get_extent %s, %p : tensor<?xindex>, index -> index
      tensor.yield %e : index
    } : tensor<?xindex>
    shape.assuming_yield %g : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// LLVM: shapecc::cstr_require<shapecc::Throw>(same, at_[[#]]_8); {{ *}}// loc-comments.mlir:[[#]]:8{{$}}
// LLVM-NEXT: shapecc::check_length<shapecc::Throw>(
// LLVM: shapecc::push_extent<shapecc::Throw>(g, e, at_{{[0-9_]+}}); {{ *}}// loc-comments.mlir:{{[0-9:]+$}}
// LLVM-NEXT: {{^  }}}
// GOOGLE: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_require(same, at_[[#]]_8));  // loc-comments.mlir:[[#]]:8{{$}}
// GOOGLE-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_length(
