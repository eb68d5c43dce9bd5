/** A box: west, south, east, north (degrees). */
export type Box = readonly [west: number, south: number, east: number, north: number]

type Point = number[]

/**
 * A polygon's ring clipped to a box (Sutherland–Hodgman, one edge of the box at a time). A concave
 * ring may come out with edges along the box's sides, which a fill draws as nothing.
 */
export function clipRing(ring: Point[], [west, south, east, north]: Box): Point[] {
  const edges: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [(p) => p[0]! >= west, (a, b) => at(a, b, 0, west)],
    [(p) => p[0]! <= east, (a, b) => at(a, b, 0, east)],
    [(p) => p[1]! >= south, (a, b) => at(a, b, 1, south)],
    [(p) => p[1]! <= north, (a, b) => at(a, b, 1, north)],
  ]
  let out = ring
  for (const [inside, cross] of edges) {
    const input = out
    out = []
    for (let i = 0; i < input.length; i++) {
      const current = input[i]!
      const previous = input[(i + input.length - 1) % input.length]!
      if (inside(current)) {
        if (!inside(previous)) out.push(cross(previous, current))
        out.push(current)
      } else if (inside(previous)) out.push(cross(previous, current))
    }
    if (out.length === 0) return []
  }
  // GeoJSON rings are closed.
  if (out.length && (out[0]![0] !== out.at(-1)![0] || out[0]![1] !== out.at(-1)![1])) out.push(out[0]!)
  return out.length >= 4 ? out : []
}

/** Where the segment a–b crosses the line `axis` = `value`. */
function at(a: Point, b: Point, axis: 0 | 1, value: number): Point {
  const t = (value - a[axis]!) / (b[axis]! - a[axis]!)
  const other = axis === 0 ? 1 : 0
  const point = [0, 0]
  point[axis] = value
  point[other] = a[other]! + t * (b[other]! - a[other]!)
  return point
}
