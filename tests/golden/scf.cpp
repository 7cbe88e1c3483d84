// Runs the checkers of scf.mlir: rank dispatch, loops with loop-carried
// values, while, execute_region, and parallel loops run in order.
#include "Inputs/driver.hpp"

using shapecc::Errc;

TEST_CASE("scf.if and scf.index_switch dispatch on the rank") {
  int64_t r = -2;
  REQUIRE(st::rank_dispatch({}, r).ok());
  CHECK(r == 0);
  REQUIRE(st::rank_dispatch({7}, r).ok());
  CHECK(r == 1);
  REQUIRE(st::rank_dispatch({7, 8}, r).ok());
  CHECK(r == 7);
  REQUIRE(st::switch_on_rank({}, r).ok());
  CHECK(r == 1);
  REQUIRE(st::switch_on_rank({9}, r).ok());
  CHECK(r == 9);
  REQUIRE(st::switch_on_rank({1, 2}, r).ok());
  CHECK(r == -1);
  IF_EXCEPTIONS(CHECK(th::rank_dispatch({4, 1, 1}) == 4);
                CHECK(th::switch_on_rank({6}) == 6);)
}

TEST_CASE("scf.for with iteration arguments") {
  int64_t p = 0;
  REQUIRE(st::product({2, 3, 4}, p).ok());
  CHECK(p == 24);
  REQUIRE(st::product({}, p).ok());
  CHECK(p == 1);
  int64_t sum = 0, count = 0;
  REQUIRE(st::strided_sum(0, 10, 3, sum, count).ok());
  CHECK((sum == 18 && count == 4));
  REQUIRE(st::strided_sum(5, 5, 1, sum, count).ok());
  CHECK(count == 0);
  // The induction variable never steps past INT64_MAX.
  REQUIRE(st::strided_sum(INT64_MAX - 5, INT64_MAX, 4, sum, count).ok());
  CHECK(count == 2);
  CHECK(st::strided_sum(0, 10, 0, sum, count).code() ==
        Errc::requirement_failed);
  CHECK(st::strided_sum(0, 10, -1, sum, count).code() ==
        Errc::requirement_failed);
  int64_t a = 0, b = 0;
  REQUIRE(st::swap_loop(1, 2, 3, a, b).ok());
  CHECK((a == 2 && b == 1));
  REQUIRE(st::swap_loop(1, 2, 2, a, b).ok());
  CHECK((a == 1 && b == 2));
  IF_EXCEPTIONS(auto [s, n] = th::strided_sum(1, 4, 1); CHECK(s == 6);
                CHECK(n == 3); CHECK(thrown([] {
                                       (void)th::strided_sum(0, 1, 0);
                                     }).code() == Errc::requirement_failed);)
}

TEST_CASE("scf.while and scf.execute_region") {
  int64_t k = -1;
  REQUIRE(st::log2_ceil(1, k).ok());
  CHECK(k == 0);
  REQUIRE(st::log2_ceil(5, k).ok());
  CHECK(k == 3);
  REQUIRE(st::log2_ceil(8, k).ok());
  CHECK(k == 3);
  int64_t s = 0;
  REQUIRE(st::region(20, 22, s).ok());
  CHECK(s == 42);
  IF_EXCEPTIONS(CHECK(th::log2_ceil(1025) == 11);)
}

TEST_CASE("scf.parallel and scf.forall run in order") {
  int64_t m = -1;
  REQUIRE(st::parallel_max({3, 9, 2}, m).ok());
  CHECK(m == 9);
  REQUIRE(st::parallel_max({}, m).ok());
  CHECK(m == 0);
  CHECK(st::forall_checks({1, 2}).ok());
  CHECK(st::forall_checks({}).ok());
  IF_EXCEPTIONS(CHECK(th::parallel_max({5, 1}) == 5); th::forall_checks({3});)
}

TEST_CASE("an invalid shape yielded by scf.if fails at the result") {
  shapecc::Shape r;
  REQUIRE(st::select_shape({2, 1}, {3}, true, r).ok());
  CHECK(extents(r) == Extents{2, 3});
  REQUIRE(st::select_shape({2}, {3}, false, r).ok());
  CHECK(extents(r) == Extents{3});
  CHECK(st::select_shape({2}, {3}, true, r).code() == Errc::not_broadcastable);
  IF_EXCEPTIONS(CHECK(thrown([] {
                        (void)th::select_shape({2}, {3}, true);
                      }).code() == Errc::not_broadcastable);)
}

TEST_CASE("a size carried by scf.for propagates an out-of-range extent") {
  int64_t sum = 0;
  REQUIRE(st::sum_extents({2, 3, 4}, 3, sum).ok());
  CHECK(sum == 9);
  shapecc::Status status = st::sum_extents({2, 3, 4}, 4, sum);
  CHECK(status.code() == Errc::out_of_range);
  IF_EXCEPTIONS(CHECK(th::sum_extents({5, 5}, 2) == 10);)
}

TEST_CASE("an i32 loop near INT32_MAX") {
  int32_t n = 0;
  REQUIRE(st::count_i32(0, 10, 3, n).ok());
  CHECK(n == 4);
  REQUIRE(st::count_i32(INT32_MAX - 5, INT32_MAX, 4, n).ok());
  CHECK(n == 2);
  REQUIRE(st::count_i32(INT32_MIN, INT32_MAX, INT32_MAX, n).ok());
  CHECK(n == 3);
  CHECK(st::count_i32(0, 1, -2, n).code() == Errc::requirement_failed);
  IF_EXCEPTIONS(CHECK(th::count_i32(-3, 3, 2) == 3);)
}
