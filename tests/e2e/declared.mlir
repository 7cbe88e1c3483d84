// The shape reference's with_shape example (shape.with_shape): a shape function
// calling two others that the source only declares. shapecc emits their
// declarations; the C++ user (tests/e2e/declared_test.cpp) defines them.
func.func private @shape_foo(!shape.value_shape, !shape.value_shape) -> !shape.shape
func.func private @shape_bah(!shape.value_shape, !shape.value_shape) -> !shape.shape

func.func @shape_foobah(%a: !shape.value_shape,
                        %b: !shape.value_shape,
                        %c: !shape.value_shape) -> !shape.shape {
  %0 = call @shape_foo(%a, %b) :
    (!shape.value_shape, !shape.value_shape) -> !shape.shape
  %1 = shape.with_shape %b, %0 : !shape.value_shape, !shape.shape
  %2 = call @shape_bah(%c, %1) :
    (!shape.value_shape, !shape.value_shape) -> !shape.shape
  return %2 : !shape.shape
}
