// The runtime benchmark's shared types: the workloads, their inputs, and the
// uniform entry point every variant (hand-written, shapecc status/throw, MLIR
// upstream) provides for each workload.
#ifndef SHAPECC_BENCH_HPP
#define SHAPECC_BENCH_HPP

#include <cstddef>
#include <cstdint>

namespace bench {

/// One bench/workloads/*.mlir function.
enum class Workload {
  broadcast2,
  broadcast3,
  matmul,
  elementwise_chain,
  dense,
  num_elements
};

/// One operand: an extent tensor.
struct Input {
  const std::int64_t *data;
  std::size_t rank;
};

/// What a checker computed, for cross-checking the variants (never timed).
struct Result {
  bool ok = false;
  bool scalar = false; // num_elements: the value is extents[0]
  std::size_t rank = 0;
  std::int64_t extents[16] = {};
};

/// A variant of one workload. Either `unsupported` (the reason) or both
/// functions are set. `run` makes one complete call, as a user would, including
/// building the arguments and releasing the result, and keeps the result
/// observable; it returns whether the check passed.
struct Variant {
  const char *unsupported = nullptr;
  bool (*run)(const Input *inputs) = nullptr;
  Result (*result)(const Input *inputs) = nullptr;
};

Variant handWritten(Workload w);
Variant shapeccStatus(Workload w);
Variant shapeccThrow(Workload w);
Variant upstream(Workload w);

/// Makes `p`'s pointee observable so the computation of the result is not
/// optimized away.
inline void escape(const void *p) { asm volatile("" : : "r"(p) : "memory"); }

/// Heap allocations since the start (operator new and
/// malloc/calloc/realloc/aligned forms).
std::uint64_t allocations();

} // namespace bench

#endif
