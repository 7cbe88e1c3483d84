// Runs the checkers of sizes.mlir: !shape.size arithmetic propagates errors
// to the first use that cannot carry one.
#include "Inputs/driver.hpp"

using shapecc::Errc;

TEST_CASE("size_ops on valid sizes") {
  int64_t hi = 0, idx = 0;
  REQUIRE(st::size_ops({2, 3}, 1, hi, idx).ok());
  CHECK(hi == 8);
  CHECK(idx == 3);
  IF_EXCEPTIONS(auto [h, i] = th::size_ops({2, 3}, 1); CHECK(h == 8);
                CHECK(i == 3);)
}

TEST_CASE("an invalid size propagates to size_to_index, reported where it "
          "arose") {
  int64_t hi = 0, idx = 0;
  shapecc::Status status = st::size_ops({2, 3}, 5, hi, idx);
  CHECK(status.code() == Errc::out_of_range);
  REQUIRE(status.site() != nullptr);
  CHECK(status.site()->line == 18);
  IF_EXCEPTIONS(CHECK(thrown([] { (void)th::size_ops({2, 3}, -1); }).code() ==
                      Errc::out_of_range);)
}

TEST_CASE("division by zero and overflow are errors, not UB") {
  int64_t hi = 0, idx = 0;
  CHECK(st::size_ops({2, 0}, 1, hi, idx).code() == Errc::division_by_zero);
  CHECK(st::size_ops({3, int64_t(1) << 62}, 1, hi, idx).code() ==
        Errc::overflow);
}

TEST_CASE("index_ops: checked index arithmetic") {
  int64_t sum = 0, prod = 0, quot = 0;
  REQUIRE(st::index_ops(7, 2, sum, prod, quot).ok());
  CHECK((sum == 9 && prod == 14 && quot == 3));
  REQUIRE(st::index_ops(-7, 2, sum, prod, quot).ok());
  CHECK(quot == -4);
  CHECK(st::index_ops(INT64_MAX, 1, sum, prod, quot).code() == Errc::overflow);
  CHECK(st::index_ops(1, 0, sum, prod, quot).code() == Errc::division_by_zero);
  CHECK(st::index_ops(INT64_MIN, -1, sum, prod, quot).code() == Errc::overflow);
  IF_EXCEPTIONS(CHECK(thrown([] { (void)th::index_ops(5, 0); }).code() ==
                      Errc::division_by_zero);)
}

TEST_CASE("from_sizes and dim_of") {
  shapecc::Shape out;
  REQUIRE(st::from_sizes(2, 3, out).ok());
  CHECK(extents(out) == Extents{2, 3});
  int64_t d = 0;
  REQUIRE(st::dim_of({4, 5}, 1, d).ok());
  CHECK(d == 5);
  CHECK(st::dim_of({4, 5}, 2, d).code() == Errc::out_of_range);
  CHECK(st::dim_of({4, 5}, -1, d).code() == Errc::out_of_range);
  CHECK(st::dim_of({4}, 0, d).code() == Errc::argument_mismatch);
}
