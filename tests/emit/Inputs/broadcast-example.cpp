// Runs the checker of examples/broadcast.mlir.
#include "../../golden/Inputs/driver.hpp"

#include <cstring>

TEST_CASE("add_shape broadcasts or reports the conflicting dimension") {
  shapecc::Shape out;
  REQUIRE(st::add_shape({2, 1, 3}, {4, 3}, out).ok());
  CHECK(extents(out) == Extents{2, 4, 3});
  shapecc::Status status = st::add_shape({2, 3}, {4, 3}, out);
  CHECK(status.code() == shapecc::Errc::not_broadcastable);
  CHECK(message(status).find("broadcast.mlir:4:9: in @add_shape: ") == 0);
  CHECK(st::add_shape({-2}, {1}, out).code() ==
        shapecc::Errc::argument_mismatch);
  IF_EXCEPTIONS(CHECK(extents(th::add_shape({}, {5})) == Extents{5});
                CHECK(thrown([] { (void)th::add_shape({2}, {3}); }).code() ==
                      shapecc::Errc::not_broadcastable);)
}
