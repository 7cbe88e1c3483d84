// Edges of the verbatim blocks (a session 19 review): each must come out as one libFormat run over
// the whole file gives it.
int a;
// clang-format off
int   x = 1;



// clang-format on
int b;
int c;
// clang-format off
int   y = 1;   
// clang-format on
int d;
namespace a {
int e;
// clang-format off
}
namespace b {
// clang-format on
int f;
int g;
}
namespace c {
// clang-format off
// only a comment
// clang-format on
}
namespace d {
int h;
// clang-format off
// only a comment
// clang-format on
}
namespace e {
// clang-format off
int   first_in_namespace = 1;
// clang-format on
}
namespace f {
int i;
// clang-format off
int   only_code = 1;
// clang-format on
}
int j;
// clang-format off
// clang-format on
int k;
inline int after_them(int a) {
return a+1;
}

int l;
