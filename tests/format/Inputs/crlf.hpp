// Windows line endings: libFormat derives them from its input, so the file is formatted whole.
namespace w {
inline int f() {
return 1;
}
} // namespace w
