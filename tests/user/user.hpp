// Checks for the user suite's harnesses, written as a user of emitted checkers
// would: only the API the docs promise (ShapeView, Shape, Status::format,
// ShapeError, lookup).
#pragma once
#include "shapecc/runtime.hpp"
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <initializer_list>

inline int failures = 0;
#define EXPECT(c)                                                              \
  do {                                                                         \
    if (!(c)) {                                                                \
      std::fprintf(stderr, "%s:%d: FAILED: %s\n", __FILE__, __LINE__, #c);     \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

inline bool same(const shapecc::Shape &s, std::initializer_list<int64_t> e) {
  if (s.rank() != e.size())
    return false;
  size_t i = 0;
  for (int64_t x : e)
    if (s[i++] != x)
      return false;
  return true;
}

inline void show(const shapecc::Shape &s) {
  std::fprintf(stderr, "  got [");
  for (size_t i = 0; i < s.rank(); ++i)
    std::fprintf(stderr, i ? ",%lld" : "%lld", (long long)s[i]);
  std::fprintf(stderr, "]\n");
}
#define EXPECT_SHAPE(s, ...)                                                   \
  do {                                                                         \
    if (!same(s, __VA_ARGS__)) {                                               \
      show(s);                                                                 \
    }                                                                          \
    EXPECT(same(s, __VA_ARGS__));                                              \
  } while (0)

/// A second translation unit (odr.cpp) that includes every program's headers
/// too: the number of its calls that did not give the expected result.
int odr_failures();

// Checks format() the way a user would: full, length query, cap 1, cut at 10,
// one byte short.
inline bool message_is(const shapecc::Status &st, const char *want) {
  char buf[1024];
  size_t n = st.format(buf, sizeof buf);
  size_t len = std::strlen(want);
  bool ok = n == len && std::strcmp(buf, want) == 0;
  if (!ok)
    std::fprintf(stderr, "  got message (%zu): %s\n  want (%zu):       %s\n", n,
                 buf, len, want);
  ok = ok && st.format(nullptr, 0) == len;
  char one[1] = {'x'};
  ok = ok && st.format(one, 1) == len && one[0] == '\0';
  char cut[12];
  std::memset(cut, 'x', sizeof cut);
  ok = ok && st.format(cut, 10) == len && cut[9] == '\0' && cut[10] == 'x' &&
       std::strncmp(cut, want, 9) == 0 &&
       std::strlen(cut) == (len < 9 ? len : 9);
  char short_buf[1024];
  ok = ok && st.format(short_buf, len) == len &&
       std::strlen(short_buf) == len - 1 &&
       std::strncmp(short_buf, want, len - 1) == 0;
  return ok;
}
#define EXPECT_FAIL(st, errc, msg)                                             \
  do {                                                                         \
    shapecc::Status s_ = (st);                                                 \
    EXPECT(!s_.ok());                                                          \
    EXPECT(s_.code() == shapecc::Errc::errc);                                  \
    if (s_.code() != shapecc::Errc::errc)                                      \
      std::fprintf(stderr, "  got code %s\n", shapecc::to_string(s_.code()));  \
    EXPECT(message_is(s_, msg));                                               \
  } while (0)
#define EXPECT_OK(st)                                                          \
  do {                                                                         \
    shapecc::Status s_ = (st);                                                 \
    if (!s_.ok()) {                                                            \
      char b_[512];                                                            \
      s_.format(b_, sizeof b_);                                                \
      std::fprintf(stderr, "  unexpected failure: %s\n", b_);                  \
    }                                                                          \
    EXPECT(s_.ok());                                                           \
    EXPECT(s_.code() == shapecc::Errc::ok);                                    \
  } while (0)

#if defined(__cpp_exceptions)
#include <exception>
// A throw-policy call that must throw: caught as std::exception.
#define EXPECT_THROW_MSG(expr, msg)                                            \
  do {                                                                         \
    bool threw_ = false;                                                       \
    try {                                                                      \
      (void)(expr);                                                            \
    } catch (const std::exception &e_) {                                       \
      threw_ = true;                                                           \
      if (std::strcmp(e_.what(), msg) != 0)                                    \
        std::fprintf(stderr, "  what(): %s\n  want:   %s\n", e_.what(), msg);  \
      EXPECT(std::strcmp(e_.what(), msg) == 0);                                \
      EXPECT(dynamic_cast<const shapecc::ShapeError *>(&e_) != nullptr);       \
    }                                                                          \
    EXPECT(threw_);                                                            \
  } while (0)
#endif

#define DONE()                                                                 \
  do {                                                                         \
    EXPECT(odr_failures() == 0);                                               \
    if (failures)                                                              \
      std::fprintf(stderr, "%d failure(s)\n", failures);                       \
    return failures ? 1 : 0;                                                   \
  } while (0)
