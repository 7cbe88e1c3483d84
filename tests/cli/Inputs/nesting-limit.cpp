// Calls the deepest nestings tests/cli/nesting-limit.mlir accepts: @nested
// returns 2a inside all 1023 scf.if (a > 1022), else the number of the
// first condition that fails; block k of @chain goes on while (k + 2) a > k,
// and returns (k + 1) a from the first that does not, 1025 a after the last.
#include "blocks.hpp"
#include "ifs.hpp"

#include <doctest/doctest.h>

TEST_CASE("1023 nested scf.if") {
  int64_t out = -1;
  REQUIRE(ifs::nested(5000, out).ok());
  CHECK(out == 10000);
  REQUIRE(ifs::nested(0, out).ok());
  CHECK(out == 0);
  REQUIRE(ifs::nested(700, out).ok());
  CHECK(out == 700);
}

TEST_CASE("1024 blocks, each dominating the next") {
  int64_t out = -1;
  REQUIRE(blocks::chain(1, out).ok());
  CHECK(out == 1025);
  REQUIRE(blocks::chain(0, out).ok());
  CHECK(out == 0);
}
