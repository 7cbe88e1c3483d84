// Helpers shared by the runtime unit tests: readable renderings of values and
// statuses.
#ifndef SHAPECC_TESTS_RUNTIME_TEST_SUPPORT_HPP
#define SHAPECC_TESTS_RUNTIME_TEST_SUPPORT_HPP

// Without exceptions doctest needs this to keep REQUIRE (a failure then ends
// the run).
#if !defined(__cpp_exceptions) &&                                              \
    !defined(DOCTEST_CONFIG_NO_EXCEPTIONS_BUT_WITH_ALL_ASSERTS)
#define DOCTEST_CONFIG_NO_EXCEPTIONS_BUT_WITH_ALL_ASSERTS
#endif
#include <doctest/doctest.h>

namespace test {
/// The last line shape.debug_print wrote: the tests redirect
/// SHAPECC_DEBUG_PRINT here (in every translation unit alike), without
/// allocating.
inline char debug_line[1200];
inline void capture_debug_line(const char *line) noexcept {
  std::size_t i = 0;
  for (; line[i] && i + 1 < sizeof debug_line; ++i)
    debug_line[i] = line[i];
  debug_line[i] = '\0';
}
} // namespace test
#define SHAPECC_DEBUG_PRINT(line) ::test::capture_debug_line(line)

#include <shapecc/runtime.hpp>

#include <cstdint>
#include <string>
#include <vector>

static_assert(shapecc::max_rank >= 4, "the tests build shapes up to rank 4");

namespace test {

using Extents = std::vector<std::int64_t>;

/// "[2,3]" for a valid shape, "invalid:<code>" otherwise.
inline std::string show(shapecc::ShapeView v) {
  if (!v.valid())
    return std::string("invalid:") + shapecc::to_string(v.error()->code);
  std::string s = "[";
  for (std::size_t i = 0; i < v.rank(); ++i) {
    if (i)
      s += ',';
    s += std::to_string(v[i]);
  }
  s += ']';
  return s;
}

/// "5" for a valid size, "invalid:<code>" otherwise.
inline std::string show(const shapecc::Size &v) {
  if (!v.valid())
    return std::string("invalid:") + shapecc::to_string(v.error()->code);
  return std::to_string(v.value());
}

/// The formatted message; the buffer is large enough for every message in the
/// tests.
inline std::string text(const shapecc::Status &s) {
  char buf[4096];
  const std::size_t n = s.format(buf, sizeof buf);
  REQUIRE(n < sizeof buf);
  CHECK(std::string(buf).size() == n);
  return std::string(buf, n);
}

/// A shape of `rank` extents all equal to `extent`.
inline Extents filled(std::size_t rank, std::int64_t extent) {
  return Extents(rank, extent);
}

/// A copy of the error of an invalid value (fails the test if it is valid); a
/// copy, since the value is often a temporary.
template <class T> inline shapecc::Error error_of(const T &value) {
  REQUIRE(value.error() != nullptr);
  return *value.error();
}

} // namespace test

#endif // SHAPECC_TESTS_RUNTIME_TEST_SUPPORT_HPP
