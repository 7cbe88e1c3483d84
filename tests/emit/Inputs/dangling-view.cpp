// A ShapeView named and built from a braced list: the list's array is gone
// after the declaration, so reading the view is undefined.
#include "shapecc/runtime.hpp"

std::int64_t first_extent() {
  shapecc::ShapeView view{2, 3};
  return view[0];
}

// The same list passed in a call lives until the call returns: no warning.
std::int64_t rank_of(shapecc::ShapeView view) {
  return static_cast<std::int64_t>(view.rank());
}
std::int64_t rank_in_call() { return rank_of({2, 3}); }
