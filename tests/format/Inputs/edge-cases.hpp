// Hand-written text around the edges of the formatter's fast path: each part is either cut and formatted alone or left to the skeleton, and the result must be the same as formatting the whole file.
#pragma once
#include <cstdint>
namespace edge {
inline int one_statement() { return 1; }
inline int two_statements(int a) {
int b = a * 2;   return b+1;
}


inline int after_three_blank_lines(int /*unused*/, int x1) { const char *s = "tab\there \"quoted\" 12"; return x1 + 1000 + s[0]; }
inline int right_after() {
return 0;
}
/// A comment right before a definition keeps it in the skeleton.
inline int commented(int64_t v2) {
return static_cast<int>(v2);
}
inline int conditional(int64_t v3) {
#if 1
return static_cast<int>(v3);
#else
return 0;
}
inline int spanning() {
#endif
return 1;
}
extern "C" {
inline int in_extern_c(int v) { return v; }
}
template <class T>
inline T templated(T v) {
return v;
}
struct S { int f(int a) { return a; } };
inline int long_line_with_a_string_that_needs_breaking(int a) {
const char *m = "a message that is long enough to be broken by clang-format because it does not fit";
return a + static_cast<int>(m[0]) + static_cast<int>(sizeof("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"));
}
inline int long_line_with_a_string_that_needs_breaking_too(int b) {
const char *m = "a massage that is lung enough to be brokon by clang-format becouse it dous not fit";
return b + static_cast<int>(m[0]) + static_cast<int>(sizeof("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"));
}
} // namespace edge
