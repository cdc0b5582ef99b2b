import Foundation
import KinetypePrimitives

extension Gradient {
    /// The space colours are interpolated in, as SwiftUI's `Gradient.ColorSpace`.
    public enum ColorSpace: Hashable, Sendable {
        /// The colours' own gamma-encoded sRGB components (SwiftUI's default).
        case device
        /// Oklab, where equal steps look about equally different: blends between distant hues
        /// stay bright instead of passing through grey.
        case perceptual
    }
}

/// A two-dimensional gradient from a grid of coloured points, as SwiftUI's `MeshGradient`.
///
/// `width` × `height` control points, row by row from the top left, in unit coordinates of the
/// rectangle the gradient fills (0...1 on each axis, y down); one colour per point. The points
/// are joined by bicubic patches whose edges are smooth curves through the points (tangents
/// from the neighbouring points, as a Catmull–Rom spline), so moving a point bends the
/// patches around it and the colours follow. Each point's colour is exactly its colour in the
/// render. With `smoothsColors` (the default) colours blend across patch boundaries without a
/// crease (the same cubic interpolation as the positions); without it each patch blends its
/// four corners bilinearly. Where moved points leave the rectangle uncovered, `background`
/// shows.
///
/// <!-- doc-example: draw -->
/// ```swift
/// let rect = CGRect(x: 0, y: 0, width: 320, height: 180)
/// let mesh = MeshGradient(width: 3, height: 3, points: [
///     [0, 0], [0.5, 0], [1, 0],
///     [0, 0.5], [0.8, 0.2], [1, 0.5],
///     [0, 1], [0.5, 1], [1, 1],
/// ], colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
/// context.fill(Path(rect), with: .meshGradient(mesh, in: rect))
/// ```
///
/// A mesh whose counts do not match (`points` and `colors` must each hold `width × height`
/// entries, `width` and `height` from 2 to 1024) or that has a point that is not finite draws
/// `background` only; ``isValid`` says which.
public struct MeshGradient: Hashable, Sendable {
    /// The number of control points in each row, 2 to 1024.
    public var width: Int
    /// The number of rows of control points, 2 to 1024.
    public var height: Int
    /// The `width × height` control points, row by row from the top left, in unit coordinates of
    /// the filled rectangle (0...1, y down); a point may lie outside it. ``gridPoints(width:height:)``
    /// gives a regular grid to start from.
    public var points: [SIMD2<Float>]
    /// One colour per control point, in the order of ``points``.
    public var colors: [Color]
    /// The colour under the mesh: it shows where moved points leave the rectangle uncovered, and
    /// is all that is drawn when the mesh is not valid. Clear by default.
    public var background: Color
    /// True (the default) blends colours with the same cubic interpolation as the positions, with
    /// no crease at patch edges; false blends each patch's four corner colours bilinearly.
    public var smoothsColors: Bool
    /// The space colours blend in: `.device` (the default) or `.perceptual` (Oklab).
    public var colorSpace: Gradient.ColorSpace

    /// A mesh gradient, as SwiftUI's `MeshGradient(width:height:points:colors:background:smoothsColors:colorSpace:)`.
    /// The values are kept as given; ``isValid`` says whether they can be drawn.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// Whether the mesh can be drawn: 2 to 1024 points a side, `width × height` points and
    /// colours, every point finite.
    public var isValid: Bool {
        width >= 2 && height >= 2 && width <= 1024 && height <= 1024 && points.count == width * height
            && colors.count == width * height && points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    /// The points of a regular grid: `width` × `height` evenly spaced over the unit square.
    public static func gridPoints(width: Int, height: Int) -> [SIMD2<Float>] {
        let across = Float(max(1, width - 1)), down = Float(max(1, height - 1))
        var points: [SIMD2<Float>] = []
        points.reserveCapacity(max(0, width) * max(0, height))
        for row in 0..<max(0, height) {
            for column in 0..<max(0, width) {
                let x: Float = Float(column) / across, y: Float = Float(row) / down
                points.append(SIMD2<Float>(x, y))
            }
        }
        return points
    }
}

// MARK: - Tessellation

extension MeshGradient {
    /// The mesh cut into small patches for drawing: a grid of nodes, each with its position in
    /// `rect`'s coordinates, the position's rates of change along the two grid directions (per
    /// unit of the node grid), and its colour (straight sRGB, components 0...1).
    package struct Tessellation: Sendable {
        /// Nodes per row and per column: `(width − 1) × subdivisions + 1` by
        /// `(height − 1) × subdivisions + 1`.
        package let columns: Int, rows: Int
        package var positions: [SIMD2<Double>]
        package var alongRow: [SIMD2<Double>]
        package var alongColumn: [SIMD2<Double>]
        package var colors: [SIMD4<Double>]
    }

