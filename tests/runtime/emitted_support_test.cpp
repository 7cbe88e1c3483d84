// The runtime functions only emitted code calls: to_shape, the *_checked ops
// (with folded argument checks), check_division and check_divisor.
#include "test_support.hpp"

#include <doctest/doctest.h>

#include <cstring>
#include <string>
#include <vector>

namespace {

constexpr shapecc::Site site{"support.mlir", 3, 5, "f", nullptr};

} // namespace

TEST_CASE("to_shape copies a view and propagates an invalid one") {
  const shapecc::Shape copy = shapecc::to_shape({3, 4});
  CHECK(copy == shapecc::const_shape({3, 4}));
  const shapecc::Shape bad = shapecc::broadcast({{2}, {3}}, &site);
  const shapecc::Shape invalid = shapecc::to_shape(bad);
  REQUIRE(!invalid.valid());
  CHECK(invalid.error()->code == shapecc::Errc::not_broadcastable);
  std::int64_t deep[shapecc::max_rank + 1] = {};
  CHECK(shapecc::to_shape(shapecc::ShapeView(deep, shapecc::max_rank + 1))
            .error()
            ->code == shapecc::Errc::capacity_exceeded);
}

TEST_CASE("broadcast_checked is cstr_broadcastable and broadcast in one") {
  shapecc::Shape out;
  REQUIRE(shapecc::broadcast_checked({{2, 1}, {3}}, out, site).ok());
  CHECK(out == shapecc::const_shape({2, 3}));
  REQUIRE(shapecc::broadcast_checked({{5}, {1, 1}, {4, 1}}, out, site).ok());
  CHECK(out == shapecc::const_shape({4, 5}));

  // A conflict fails exactly like cstr_broadcastable, shapes included.
  const shapecc::Status fused =
      shapecc::broadcast_checked({{2, 3}, {4, 3}}, out, site);
  const shapecc::Status separate =
      shapecc::cstr_broadcastable({{2, 3}, {4, 3}}, site);
  CHECK(fused.code() == shapecc::Errc::not_broadcastable);
  char a[256], b[256];
  fused.format(a, sizeof a);
  separate.format(b, sizeof b);
  CHECK(std::strcmp(a, b) == 0);
  CHECK(fused.num_shapes() == 2);

  // An invalid operand's error, and a result above capacity.
  const shapecc::Shape bad = shapecc::broadcast({{2}, {3}}, &site);
  CHECK(shapecc::broadcast_checked({bad, {1}}, out, site).code() ==
        shapecc::Errc::not_broadcastable);
  std::int64_t ones[shapecc::max_rank + 1];
  for (std::int64_t &one : ones)
    one = 1;
  CHECK(shapecc::broadcast_checked(
            {shapecc::ShapeView(ones, shapecc::max_rank + 1), {1}}, out, site)
            .code() == shapecc::Errc::capacity_exceeded);
  // Above capacity with a conflict: the conflict, as cstr_broadcastable says.
  ones[shapecc::max_rank] = 2;
  const shapecc::Status both = shapecc::broadcast_checked(
      {shapecc::ShapeView(ones, shapecc::max_rank + 1), {3}}, out, site);
  CHECK(both.code() == shapecc::Errc::not_broadcastable);
  CHECK(both.error()->detail[0] ==
        static_cast<std::int64_t>(shapecc::max_rank));
}

