// Runs the checkers of reduce.mlir: shape.reduce as a loop over the extents.
#include "Inputs/driver.hpp"

TEST_CASE("reduce multiplies the extents into the initial value") {
  int64_t n = 0;
  REQUIRE(st::reduce({2, 3, 4}, 1, n).ok());
  CHECK(n == 24);
  REQUIRE(st::reduce({}, 5, n).ok());
  CHECK(n == 5);
  CHECK(st::reduce({int64_t(1) << 40, int64_t(1) << 40}, 1, n).code() ==
        shapecc::Errc::overflow);
  IF_EXCEPTIONS(CHECK(th::reduce({7, 2}, 2) == 28);)
}

TEST_CASE("reduce with two accumulators") {
  int64_t prod = 0, max = 0;
  REQUIRE(st::product_and_max({3, 9, 2}, prod, max).ok());
  CHECK(prod == 54);
  CHECK(max == 9);
  REQUIRE(st::product_and_max({}, prod, max).ok());
  CHECK((prod == 1 && max == 0));
  IF_EXCEPTIONS(auto [p, m] = th::product_and_max({4, 5}); CHECK(p == 20);
                CHECK(m == 5);)
}
