// Runs the checkers of arith.mlir: MLIR's integer semantics without C++
// undefined behaviour (this test runs under -fsanitize=undefined).
#include "Inputs/driver.hpp"

using shapecc::Errc;

TEST_CASE("addi, subi, muli wrap in two's complement") {
  int64_t s = 0, d = 0, p = 0;
  REQUIRE(st::wrapping(INT64_MAX, 1, s, d, p).ok());
  CHECK(s == INT64_MIN);
  CHECK(d == INT64_MAX - 1);
  CHECK(p == INT64_MAX);
  REQUIRE(st::wrapping(INT64_MIN, 2, s, d, p).ok());
  CHECK(d == INT64_MAX - 1);
  CHECK(p == 0);
  int32_t s32 = 0, p32 = 0, q32 = 0, c32 = 0;
  REQUIRE(st::narrow(INT32_MAX, 1, s32, p32, q32, c32).ok());
  CHECK(s32 == INT32_MIN);
  CHECK(p32 == INT32_MAX);
  REQUIRE(st::narrow(65536, 65536, s32, p32, q32, c32).ok());
  CHECK(p32 == 0);
}

TEST_CASE("divisions: signed, floor, ceil, unsigned") {
  int64_t q = 0, r = 0, f = 0, c = 0, u = 0;
  REQUIRE(st::divisions(-7, 2, q, r, f, c, u).ok());
  CHECK((q == -3 && r == -1 && f == -4 && c == -3));
  CHECK(u == int64_t(uint64_t(-7) / 2));
  REQUIRE(st::divisions(7, -2, q, r, f, c, u).ok());
  CHECK((q == -3 && r == 1 && f == -4 && c == -3));
  REQUIRE(st::divisions(7, 2, q, r, f, c, u).ok());
  CHECK((q == 3 && f == 3 && c == 4 && u == 3));
  REQUIRE(st::divisions(-8, -2, q, r, f, c, u).ok());
  CHECK((q == 4 && r == 0 && f == 4 && c == 4));
}

TEST_CASE("division by zero and INT_MIN / -1 are errors") {
  int64_t q = 0, r = 0, f = 0, c = 0, u = 0;
  CHECK(st::divisions(1, 0, q, r, f, c, u).code() == Errc::division_by_zero);
  CHECK(st::divisions(INT64_MIN, -1, q, r, f, c, u).code() == Errc::overflow);
  int32_t s32 = 0, p32 = 0, q32 = 0, c32 = 0;
  CHECK(st::narrow(5, 0, s32, p32, q32, c32).code() == Errc::division_by_zero);
  // In i32, INT32_MIN / -1 is computed in int64_t and wraps back.
  REQUIRE(st::narrow(INT32_MIN, -1, s32, p32, q32, c32).ok());
  CHECK(q32 == INT32_MIN);
  REQUIRE(st::narrow(7, 2, s32, p32, q32, c32).ok());
  CHECK((q32 == 3 && c32 == 4));
  REQUIRE(st::narrow(-1, 2, s32, p32, q32, c32).ok());
  CHECK(c32 == int32_t(uint32_t(-1) / 2 + 1));
  IF_EXCEPTIONS(CHECK(thrown([] { (void)th::divisions(3, 0); }).code() ==
                      Errc::division_by_zero);)
}

TEST_CASE("a divisor checked once still fails where its first check is") {
  int64_t r = 0, f = 0, q = 0, u = 0, v = 0, w = 0;
  REQUIRE(st::division_checks(-7, 2, 3, 4, 9, r, f, q, u, v, w).ok());
  CHECK((r == -1 && f == -3 && q == -3 && u == int64_t(uint64_t(-7) % 4)));
  CHECK((v == 3 && w == 0));
  // The remainder tests b for zero only: the divsi after it still tests
  // INT64_MIN / -1.
  shapecc::Status s =
      st::division_checks(INT64_MIN, -1, 1, 4, 9, r, f, q, u, v, w);
  CHECK(s.code() == Errc::overflow);
  CHECK(s.site()->line == 37);
  CHECK(st::division_checks(1, 0, 1, 4, 9, r, f, q, u, v, w).site()->line ==
        35);
  // d is checked by the remui; the ceildivui by d is not checked again.
  s = st::division_checks(1, 1, 1, 0, 9, r, f, q, u, v, w);
  CHECK(s.code() == Errc::division_by_zero);
  CHECK(s.site()->line == 38);
  CHECK(st::division_checks(1, 1, 1, 4, 0, r, f, q, u, v, w).site()->line ==
        40);
}

TEST_CASE("shifts by the width or more are defined") {
  int64_t l = 0, rs = 0, ru = 0, a = 0, o = 0, x = 0;
  REQUIRE(st::bits(-8, 1, l, rs, ru, a, o, x).ok());
  CHECK((l == -16 && rs == -4 && ru == int64_t(uint64_t(-8) >> 1)));
  CHECK((a == 0 && o == -7 && x == -7));
  REQUIRE(st::bits(1, 63, l, rs, ru, a, o, x).ok());
  CHECK(l == INT64_MIN);
  REQUIRE(st::bits(-8, 64, l, rs, ru, a, o, x).ok());
  CHECK((l == 0 && rs == -1 && ru == 0));
  REQUIRE(st::bits(8, -1, l, rs, ru, a, o, x).ok());
  CHECK((l == 0 && rs == 0 && ru == 0));
}

TEST_CASE("min, max and comparisons, signed and unsigned") {
  int64_t maxs = 0, mins = 0, maxu = 0, minu = 0;
  bool lt = false, ult = false;
  REQUIRE(st::compare(-1, 2, maxs, mins, maxu, minu, lt, ult).ok());
  CHECK((maxs == 2 && mins == -1 && maxu == -1 && minu == 2));
  CHECK((lt && !ult));
}

TEST_CASE("casts and select") {
  int32_t t = 0;
  int64_t sx = 0, zx = 0, ext = 0, sel = 0;
  int8_t tr = 0;
  REQUIRE(st::casts(0x1'0000'0005, -2, true, t, sx, zx, ext, tr, sel).ok());
  CHECK((t == 5 && sx == -2 && zx == 254 && ext == 1 && tr == 5));
  CHECK(sel == 0x1'0000'0005);
  REQUIRE(st::casts(300, 1, false, t, sx, zx, ext, tr, sel).ok());
  CHECK((t == 300 && tr == 44 && ext == 0 && sel == 7));
  IF_EXCEPTIONS(auto [t2, sx2, zx2, ext2, tr2, sel2] = th::casts(-1, -1, false);
                CHECK((t2 == -1 && sx2 == -1 && zx2 == 255 && tr2 == -1));
                (void)ext2; (void)sel2;)
}