TEST_CASE("broadcast_extents_checked is broadcast then check_valid, with "
          "the shapes") {
  shapecc::Shape out;
  REQUIRE(shapecc::broadcast_extents_checked({{2, 1}, {3}}, out, site).ok());
  CHECK(out == shapecc::const_shape({2, 3}));
  REQUIRE(shapecc::broadcast_extents_checked({{5}, {1, 1}, {4, 1}}, out, site)
              .ok());
  CHECK(out == shapecc::const_shape({4, 5}));

  // A conflict: the code, site and Error of the plain broadcast's check (the
  // op is the broadcast, not a constraint), plus the two shapes, which
  // the message names with their operand numbers when there are more than two.
  const shapecc::Status fused =
      shapecc::broadcast_extents_checked({{2, 3}, {2, 3}, {5}}, out, site);
  const shapecc::Status plain = shapecc::check_valid(
      shapecc::broadcast({{2, 3}, {2, 3}, {5}}, &site), site);
  REQUIRE(!fused.ok());
  CHECK(fused.code() == plain.code());
  CHECK(fused.site() == plain.site());
  CHECK(fused.error()->op == shapecc::Op::broadcast);
  CHECK(fused.error()->op == plain.error()->op);
  CHECK(std::memcmp(fused.error()->detail, plain.error()->detail,
                    sizeof plain.error()->detail) == 0);
  CHECK(fused.error()->operands[0] == plain.error()->operands[0]);
  CHECK(fused.error()->operands[1] == plain.error()->operands[1]);
  CHECK(plain.num_shapes() == 0);
  REQUIRE(fused.num_shapes() == 2);
  CHECK(shapecc::to_shape(fused.shape(0)) == shapecc::const_shape({2, 3}));
  CHECK(shapecc::to_shape(fused.shape(1)) == shapecc::const_shape({5}));
  char text[256];
  fused.format(text, sizeof text);
  CHECK(std::string(text) ==
        "support.mlir:3:5: in @f: shapes [2,3] and [5] (operands 0 and 2) are "
        "not broadcastable: dimension 1 has extents 3 and 5");
  const shapecc::Status two =
      shapecc::broadcast_extents_checked({{2, 3}, {4, 3}}, out, site);
  two.format(text, sizeof text);
  CHECK(std::string(text) ==
        "support.mlir:3:5: in @f: shapes [2,3] and [4,3] are not "
        "broadcastable: dimension 0 has extents 2 and 4");
  // A result above capacity, as the plain broadcast reports it.
  std::int64_t ones[shapecc::max_rank + 1];
  for (std::int64_t &one : ones)
    one = 1;
  const shapecc::ShapeView deep(ones, shapecc::max_rank + 1);
  const shapecc::Status capacity =
      shapecc::broadcast_extents_checked({deep, {1}}, out, site);
  CHECK(capacity.code() == shapecc::Errc::capacity_exceeded);
  CHECK(capacity.error()->op ==
        shapecc::check_valid(shapecc::broadcast({deep, {1}}, &site), site)
            .error()
            ->op);
  // Above capacity with a conflict: capacity, as the plain broadcast says
  // (cstr_broadcastable reports the conflict).
  ones[shapecc::max_rank] = 2;
  const shapecc::Status both =
      shapecc::broadcast_extents_checked({deep, {3}}, out, site);
  const shapecc::Status plainBoth =
      shapecc::check_valid(shapecc::broadcast({deep, {3}}, &site), site);
  CHECK(plainBoth.code() == shapecc::Errc::capacity_exceeded);
  CHECK(both.code() == plainBoth.code());
  CHECK(both.error()->detail[0] == plainBoth.error()->detail[0]);
}