    /// How many pieces each patch is cut into along each direction when drawn: the colour is
    /// interpolated exactly at the pieces' corners and bilinearly between them, so 8 keeps the
    /// crease between pieces below what a viewer sees on a full-screen patch.
    package static let subdivisions = 8

    /// The tessellation of a valid mesh filling `rect`.
    package func tessellation(in rect: CGRect, subdivisions: Int = MeshGradient.subdivisions) -> Tessellation {
        let n = max(1, subdivisions)
        let columns = (width - 1) * n + 1, rows = (height - 1) * n + 1
        let origin = SIMD2(Double(rect.minX), Double(rect.minY)), size = SIMD2(Double(rect.width), Double(rect.height))
        let place = points.map { origin + SIMD2(Double($0.x), Double($0.y)) * size }
        let values = colors.map { color -> SIMD4<Double> in
            let c = color.resolve()
            let straight = SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
            return colorSpace == .perceptual ? Oklab.fromSRGB(straight) : straight
        }
        let positionSurface = HermiteSurface(values: place, width: width, height: height)
        let colorSurface = HermiteSurface(values: values, width: width, height: height)
        var tessellation = Tessellation(columns: columns, rows: rows, positions: [], alongRow: [], alongColumn: [], colors: [])
        tessellation.positions.reserveCapacity(columns * rows)
        for row in 0..<rows {
            let (patchRow, t) = MeshGradient.locate(row, n, height)
            for column in 0..<columns {
                let (patchColumn, s) = MeshGradient.locate(column, n, width)
                let position = positionSurface.evaluate(patchColumn, patchRow, s, t)
                tessellation.positions.append(position.value)
                tessellation.alongRow.append(position.alongRow)
                tessellation.alongColumn.append(position.alongColumn)
                var color = smoothsColors ? colorSurface.evaluate(patchColumn, patchRow, s, t).value
                    : colorSurface.bilinear(patchColumn, patchRow, s, t)
                if colorSpace == .perceptual { color = Oklab.toSRGB(color) }
                tessellation.colors.append(simd_clamp(color, SIMD4(repeating: 0), SIMD4(repeating: 1)))
            }
        }
        return tessellation
    }

    /// Node `index` of `count` control points cut `n` ways: its patch and its place in it.
    private static func locate(_ index: Int, _ n: Int, _ count: Int) -> (patch: Int, local: Double) {
        let patch = min(index / n, count - 2)
        return (patch, Double(index - patch * n) / Double(n))
    }
}

private func simd_clamp(_ x: SIMD4<Double>, _ low: SIMD4<Double>, _ high: SIMD4<Double>) -> SIMD4<Double> {
    x.replacing(with: low, where: x .< low).replacing(with: high, where: x .> high)
}

/// Values on a grid of nodes joined by bicubic Hermite patches with Catmull–Rom tangents and
/// no twist: the surface passes through every node's value, and its first derivatives are
/// continuous across patch boundaries.
private struct HermiteSurface<Value: SIMD> where Value.Scalar == Double {
    let values: [Value]
    let width: Int, height: Int
    /// Tangents along a row (towards the next column) and along a column (towards the next row).
    let alongRow: [Value], alongColumn: [Value]

    init(values: [Value], width: Int, height: Int) {
        self.values = values
        self.width = width
        self.height = height
        func at(_ column: Int, _ row: Int) -> Value { values[row * width + column] }
        var alongRow: [Value] = [], alongColumn: [Value] = []
        for row in 0..<height {
            for column in 0..<width {
                let left = at(max(0, column - 1), row), right = at(min(width - 1, column + 1), row)
                let up = at(column, max(0, row - 1)), down = at(column, min(height - 1, row + 1))
                let rowSpan = Double(min(width - 1, column + 1) - max(0, column - 1))
                let columnSpan = Double(min(height - 1, row + 1) - max(0, row - 1))
                alongRow.append((right - left) / Value(repeating: rowSpan))
                alongColumn.append((down - up) / Value(repeating: columnSpan))
            }
        }
        self.alongRow = alongRow
        self.alongColumn = alongColumn
    }

    /// `a·wa + b·wb + c·wc`, added left to right (written out, so the compiler does not search
    /// the overloads of a long operator chain).
    private static func weighted(_ a: Value, _ wa: Double, _ b: Value, _ wb: Double, _ c: Value, _ wc: Double) -> Value {
        let first: Value = a * Value(repeating: wa), second: Value = b * Value(repeating: wb), third: Value = c * Value(repeating: wc)
        let sum: Value = first + second
        return sum + third
    }

