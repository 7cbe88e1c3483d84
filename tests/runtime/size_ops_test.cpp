// Ops on sizes: add, mul, div, max, min, meet, const_size, index_to_size,
// size_to_index.
#include "test_support.hpp"

using namespace shapecc;
using test::error_of;
using test::show;

namespace {
constexpr Site site{"sizes.mlir", 2, 3, "sizes", nullptr};
constexpr Site other{"sizes.mlir", 7, 1, "sizes", nullptr};
const Size overflowed = add(INT64_MAX, 1, &site);
const Size divided_by_zero = shapecc::div(1, 0, &other);
} // namespace

TEST_CASE("const_size, index_to_size and size_to_index keep the value") {
  CHECK(show(const_size(10)) == "10");
  CHECK(show(index_to_size(7)) == "7");
  CHECK(show(size_to_index(7)) == "7");
  // index_to_size of a negative index is undefined in the reference; here it is
  // the identity.
  CHECK(show(index_to_size(-3)) == "-3");
  const Size propagated = size_to_index(overflowed);
  CHECK(error_of(propagated).site == &site);
  CHECK(error_of(propagated).code == Errc::overflow);
}

TEST_CASE("add: sums, and overflow at both ends of int64 is an error with the "
          "operands") {
  CHECK(show(add(2, 3)) == "5");
  CHECK(show(add(INT64_MAX, INT64_MIN)) == "-1");
  CHECK(show(add(INT64_MAX - 1, 1)) == std::to_string(INT64_MAX));
  const Error e = error_of(overflowed);
  CHECK(e.code == Errc::overflow);
  CHECK(e.op == Op::add);
  CHECK(e.site == &site);
  CHECK(e.detail[0] == INT64_MAX);
  CHECK(e.detail[1] == 1);
  CHECK(show(add(INT64_MIN, -1)) == "invalid:overflow");
  CHECK(error_of(add(INT64_MIN, -1)).site == nullptr);
}

TEST_CASE("mul: products, INT64_MIN reachable, overflow detected") {
  CHECK(show(mul(6, 7)) == "42");
  CHECK(show(mul(INT64_MAX, 1)) == std::to_string(INT64_MAX));
  CHECK(show(mul(INT64_MAX, 0)) == "0");
  CHECK(show(mul(-(INT64_C(1) << 62), 2)) == std::to_string(INT64_MIN));
  CHECK(show(mul(INT64_C(1) << 62, 2)) == "invalid:overflow");
  CHECK(show(mul(INT64_MIN, -1)) == "invalid:overflow");
  const Error e = error_of(mul(INT64_C(1) << 32, INT64_C(1) << 31, &site));
  CHECK(e.op == Op::mul);
  CHECK(e.detail[0] == INT64_C(1) << 32);
  CHECK(e.detail[1] == INT64_C(1) << 31);
}

TEST_CASE("div is floor division") {
  CHECK(show(shapecc::div(7, 2)) == "3");
  CHECK(show(shapecc::div(-7, 2)) == "-4");
  CHECK(show(shapecc::div(7, -2)) == "-4");
  CHECK(show(shapecc::div(-7, -2)) == "3");
  CHECK(show(shapecc::div(-8, 2)) == "-4");
  CHECK(show(shapecc::div(0, -5)) == "0");
  CHECK(show(shapecc::div(-1, INT64_MAX)) == "-1");
  CHECK(show(shapecc::div(INT64_MIN, 1)) == std::to_string(INT64_MIN));
  CHECK(show(shapecc::div(INT64_MIN, 2)) == std::to_string(INT64_MIN / 2));
  CHECK(show(shapecc::div(INT64_MAX, -1)) == std::to_string(-INT64_MAX));
  CHECK(show(shapecc::div(INT64_MIN, INT64_MAX)) == "-2");
  // shapecc::div(a, b) * b + mod(a, b) == a with mod taking the divisor's sign.
  for (std::int64_t a = -20; a <= 20; ++a) {
    for (std::int64_t b = -7; b <= 7; ++b) {
      if (b == 0)
        continue;
      const Size q = shapecc::div(a, b);
      REQUIRE(q.valid());
      const std::int64_t r = a - q.value() * b;
      CHECK((r == 0 || (r < 0) == (b < 0)));
      CHECK((r < 0 ? -r : r) < (b < 0 ? -b : b));
    }
  }
}