TEST_CASE("check_division and check_divisor guard divisions") {
  CHECK(shapecc::check_division(7, 2, site).ok());
  CHECK(shapecc::check_division(INT64_MIN, 1, site).ok());
  CHECK(shapecc::check_division(-1, -1, site).ok());
  const shapecc::Status zero = shapecc::check_division(7, 0, site);
  CHECK(zero.code() == shapecc::Errc::division_by_zero);
  CHECK(zero.site() == &site);
  CHECK(shapecc::check_division(INT64_MIN, -1, site).code() ==
        shapecc::Errc::overflow);
  const shapecc::Status divisor = shapecc::check_divisor(7, 0, site);
  CHECK(divisor.code() == shapecc::Errc::division_by_zero);
  // The message names the dividend, as check_division's does.
  CHECK(divisor.error()->detail[0] == 7);
  CHECK(shapecc::check_divisor(INT64_MIN, -1, site).ok());
  CHECK(shapecc::check_divisor(0, -1, site).ok());
  // An unsigned division names its dividend unsigned: UINT64_MAX, not -1.
  CHECK(shapecc::check_unsigned_divisor(UINT64_MAX, 1, site).ok());
  const shapecc::Status unsigned_zero =
      shapecc::check_unsigned_divisor(UINT64_MAX, 0, site);
  CHECK(unsigned_zero.code() == shapecc::Errc::division_by_zero);
  CHECK(static_cast<std::uint64_t>(unsigned_zero.error()->detail[0]) ==
        UINT64_MAX);
  CHECK(test::text(unsigned_zero)
            .find("division of 18446744073709551615 by zero") !=
        std::string::npos);
}

namespace {

/// Whether two statuses report the same failure: code, site, structured
/// detail, copied shapes, argument name and message.
bool same(const shapecc::Status &a, const shapecc::Status &b) {
  if (a.code() != b.code() || a.site() != b.site() ||
      a.num_shapes() != b.num_shapes() ||
      a.argument_name() != b.argument_name() || test::text(a) != test::text(b))
    return false;
  if (a.ok())
    return true;
  const shapecc::Error &x = *a.error(), &y = *b.error();
  for (std::size_t i = 0; i < a.num_shapes(); ++i)
    if (test::show(a.shape(i)) != test::show(b.shape(i)))
      return false;
  return x.op == y.op && x.operands[0] == y.operands[0] &&
         x.operands[1] == y.operands[1] && x.detail[0] == y.detail[0] &&
         x.detail[1] == y.detail[1] && x.detail[2] == y.detail[2];
}

constexpr shapecc::Site entry{"support.mlir", 1, 1, "f", nullptr};

/// What emitted code did before folding: every entry check, in order, then
/// the broadcast.
/// An entry check as emitted code ran it before folding.
struct EntryCheck {
  shapecc::ShapeView view;
  const char *name;
};

shapecc::Status unfolded(std::initializer_list<EntryCheck> arguments,
                         std::initializer_list<shapecc::ShapeView> shapes,
                         shapecc::Shape &out) {
  for (const EntryCheck &argument : arguments)
    if (shapecc::Status st = shapecc::check_argument(
            argument.view, argument.name, -1, {}, entry);
        !st.ok())
      return st;
  return shapecc::broadcast_checked(shapes, out, site);
}

} // namespace

