// A cstr_require message holding printf conversions and quotes is printed literally, never
// used as a format string.
// CASE: [2]; [2] => ok
// CASE: [2]; [3] => requirement_failed: 100% %s%n%x "quoted" \ done
func.func @require_message(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %eq = shape.shape_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  %w = shape.cstr_require %eq, "100% %s%n%x \"quoted\" \\ done"
  %r = shape.assuming %w -> (tensor<?xindex>) {
    shape.assuming_yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
