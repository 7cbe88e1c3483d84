// Runs checkers emitted from the shape and scf references' examples
// (tests/emit/Inputs/reference/) on the inputs the references discuss.
#include "../../golden/Inputs/driver.hpp"

using shapecc::Errc;

TEST_CASE("shape reference: any, assuming_all, cstr_*, const_shape") {
  shapecc::Shape out, out1, out2;
  REQUIRE(any_st::any_const(out).ok());
  CHECK(extents(out) == Extents{1, 2});
  REQUIRE(assuming_all_st::all_const_pass(out).ok());
  CHECK(extents(out) == Extents{3, 2, 2});
  // %wf = assuming_all %w0, %w1 with [2,2] and [3,2]: failure.
  CHECK(assuming_all_st::all({2, 2}, {3, 1, 2}, {3, 2}, {1, 2}, out).code() ==
        Errc::not_broadcastable);
  CHECK(cstr_st::bc({2, 2}, {3, 1, 2}).ok());
  CHECK(message(cstr_st::req(3)) == "cstr.mlir:20:9: in @req: msg");
  CHECK(cstr_st::eq3({1, 2}, {1, 2}, {1, 2}, out).ok());
  CHECK(cstr_st::eq3({2, 2}, {1, 2}, {1, 2}, out).code() == Errc::not_equal);
  REQUIRE(const_shape_st::consts(out, out1, out2).ok());
  CHECK(extents(out) == Extents{});
  CHECK(extents(out1) == Extents{1, 2, 3});
  CHECK(extents(out2) == Extents{4, 5, 6});
  bool yes = false, no = true;
  REQUIRE(is_broadcastable_st::consts(yes, no).ok());
  CHECK(yes);
  CHECK(!no);
  IF_EXCEPTIONS(CHECK(extents(any_th::any_const()) == Extents{1, 2});
                CHECK(thrown([] { cstr_th::req(3); }).code() ==
                      Errc::requirement_failed);)
}

TEST_CASE("shape reference: arithmetic, extents, meet, reduce, value shapes") {
  shapecc::Shape out;
  int64_t size = 0;
  REQUIRE(dim_div_st::div(-7, 2, size).ok());
  CHECK(size == -4); // div(lhs, rhs) * rhs + mod(lhs, rhs) = lhs
  CHECK(dim_div_st::div(7, 0, size).code() == Errc::division_by_zero);
  REQUIRE(from_extents_st::fe0(out).ok());
  CHECK(extents(out) == Extents{});
  REQUIRE(max_min_meet_st::meet({1, 2}, {1, 2}, out).ok());
  CHECK(extents(out) == Extents{1, 2});
  shapecc::Status status = max_min_meet_st::meet({1, 5}, {2, 5, 5}, out);
  CHECK(status.code() == Errc::invalid_shape);
  CHECK(message(status).find("<reason>") != std::string::npos);
  REQUIRE(reduce_st::reduce({2, 3, 4}, 1, size).ok());
  CHECK(size == 24);
  shapecc::Shape same;
  REQUIRE(value_as_shape_st::vas(out, same).ok());
  CHECK(extents(out) == extents(same));
  CHECK(extents(out) == Extents{1, 2});
  REQUIRE(
      with_shape_st::shape_foobah({{3}, {}}, {{2, 3}, {}}, {{4, 1, 1}, {}}, out)
          .ok());
  CHECK(extents(out) == Extents{4, 2, 3});
}

TEST_CASE("shape reference: function libraries and their registries") {
  shapecc::Shape out;
  auto atan = function_library_st::lib::lookup<
      decltype(&function_library_st::lib::same_result_shape)>("std.atan");
  REQUIRE(bool(atan));
  REQUIRE(atan({{4, 5}, {}}, out).ok());
  CHECK(extents(out) == Extents{4, 5});
  auto matmul = matmul_library_st::shplib::lookup<
      decltype(&matmul_library_st::shplib::matmul)>("foo.matmul");
  REQUIRE(bool(matmul));
  REQUIRE(matmul({{2, 3}, {}}, {{3, 4}, {}}, out).ok());
  CHECK(extents(out) == Extents{2, 4});
  shapecc::Status status = matmul({{2, 3}, {}}, {{4, 5}, {}}, out);
  CHECK(status.code() == Errc::invalid_shape);
  CHECK(message(status).find("inner dimensions required to match") !=
        std::string::npos);
}

TEST_CASE("the walk-through's three stages agree") {
  shapecc::Shape out;
  REQUIRE(walkthrough_stage1_st::matmul_shape1({2, 3}, {3, 4}, out).ok());
  CHECK(extents(out) == Extents{2, 4});
  REQUIRE(walkthrough_stage2_st::matmul_shape2({2, 3}, {3, 4}, out).ok());
  CHECK(extents(out) == Extents{2, 4});
  REQUIRE(walkthrough_stage3_st::matmul_shape3({2, 3}, {3, 4}, out).ok());
  CHECK(extents(out) == Extents{2, 4});
  for (shapecc::Status status :
       {walkthrough_stage1_st::matmul_shape1({2, 3, 4}, {3, 4, 5}, out),
        walkthrough_stage2_st::matmul_shape2({2, 3, 4}, {3, 4, 5}, out),
        walkthrough_stage3_st::matmul_shape3({2, 3, 4}, {3, 4, 5}, out)})
    CHECK(message(status).find("requires rank 2 operands") !=
          std::string::npos);
  for (shapecc::Status status :
       {walkthrough_stage1_st::matmul_shape1({2, 3}, {4, 5}, out),
        walkthrough_stage3_st::matmul_shape3({2, 3}, {4, 5}, out)})
    CHECK(message(status).find("inner dimensions required to match") !=
          std::string::npos);
  CHECK(message(walkthrough_stage2_st::matmul_shape2({2, 3}, {4, 5}, out))
            .find("shapes [3] and [4] are not equal") != std::string::npos);
  IF_EXCEPTIONS(CHECK(extents(walkthrough_stage3_th::matmul_shape3(
                          {5, 1}, {1, 6})) == Extents{5, 6});)
}

TEST_CASE("scf reference: index_switch, for, while") {
  int64_t value = 0;
  REQUIRE(scf_index_switch_st::switch_i32(2, value).ok());
  CHECK(value == 10);
  REQUIRE(scf_index_switch_st::switch_i32(5, value).ok());
  CHECK(value == 20);
  REQUIRE(scf_index_switch_st::switch_i32(9, value).ok());
  CHECK(value == 30);
  REQUIRE(scf_for_st::conditional_reduce({2, 0, 4}, value).ok());
  CHECK(value == 8);
  shapecc::Shape out;
  REQUIRE(scf_while_st::squeeze_front({1, 1, 3, 1}, out).ok());
  CHECK(extents(out) == Extents{3, 1});
}
