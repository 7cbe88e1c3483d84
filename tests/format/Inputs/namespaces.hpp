// Namespaces without closing comments: FixNamespaceComments adds them to namespaces longer
// than one line, which a namespace of definitions always is.
namespace a {
inline int f() {
return 1;
}
}
namespace b {
namespace c {
inline int g() {
return 1;
}

inline int h() {
return 2;
}
}
}
