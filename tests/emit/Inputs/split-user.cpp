// Uses the split output of tests/golden/library.mlir through its header only.
#include "lib.hpp"

#include <cstdio>

int main() {
  shapecc::Shape out;
  auto matmul = st::shplib::lookup<st::shplib::signature0>("foo.matmul");
  if (!matmul || !matmul({{2, 3}, {}}, {{3, 4}, {}}, out).ok() ||
      out.rank() != 2 || out[0] != 2 || out[1] != 4) {
    std::puts("matmul through the registry failed");
    return 1;
  }
  if (st::shplib::matmul({{2, 3}, {}}, {{4, 4}, {}}, out).code() !=
      shapecc::Errc::invalid_shape) {
    std::puts("matmul accepted mismatched inner dimensions");
    return 1;
  }
  return 0;
}
