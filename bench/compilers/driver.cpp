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

[[gnu::noinline]] bool runMatmul(const std::int64_t *a, std::size_t ra,
                                 const std::int64_t *b, std::size_t rb) {
  shapecc::Shape out;
  const bool ok = matmul::matmul(View(a, ra), View(b, rb), out).ok();
  escape(&out);
  return ok;
}
[[gnu::noinline]] bool runDense(const std::int64_t *a, std::size_t ra,
                                const std::int64_t *b, std::size_t rb) {
  shapecc::Shape out;
  const bool ok = dense::dense(View(a, ra), View(b, rb), out).ok();
  escape(&out);
  return ok;
}
[[gnu::noinline]] bool runBroadcast2(const std::int64_t *a, std::size_t ra,
                                     const std::int64_t *b, std::size_t rb) {
  shapecc::Shape out;
  const bool ok =
      broadcast2::broadcast2(View(a, ra), View(b, rb), out).ok();
  escape(&out);
  return ok;
}
/// examples/matmul.mlir takes `!shape.value_shape`s: a view of the shape,
/// and no elements.
[[gnu::noinline]] bool runExampleMatmul(const std::int64_t *a, std::size_t ra,
                                        const std::int64_t *b,
                                        std::size_t rb) {
  shapecc::Shape out;
  const bool ok = example_matmul::matmul({View(a, ra), View()},
                                         {View(b, rb), View()}, out)
                      .ok();
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
  count("matmul", calls, [] { return runMatmul(lhs, rank2, rhs, rank2); });
  count("dense", calls, [] { return runDense(input, rank3, rhs, rank2); });
  count("broadcast2_rank4", calls,
        [] { return runBroadcast2(a4, rank4, b4, rank4); });
  count("example_matmul", calls,
        [] { return runExampleMatmul(lhs, rank2, rhs, rank2); });
  return failures ? 1 : 0;
}
