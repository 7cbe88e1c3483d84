// The runtime functions only emitted code calls: to_shape, broadcast_checked,
// check_division and check_divisor.
#include "test_support.hpp"

#include <doctest/doctest.h>

#include <cstring>

namespace {

constexpr shapecc::Site site{"support.mlir", 3, 5, "f", nullptr};

} // namespace

TEST_CASE("to_shape copies a view and propagates an invalid one") {
  const shapecc::Shape copy = shapecc::to_shape({3, 4});
  CHECK(copy == shapecc::const_shape({3, 4}));
  const shapecc::Shape bad = shapecc::broadcast({{2}, {3}}, &site);
  const shapecc::Shape invalid = shapecc::to_shape(bad);
  REQUIRE(!invalid.valid());
  CHECK(invalid.error()->code == shapecc::Errc::not_broadcastable);
  std::int64_t deep[shapecc::max_rank + 1] = {};
  CHECK(shapecc::to_shape(shapecc::ShapeView(deep, shapecc::max_rank + 1))
            .error()
            ->code == shapecc::Errc::capacity_exceeded);
}

TEST_CASE("broadcast_checked is cstr_broadcastable and broadcast in one") {
  shapecc::Shape out;
  REQUIRE(shapecc::broadcast_checked({{2, 1}, {3}}, out, site).ok());
  CHECK(out == shapecc::const_shape({2, 3}));
  REQUIRE(shapecc::broadcast_checked({{5}, {1, 1}, {4, 1}}, out, site).ok());
  CHECK(out == shapecc::const_shape({4, 5}));

  // A conflict fails exactly like cstr_broadcastable, shapes included.
  const shapecc::Status fused =
      shapecc::broadcast_checked({{2, 3}, {4, 3}}, out, site);
  const shapecc::Status separate =
      shapecc::cstr_broadcastable({{2, 3}, {4, 3}}, site);
  CHECK(fused.code() == shapecc::Errc::not_broadcastable);
  char a[256], b[256];
  fused.format(a, sizeof a);
  separate.format(b, sizeof b);
  CHECK(std::strcmp(a, b) == 0);
  CHECK(fused.num_shapes() == 2);

  // An invalid operand's error, and a result above capacity.
  const shapecc::Shape bad = shapecc::broadcast({{2}, {3}}, &site);
  CHECK(shapecc::broadcast_checked({bad, {1}}, out, site).code() ==
        shapecc::Errc::not_broadcastable);
  std::int64_t ones[shapecc::max_rank + 1];
  for (std::int64_t &one : ones)
    one = 1;
  CHECK(shapecc::broadcast_checked(
            {shapecc::ShapeView(ones, shapecc::max_rank + 1), {1}}, out, site)
            .code() == shapecc::Errc::capacity_exceeded);
  // Above capacity with a conflict: the conflict, as cstr_broadcastable says.
  ones[shapecc::max_rank] = 2;
  const shapecc::Status both = shapecc::broadcast_checked(
      {shapecc::ShapeView(ones, shapecc::max_rank + 1), {3}}, out, site);
  CHECK(both.code() == shapecc::Errc::not_broadcastable);
  CHECK(both.error()->detail[0] ==
        static_cast<std::int64_t>(shapecc::max_rank));
}

TEST_CASE("check_division and check_divisor guard divisions") {
  CHECK(shapecc::check_division(7, 2, site).ok());
  CHECK(shapecc::check_division(INT64_MIN, 1, site).ok());
  CHECK(shapecc::check_division(-1, -1, site).ok());
  const shapecc::Status zero = shapecc::check_division(7, 0, site);
  CHECK(zero.code() == shapecc::Errc::division_by_zero);
  CHECK(zero.site() == &site);
  CHECK(shapecc::check_division(INT64_MIN, -1, site).code() ==
        shapecc::Errc::overflow);
  CHECK(shapecc::check_divisor(0, site).code() ==
        shapecc::Errc::division_by_zero);
  CHECK(shapecc::check_divisor(-1, site).ok());
}