TEST_CASE("broadcast_checked with folded argument checks fails first where "
          "the checks did") {
  const test::Extents ok4 = {8, 1, 128, 64}, ok3 = {16, 1, 64};
  const test::Extents negative = {8, -1, 128, 64};
  const test::Extents conflict = {7, 16, 128, 64}; // dimension 0 conflicts
  const test::Extents conflict_negative = {7, 16, 128, -64};
  const test::Extents negative_first = {-2, 1};
  const std::vector<std::int64_t> deep = test::filled(shapecc::max_rank + 1, 1);
  const shapecc::Shape bad = shapecc::broadcast({{2}, {3}}, &site);
  const shapecc::ShapeView views[] = {
      ok4, ok3,  negative, conflict,       conflict_negative,
      {},  deep, bad,      negative_first, shapecc::ShapeView(ok3.data(), 1)};
  // Every pair and triple of operands: the folded call's Status and result
  // are the unfolded sequence's, whichever argument or check fails first.
  for (const shapecc::ShapeView &a : views)
    for (const shapecc::ShapeView &b : views) {
      const shapecc::FoldedArgument arguments[] = {{0, "a"}, {1, "b"}};
      shapecc::Shape folded_out, unfolded_out;
      const shapecc::Status folded = shapecc::broadcast_checked(
          {a, b}, folded_out, site, arguments, entry);
      const shapecc::Status reference =
          unfolded({{a, "a"}, {b, "b"}}, {a, b}, unfolded_out);
      CHECK(same(folded, reference));
      if (reference.ok())
        CHECK(folded_out == unfolded_out);
      for (const shapecc::ShapeView &c : views) {
        const shapecc::FoldedArgument three[] = {{0, "a"}, {1, "b"}, {2, "c"}};
        const shapecc::Status folded3 = shapecc::broadcast_checked(
            {a, b, c}, folded_out, site, three, entry);
        const shapecc::Status reference3 =
            unfolded({{a, "a"}, {b, "b"}, {c, "c"}}, {a, b, c}, unfolded_out);
        CHECK(same(folded3, reference3));
        if (reference3.ok())
          CHECK(folded_out == unfolded_out);
        // Arguments in another order than the operands: checked in theirs.
        const shapecc::FoldedArgument swapped[] = {{2, "a"}, {0, "b"}};
        const shapecc::Status reordered = shapecc::broadcast_checked(
            {b, c, a}, folded_out, site, swapped, entry);
        const shapecc::Status reference_reordered =
            unfolded({{a, "a"}, {b, "b"}}, {b, c, a}, unfolded_out);
        CHECK(same(reordered, reference_reordered));
        if (reference_reordered.ok())
          CHECK(folded_out == unfolded_out);
      }
    }
  // A negative extent of an operand that is no argument is no failure.
  shapecc::Shape out;
  const shapecc::FoldedArgument just_a[] = {{0, "a"}};
  const shapecc::Shape minus = shapecc::const_shape({-1, 1});
  CHECK(
      shapecc::broadcast_checked({ok3, minus}, out, site, just_a, entry).ok());
  CHECK(out == shapecc::const_shape({16, -1, 64}));
}

namespace {

/// The broadcast of `shapes` by the rule itself, one result dimension at a
/// time: whether they broadcast, and the result.
bool naive_broadcast(const std::vector<test::Extents> &shapes,
                     test::Extents &result) {
  std::size_t rank = 0;
  for (const test::Extents &s : shapes)
    rank = s.size() > rank ? s.size() : rank;
  result.assign(rank, 1);
  for (std::size_t d = 0; d < rank; ++d)
    for (const test::Extents &s : shapes) {
      if (d + s.size() < rank)
        continue;
      const std::int64_t x = s[d + s.size() - rank];
      if (x != 1 && result[d] != 1 && x != result[d])
        return false;
      if (x != 1)
        result[d] = x;
    }
  return true;
}

/// Every shape of rank 0 to 3 with extents from `extents`.
std::vector<test::Extents> small_shapes(const test::Extents &extents) {
  std::vector<test::Extents> shapes = {{}};
  for (std::size_t begin = 0, rank = 1; rank <= 3; ++rank) {
    const std::size_t end = shapes.size();
    for (std::size_t i = begin; i < end; ++i)
      for (std::int64_t e : extents) {
        test::Extents s = shapes[i];
        s.push_back(e);
        shapes.push_back(s);
      }
    begin = end;
  }
  return shapes;
}

} // namespace

