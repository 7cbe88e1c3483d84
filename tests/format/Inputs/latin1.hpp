// Not UTF-8 (a Latin-1 é): libFormat counts columns differently, so the file is formatted whole.
namespace l {
inline int f() {
return 1;
}
} // namespace l
