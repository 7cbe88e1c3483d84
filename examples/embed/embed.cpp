// examples/embed: a toy inference runtime that checks operand shapes with the
// checkers shapecc generates from kernels.mlir before it runs a kernel.
// Built with -fno-exceptions -fno-rtti; nothing here allocates on the heap.
//
//   embed KERNEL LHS RHS      e.g. `embed add 2x3 1x3`, `embed matmul 2x3 3x4`
//
// KERNEL is `add` (elementwise, broadcasting) or `matmul`. A shape is its
// extents joined by `x` (`2x3`, `7`, `-1x3`), or `scalar` for rank 0. Exit
// codes: 0 the kernel ran and printed its result shape and the sum of its
// output; 1 a shape check failed and its message is on stderr; 2 usage error;
// 3 the tensors do not fit the toy kernels' fixed buffers.
#include "kernels.hpp"

#include <cstdint>
#include <cstdio>
#include <cstring>

namespace {

enum ExitCode : int { kRan = 0, kShapeError = 1, kUsage = 2, kTooLarge = 3 };

// More than SHAPECC_MAX_RANK, so that the checker, not this parser, rejects
// ranks above the runtime's capacity.
constexpr std::size_t kMaxParsedRank = 64;
// Elements per tensor in the fixed buffers below.
constexpr std::int64_t kMaxElements = 1 << 16;

float lhsData[kMaxElements];
float rhsData[kMaxElements];
float outData[kMaxElements];

struct ParsedShape {
  std::int64_t extents[kMaxParsedRank];
  std::size_t rank = 0;
  shapecc::ShapeView view() const { return {extents, rank}; }
};

/// Parses `scalar` or `E0xE1x...` where each extent is an optionally negated
/// decimal that fits int64_t. Negative extents are accepted here on purpose:
/// rejecting them is the checker's job.
bool parseShape(const char *text, ParsedShape &shape) {
  shape.rank = 0;
  if (std::strcmp(text, "scalar") == 0)
    return true;
  const char *p = text;
  while (true) {
    if (shape.rank == kMaxParsedRank)
      return false;
    const bool negative = *p == '-';
    if (negative)
      ++p;
    if (*p < '0' || *p > '9')
      return false;
    std::int64_t value = 0;
    for (; *p >= '0' && *p <= '9'; ++p) {
      const int digit = *p - '0';
      if (value > (INT64_MAX - digit) / 10)
        return false;
      value = value * 10 + digit;
    }
    shape.extents[shape.rank++] = negative ? -value : value;
    if (*p == '\0')
      return true;
    if (*p != 'x')
      return false;
    ++p;
  }
}

void printShape(shapecc::ShapeView shape) {
  std::printf("[");
  for (std::size_t i = 0; i < shape.rank(); ++i)
    std::printf(i ? ",%lld" : "%lld", static_cast<long long>(shape[i]));
  std::printf("]");
}

/// Whether a tensor of this (checked, valid) shape fits a buffer.
bool fits(shapecc::ShapeView shape) {
  const shapecc::Size n = shapecc::num_elements(shape);
  return n.valid() && n.value() <= kMaxElements;
}

/// Dummy data: small integers, so that float sums are exact.
void fill(float *data, shapecc::ShapeView shape, int period) {
  const std::int64_t n = shapecc::num_elements(shape).value();
  for (std::int64_t i = 0; i < n; ++i)
    data[i] = static_cast<float>(i % period);
}

/// The offset in `in` (row-major) of the element that broadcasting to `out`
/// maps to the output element at `index`.
std::int64_t broadcastOffset(shapecc::ShapeView in, shapecc::ShapeView out,
                             const std::int64_t *index) {
  const std::size_t lead = out.rank() - in.rank();
  std::int64_t offset = 0;
  for (std::size_t d = 0; d < in.rank(); ++d)
    offset = offset * in[d] + (in[d] == 1 ? 0 : index[lead + d]);
  return offset;
}

void addKernel(shapecc::ShapeView lhs, shapecc::ShapeView rhs,
               shapecc::ShapeView out) {
  std::int64_t index[SHAPECC_MAX_RANK] = {};
  const std::int64_t n = shapecc::num_elements(out).value();
  for (std::int64_t i = 0; i < n; ++i) {
    outData[i] = lhsData[broadcastOffset(lhs, out, index)] +
                 rhsData[broadcastOffset(rhs, out, index)];
    for (std::size_t d = out.rank(); d-- > 0;) {
      if (++index[d] < out[d])
        break;
      index[d] = 0;
    }
  }
}

void matmulKernel(shapecc::ShapeView lhs, shapecc::ShapeView rhs) {
  const std::int64_t m = lhs[0], k = lhs[1], n = rhs[1];
  for (std::int64_t i = 0; i < m; ++i)
    for (std::int64_t j = 0; j < n; ++j) {
      float acc = 0;
      for (std::int64_t l = 0; l < k; ++l)
        acc += lhsData[i * k + l] * rhsData[l * n + j];
      outData[i * n + j] = acc;
    }
}

int usage() {
  std::fprintf(stderr,
               "usage: embed add|matmul LHS RHS\n"
               "  a shape is extents joined by 'x' (2x3, 7) or 'scalar'\n");
  return kUsage;
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 4)
    return usage();
  const char *kernel = argv[1];
  const bool isAdd = std::strcmp(kernel, "add") == 0;
  if (!isAdd && std::strcmp(kernel, "matmul") != 0)
    return usage();
  ParsedShape lhs, rhs;
  if (!parseShape(argv[2], lhs) || !parseShape(argv[3], rhs))
    return usage();

  // The generated checker validates the arguments, checks the kernel's
  // constraints and computes the result shape.
  shapecc::Shape out;
  const shapecc::Status status =
      isAdd ? kernels::add(lhs.view(), rhs.view(), out)
            : kernels::matmul(lhs.view(), rhs.view(), out);
  if (!status.ok()) {
    char message[512];
    status.format(message, sizeof message);
    std::fprintf(stderr, "%s\n", message);
    return kShapeError;
  }

  if (!fits(lhs.view()) || !fits(rhs.view()) || !fits(out)) {
    std::fprintf(stderr,
                 "embed: the tensors do not fit the toy kernel's "
                 "buffers of %lld elements\n",
                 static_cast<long long>(kMaxElements));
    return kTooLarge;
  }
  fill(lhsData, lhs.view(), 7);
  fill(rhsData, rhs.view(), 5);
  if (isAdd)
    addKernel(lhs.view(), rhs.view(), out);
  else
    matmulKernel(lhs.view(), rhs.view());

  double sum = 0;
  for (std::int64_t i = 0, n = shapecc::num_elements(out).value(); i < n; ++i)
    sum += outData[i];
  std::printf("%s ", kernel);
  printShape(lhs.view());
  std::printf(" ");
  printShape(rhs.view());
  std::printf(" -> ");
  printShape(out);
  std::printf(" sum %.0f\n", sum);
  return kRan;
}
