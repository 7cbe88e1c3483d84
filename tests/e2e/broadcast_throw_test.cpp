// examples/broadcast.mlir compiled with --errors=throw: the result is
// returned, a failure throws shapecc::ShapeError carrying the status.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include "broadcast_throw.hpp"

#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

TEST_CASE("broadcasting shapes return the broadcast shape") {
  shapecc::Shape out = broadcast::add_shape({2, 1, 4}, {3, 1});
  CHECK(std::vector<std::int64_t>(out.begin(), out.end()) ==
        std::vector<std::int64_t>{2, 3, 4});
}

TEST_CASE("a failed constraint throws ShapeError with the message") {
  try {
    (void)broadcast::add_shape({2, 3}, {4, 3});
    FAIL("add_shape did not throw");
  } catch (const shapecc::ShapeError &error) {
    CHECK(error.status().code() == shapecc::Errc::not_broadcastable);
    CHECK(std::string(error.what()) ==
          "broadcast.mlir:4:9: in @add_shape: shapes [2,3] and [4,3] are not "
          "broadcastable: dimension 0 has extents 2 and 4");
  }
  CHECK_THROWS_AS((void)broadcast::add_shape({-3}, {3}), shapecc::ShapeError);
}
