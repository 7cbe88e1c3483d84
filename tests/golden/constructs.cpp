// Runs the checkers of constructs.mlir: unsigned loops, blocks and goto,
// scf.forall with shared outputs, value shapes, debug_print (captured through
// SHAPECC_DEBUG_PRINT), loop limits, negative extents and a renamed result
// struct.
#include <string>

/// Every line shape.debug_print wrote.
static std::string printed;
#define SHAPECC_DEBUG_PRINT(line) (printed += (line))

#include "Inputs/driver.hpp"

#include <type_traits>

using shapecc::Errc;

TEST_CASE("scf.for unsigned compares and counts as unsigned") {
  int64_t n = -1;
  REQUIRE(st::count_unsigned(0, 10, 3, n).ok());
  CHECK(n == 4);
  // -1 is UINT64_MAX: two steps of INT64_MAX from 5 stay below it.
  REQUIRE(st::count_unsigned(5, -1, INT64_MAX, n).ok());
  CHECK(n == 2);
  // A signed step of -2 is 2^64 - 2 as unsigned: one iteration.
  REQUIRE(st::count_unsigned(0, 3, -2, n).ok());
  CHECK(n == 1);
  shapecc::Status status = st::count_unsigned(0, -1, 1, n);
  CHECK(status.code() == Errc::iteration_limit_exceeded);
  CHECK(message(status) ==
        "constructs.mlir:22:8: in @count_unsigned: the loop would run "
        "18446744073709551615 iterations, above the limit 1048576 "
        "(SHAPECC_MAX_LOOP_ITERATIONS)");
  status = st::count_unsigned(0, 10, 0, n);
  CHECK(status.code() == Errc::requirement_failed);
  CHECK(message(status) ==
        "constructs.mlir:22:8: in @count_unsigned: the loop step 0 is not "
        "positive");
  int8_t k = 0;
  // 100 to 200 (-56) by 50: two iterations, none if compared as signed.
  REQUIRE(st::count_unsigned_i8(100, -56, 50, k).ok());
  CHECK(k == 2);
  // 0 to 255 (-1): 255 iterations, the count wraps to -1.
  REQUIRE(st::count_unsigned_i8(0, -1, 1, k).ok());
  CHECK(k == -1);
  // The induction variable never steps past 255.
  REQUIRE(st::count_unsigned_i8(-6, -1, 4, k).ok());
  CHECK(k == 2);
  IF_EXCEPTIONS(CHECK(th::count_unsigned(1, 4, 1) == 3);
                CHECK(thrown([] {
                        (void)th::count_unsigned(0, -1, 1);
                      }).code() == Errc::iteration_limit_exceeded);)
}

TEST_CASE("a function of blocks: cf.switch, cf.cond_br and a cycle") {
  int64_t r = -2;
  REQUIRE(st::blocks_product({2, 3, 4}, 0, r).ok());
  CHECK(r == 24);
  REQUIRE(st::blocks_product({}, 0, r).ok());
  CHECK(r == 1);
  REQUIRE(st::blocks_product({2, 3, 4}, 7, r).ok());
  CHECK(r == 3);
  REQUIRE(st::blocks_product({2, 3, 4}, -1, r).ok());
  CHECK(r == 0);
  IF_EXCEPTIONS(CHECK(th::blocks_product({5, 5}, 1) == 25);)
}

TEST_CASE("a multi-block execute_region with block arguments") {
  int64_t a = 0, b = 0;
  REQUIRE(st::blocks_swap(1, 2, 3, true, a, b).ok());
  CHECK((a == 2 && b == 1));
  REQUIRE(st::blocks_swap(1, 2, 2, true, a, b).ok());
  CHECK((a == 1 && b == 2));
  REQUIRE(st::blocks_swap(1, 2, 3, false, a, b).ok());
  CHECK((a == 1 && b == 2));
  // The jump back is counted, at the branch that takes it: 1048576 trips
  // pass, one more fails.
  REQUIRE(st::blocks_swap(1, 2, 1048576, true, a, b).ok());
  CHECK((a == 1 && b == 2));
  shapecc::Status status = st::blocks_swap(1, 2, 1048577, true, a, b);
  CHECK(status.code() == Errc::iteration_limit_exceeded);
  CHECK(message(status) ==
        "constructs.mlir:79:7: in @blocks_swap: the loop did not end within "
        "1048576 iterations (SHAPECC_MAX_LOOP_ITERATIONS)");
  status = st::blocks_swap(1, 2, INT64_MAX, true, a, b);
  CHECK(status.code() == Errc::iteration_limit_exceeded);
  IF_EXCEPTIONS(auto [x, y] = th::blocks_swap(1, 2, 1, true);
                CHECK((x == 2 && y == 1));)
}

