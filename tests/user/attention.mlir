// Scaled dot-product attention in the error-monadic form: q [b,h,s,d],
// k [b,h,t,d], v [b,h,t,e] -> [b,h,s,e]; meets state what must agree.
func.func @attention(%q: !shape.shape, %k: !shape.shape, %v: !shape.shape) -> !shape.shape {
  %c0 = shape.const_size 0
  %c1 = shape.const_size 1
  %c2 = shape.const_size 2
  %c3 = shape.const_size 3
  %c4 = shape.const_size 4
  %rq = shape.rank %q : !shape.shape -> !shape.size
  %rk = shape.rank %k : !shape.shape -> !shape.size
  %rv = shape.rank %v : !shape.shape -> !shape.size
  %q4 = shape.meet %rq, %c4, error = "query must be [batch, heads, seq, dim]" : !shape.size, !shape.size -> !shape.size
  %k4 = shape.meet %rk, %c4, error = "key must be [batch, heads, seq, dim]" : !shape.size, !shape.size -> !shape.size
  %v4 = shape.meet %rv, %c4, error = "value must be [batch, heads, seq, dim]" : !shape.size, !shape.size -> !shape.size
  %qb = shape.get_extent %q, %c0 : !shape.shape, !shape.size -> !shape.size
  %qh = shape.get_extent %q, %c1 : !shape.shape, !shape.size -> !shape.size
  %qs = shape.get_extent %q, %c2 : !shape.shape, !shape.size -> !shape.size
  %qd = shape.get_extent %q, %c3 : !shape.shape, !shape.size -> !shape.size
  %kb = shape.get_extent %k, %c0 : !shape.shape, !shape.size -> !shape.size
  %kh = shape.get_extent %k, %c1 : !shape.shape, !shape.size -> !shape.size
  %kt = shape.get_extent %k, %c2 : !shape.shape, !shape.size -> !shape.size
  %kd = shape.get_extent %k, %c3 : !shape.shape, !shape.size -> !shape.size
  %vb = shape.get_extent %v, %c0 : !shape.shape, !shape.size -> !shape.size
  %vh = shape.get_extent %v, %c1 : !shape.shape, !shape.size -> !shape.size
  %vt = shape.get_extent %v, %c2 : !shape.shape, !shape.size -> !shape.size
  %ve = shape.get_extent %v, %c3 : !shape.shape, !shape.size -> !shape.size
  %b1 = shape.meet %qb, %kb, error = "batch sizes differ" : !shape.size, !shape.size -> !shape.size
  %b = shape.meet %b1, %vb, error = "batch sizes differ" : !shape.size, !shape.size -> !shape.size
  %h1 = shape.meet %qh, %kh, error = "head counts differ" : !shape.size, !shape.size -> !shape.size
  %h = shape.meet %h1, %vh, error = "head counts differ" : !shape.size, !shape.size -> !shape.size
  %d = shape.meet %qd, %kd, error = "query and key head dims differ" : !shape.size, !shape.size -> !shape.size
  %t = shape.meet %kt, %vt, error = "key and value lengths differ" : !shape.size, !shape.size -> !shape.size
  %out = shape.from_extents %b, %h, %qs, %ve : !shape.size, !shape.size, !shape.size, !shape.size
  return %out : !shape.shape
}