TEST_CASE("the broadcast fast paths agree with the rule and with the general "
          "path on every small shape") {
  // Ranks 0 to 3 (equal and unequal), conflicts at the first, a middle and
  // the last dimension, negative extents in either operand.
  const std::vector<test::Extents> shapes = small_shapes({-1, 0, 1, 2, 3});
  const shapecc::FoldedArgument both[] = {{0, "a"}, {1, "b"}},
                                only_b[] = {{1, "b"}};
  for (const test::Extents &a : shapes)
    for (const test::Extents &b : shapes) {
      test::Extents expected;
      const bool broadcasts = naive_broadcast({a, b}, expected);
      shapecc::Shape out;
      const shapecc::Status st = shapecc::broadcast_checked({a, b}, out, site);
      REQUIRE(st.ok() == broadcasts);
      if (broadcasts)
        CHECK(test::show(out) == test::show(expected));
      // The general path, which every failure takes and the fast paths
      // must match field by field.
      shapecc::Shape general_out;
      const shapecc::ShapeView views[] = {a, b};
      const shapecc::Status general =
          shapecc::detail::broadcast_failure(views, 2, site, &general_out);
      CHECK(same(st, general));
      // Folded argument checks, both arguments or only the second.
      shapecc::Shape folded_out, unfolded_out;
      CHECK(same(
          shapecc::broadcast_checked({a, b}, folded_out, site, both, entry),
          unfolded({{a, "a"}, {b, "b"}}, {a, b}, unfolded_out)));
      CHECK(same(
          shapecc::broadcast_checked({a, b}, folded_out, site, only_b, entry),
          unfolded({{b, "b"}}, {a, b}, unfolded_out)));
    }
  // Three to six operands, against the rule.
  const std::vector<test::Extents> some = small_shapes({-1, 1, 3});
  for (std::size_t i = 0; i < some.size(); i += 3)
    for (std::size_t j = 0; j < some.size(); j += 5) {
      const test::Extents &x = some[i], &y = some[j],
                          &z = some[(i + j) % some.size()];
      test::Extents expected;
      shapecc::Shape out;
      CHECK(shapecc::broadcast_checked({x, y, z}, out, site).ok() ==
            naive_broadcast({x, y, z}, expected));
      const bool six = naive_broadcast({x, y, z, y, x, z}, expected);
      REQUIRE(shapecc::broadcast_checked({x, y, z, y, x, z}, out, site).ok() ==
              six);
      if (six)
        CHECK(test::show(out) == test::show(expected));
    }
}

TEST_CASE("the two-operand failure path builds what the general path builds "
          "at every rank") {
  // Every pair of ranks up to capacity, with a conflict at every common
  // dimension (the leftmost of two, when there is room for a second), and
  // either no negative extent or one in either operand at each of its first
  // `common + 1` dimensions, conflicting ones included: every copy shape
  // (one pair, overlapping pairs, pairs between) and every sign position
  // meets the fast path and its handover to the general one.
  const shapecc::FoldedArgument both[] = {{0, "a"}, {1, "b"}};
  for (std::size_t ra = 1; ra <= shapecc::max_rank; ++ra)
    for (std::size_t rb = 1; rb <= shapecc::max_rank; ++rb) {
      const std::size_t common = ra < rb ? ra : rb;
      for (std::size_t c = 0; c < common; ++c)
        for (int negative = -1; negative < 2 * static_cast<int>(common) + 2;
             ++negative) {
          test::Extents a(ra, 7), b(rb, 7);
          // Conflicts at common position c and, when it exists, c + 2.
          a[ra - common + c] = 2;
          b[rb - common + c] = 3;
          if (c + 2 < common) {
            a[ra - common + c + 2] = 4;
            b[rb - common + c + 2] = 5;
          }
          if (negative >= 0) {
            test::Extents &target = negative % 2 ? b : a;
            target[static_cast<std::size_t>(negative / 2) % target.size()] =
                -1 - negative;
          }
          shapecc::Shape folded_out, unfolded_out;
          const shapecc::Status fast =
              shapecc::broadcast_checked({a, b}, folded_out, site, both, entry);
          REQUIRE(!fast.ok());
          CHECK(
              same(fast, unfolded({{a, "a"}, {b, "b"}}, {a, b}, unfolded_out)));
        }
    }
}

