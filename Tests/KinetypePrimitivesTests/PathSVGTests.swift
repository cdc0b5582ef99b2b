import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

/// `Path(svgPathData:)` against hand-computed elements and errors, and `PathMeasure` against
/// hand-computed points on lines, a quadratic and a circle.
@Suite struct PathSVGTests {
    static func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    @Test("absolute and relative commands, repeats, H V S T and Z give the hand-computed elements")
    func commands() throws {
        let path = try Path(svgPathData: "M10,20 l5-5 5 5 H40 v10 h-10 V20 z m 1 1 C 10 10 20 10 30 30 s 10 10 20 0 Q 5 5 10 10 t 10 0")
        let expected = Path { p in
            p.move(to: Self.pt(10, 20))
            p.addLine(to: Self.pt(15, 15))
            p.addLine(to: Self.pt(20, 20))
            p.addLine(to: Self.pt(40, 20))
            p.addLine(to: Self.pt(40, 30))
            p.addLine(to: Self.pt(30, 30))
            p.addLine(to: Self.pt(30, 20))
            p.closeSubpath()
            p.move(to: Self.pt(11, 21))
            p.addCurve(to: Self.pt(30, 30), control1: Self.pt(10, 10), control2: Self.pt(20, 10))
            // S reflects (20, 10) about (30, 30): (40, 50); its control (40, 40) and end (50, 30) are relative.
            p.addCurve(to: Self.pt(50, 30), control1: Self.pt(40, 50), control2: Self.pt(40, 40))
            p.addQuadCurve(to: Self.pt(10, 10), control: Self.pt(5, 5))
            // T reflects (5, 5) about (10, 10): (15, 15); the end is relative: (20, 10).
            p.addQuadCurve(to: Self.pt(20, 10), control: Self.pt(15, 15))
        }
        #expect(path == expected)
        #expect(try Path(svgPathData: "M1.5.5-2e1,3") == Path { p in
            p.move(to: Self.pt(1.5, 0.5))
            p.addLine(to: Self.pt(-20, 3))
        })
        #expect(try Path(svgPathData: "  ").isEmpty)
    }

    @Test("an arc becomes cubics through the hand-computed points of its ellipse")
    func arcs() throws {
        // A half circle of radius 50 from (0, 50) to (100, 50), sweeping clockwise on screen
        // (sweep flag 1) over the top: centre (50, 50), top point (50, 0).
        let half = try Path(svgPathData: "M 0 50 A 50 50 0 0 1 100 50")
        let measure = PathMeasure(half)
        // Two quarter-circle cubics: radial error under 0.03% of the radius, so the length within 0.05.
        expectClose(measure.length, 50 * .pi, tolerance: 0.05)
        let top = try #require(measure.sample(atDistance: measure.length / 2))
        expectClose(top.point.x, 50, tolerance: 0.05)
        expectClose(top.point.y, 0, tolerance: 0.05)
        expectClose(top.angle.radians, 0, tolerance: 0.001, "heading along +x at the top")
        // Unseparated flags, a radius too small (scaled up to 50), and a rotated ellipse.
        #expect(try Path(svgPathData: "M0 50a10 10 0 01100 0").boundingRect.minY < 0.1)
        let rotated = PathMeasure(try Path(svgPathData: "M 0 0 A 20 10 90 0 1 0 40"))
        let middle = try #require(rotated.sample(atDistance: rotated.length / 2))
        expectClose(middle.point.x, 10, tolerance: 0.05)
        expectClose(middle.point.y, 20, tolerance: 0.05)
        // A zero radius is a line.
        #expect(try Path(svgPathData: "M 0 0 A 0 5 0 0 1 10 0") == Path { p in
            p.move(to: .zero)
            p.addLine(to: Self.pt(10, 0))
        })
    }

    @Test("bad data names the character position and what was expected", arguments: [
        ("L 10 10", 1, "must start with a move"),
        ("M 10 10 X 5", 9, "unknown command \"X\""),
        ("M 10 10 L 5", 12, "expected the y of the L point (a number), found the end of the data"),
        ("M 10 10 C 1 2 3 4 5 x", 21, "found \"x\""),
        ("M 0 0 A 5 5 0 2 1 10 0", 15, "large-arc flag (0 or 1)"),
        ("M 0 0 L 1e999 0", 9, "out of range"),
    ])
    func errors(data: String, position: Int, says: String) throws {
        do {
            _ = try Path(svgPathData: data)
            Issue.record("\(data) parsed")
        } catch {
            guard case .malformedPathData(let got, let at, let problem) = error else { Issue.record("\(error)"); return }
            #expect(got == data && at == position, "\(error)")
            #expect(problem.contains(says), "\(problem)")
            #expect(error.description.contains("at character \(position)"))
        }
    }

    @Test("a long path's error quotes the characters about the bad one, not the whole path")
    func longPathError() throws {
        let data = "M 0 0 " + String(repeating: "L 1 2 ", count: 200_000) + "Q 1 2 3 x"
        do {
            _ = try Path(svgPathData: data)
            Issue.record("parsed")
        } catch {
            let message = error.description
            #expect(message.count < 300 && message.contains("at character \(data.count)") && message.contains("L 1 2 Q 1 2 3 x\"") && message.contains("\"…"), "\(message.prefix(300))")
        }
    }

    @Test("a measure samples points and directions by arc length; open paths clamp, closed ones wrap")
    func measure() throws {
        let corner = PathMeasure(try Path(svgPathData: "M 0 0 L 30 0 L 30 40"))
        #expect(corner.length == 70 && !corner.isClosed)
        #expect(corner.sample(atDistance: 10)?.point == Self.pt(10, 0))
        let down = try #require(corner.sample(atDistance: 50))
        #expect(down.point == Self.pt(30, 20) && abs(down.angle.degrees - 90) < 1e-9)
        #expect(corner.sample(atDistance: 500)?.point == Self.pt(30, 40))
        let square = PathMeasure(Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(square.isClosed && square.length == 40)
        #expect(square.sample(atDistance: 45)?.point == Self.pt(5, 0))
        #expect(square.sample(atDistance: -5)?.point == Self.pt(0, 5))
        // A quadratic from (0, 0) via (50, -40) to (100, 0): by symmetry its middle is B(½) = (50, −20), level.
        let quad = PathMeasure(try Path(svgPathData: "M 0 0 Q 50 -40 100 0"))
        let middle = try #require(quad.sample(atDistance: quad.length / 2))
        expectClose(middle.point.x, 50, tolerance: 1e-6)
        expectClose(middle.point.y, -20, tolerance: 1e-6)
        expectClose(middle.angle.radians, 0, tolerance: 1e-6)
        #expect(PathMeasure(Path()).sample(atDistance: 0) == nil)
    }
}
