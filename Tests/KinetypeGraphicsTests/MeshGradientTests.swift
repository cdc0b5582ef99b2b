import Foundation
import KinetypeGraphics
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

/// Mesh gradients: colours exact at the control points, smooth across patches, following moved
/// points; drift that keeps the mesh covering its rectangle. Checked on measured pixels.
@Suite struct MeshGradientTests {
    /// A 3 × 3 mesh with a different colour at every point, its centre moved to (0.6, 0.4).
    static let colors: [Color] = [
        Color(red: 0.9, green: 0.1, blue: 0.1), Color(red: 0.1, green: 0.8, blue: 0.2), Color(red: 0.2, green: 0.2, blue: 0.9),
        Color(red: 0.9, green: 0.9, blue: 0.1), Color(red: 1, green: 1, blue: 1), Color(red: 0.5, green: 0.1, blue: 0.6),
        Color(red: 0.1, green: 0.6, blue: 0.6), Color(red: 0.3, green: 0.3, blue: 0.3), Color(red: 1, green: 0.5, blue: 0),
    ]
    static let points: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.6, 0.4], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]

    /// A black canvas of `width` × `height` filled with `mesh` spanning `rect` (the whole canvas
    /// is filled, so the path's own antialiased edge does not touch the mesh's pixels).
    static func draw(_ mesh: MeshGradient, width: Int, height: Int, in rect: CGRect) throws -> Canvas {
        let canvas = try Canvas(width: width, height: height)
        canvas.fill(with: .black)
        GraphicsContext(canvas: canvas).fill(Path(CGRect(x: 0, y: 0, width: width, height: height)), with: .meshGradient(mesh, in: rect))
        return canvas
    }

    static func levels(_ color: Color) -> (Int, Int, Int) {
        let c = color.resolve()
        return (Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()))
    }

    @Test("each control point's pixel is its colour, within one level", arguments: [true, false])
    func colorsAtControlPoints(smooth: Bool) throws {
        // The rectangle starts half a pixel in, so points fall on pixel centres: x = 0.5 + 200u.
        let mesh = MeshGradient(width: 3, height: 3, points: Self.points, colors: Self.colors, smoothsColors: smooth)
        let canvas = try Self.draw(mesh, width: 202, height: 102, in: CGRect(x: 0.5, y: 0.5, width: 200, height: 100))
        for (index, point) in Self.points.enumerated() {
            let x = Int(0.5 + 200 * Double(point.x)), y = Int(0.5 + 100 * Double(point.y))
            // A centre on the mesh's right or bottom edge is outside it (the fill rule, so that
            // meshes side by side share no pixel); take the pixel just inside there, where the
            // colour has moved by a few levels at most.
            let (px, py) = (min(x, 199), min(y, 99))
            let pixel = canvas.pixel(x: px, y: py), expected = Self.levels(Self.colors[index])
            let tolerance = (px, py) == (x, y) ? 1 : 6
            expectClose(Int(pixel.red), expected.0, tolerance: tolerance, "point \(index) at (\(px), \(py)): \(pixel) against \(expected)")
            expectClose(Int(pixel.green), expected.1, tolerance: tolerance, "point \(index) at (\(px), \(py)): \(pixel) against \(expected)")
            expectClose(Int(pixel.blue), expected.2, tolerance: tolerance, "point \(index) at (\(px), \(py)): \(pixel) against \(expected)")
        }
    }

    /// Second differences, 10 pixels apart, of the red channel along row `y`.
    static func secondDifferences(_ canvas: Canvas, y: Int, from: Int, to: Int) -> [Int] {
        stride(from: from + 10, to: to - 10, by: 1).map { x in
            Int(canvas.pixel(x: x + 10, y: y).red) - 2 * Int(canvas.pixel(x: x, y: y).red) + Int(canvas.pixel(x: x - 10, y: y).red)
        }
    }

    @Test("smooth colours have no crease at a patch boundary; bilinear patches do")
    func noSeams() throws {
        // Red rises over the left patch and stays flat over the right one: bilinear
        // patches turn a corner at the boundary (x = 200), the smooth mesh bends gently.
        // (0.9, not 1: the smooth curve overshoots the flat side a little, and a colour held at
        // the gamut's edge would crease there.)
        let red = [Color(red: 0, green: 0, blue: 0), Color(red: 0.9, green: 0, blue: 0), Color(red: 0.9, green: 0, blue: 0)]
        let colors = red + red
        func mesh(smooth: Bool) -> MeshGradient {
            MeshGradient(width: 3, height: 2, points: MeshGradient.gridPoints(width: 3, height: 2), colors: colors, smoothsColors: smooth)
        }
        let rect = CGRect(x: 0, y: 0, width: 400, height: 40)
        let smooth = try Self.draw(mesh(smooth: true), width: 400, height: 40, in: rect)
        let bilinear = try Self.draw(mesh(smooth: false), width: 400, height: 40, in: rect)
        let smoothCurve = Self.secondDifferences(smooth, y: 20, from: 0, to: 400).map(abs).max()!
        let bilinearCurve = Self.secondDifferences(bilinear, y: 20, from: 0, to: 400).map(abs).max()!
        // Bilinear: the slope drops from 229.5/200 levels a pixel to 0 at x = 200, 11.5 levels
        // over 10 px. Smooth: the curve's bend is at most 0.0115 levels/px² (1.2 over 10 px),
        // drawn as straight pieces 25 px long whose joins add up to 2.9; rounding to whole
        // levels adds up to 2 either way.
        #expect(bilinearCurve >= 9, "bilinear second difference \(bilinearCurve)")
        #expect(smoothCurve <= 7, "smooth second difference \(smoothCurve)")
        // Both pass through the middle point's colour.
        expectClose(Int(smooth.pixel(x: 200, y: 20).red), 230, tolerance: 1)
        expectClose(Int(bilinear.pixel(x: 200, y: 20).red), 230, tolerance: 1)
    }

    @Test("moving a control point moves its colour")
    func movedPointMovesColor() throws {
        func brightestColumn(centre: SIMD2<Float>) throws -> Int {
            var points = MeshGradient.gridPoints(width: 3, height: 3)
            points[4] = centre
            var colors = [Color](repeating: .black, count: 9)
            colors[4] = .white
            let canvas = try Self.draw(MeshGradient(width: 3, height: 3, points: points, colors: colors),
                                       width: 300, height: 100, in: CGRect(x: 0, y: 0, width: 300, height: 100))
            return (0..<300).max { canvas.pixel(x: $0, y: 50).red < canvas.pixel(x: $1, y: 50).red }!
        }
        let middle = try brightestColumn(centre: [0.5, 0.5]), right = try brightestColumn(centre: [0.75, 0.5])
        expectClose(middle, 150, tolerance: 2, "brightest at \(middle)")
        expectClose(right, 225, tolerance: 3, "brightest at \(right)")
    }

    @Test("a mesh whose counts do not match draws its background only")
    func invalidMesh() throws {
        let mesh = MeshGradient(width: 3, height: 3, points: Self.points, colors: Array(Self.colors.prefix(8)), background: .white)
        #expect(!mesh.isValid)
        let canvas = try Self.draw(mesh, width: 20, height: 20, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(canvas.pixel(x: 10, y: 10) == (255, 255, 255, 255))
    }

    @Test("the same mesh draws the same pixels on a vector canvas's raster twin and twice in a row")
    func deterministic() throws {
        let mesh = MeshGradient(width: 3, height: 3, points: Self.points, colors: Self.colors, colorSpace: .perceptual)
        let rect = CGRect(x: 0, y: 0, width: 120, height: 80)
        let a = try Self.draw(mesh, width: 120, height: 80, in: rect), b = try Self.draw(mesh, width: 120, height: 80, in: rect)
        #expect(Frame(canvas: a) == Frame(canvas: b))
    }

    @Test("drift keeps corners still, edge points on their edges, every point in the square, and loops")
    func drift() {
        let mesh = MeshGradient(width: 4, height: 3, points: MeshGradient.gridPoints(width: 4, height: 3),
                                colors: [Color](repeating: .white, count: 12))
        var moved = false
        for step in 0...40 {
            let time = Double(step) * 0.1
            let drifted = mesh.drifted(at: time, amplitude: 0.1, turns: 0.25)
            for row in 0..<3 {
                for column in 0..<4 {
                    let p = drifted.points[row * 4 + column], rest = mesh.points[row * 4 + column]
                    #expect((0...1).contains(p.x) && (0...1).contains(p.y))
                    if column == 0 || column == 3 { #expect(p.x == rest.x) }
                    if row == 0 || row == 2 { #expect(p.y == rest.y) }
                    if p != rest { moved = true }
                }
            }
        }
        #expect(moved)
        // A quarter turn a second: back where it started after 4 s.
        let start = mesh.drifted(at: 0, amplitude: 0.1, turns: 0.25).points, later = mesh.drifted(at: 4, amplitude: 0.1, turns: 0.25).points
        for (a, b) in zip(start, later) { expectClose(a.x, b.x, tolerance: 1e-5); expectClose(a.y, b.y, tolerance: 1e-5) }
    }
}