    /// The value and its derivatives along the row and column directions (per patch) at `(s, t)`
    /// in the patch whose top-left node is `(column, row)`.
    func evaluate(_ column: Int, _ row: Int, _ s: Double, _ t: Double) -> (value: Value, alongRow: Value, alongColumn: Value) {
        let (hs, dhs) = HermiteSurface.basis(s), (ht, dht) = HermiteSurface.basis(t)
        var value = Value(repeating: 0), ds = Value(repeating: 0), dt = Value(repeating: 0)
        for b in 0...1 {
            for a in 0...1 {
                let index = (row + b) * width + column + a
                let p = values[index], tu = alongRow[index], tv = alongColumn[index]
                // Position weights for corner a (0: h00, 1: h01) and tangent weights (h10, h11).
                let ws = hs[a], wt = ht[b], ts = hs[2 + a], tt = ht[2 + b]
                let dws = dhs[a], dwt = dht[b], dts = dhs[2 + a], dtt = dht[2 + b]
                value += Self.weighted(p, ws * wt, tu, ts * wt, tv, ws * tt)
                ds += Self.weighted(p, dws * wt, tu, dts * wt, tv, dws * tt)
                dt += Self.weighted(p, ws * dwt, tu, ts * dwt, tv, ws * dtt)
            }
        }
        return (value, ds, dt)
    }

    /// The four corners of the patch blended bilinearly.
    func bilinear(_ column: Int, _ row: Int, _ s: Double, _ t: Double) -> Value {
        let top = values[row * width + column] * Value(repeating: 1 - s) + values[row * width + column + 1] * Value(repeating: s)
        let bottom = values[(row + 1) * width + column] * Value(repeating: 1 - s) + values[(row + 1) * width + column + 1] * Value(repeating: s)
        return top * Value(repeating: 1 - t) + bottom * Value(repeating: t)
    }

    /// The cubic Hermite basis at `x` (h00, h01, h10, h11: start value, end value, start
    /// tangent, end tangent) and its derivatives.
    static func basis(_ x: Double) -> ([Double], [Double]) {
        let x2 = x * x, x3 = x2 * x
        return ([2 * x3 - 3 * x2 + 1, -2 * x3 + 3 * x2, x3 - 2 * x2 + x, x3 - x2],
                [6 * x2 - 6 * x, -6 * x2 + 6 * x, 3 * x2 - 4 * x + 1, 3 * x2 - 2 * x])
    }
}

/// Björn Ottosson's Oklab (2020) from and to gamma-encoded sRGB, alpha kept.
private enum Oklab {
    static func fromSRGB(_ c: SIMD4<Double>) -> SIMD4<Double> {
        let r = Color.sRGBDecode(c.x), g = Color.sRGBDecode(c.y), b = Color.sRGBDecode(c.z)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return SIMD4(0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                     1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                     0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s, c.w)
    }

    static func toSRGB(_ c: SIMD4<Double>) -> SIMD4<Double> {
        let l = pow(c.x + 0.3963377774 * c.y + 0.2158037573 * c.z, 3)
        let m = pow(c.x - 0.1055613458 * c.y - 0.0638541728 * c.z, 3)
        let s = pow(c.x - 0.0894841775 * c.y - 1.2914855480 * c.z, 3)
        let r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
        let g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
        let b = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
        return SIMD4(Color.sRGBEncode(r), Color.sRGBEncode(g), Color.sRGBEncode(b), c.w)
    }
}

// MARK: - Drift

extension MeshGradient {
    /// The mesh with its points drifting at `time` seconds, so that a background breathes.
    ///
    /// Each point circles its place, `amplitude` wide (in unit coordinates), `turns` times a
    /// second, each with its own phase and direction (from its index, the same every run):
    /// points inside the grid move freely, points on an edge only along the edge and corners
    /// not at all, so the mesh always covers its rectangle. Points stay within 0...1.
    public func drifted(at time: TimeInterval, amplitude: Double, turns: Double) -> MeshGradient {
        guard isValid, amplitude != 0, time.isFinite else { return self }
        var copy = self
        for row in 0..<height {
            for column in 0..<width {
                let index = row * width + column
                let k = Double(index + 1)
                // Phases spread by the golden ratio; every other point turns the other way.
                let phase = 2 * Double.pi * (k * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
                let direction: Double = index % 2 == 0 ? 1 : -1
                let angle = 2 * Double.pi * turns * time * direction + phase
                var dx = amplitude * cos(angle), dy = amplitude * sin(angle)
                if column == 0 || column == width - 1 { dx = 0 }
                if row == 0 || row == height - 1 { dy = 0 }
                let p = points[index]
                copy.points[index] = SIMD2(Float(min(1, max(0, Double(p.x) + dx))), Float(min(1, max(0, Double(p.y) + dy))))
            }
        }
        return copy
    }
}
