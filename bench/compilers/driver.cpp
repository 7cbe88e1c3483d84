// The cross-compiler driver (bench/compilers.py): each checker, status policy,
// called from a non-inlined function that takes the extents and the ranks,
// the ranks read from volatiles, so that no compiler specializes the call for
// them. Compiled by each compiler at each level; callgrind counts N calls of
// each, and a dump per checker (CALLGRIND_DUMP_STATS_AT names it).
#include "broadcast2.hpp"
#include "dense.hpp"
#include "example_matmul.hpp"
#include "matmul.hpp"

#include <valgrind/callgrind.h>

#include <cstdio>
#include <cstdlib>

namespace {

volatile std::size_t rank2 = 2, rank3 = 3, rank4 = 4;
const std::int64_t lhs[] = {128, 256}, rhs[] = {256, 512};
const std::int64_t input[] = {8, 128, 256};
const std::int64_t a4[] = {8, 1, 128, 64}, b4[] = {1, 16, 128, 1};

/// Keeps `out` alive without a call.
template <class T> inline void escape(T *p) {
  asm volatile("" : : "r"(p) : "memory");
}

using View = shapecc::ShapeView;

/// One call of `check` on the two shapes, from a function of its own (one
/// per checker) that no compiler inlines into the loop.
template <class Check>
[[gnu::noinline]] bool run(Check check, const std::int64_t *a, std::size_t ra,
                           const std::int64_t *b, std::size_t rb) {
  shapecc::Shape out;
  const bool ok = check(View(a, ra), View(b, rb), out).ok();
  escape(&out);
  return ok;
}

int failures = 0;

template <class F> void count(const char *name, int calls, F call) {
  bool all = true;
  CALLGRIND_ZERO_STATS;
  CALLGRIND_START_INSTRUMENTATION;
  for (int i = 0; i < calls; ++i)
    all &= call();
  CALLGRIND_STOP_INSTRUMENTATION;
  CALLGRIND_DUMP_STATS_AT(name);
  if (!all) {
    std::fprintf(stderr, "%s: a call failed\n", name);
    ++failures;
  }
}

} // namespace

int main(int argc, char **argv) {
  const int calls = argc > 1 ? std::atoi(argv[1]) : 1000;
  count("baseline", calls, [] { return true; });
  using shapecc::Shape;
  count("matmul", calls, [] {
    return run(
        [](View x, View y, Shape &out) { return matmul::matmul(x, y, out); },
        lhs, rank2, rhs, rank2);
  });
  count("dense", calls, [] {
    return run(
        [](View x, View y, Shape &out) { return dense::dense(x, y, out); },
        input, rank3, rhs, rank2);
  });
  count("broadcast2_rank4", calls, [] {
    return run([](View x, View y,
                  Shape &out) { return broadcast2::broadcast2(x, y, out); },
               a4, rank4, b4, rank4);
  });
  // examples/matmul.mlir takes `!shape.value_shape`s: a view of the shape,
  // and no elements.
  count("example_matmul", calls, [] {
    return run(
        [](View x, View y, Shape &out) {
          return example_matmul::matmul({x, View()}, {y, View()}, out);
        },
        lhs, rank2, rhs, rank2);
  });
  return failures ? 1 : 0;
}