TEST_CASE("scf.forall writes its shared output in order") {
  shapecc::Shape r;
  REQUIRE(st::forall_double({1, 2, 3}, r).ok());
  CHECK(extents(r) == Extents{2, 4, 6});
  REQUIRE(st::forall_double({}, r).ok());
  CHECK(extents(r) == Extents{});
  REQUIRE(st::forall_pairs({9, 9, 9, 9}, 0, r).ok());
  CHECK(extents(r) == Extents{0, 1, 0, 1});
  shapecc::Status status = st::forall_pairs({9, 9, 9, 9}, 1, r);
  CHECK(status.code() == Errc::out_of_range);
  CHECK(message(status) ==
        "constructs.mlir:113:7: in @forall_pairs: a slice at offset 2 of size "
        "2 and stride 2 does not fit an extent tensor of length 4");
  CHECK(st::forall_pairs({9, 9, 9, 9}, INT64_MAX, r).code() ==
        Errc::out_of_range);
  REQUIRE(st::insert_one({5, 6}, 7, r).ok());
  CHECK(extents(r) == Extents{7, 6});
  CHECK(st::insert_one({}, 7, r).code() == Errc::out_of_range);
  CHECK(st::insert_one({5}, -1, r).code() == Errc::invalid_shape);
  IF_EXCEPTIONS(CHECK(extents(th::forall_double({4})) == Extents{8});)
}

TEST_CASE("every value-shape form") {
  const int64_t shape[] = {3}, value[] = {2, 4, 1};
  const shapecc::ValueShapeView v{{shape, 1}, {value, 3}};
  shapecc::Shape out0, out1, out2, out3, out4;
  REQUIRE(st::value_shapes(v, {5}, {7, 3}, out0, out1, out2, out3, out4).ok());
  CHECK(extents(out0) == Extents{3, 7, 3});
  CHECK(extents(out1) == Extents{2, 4, 1});
  CHECK(extents(out2) == Extents{2, 4, 1});
  CHECK(extents(out3) == Extents{5});
  CHECK(extents(out4) == Extents{5});
  // An extent tensor of another length does not have the shape [1].
  CHECK(st::value_shapes(v, {5, 6}, {7, 3}, out0, out1, out2, out3, out4)
            .code() == Errc::invalid_shape);
  // The caller does not know the value.
  const shapecc::ValueShapeView unknown{{shape, 1}, {}};
  shapecc::Status status =
      st::value_shapes(unknown, {5}, {7, 3}, out0, out1, out2, out3, out4);
  CHECK(status.code() == Errc::invalid_shape);
  // value_of's result is an extent tensor: no negative element.
  const int64_t negative[] = {2, -4, 1};
  status = st::value_shapes({{shape, 1}, {negative, 3}}, {5}, {7, 3}, out0,
                            out1, out2, out3, out4);
  CHECK(status.code() == Errc::invalid_shape);
  CHECK(message(status) == "constructs.mlir:137:13: in @value_shapes: "
                           "dimension 1 has negative extent -4");
  IF_EXCEPTIONS(auto [a, b, c, d, e] = th::value_shapes(v, {5}, {7, 3});
                CHECK(extents(e) == Extents{5});)
}

TEST_CASE("debug_print prints the value, its source name and site") {
  printed.clear();
  int64_t n = 0;
  REQUIRE(st::debug({2, 1}, {3}, n).ok());
  CHECK(n == 6);
  CHECK(printed == "constructs.mlir:152:8: in @debug: debug_print %x = [2,3]\n"
                   "constructs.mlir:154:8: in @debug: debug_print %n = 6\n");
  printed.clear();
  CHECK(st::debug({2}, {3}, n).code() == Errc::not_broadcastable);
  const std::string error =
      "<error not_broadcastable: constructs.mlir:151:8: in @debug: operands "
      "0 and 1 are not broadcastable: dimension 0 has extents 2 and 3>";
  CHECK(printed ==
        "constructs.mlir:152:8: in @debug: debug_print %x = " + error + "\n" +
            "constructs.mlir:154:8: in @debug: debug_print %n = " + error +
            "\n");
  IF_EXCEPTIONS(printed.clear(); CHECK(th::debug({4}, {}) == 4);
                CHECK(printed == "constructs.mlir:152:8: in @debug: "
                                 "debug_print %x = [4]\n"
                                 "constructs.mlir:154:8: in @debug: "
                                 "debug_print %n = 4\n");)
}

TEST_CASE("an extent tensor built from caller values has no negative extent") {
  shapecc::Shape t, s;
  REQUIRE(st::from_values(2, 3, t, s).ok());
  CHECK(extents(t) == Extents{2});
  CHECK(extents(s) == Extents{3, 3});
  shapecc::Status status = st::from_values(-1, 3, t, s);
  CHECK(status.code() == Errc::invalid_shape);
  CHECK(message(status) == "constructs.mlir:161:8: in @from_values: dimension "
                           "0 has negative extent -1");
  status = st::from_values(2, -3, t, s);
  CHECK(status.code() == Errc::invalid_shape);
  CHECK(message(status) == "constructs.mlir:163:8: in @from_values: dimension "
                           "0 has negative extent -3");
  shapecc::Shape g;
  REQUIRE(st::generated(3, 5, g).ok());
  CHECK(extents(g) == Extents{5, 6, 7});
  status = st::generated(-1, 0, g);
  CHECK(status.code() == Errc::invalid_shape);
  CHECK(message(status) == "constructs.mlir:168:8: in @generated: an extent "
                           "tensor cannot have -1 elements");
  // The length is checked before the loop: INT64_MAX does not run.
  CHECK(st::generated(INT64_MAX, 0, g).code() == Errc::capacity_exceeded);
  status = st::generated(3, -1, g);
  CHECK(status.code() == Errc::invalid_shape);
  CHECK(message(status) == "constructs.mlir:168:8: in @generated: dimension 0 "
                           "has negative extent -1");
  IF_EXCEPTIONS(CHECK(thrown([] { (void)th::from_values(-5, 1); }).code() ==
                      Errc::invalid_shape);)
}