TEST_CASE("an invalid view has rank 0, so the two-operand failure path, "
          "which reads no error, never finds it in a conflict") {
  const shapecc::Shape bad = shapecc::broadcast({{2}, {3}}, &site);
  const shapecc::Error error = *bad.error();
  CHECK(shapecc::ShapeView(bad).rank() == 0);
  CHECK(shapecc::ShapeView(error).rank() == 0);
  // Against a shape of every rank: the invalid operand's own error, as the
  // general path reports it.
  const shapecc::FoldedArgument both[] = {{0, "a"}, {1, "b"}};
  for (std::size_t r = 0; r <= shapecc::max_rank; ++r) {
    const test::Extents other = test::filled(r, 3);
    shapecc::Shape folded_out, unfolded_out;
    CHECK(same(
        shapecc::broadcast_checked({bad, other}, folded_out, site, both, entry),
        unfolded({{bad, "a"}, {other, "b"}}, {bad, other}, unfolded_out)));
    CHECK(same(
        shapecc::broadcast_checked({other, bad}, folded_out, site, both, entry),
        unfolded({{other, "a"}, {bad, "b"}}, {other, bad}, unfolded_out)));
  }
}

TEST_CASE("num_elements_checked is num_elements and check_valid in one") {
  const std::int64_t big = std::int64_t{1} << 62;
  const std::vector<std::vector<std::int64_t>> inputs = {
      {},
      {8, 16, 32, 64},
      {0, big, big},
      {big, big, 0},
      {big, 4},
      {-2, 3},
      {-2, big, 2},
      {big, 2},
      {-big, 2},
      test::filled(shapecc::max_rank + 1, 1)};
  for (const std::vector<std::int64_t> &extents : inputs) {
    const shapecc::ShapeView s(extents.data(), extents.size());
    const shapecc::Size reference = shapecc::num_elements(s, &site);
    const shapecc::Status reference_status =
        shapecc::check_valid(reference, site);
    std::int64_t n = -7;
    const shapecc::Status st = shapecc::num_elements_checked(s, n, site);
    CHECK(same(st, reference_status));
    if (st.ok())
      CHECK(n == reference.value());
    // Folded: the argument's check first, then the same.
    const shapecc::FoldedArgument arguments[] = {{0, "a"}};
    const shapecc::Status argument =
        shapecc::check_argument(s, "a", -1, {}, entry);
    const shapecc::Status folded =
        shapecc::num_elements_checked(s, n, site, arguments, entry);
    CHECK(same(folded, argument.ok() ? reference_status : argument));
    if (folded.ok())
      CHECK(n == reference.value());
  }
  const shapecc::Shape bad = shapecc::broadcast({{2}, {3}}, &site);
  std::int64_t n = 0;
  CHECK(same(shapecc::num_elements_checked(bad, n, site),
             shapecc::check_valid(shapecc::num_elements(bad, &site), site)));
  // An invalid view reaches the folded form's failure path in parts.
  const shapecc::FoldedArgument arguments[] = {{0, "a"}};
  CHECK(same(shapecc::num_elements_checked(bad, n, site, arguments, entry),
             shapecc::check_argument(bad, "a", -1, {}, entry)));
}

TEST_CASE("get_extent_checked and dim_checked read an extent or fail like "
          "check_valid of get_extent and dim") {
  const shapecc::Shape bad = shapecc::broadcast({{2}, {3}}, &site);
  const test::Extents extents = {4, 5, 6};
  const shapecc::ShapeView views[] = {extents, {}, bad};
  for (const shapecc::ShapeView &s : views)
    for (std::int64_t index : {std::int64_t{0}, std::int64_t{2},
                               std::int64_t{3}, std::int64_t{-1}, INT64_MIN}) {
      std::int64_t out = -7;
      const shapecc::Size extent = shapecc::get_extent(s, index, &site);
      const shapecc::Status st =
          shapecc::get_extent_checked(s, index, out, site);
      CHECK(same(st, shapecc::check_valid(extent, site)));
      if (st.ok())
        CHECK(out == extent.value());
      const shapecc::Size d = shapecc::dim(s, index, &site);
      const shapecc::Status dst = shapecc::dim_checked(s, index, out, site);
      CHECK(same(dst, shapecc::check_valid(d, site)));
      if (dst.ok())
        CHECK(out == d.value());
    }
}

