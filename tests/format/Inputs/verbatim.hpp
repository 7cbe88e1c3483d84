// Lines between `// clang-format off` and `// clang-format on` markers, which the fast path keeps
// out of libFormat's input and puts back as they are (the emitter marks a registry table of many
// rows so): the result must be the same as formatting the whole file.
// clang-format off
int   at_the_start  =  1 ;
// clang-format on
namespace outer {
namespace lib {
using signature0 = int (*)(int);
// clang-format off
inline constexpr RegistryEntry<signature0> registry0[] = {
    {"op.a", "fn_a", &fn_a},
    {"op.b",    "fn_b", &fn_b},
{"op.c", "fn_c", &fn_c},
};
// clang-format on
// clang-format off
inline constexpr int   right_after[] = { 1,2,3 };
// clang-format on

// clang-format off
inline int defined_inside(int a) {
return   a;
}
// clang-format on

inline int after_a_block(int a) {
return a+1;
}

// clang-format off
inline int   after_a_definition = 2;
// clang-format on
int x = 1; // a trailing comment before the marker
// clang-format off
int   after_a_trailing_comment = 3;
// clang-format on
// clang-format off
int unbalanced[] = {
// clang-format on
1, 2};
  // clang-format off
int   indented_marker = 4;
  // clang-format on
// clang-format off
int never_turned_on   =  5;
} // namespace lib
} // namespace outer