TEST_CASE("scf.while counts its iterations") {
  int64_t r = 0;
  REQUIRE(st::while_up(6, 2, r).ok());
  CHECK(r == 6);
  shapecc::Status status = st::while_up(5, 2, r);
  CHECK(status.code() == Errc::iteration_limit_exceeded);
  CHECK(message(status) ==
        "constructs.mlir:179:8: in @while_up: the loop did not end within "
        "1048576 iterations (SHAPECC_MAX_LOOP_ITERATIONS)");
  IF_EXCEPTIONS(CHECK(thrown([] { (void)th::while_up(1, 0); }).code() ==
                      Errc::iteration_limit_exceeded);)
}

TEST_CASE("a result struct does not take a user function's name") {
  int64_t a = 0, b = 0, s = 0;
  REQUIRE(st::pair(4, a, b).ok());
  CHECK((a == 4 && b == 5));
  REQUIRE(st::pair_result(4, s).ok());
  CHECK(s == 9);
  IF_EXCEPTIONS(
      static_assert(std::is_same_v<decltype(th::pair(0)), th::pair_result_1>);
      auto [x, y] = th::pair(4); CHECK((x == 4 && y == 5));
      CHECK(th::pair_result(4) == 9);)
}

TEST_CASE("value shapes passed between shape functions; dim of an extent "
          "tensor") {
  const int64_t a_shape[] = {2, 1}, b_shape[] = {2}, b_value[] = {1, 3},
                c_shape[] = {2}, c_value[] = {5, 3};
  const shapecc::ValueShapeView a{{a_shape, 2}, {}};
  const shapecc::ValueShapeView b{{b_shape, 1}, {b_value, 2}};
  const shapecc::ValueShapeView c{{c_shape, 1}, {c_value, 2}};
  shapecc::Shape r;
  // foo(a, b) = [2,1] with [1,3] = [2,3]; b with that shape does not conform
  // to b's own shape [2]: an invalid value shape, caught at the call.
  CHECK(st::shape_foobah(a, b, c, r).code() == Errc::invalid_shape);
  // foo(a, b) = [2] with [1,3] does not broadcast: the call fails.
  const int64_t a2_shape[] = {2};
  CHECK(st::shape_foobah({{a2_shape, 1}, {}}, b, c, r).code() ==
        Errc::not_broadcastable);
  // b = ([1], shape [1]): foo(a, b) = [1] conforms to b's shape, and
  // foo(c, b) = [4,5] with [1].
  const int64_t one[] = {1}, four_five[] = {4, 5};
  const shapecc::ValueShapeView b1{{one, 1}, {one, 1}};
  REQUIRE(st::shape_foobah({{one, 1}, {}}, b1, {{four_five, 2}, {}}, r).ok());
  CHECK(extents(r) == Extents{4, 5});
  int64_t d = -1;
  REQUIRE(st::dim_of_extents({7, 8, 9}, 0, d).ok());
  CHECK(d == 3);
  CHECK(st::dim_of_extents({7, 8, 9}, 1, d).code() == Errc::out_of_range);
  IF_EXCEPTIONS(CHECK(th::dim_of_extents({4}, 0) == 1);)
}

TEST_CASE("cf.switch on an i1") {
  int64_t r = 0;
  REQUIRE(st::switch_i1(false, 3, 4, r).ok());
  CHECK(r == 3);
  REQUIRE(st::switch_i1(true, 3, 4, r).ok());
  CHECK(r == 4);
  IF_EXCEPTIONS(CHECK(th::switch_i1(true, 5, 6) == 6);)
}

TEST_CASE("a constant shape with a negative extent fails where it is built") {
  shapecc::Shape r;
  REQUIRE(st::negative_constant(false, r).ok());
  CHECK(extents(r) == Extents{4});
  const shapecc::Status status = st::negative_constant(true, r);
  CHECK(status.code() == Errc::invalid_shape);
  CHECK(message(status) == "constructs.mlir:243:10: in @negative_constant: "
                           "dimension 1 has negative extent -1");
  IF_EXCEPTIONS(CHECK(thrown([] {
                        (void)th::negative_constant(true);
                      }).code() == Errc::invalid_shape);)
}
