// Every check is one line whatever the style, spelled as the style spells it
// on a line wide enough: a space before parentheses (GNU), spaces inside
// parentheses, square brackets or braced lists where the style puts them
// (session 26's embedder probe: GNU's `SHAPECC_RETURN_IF_ERROR (` was not
// taken for a check and stayed wrapped; a joined `(` lost its inner space).
// Each style's check lines are compared with the same style's at a column
// limit no check reaches, under both error policies.
// RUN: rm -rf %t && mkdir -p %t
// RUN: for style in 'BasedOnStyle: GNU' \
// RUN:     'BasedOnStyle: LLVM, SpaceBeforeParens: Always' \
// RUN:     'BasedOnStyle: LLVM, SpacesInParens: Custom, SpacesInParensOptions: {Other: true}' \
// RUN:     'BasedOnStyle: GNU, SpacesInParens: Custom, SpacesInParensOptions: {Other: true}' \
// RUN:     'BasedOnStyle: Mozilla, SpacesInSquareBrackets: true, Cpp11BracedListStyle: Block' \
// RUN:     'BasedOnStyle: WebKit' 'BasedOnStyle: Microsoft'; do \
// RUN:   for policy in status throw; do \
// RUN:     %shapecc %s --errors=$policy --format-style="{$style}" > %t/narrow.hpp && \
// RUN:     %shapecc %s --errors=$policy --format-style="{$style, ColumnLimit: 100000}" > %t/wide.hpp && \
// RUN:     grep -E 'SHAPECC_RETURN_IF_ERROR|shapecc::Throw>' %t/narrow.hpp | sed 's/^ *//' > %t/narrow.checks && \
// RUN:     grep -E 'SHAPECC_RETURN_IF_ERROR|shapecc::Throw>' %t/wide.hpp | sed 's/^ *//' > %t/wide.checks && \
// RUN:     test $(wc -l < %t/narrow.checks) -ge 4 && \
// RUN:     diff %t/narrow.checks %t/wide.checks || exit 1; \
// RUN:   done; \
// RUN: done
// At narrow column limits clang-format also breaks at `::`, `.`, inside
// template arguments (before the line shows a throw-policy check) and inside
// string literals: the joined check is still the wide one (session 28's audit:
// `shapecc:: broadcast_extents_checked(` at ColumnLimit 40).
// RUN: for style in 'BasedOnStyle: LLVM' 'BasedOnStyle: GNU' 'BasedOnStyle: Google' \
// RUN:     'BasedOnStyle: LLVM, SpacesInAngles: Always'; do \
// RUN:   for limit in 12 16 30 40; do \
// RUN:     for policy in status throw; do \
// RUN:       %shapecc %s --errors=$policy --format-style="{$style, ColumnLimit: $limit}" > %t/narrow.hpp && \
// RUN:       %shapecc %s --errors=$policy --format-style="{$style, ColumnLimit: 100000}" > %t/wide.hpp && \
// RUN:       grep -E 'SHAPECC_RETURN_IF_ERROR|shapecc::Throw' %t/narrow.hpp | sed 's/^ *//' > %t/narrow.checks && \
// RUN:       grep -E 'SHAPECC_RETURN_IF_ERROR|shapecc::Throw' %t/wide.hpp | sed 's/^ *//' > %t/wide.checks && \
// RUN:       test $(wc -l < %t/narrow.checks) -ge 5 && \
// RUN:       diff %t/narrow.checks %t/wide.checks || exit 1; \
// RUN:     done; \
// RUN:   done; \
// RUN: done
// RUN: %shapecc %s --format-style=GNU | FileCheck %s --check-prefix=GNU
// RUN: %shapecc %s --errors=throw --format-style='{BasedOnStyle: GNU, SpacesInParens: Custom, SpacesInParensOptions: {Other: true}}' | FileCheck %s --check-prefix=INSIDE
// GNU: {{^}}  SHAPECC_RETURN_IF_ERROR (shapecc::check_argument (weights_of_the_layer, "weights_of_the_layer", 2, { -1, 4 }, at_[[#@LINE+3]]_1));{{$}}
// INSIDE: {{^}}  shapecc::check_argument<shapecc::Throw> ( weights_of_the_layer, "weights_of_the_layer", 2, { -1, 4 }, at_[[#@LINE+2]]_1 );{{$}}

func.func @a_layer_with_long_names(%weights_of_the_layer: tensor<?x4xf32>, %input_activations_of_the_layer: tensor<?xindex>, %another_operand_shape: tensor<?xindex>) -> tensor<?xindex> {
  %broadcast_of_the_two = shape.broadcast %input_activations_of_the_layer, %another_operand_shape : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %shape_of_the_weights = shape.shape_of %weights_of_the_layer : tensor<?x4xf32> -> tensor<?xindex>
  %witness_of_equality = shape.cstr_eq %broadcast_of_the_two, %shape_of_the_weights : tensor<?xindex>, tensor<?xindex>
  %result_shape = shape.assuming %witness_of_equality -> tensor<?xindex> {
    shape.assuming_yield %broadcast_of_the_two : tensor<?xindex>
  }
  return %result_shape : tensor<?xindex>
}

// A value shape's argument check reads `operand_with_value.shape`, which a
// narrow style breaks at the `.`.
func.func @value_argument(%operand_with_value: !shape.value_shape) -> !shape.shape {
  %s = shape.shape_of %operand_with_value : !shape.value_shape -> !shape.shape
  return %s : !shape.shape
}
