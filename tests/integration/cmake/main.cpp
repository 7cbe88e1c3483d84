// The CMake consumer's program: the checker generated with --errors=throw
// returns the shape or throws shapecc::ShapeError. Prints one line per call.
#include "pairs.hpp"

#include <cstdio>

namespace {
void check(shapecc::ShapeView a, shapecc::ShapeView b) {
  try {
    const shapecc::Shape out = pairs::same_shape(a, b);
    std::printf("ok rank %zu\n", out.rank());
  } catch (const shapecc::ShapeError &error) {
    std::printf("error %s: %s\n", shapecc::to_string(error.status().code()),
                error.what());
  }
}
} // namespace

int main() {
  check({2, 3}, {2, 3});
  check({2, 3}, {2, 4});
  return 0;
}
