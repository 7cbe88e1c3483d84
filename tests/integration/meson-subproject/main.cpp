// The subproject consumer's program: calls the checker generated at build
// time and prints its result or its formatted message.
#include "conv.hpp"

#include <cstdio>

namespace {
void check(shapecc::ShapeView input, shapecc::ShapeView filter) {
  shapecc::Shape out;
  const shapecc::Status status = conv::conv1d(input, filter, out);
  if (status.ok()) {
    std::printf("ok rank %zu\n", out.rank());
    return;
  }
  char message[256];
  status.format(message, sizeof message);
  std::printf("error %s\n", message);
}
} // namespace

int main() {
  check({8, 3}, {5, 3});
  check({8, 3}, {5, 4});
  return 0;
}
