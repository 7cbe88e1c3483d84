// Raw strings and digit separators: the cutting does not scan them, so the file is formatted whole.
namespace u {
inline const char *raw() {
return R"(raw { string)";
}
inline int separated() {
return 1'000;
}
} // namespace u