/// `checked(a, b, out, site)` for every pair of `views` builds `out` in place
/// or fails exactly like `check_valid` of `op(a, b, &site)`.
template <std::size_t N, class Op, class Checked>
void checkBinaryInPlace(const shapecc::ShapeView (&views)[N], Op op,
                        Checked checked) {
  for (const shapecc::ShapeView &a : views)
    for (const shapecc::ShapeView &b : views) {
      shapecc::Shape out;
      const shapecc::Shape reference = op(a, b, &site);
      const shapecc::Status st = checked(a, b, out, site);
      CHECK(same(st, shapecc::check_valid(reference, site)));
      if (st.ok())
        CHECK(out == reference);
    }
}

TEST_CASE("concat_checked builds in place or fails like check_valid of "
          "concat") {
  const shapecc::Shape bad = shapecc::broadcast({{2}, {3}}, &site);
  const std::vector<std::int64_t> half =
      test::filled(shapecc::max_rank / 2 + 1, 2);
  const test::Extents one_two = {1, 2}, three = {3};
  const shapecc::ShapeView views[] = {{}, one_two, three, half, bad};
  checkBinaryInPlace(
      views, [](auto a, auto b, auto at) { return shapecc::concat(a, b, at); },
      [](auto a, auto b, auto &out, const auto &at) {
        return shapecc::concat_checked(a, b, out, at);
      });
}

TEST_CASE("meet_checked builds in place or fails like check_valid of meet") {
  const shapecc::Shape bad = shapecc::broadcast({{2}, {3}}, &site);
  const std::vector<std::int64_t> wide = test::filled(shapecc::max_rank + 1, 2);
  // Above capacity and unequal: the mismatch, found past the capacity.
  std::vector<std::int64_t> wide_other = wide;
  wide_other.back() = 3;
  const test::Extents one_two = {1, 2}, one_three = {1, 3}, three = {3},
                      two_two = {2, 2};
  const shapecc::ShapeView views[] = {{},      one_two, one_three,  three,
                                      two_two, wide,    wide_other, bad};
  checkBinaryInPlace(
      views, [](auto a, auto b, auto at) { return shapecc::meet(a, b, at); },
      [](auto a, auto b, auto &out, const auto &at) {
        return shapecc::meet_checked(a, b, out, at);
      });
}

TEST_CASE("concat_chain_checked builds in place or fails like its steps "
          "one by one") {
  static constexpr shapecc::Site inner{"support.mlir", 7, 1, "f", nullptr};
  static constexpr shapecc::Site outer{"support.mlir", 8, 1, "f", nullptr};
  static constexpr const shapecc::Site *steps[] = {&inner, &outer};
  const shapecc::Shape bad = shapecc::broadcast({{2}, {3}}, &site);
  const std::vector<std::int64_t> half =
      test::filled(shapecc::max_rank / 2 + 1, 2);
  const test::Extents one_two = {1, 2}, three = {3};
  const shapecc::ShapeView views[] = {{}, one_two, three, half, bad};
  for (const shapecc::ShapeView &a : views)
    for (const shapecc::ShapeView &b : views)
      for (const shapecc::ShapeView &c : views) {
        shapecc::Shape ab, reference;
        shapecc::Status expected = shapecc::concat_checked(a, b, ab, inner);
        if (expected.ok())
          expected = shapecc::concat_checked(ab, c, reference, outer);
        shapecc::Shape out;
        const shapecc::Status st =
            shapecc::concat_chain_checked(out, steps, a, b, c);
        CHECK(same(st, expected));
        if (st.ok())
          CHECK(out == reference);
      }
}

