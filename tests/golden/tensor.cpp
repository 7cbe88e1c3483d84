// Runs the checkers of tensor.mlir: extent tensors built with tensor ops,
// casts that refine a type checked like arguments, and cf.assert.
#include "Inputs/driver.hpp"

#include <cstring>

using shapecc::Errc;

TEST_CASE("tensor.dim and tensor.from_elements build an extent tensor") {
  shapecc::Shape s;
  REQUIRE(st::build({4, 5}, s).ok());
  CHECK(extents(s) == Extents{5, 4});
  CHECK(st::build({4}, s).code() == Errc::argument_mismatch);
  IF_EXCEPTIONS(CHECK(extents(th::build({1, 2})) == Extents{2, 1});)
}

TEST_CASE("a cast to a more static type is checked") {
  shapecc::Shape s3;
  int64_t d = 0;
  REQUIRE(st::refine({1, 2, 3}, {7, 5}, s3, d).ok());
  CHECK(extents(s3) == Extents{1, 2, 3});
  CHECK(d == 7);
  shapecc::Status status = st::refine({1, 2}, {7, 5}, s3, d);
  CHECK(status.code() == Errc::argument_mismatch);
  REQUIRE(status.argument_name() != nullptr);
  CHECK(std::strcmp(status.argument_name(), "s") == 0);
  // The cast of t is checked although canonicalize folds the tensor.dim of
  // it into one of t (W1, docs/testing.md: it was not).
  status = st::refine({1, 2, 3}, {7, 6}, s3, d);
  CHECK(status.code() == Errc::argument_mismatch);
  REQUIRE(status.argument_name() != nullptr);
  CHECK(std::strcmp(status.argument_name(), "t") == 0);
}

TEST_CASE("tensor.generate and tensor.empty") {
  shapecc::Shape r;
  REQUIRE(st::iota(3, r).ok());
  CHECK(extents(r) == Extents{1, 2, 3});
  REQUIRE(st::iota(0, r).ok());
  CHECK(extents(r) == Extents{});
  CHECK(st::iota(int64_t(shapecc::max_rank) + 1, r).code() ==
        Errc::capacity_exceeded);
  REQUIRE(st::zeros(2, r).ok());
  CHECK(extents(r) == Extents{0, 0});
  IF_EXCEPTIONS(CHECK(extents(th::iota(2)) == Extents{1, 2});)
}

TEST_CASE("cf.assert is a check with its message") {
  int64_t d = 0;
  REQUIRE(st::checked(1, 3, d).ok());
  CHECK(d == 2);
  shapecc::Status status = st::checked(3, 1, d);
  CHECK(status.code() == Errc::requirement_failed);
  CHECK(std::strcmp(status.message(), "a must be less than b") == 0);
  IF_EXCEPTIONS(CHECK(thrown([] { (void)th::checked(2, 2); }).code() ==
                      Errc::requirement_failed);)
}
