// A function the source only declares (func.func private, no body) is emitted
// as a C++ declaration with the policy's signature; the user defines it and
// the emitted callers call it. Built for both policies from declared.mlir
// (DECLARED_THROW selects the throw policy's header and definitions).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#ifdef DECLARED_THROW
#include "declared_throw.hpp"
#else
#include "declared_status.hpp"
#endif

#include <string>

namespace {
constexpr shapecc::Site foo_site{"user.cpp", 1, 1, "shape_foo", nullptr};
constexpr shapecc::Site bah_site{"user.cpp", 2, 1, "shape_bah",
                                 "bah needs matching shapes"};
} // namespace

// The user's definitions: foo broadcasts its operands' shapes; bah requires
// equal shapes and returns the first one.
namespace declared {
#ifdef DECLARED_THROW
shapecc::Shape shape_foo(shapecc::ValueShapeView a, shapecc::ValueShapeView b) {
  shapecc::Shape out;
  shapecc::throw_if_error(
      shapecc::broadcast_checked({a.shape, b.shape}, out, foo_site));
  return out;
}
shapecc::Shape shape_bah(shapecc::ValueShapeView a, shapecc::ValueShapeView b) {
  shapecc::throw_if_error(shapecc::cstr_eq({a.shape, b.shape}, bah_site));
  return shapecc::to_shape(a.shape);
}
#else
shapecc::Status shape_foo(shapecc::ValueShapeView a, shapecc::ValueShapeView b,
                          shapecc::Shape &out) noexcept {
  return shapecc::broadcast_checked({a.shape, b.shape}, out, foo_site);
}
shapecc::Status shape_bah(shapecc::ValueShapeView a, shapecc::ValueShapeView b,
                          shapecc::Shape &out) noexcept {
  SHAPECC_RETURN_IF_ERROR(shapecc::cstr_eq({a.shape, b.shape}, bah_site));
  out = shapecc::to_shape(a.shape);
  return shapecc::Status();
}
#endif
} // namespace declared

namespace {
/// Calls the emitted shape_foobah: its result shape, or the formatted failure.
std::string foobah(std::initializer_list<std::int64_t> a,
                   std::initializer_list<std::int64_t> b,
                   std::initializer_list<std::int64_t> c) {
  auto view = [](std::initializer_list<std::int64_t> s) {
    shapecc::ShapeView v(s.begin(), s.size());
    return shapecc::ValueShapeView{v, v};
  };
  auto text = [](const shapecc::Shape &s) {
    std::string r = "[";
    for (std::size_t i = 0; i < s.rank(); ++i)
      r += (i ? "," : "") + std::to_string(s[i]);
    return r + "]";
  };
#ifdef DECLARED_THROW
  try {
    return text(declared::shape_foobah(view(a), view(b), view(c)));
  } catch (const shapecc::ShapeError &e) {
    return e.what();
  }
#else
  shapecc::Shape out;
  shapecc::Status st = declared::shape_foobah(view(a), view(b), view(c), out);
  if (st.ok())
    return text(out);
  char buf[512];
  st.format(buf, sizeof buf);
  return buf;
#endif
}
} // namespace

TEST_CASE("the emitted function calls the user's definitions") {
  // foo(a, b) broadcasts to [2,3]; with_shape gives b that shape (b's own
  // shape conforms); bah(c, it) requires c's shape to equal it.
  CHECK(foobah({1, 3}, {2, 3}, {2, 3}) == "[2,3]");
  CHECK(foobah({}, {}, {}) == "[]");
}

TEST_CASE("a failure inside a user's definition reaches the caller") {
  CHECK(foobah({2}, {3}, {3}) ==
        "user.cpp:1:1: in @shape_foo: shapes [2] and [3] are not "
        "broadcastable: dimension 0 has extents 2 and 3");
  CHECK(foobah({1, 3}, {2, 3}, {2, 4}) ==
        "user.cpp:2:1: in @shape_bah: bah needs matching shapes: shapes [2,4] "
        "and [2,3] are not equal: dimension 1 has extents 4 and 3");
}

TEST_CASE("the emitted function's own checks") {
  CHECK(foobah({2, -1}, {3}, {2, 3}) ==
        "declared.mlir:7:1: in @shape_foobah: argument a has shape [2,-1]: "
        "dimension 1 has negative extent -1");
  // b's shape [3] does not conform to foo's result [2,3]: reported at the
  // with_shape (line 12), not at the call that passes its result on.
  CHECK(foobah({2, 1}, {3}, {2, 3}) ==
        "declared.mlir:12:8: in @shape_foobah: the value's shape does not "
        "conform to the shape given to shape.with_shape");
}
