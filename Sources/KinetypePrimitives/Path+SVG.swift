import Foundation

extension Path {
    /// A path from SVG path data (the `d` attribute of SVG's `<path>`, SVG 1.1 §8.3), in SVG's
    /// coordinates: y grows down, as on Kinetype's canvas.
    ///
    /// Every command is read: `M m L l H h V v C c S s Q q T t A a Z z`. Upper case is absolute,
    /// lower case relative to the current point; numbers after a command repeat it (after `M`
    /// they are lines, after `m` relative lines). `S` and `T` reflect the previous curve's last
    /// control point (or use the current point when the previous command was not a curve of
    /// their kind). Quadratic curves stay quadratic. Elliptical arcs (`A`) become cubic Béziers,
    /// by SVG's endpoint-to-centre conversion (SVG 1.1 implementation notes F.6.5) and
    /// `addRelativeArc`'s quarter-turn pieces; an arc with a zero radius is a line, and radii too
    /// small to reach the end point are scaled up as SVG says.
    ///
    /// Numbers follow SVG's grammar: `1.5.5` is `1.5` then `.5`, `-1-2` is `-1` then `-2`, and
    /// arc flags may stand unseparated (`a10 10 0 011 1`).
    ///
    /// ```swift
    /// let wave = try Path(svgPathData: "M 100 400 C 400 100 800 700 1180 300")
    /// ```
    ///
    /// - Throws: ``PrimitivesError/malformedPathData(_:position:problem:)`` naming the 1-based
    ///   character position of the first bad character and what was expected there.
    public init(svgPathData data: String) throws(PrimitivesError) {
        self.init()
        var reader = SVGPathReader(data)
        try reader.read(into: &self)
    }

    /// Kinetype: the path from SVG path data of at most `commandLimit` commands, or nil as soon as
    /// the data holds more, without reading the rest. Each drawing command counts, a command's
    /// repeats included (`L 1 2 3 4` is two), so the limit bounds the path's elements.
    package init?(svgPathData data: String, commandLimit: Int) throws(PrimitivesError) {
        self.init()
        var reader = SVGPathReader(data, commandLimit: commandLimit)
        try reader.read(into: &self)
        if reader.commandsLeft < 0 { return nil }
    }
}

/// Reads SVG path data one command at a time (see `Path(svgPathData:)`).
private struct SVGPathReader {
    let data: String
    let scalars: [Unicode.Scalar]
    var index = 0
    /// The control point an `S` (cubic) or `T` (quadratic) reflects, with which kind made it.
    var lastCubicControl: CGPoint?
    var lastQuadControl: CGPoint?
    /// How many more commands may be read; below 0 once the data has more than its limit, and
    /// reading stops there.
    var commandsLeft: Int

    init(_ data: String, commandLimit: Int = .max) {
        self.data = data
        scalars = Array(data.unicodeScalars)
        commandsLeft = commandLimit
    }

    func error(_ problem: String, at position: Int? = nil) -> PrimitivesError {
        .malformedPathData(data, position: (position ?? index) + 1, problem: problem)
    }

    mutating func skipSeparators() {
        while index < scalars.count, " \t\n\r\u{0C},".unicodeScalars.contains(scalars[index]) { index += 1 }
    }

    /// Whether a number may start here (after separators).
    mutating func atNumber() -> Bool {
        skipSeparators()
        guard index < scalars.count else { return false }
        return "+-.0123456789".unicodeScalars.contains(scalars[index])
    }