TEST_CASE("split_at_checked gives views or fails like check_valid of the "
          "split_at results") {
  const shapecc::Shape bad = shapecc::broadcast({{2}, {3}}, &site);
  const test::Extents extents = {4, 5, 6};
  // Above capacity, yet both halves fit: the split succeeds.
  const std::vector<std::int64_t> deep = test::filled(shapecc::max_rank + 2, 3);
  const shapecc::ShapeView views[] = {extents, {}, bad, deep};
  for (const shapecc::ShapeView &s : views)
    for (std::int64_t index :
         {std::int64_t{0}, std::int64_t{1}, std::int64_t{3}, std::int64_t{4},
          std::int64_t{-1}, std::int64_t{-3}, std::int64_t{-4},
          static_cast<std::int64_t>(shapecc::max_rank / 2 + 1), INT64_MIN}) {
      shapecc::Shape head, tail;
      shapecc::split_at(s, index, head, tail, &site);
      shapecc::Status reference = shapecc::check_valid(head, site);
      if (reference.ok())
        reference = shapecc::check_valid(tail, site);
      shapecc::ShapeView head_view, tail_view;
      const shapecc::Status st =
          shapecc::split_at_checked(s, index, head_view, tail_view, site);
      CHECK(same(st, reference));
      if (st.ok()) {
        CHECK(shapecc::to_shape(head_view) == head);
        CHECK(shapecc::to_shape(tail_view) == tail);
      }
    }
}

TEST_CASE("broadcast_chain_checked is its steps' broadcast_checked calls") {
  static constexpr shapecc::Site step1{"support.mlir", 5, 1, "f", nullptr},
      step2{"support.mlir", 6, 1, "f", nullptr},
      step3{"support.mlir", 7, 1, "f", nullptr};
  const test::Extents a = {8, 16, 32, 64}, b = {16, 32, 64}, c = {1, 32, 1},
                      conflict = {3, 1}, negative = {-1, 1}, ones = {1};
  const std::vector<std::int64_t> deep = test::filled(shapecc::max_rank + 1, 1);
  const shapecc::Shape bad = shapecc::broadcast({{2}, {3}}, &site);
  const shapecc::ShapeView views[] = {a,        b,    c,    conflict,
                                      negative, ones, deep, bad};
  for (const shapecc::ShapeView &x : views)
    for (const shapecc::ShapeView &y : views)
      for (const shapecc::ShapeView &z : views) {
        // The steps as emitted code ran them: ((a, x) at step1, y at step2),
        // z at step3.
        shapecc::Shape ax, axy, reference_out;
        shapecc::Status reference =
            shapecc::broadcast_checked({a, x}, ax, step1);
        if (reference.ok())
          reference = shapecc::broadcast_checked({ax, y}, axy, step2);
        if (reference.ok())
          reference =
              shapecc::broadcast_checked({axy, z}, reference_out, step3);
        shapecc::Shape out;
        const shapecc::Status chained = shapecc::broadcast_chain_checked(
            {a, x, y, z}, out, {&step1, &step2, &step3});
        CHECK(same(chained, reference));
        if (reference.ok())
          CHECK(out == reference_out);
        // With folded argument checks: those first.
        const shapecc::FoldedArgument arguments[] = {
            {1, "x"}, {2, "y"}, {3, "z"}};
        const EntryCheck checks[] = {{x, "x"}, {y, "y"}, {z, "z"}};
        shapecc::Status folded_reference;
        for (const EntryCheck &argument : checks)
          if (folded_reference.ok())
            folded_reference = shapecc::check_argument(
                argument.view, argument.name, -1, {}, entry);
        if (folded_reference.ok())
          folded_reference = reference;
        const shapecc::Status folded = shapecc::broadcast_chain_checked(
            {a, x, y, z}, out, {&step1, &step2, &step3}, arguments, entry);
        CHECK(same(folded, folded_reference));
        if (folded_reference.ok())
          CHECK(out == reference_out);
      }
}
