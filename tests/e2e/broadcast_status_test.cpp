// examples/broadcast.mlir compiled with --errors=status, built with
// -fno-exceptions -fno-rtti: results and error codes on passing and failing
// inputs, and the message a failure formats.
// Exceptions are off in this binary: doctest still runs all its asserts.
#define DOCTEST_CONFIG_NO_EXCEPTIONS_BUT_WITH_ALL_ASSERTS
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include "broadcast_status.hpp"

#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace {

std::vector<std::int64_t> extents(const shapecc::Shape &shape) {
  return {shape.begin(), shape.end()};
}

std::string message(const shapecc::Status &status) {
  char buf[512];
  status.format(buf, sizeof buf);
  return buf;
}

} // namespace

TEST_CASE("broadcasting shapes give the broadcast shape") {
  shapecc::Shape out;
  REQUIRE(broadcast::add_shape({2, 1, 4}, {3, 1}, out).ok());
  CHECK(extents(out) == std::vector<std::int64_t>{2, 3, 4});
  REQUIRE(broadcast::add_shape({}, {5, 0}, out).ok());
  CHECK(extents(out) == std::vector<std::int64_t>{5, 0});
  REQUIRE(broadcast::add_shape({1}, {0}, out).ok());
  CHECK(extents(out) == std::vector<std::int64_t>{0});
  REQUIRE(broadcast::add_shape({}, {}, out).ok());
  CHECK(out.rank() == 0);
}

TEST_CASE("inputs come from containers and pointers") {
  std::vector<std::int64_t> a{7, 1};
  std::array<std::int64_t, 3> b{2, 1, 9};
  shapecc::Shape out;
  REQUIRE(broadcast::add_shape(a, b, out).ok());
  CHECK(extents(out) == std::vector<std::int64_t>{2, 7, 9});
  const std::int64_t raw[] = {3};
  REQUIRE(broadcast::add_shape(shapecc::ShapeView(raw, 1), a, out).ok());
  CHECK(extents(out) == std::vector<std::int64_t>{7, 3});
}

TEST_CASE("shapes that do not broadcast fail with the offending dimension") {
  shapecc::Shape out;
  shapecc::Status st = broadcast::add_shape({2, 3}, {4, 3}, out);
  CHECK(st.code() == shapecc::Errc::not_broadcastable);
  CHECK(message(st) == "broadcast.mlir:4:9: in @add_shape: shapes [2,3] and "
                       "[4,3] are not broadcastable: dimension 0 has extents "
                       "2 and 4");
  st = broadcast::add_shape({5, 2, 3}, {7, 3}, out);
  CHECK(st.code() == shapecc::Errc::not_broadcastable);
  CHECK(message(st).find("dimension 1 has extents 2 and 7") !=
        std::string::npos);
}

TEST_CASE("inputs that contradict their type are argument mismatches") {
  shapecc::Shape out;
  shapecc::Status st = broadcast::add_shape({2, -1}, {2}, out);
  CHECK(st.code() == shapecc::Errc::argument_mismatch);
  CHECK(message(st) == "broadcast.mlir:3:1: in @add_shape: argument a has "
                       "shape [2,-1]: dimension 1 has negative extent -1");
  std::vector<std::int64_t> deep(SHAPECC_MAX_RANK + 1, 1);
  CHECK(broadcast::add_shape({1}, deep, out).code() ==
        shapecc::Errc::capacity_exceeded);
}