TEST_CASE("div by zero and INT64_MIN / -1 are errors") {
  const Error zero = error_of(divided_by_zero);
  CHECK(zero.code == Errc::division_by_zero);
  CHECK(zero.op == Op::div);
  CHECK(zero.site == &other);
  CHECK(zero.detail[0] == 1);
  CHECK(show(shapecc::div(0, 0)) == "invalid:division_by_zero");
  const Error min = error_of(shapecc::div(INT64_MIN, -1, &site));
  CHECK(min.code == Errc::overflow);
  CHECK(min.op == Op::div);
  CHECK(min.detail[0] == INT64_MIN);
  CHECK(min.detail[1] == -1);
}

TEST_CASE("max and min on sizes") {
  CHECK(show(shapecc::max(3, 5)) == "5");
  CHECK(show(shapecc::max(-3, -5)) == "-3");
  CHECK(show(shapecc::min(3, 5)) == "3");
  CHECK(show(shapecc::min(INT64_MIN, INT64_MAX)) == std::to_string(INT64_MIN));
  CHECK(show(shapecc::max(INT64_MIN, INT64_MAX)) == std::to_string(INT64_MAX));
}

TEST_CASE(
    "meet on sizes: equal sizes meet, others are invalid_shape with the site") {
  static constexpr Site ranks{"m.mlir", 5, 9, "matmul",
                              "requires rank 2 operands"};
  CHECK(show(meet(2, 2, &ranks)) == "2");
  const Size bad = meet(2, 3, &ranks);
  const Error e = error_of(bad);
  CHECK(e.code == Errc::invalid_shape);
  CHECK(e.op == Op::meet);
  CHECK(e.site == &ranks);
  CHECK(e.detail[1] == 2);
  CHECK(e.detail[2] == 3);
}

TEST_CASE(
    "size ops propagate invalid operands unchanged, the first one winning") {
  // Each op, with the invalid operand on either side: the result carries that
  // operand's Error.
  for (const Size &bad : {overflowed, divided_by_zero}) {
    for (const Size &result :
         {add(bad, 1), add(1, bad), mul(bad, 2), mul(2, bad),
          shapecc::div(bad, 1), shapecc::div(1, bad), shapecc::max(bad, 1),
          shapecc::max(1, bad), shapecc::min(bad, 1), shapecc::min(1, bad),
          meet(bad, 1, &other), meet(1, bad, &other), size_to_index(bad)}) {
      const Error e = error_of(result);
      CHECK(e.code == bad.error()->code);
      CHECK(e.site == bad.error()->site);
      CHECK(e.op == bad.error()->op);
      CHECK(e.detail[0] == bad.error()->detail[0]);
    }
  }
  // Both invalid: the left one wins.
  CHECK(error_of(add(overflowed, divided_by_zero)).code == Errc::overflow);
  CHECK(error_of(mul(divided_by_zero, overflowed)).code ==
        Errc::division_by_zero);
  CHECK(error_of(shapecc::div(overflowed, divided_by_zero)).code ==
        Errc::overflow);
  CHECK(error_of(shapecc::max(divided_by_zero, overflowed)).code ==
        Errc::division_by_zero);
  CHECK(error_of(shapecc::min(overflowed, divided_by_zero)).code ==
        Errc::overflow);
  CHECK(error_of(meet(divided_by_zero, overflowed)).code ==
        Errc::division_by_zero);
  // An invalid divisor is propagated, not treated as zero.
  CHECK(error_of(shapecc::div(1, overflowed)).code == Errc::overflow);
}
