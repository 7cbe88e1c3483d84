// Runs the checkers of kernel_generator.mlir: broadcasting result shapes
// behind nested shape.assuming, and entry checks of a tensor<?x4xf32>.
#include "Inputs/driver.hpp"

TEST_CASE("add_bcast broadcasts the operand shapes") {
  shapecc::Shape out;
  REQUIRE(st::add_bcast({3, 4}, {1, 4}, out).ok());
  CHECK(extents(out) == Extents{3, 4});
  IF_EXCEPTIONS(CHECK(extents(th::add_bcast({3, 4}, {4})) == Extents{3, 4});)
}

TEST_CASE("add_bcast checks the static extent of its tensor<?x4xf32>") {
  shapecc::Shape out;
  shapecc::Status status = st::add_bcast({3, 5}, {1}, out);
  CHECK(status.code() == shapecc::Errc::argument_mismatch);
  CHECK(std::string(status.argument_name()) == "lhs");
  CHECK(message(status).find("kernel_generator.mlir:13:1: in @add_bcast") == 0);
  CHECK(st::add_bcast({3, 4, 1}, {1}, out).code() ==
        shapecc::Errc::argument_mismatch);
  IF_EXCEPTIONS(CHECK(thrown([] { (void)th::add_bcast({4}, {4}); }).code() ==
                      shapecc::Errc::argument_mismatch);)
}

TEST_CASE("add_bcast fails on shapes that do not broadcast") {
  shapecc::Shape out;
  shapecc::Status status = st::add_bcast({3, 4}, {2, 4}, out);
  CHECK(status.code() == shapecc::Errc::not_broadcastable);
  CHECK(message(status).find("kernel_generator.mlir:16:9: in @add_bcast") == 0);
  CHECK(message(status).find("[3,4]") != std::string::npos);
}

TEST_CASE("add_bcast requires the broadcast to keep the lhs shape") {
  shapecc::Shape out;
  shapecc::Status status = st::add_bcast({3, 4}, {2, 3, 4}, out);
  CHECK(status.code() == shapecc::Errc::not_equal);
  CHECK(status.site()->line == 19);
  IF_EXCEPTIONS(CHECK(thrown([] {
                        (void)th::add_bcast({3, 4}, {2, 3, 4});
                      }).code() == shapecc::Errc::not_equal);)
}

TEST_CASE("three_way broadcasts three extent tensors") {
  shapecc::Shape out;
  REQUIRE(st::three_way({2, 1}, {1, 3}, {5, 1, 1}, out).ok());
  CHECK(extents(out) == Extents{5, 2, 3});
  CHECK(st::three_way({2}, {3}, {1}, out).code() ==
        shapecc::Errc::not_broadcastable);
  CHECK(st::three_way({-1}, {3}, {1}, out).code() ==
        shapecc::Errc::argument_mismatch);
  // The entry checks are folded into the broadcast, yet an argument's failure
  // still comes first, in argument order, even after a conflict.
  const shapecc::Status late = st::three_way({2}, {3}, {-1}, out);
  CHECK(late.code() == shapecc::Errc::argument_mismatch);
  CHECK(std::string(late.argument_name()) == "c");
  CHECK(std::string(st::three_way({2}, {-3}, {-1}, out).argument_name()) ==
        "b");
  IF_EXCEPTIONS(
      CHECK(extents(th::three_way({7}, {}, {1, 1})) == Extents{1, 7});)
}
