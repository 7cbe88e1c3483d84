// Definitions that share a layout once digits and string contents are masked, and ones whose digits are in a type name.
namespace many {
inline int f1(int a1) {
int b = a1 + 12; if (b > 3) { return b; } return 0;
}

inline int f2(int a2) {
int b = a2 + 34; if (b > 5) { return b; } return 0;
}

inline int f3(int a3) {
int b = a3 + 56; if (b > 7) { return b; } return 0;
}
inline int g1(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j, int k11) {
return a;
}
inline int g2(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j, int k22) {
return a;
}
inline int h1(int16_t a) {
return "abc"[0] + a;
}
inline int h2(int32_t a) {
return "xyz"[0] + a;
}
inline int h3(int64_t a) {
return "a b"[0] + a;
}
} // namespace many
