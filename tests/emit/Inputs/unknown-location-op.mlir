// Input of unknown-locations.mlir: an unsupported op whose location is
// unknown is reported at its text.

func.func @f(%a: tensor<?xindex>) -> tensor<?xindex> {
  %w = "shape.frobnicate"(%a) : (tensor<?xindex>) -> tensor<?xindex> loc(unknown)
  return %w : tensor<?xindex>
} loc(unknown)