    /// A number: sign, digits with at most one point, an optional exponent.
    mutating func number(_ what: String) throws(PrimitivesError) -> CGFloat {
        skipSeparators()
        let start = index
        func digits() -> Int {
            let from = index
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            return index - from
        }
        if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
        var count = digits()
        if index < scalars.count, scalars[index] == "." {
            index += 1
            count += digits()
        }
        guard count > 0 else {
            index = start
            let found = start < scalars.count ? "\"\(Character(scalars[start]))\"" : "the end of the data"
            throw error("expected \(what) (a number), found \(found)", at: start)
        }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            let mark = index
            index += 1
            if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
            if digits() == 0 { index = mark }
        }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is out of range", at: start)
        }
        return CGFloat(value)
    }

    /// An arc flag: a lone `0` or `1`.
    mutating func flag(_ what: String) throws(PrimitivesError) -> Bool {
        skipSeparators()
        guard index < scalars.count, scalars[index] == "0" || scalars[index] == "1" else {
            let found = index < scalars.count ? "\"\(Character(scalars[index]))\"" : "the end of the data"
            throw error("expected \(what) (0 or 1), found \(found)")
        }
        index += 1
        return scalars[index - 1] == "1"
    }

    mutating func point(relativeTo origin: CGPoint, _ relative: Bool, _ what: String) throws(PrimitivesError) -> CGPoint {
        let x = try number("the x of \(what)"), y = try number("the y of \(what)")
        return relative ? CGPoint(x: origin.x + x, y: origin.y + y) : CGPoint(x: x, y: y)
    }

    mutating func read(into path: inout Path) throws(PrimitivesError) {
        skipSeparators()
        guard index < scalars.count else { return }
        guard scalars[index] == "M" || scalars[index] == "m" else {
            throw error("path data must start with a move (M or m), found \"\(Character(scalars[index]))\"")
        }
        while true {
            skipSeparators()
            guard index < scalars.count else { return }
            let letter = scalars[index]
            guard "MmLlHhVvCcSsQqTtAaZz".unicodeScalars.contains(letter) else {
                throw error("unknown command \"\(Character(letter))\"; use one of M L H V C S Q T A Z (lower case is relative)")
            }
            index += 1
            try command(Character(letter), into: &path)
            if commandsLeft < 0 { return }
        }
    }

    /// One command letter and its numbers (repeated while numbers follow).
    mutating func command(_ letter: Character, into path: inout Path) throws(PrimitivesError) {
        let relative = letter.isLowercase
        let name = String(letter)
        var first = true
        repeat {
            commandsLeft -= 1
            if commandsLeft < 0 { return }
            let current = path.currentPoint ?? .zero
            var cubicControl: CGPoint?, quadControl: CGPoint?
            switch letter.uppercased() {
            case "M":
                let p = try point(relativeTo: current, relative, "the \(name) point")
                if first { path.move(to: p) } else { path.addLine(to: p) }
            case "L":
                path.addLine(to: try point(relativeTo: current, relative, "the \(name) point"))
            case "H":
                let x = try number("the x of \(name)")
                path.addLine(to: CGPoint(x: relative ? current.x + x : x, y: current.y))
            case "V":
                let y = try number("the y of \(name)")
                path.addLine(to: CGPoint(x: current.x, y: relative ? current.y + y : y))
            case "C":
                let c1 = try point(relativeTo: current, relative, "\(name)'s first control point")
                let c2 = try point(relativeTo: current, relative, "\(name)'s second control point")
                let p = try point(relativeTo: current, relative, "\(name)'s end point")
                path.addCurve(to: p, control1: c1, control2: c2)
                cubicControl = c2
            case "S":
                let c1 = lastCubicControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let c2 = try point(relativeTo: current, relative, "\(name)'s control point")
                let p = try point(relativeTo: current, relative, "\(name)'s end point")
                path.addCurve(to: p, control1: c1, control2: c2)
                cubicControl = c2
            case "Q":
                let c = try point(relativeTo: current, relative, "\(name)'s control point")
                let p = try point(relativeTo: current, relative, "\(name)'s end point")
                path.addQuadCurve(to: p, control: c)
                quadControl = c
            case "T":
                let c = lastQuadControl.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let p = try point(relativeTo: current, relative, "\(name)'s end point")
                path.addQuadCurve(to: p, control: c)
                quadControl = c
            case "A":
                let rx = try number("\(name)'s x radius"), ry = try number("\(name)'s y radius")
                let rotation = try number("\(name)'s x-axis rotation")
                let largeArc = try flag("\(name)'s large-arc flag"), sweep = try flag("\(name)'s sweep flag")
                let p = try point(relativeTo: current, relative, "\(name)'s end point")
                path.addSVGArc(to: p, radii: CGSize(width: rx, height: ry), rotation: Angle.degrees(Double(rotation)),
                               largeArc: largeArc, sweep: sweep)
            default:  // Z
                path.closeSubpath()
                lastCubicControl = nil
                lastQuadControl = nil
                return
            }
            lastCubicControl = cubicControl
            lastQuadControl = quadControl
            first = false
        } while atNumber()
    }
}

extension Path {
    /// Appends SVG's elliptical arc from the current point to `end` (SVG 1.1 F.6.5 and F.6.6):
    /// radii made positive and scaled up when too small, the centre found from the flags, and
    /// the arc drawn as cubics on the unit circle mapped onto the ellipse.
    mutating func addSVGArc(to end: CGPoint, radii: CGSize, rotation: Angle, largeArc: Bool, sweep: Bool) {
        guard let start = currentPoint, start != end else { return }
        var rx = abs(radii.width), ry = abs(radii.height)
        guard rx > 0, ry > 0 else { return addLine(to: end) }
        let phi = rotation.radians
        let cosPhi = CGFloat(cos(phi)), sinPhi = CGFloat(sin(phi))
        // F.6.5.1: the start in the ellipse's axes, halfway between the ends.
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        // F.6.6.2: radii too small to span the ends grow until they just do.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        // F.6.5.2: the centre in the ellipse's axes; the sign picks one of the two ellipses.
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        // F.6.5.3: the centre in user space.
        let center = CGPoint(x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
                             y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        // F.6.5.5-6: the start angle and the sweep on the unit circle.
        func angle(_ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) -> Double {
            Double(atan2(ux * vy - uy * vx, ux * vx + uy * vy))
        }
        let ux = (x1 - cx1) / rx, uy = (y1 - cy1) / ry
        let vx = (-x1 - cx1) / rx, vy = (-y1 - cy1) / ry
        let theta = angle(1, 0, ux, uy)
        var delta = angle(ux, uy, vx, vy)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        let ellipse = CGAffineTransform(translationX: center.x, y: center.y).rotated(by: CGFloat(phi)).scaledBy(x: rx, y: ry)
        addArcCurves(center: .zero, radius: 1, startAngle: .radians(theta), delta: .radians(delta), transform: ellipse)
    }
}
