// Text holding the placeholders' name is formatted whole.
namespace p {
inline int with_placeholder_name() {
int shapecc__format_run_0 = 0; return shapecc__format_run_0;
}
} // namespace p
