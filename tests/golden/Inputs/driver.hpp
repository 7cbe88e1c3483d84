// Shared by the compile-and-run drivers of tests/golden: each includes the
// checkers emitted from its .mlir twice, in the status policy (namespace st)
// and, where exceptions are enabled, in the throw policy (namespace th).
#pragma once

#include "status.hpp"
#if defined(__cpp_exceptions)
#include "throw.hpp"
#endif

#if !defined(__cpp_exceptions)
#define DOCTEST_CONFIG_NO_EXCEPTIONS_BUT_WITH_ALL_ASSERTS
#endif
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

using Extents = std::vector<int64_t>;

inline Extents extents(const shapecc::Shape &shape) {
  REQUIRE(shape.valid());
  return Extents(shape.begin(), shape.end());
}

/// The formatted message of a failed Status.
inline std::string message(const shapecc::Status &status) {
  char buffer[1024];
  status.format(buffer, sizeof buffer);
  return buffer;
}

#if defined(__cpp_exceptions)
/// The Status a throw-policy call failed with (ok if it did not throw).
template <class F> shapecc::Status thrown(F &&call) {
  try {
    call();
  } catch (const shapecc::ShapeError &error) {
    return error.status();
  }
  return shapecc::Status();
}
#define IF_EXCEPTIONS(...) __VA_ARGS__
#else
#define IF_EXCEPTIONS(...)
#endif
