// Runs the checkers of calls.mlir: calls between emitted functions, several
// results, and shape.func.
#include "Inputs/driver.hpp"

#include <cstring>

using shapecc::Errc;

TEST_CASE("a caller receives its callee's results") {
  shapecc::Shape r;
  int64_t twice = 0;
  REQUIRE(st::caller({2, 1}, {3}, r, twice).ok());
  CHECK(extents(r) == Extents{2, 3});
  CHECK(twice == 4);
  IF_EXCEPTIONS(auto [shape, n] = th::caller({5}, {1, 1, 5});
                CHECK(extents(shape) == Extents{1, 1, 5}); CHECK(n == 6);)
}

TEST_CASE("a failing callee fails the caller with the callee's status") {
  shapecc::Shape r;
  int64_t twice = 0;
  shapecc::Status status = st::caller({2}, {3}, r, twice);
  CHECK(status.code() == Errc::not_broadcastable);
  REQUIRE(status.site() != nullptr);
  CHECK(std::strcmp(status.site()->function, "broadcast_and_rank") == 0);
  CHECK(status.site()->line == 21);
  IF_EXCEPTIONS(CHECK(thrown([] { (void)th::caller({2}, {3}); }).code() ==
                      Errc::not_broadcastable);)
}

TEST_CASE("shape.func with an error= message") {
  shapecc::Shape out;
  REQUIRE(st::error_monadic({4, 1}, {3}, out).ok());
  CHECK(extents(out) == Extents{4, 3});
  shapecc::Status status = st::error_monadic({4, 2}, {3}, out);
  CHECK(status.code() == Errc::not_broadcastable);
  REQUIRE(status.message() != nullptr);
  CHECK(std::strcmp(status.message(), "operands must broadcast") == 0);
  CHECK(message(status).find("calls.mlir:36:8: in @error_monadic: operands "
                             "must broadcast") == 0);
}

TEST_CASE("an error-carrying call result is checked where it must be valid") {
  int64_t n = 0;
  REQUIRE(st::elements_of_broadcast({2, 1}, {1, 3}, n).ok());
  CHECK(n == 6);
  shapecc::Status status = st::elements_of_broadcast({2}, {3}, n);
  CHECK(status.code() == Errc::not_broadcastable);
  CHECK(std::strcmp(status.site()->function, "bcast_shapes") == 0);
  CHECK(st::elements_of_broadcast({int64_t(1) << 62}, {4, 1}, n).code() ==
        Errc::overflow);
  IF_EXCEPTIONS(CHECK(th::elements_of_broadcast({3}, {2, 1}) == 6);)
}

TEST_CASE("recursive functions") {
  int64_t d = -1;
  REQUIRE(st::depth(5, d).ok());
  CHECK(d == 5);
  REQUIRE(st::depth(-3, d).ok());
  CHECK(d == 0);
  IF_EXCEPTIONS(CHECK(th::depth(3) == 3);)
}
