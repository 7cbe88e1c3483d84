// Runs the checkers of shapes.mlir: shape ops, value shapes, and the
// constraint forms (meet, cstr_eq, cstr_require, const_witness false).
#include "Inputs/driver.hpp"

#include <cstring>

using shapecc::Errc;
using shapecc::ValueShapeView;

TEST_CASE("concat, split_at and any") {
  shapecc::Shape any, tail, ab;
  REQUIRE(st::concat_split({2}, {3, 4}, 1, any, tail, ab).ok());
  CHECK(extents(any) == Extents{1, 2});
  CHECK(extents(tail) == Extents{3, 4});
  CHECK(extents(ab) == Extents{2, 3, 4});
  REQUIRE(st::concat_split({2}, {3, 4}, -1, any, tail, ab).ok());
  CHECK(extents(tail) == Extents{4});
  CHECK(st::concat_split({2}, {3, 4}, 4, any, tail, ab).code() ==
        Errc::out_of_range);
  IF_EXCEPTIONS(auto [a, t, c] = th::concat_split({}, {5}, 0);
                CHECK(extents(t) == Extents{5});
                CHECK(extents(c) == Extents{5}); (void)a;)
}

TEST_CASE("extent tensor ops and predicates") {
  shapecc::Shape ab;
  bool eq = false, bc = false;
  REQUIRE(st::extent_tensors({1, 2, 3}, {1, 2, 3}, ab, eq, bc).ok());
  CHECK(extents(ab) == Extents{1, 2, 3, 1, 2, 3});
  CHECK((eq && bc));
  REQUIRE(st::extent_tensors({5}, {1, 2, 3}, ab, eq, bc).ok());
  CHECK((!eq && !bc));
  CHECK(st::extent_tensors({5}, {1, 2}, ab, eq, bc).code() ==
        Errc::argument_mismatch);
}

TEST_CASE("elementwise max and min; to_extent_tensor checks its operand") {
  shapecc::Shape hi, lo;
  REQUIRE(st::elementwise({1, 5}, {3, 2}, hi, lo).ok());
  CHECK(extents(hi) == Extents{3, 5});
  CHECK(extents(lo) == Extents{1, 2});
  CHECK(st::elementwise({1, 5}, {3}, hi, lo).code() == Errc::invalid_shape);
}

TEST_CASE("an unused meet is still a constraint") {
  shapecc::Shape out;
  REQUIRE(st::meet_unused({1, 2}, {1, 2}, out).ok());
  CHECK(extents(out) == Extents{1, 2});
  shapecc::Status status = st::meet_unused({1, 2}, {1, 3}, out);
  CHECK(status.code() == Errc::invalid_shape);
  REQUIRE(status.message() != nullptr);
  CHECK(std::strcmp(status.message(), "operands must agree") == 0);
  IF_EXCEPTIONS(CHECK(thrown([] { (void)th::meet_unused({1}, {2}); }).code() ==
                      Errc::invalid_shape);)
}

TEST_CASE("cstr_require, cstr_eq and a statically false witness") {
  shapecc::Shape out;
  REQUIRE(st::constraints({1, 2}, {1, 2}, 4, out).ok());
  CHECK(extents(out) == Extents{1, 2});
  shapecc::Status status = st::constraints({1, 2}, {1, 2}, 5, out);
  CHECK(status.code() == Errc::requirement_failed);
  REQUIRE(status.message() != nullptr);
  CHECK(std::strcmp(status.message(), "n must be at most 4") == 0);
  CHECK(st::constraints({1, 2}, {2, 1}, 0, out).code() == Errc::not_equal);
  CHECK(st::never({1}, out).code() == Errc::requirement_failed);
  IF_EXCEPTIONS(CHECK(thrown([] { (void)th::never({}); }).code() ==
                      Errc::requirement_failed);)
}

TEST_CASE("value shapes: value_as_shape, with_shape, value_of") {
  const int64_t one[] = {1};
  const int64_t two_seven[] = {2, 7};
  shapecc::Shape m, vals;
  REQUIRE(st::value_shapes(ValueShapeView{{1}, {one, 1}}, {1}, m, vals).ok());
  CHECK(extents(m) == Extents{1});
  CHECK(extents(vals) == Extents{1});
  CHECK(st::value_shapes(ValueShapeView{{2}, {two_seven, 2}}, {2}, m, vals)
            .code() == Errc::invalid_shape);
  CHECK(st::value_shapes(ValueShapeView{{1}, {}}, {1}, m, vals).code() ==
        Errc::invalid_shape);
  CHECK(st::value_shapes(ValueShapeView{{1}, {one, 1}}, {3}, m, vals).code() ==
        Errc::invalid_shape);
}
