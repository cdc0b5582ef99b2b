import Foundation
import KinetypeAnimation
import KinetypeEncoders
import KinetypePlot
import KinetypeTestSupport
import KinetypeTestSupportCore
import Testing

/// Plots read back as a reader would: the SVG's polylines mapped to data through the labelled
/// ticks, checked against the reference math (animation-math.md §1.2 and §1.4) and `Spring.value`.
@Suite struct PlotTests {
    /// What a reader takes from an SVG plot: the series' points in pixels, the tick labels with
    /// their positions, and the dashed markers.
    struct ReadBack {
        var series: [(name: String, points: [(Double, Double)])] = []
        var xTicks: [(pixel: Double, value: Double)] = []
        var yTicks: [(pixel: Double, value: Double)] = []
        var markers: [Double] = []
        var markerLabels: [String] = []
        var texts: [String] = []

        init(svg: String) {
            func attribute(_ name: String, in element: Substring) -> String? {
                guard let range = element.range(of: " \(name)=\"") else { return nil }
                let rest = element[range.upperBound...]
                return String(rest[..<rest.firstIndex(of: "\"")!])
            }
            for line in svg.split(separator: "\n") {
                if line.hasPrefix("<polyline") {
                    let points = attribute("points", in: line)!.split(separator: " ").map { pair -> (Double, Double) in
                        let xy = pair.split(separator: ",").map { Double($0)! }
                        return (xy[0], xy[1])
                    }
                    series.append((attribute("data-name", in: line)!, points))
                } else if line.hasPrefix("<text") {
                    let content = String(line[line.index(after: line.firstIndex(of: ">")!)..<line.range(of: "</text>")!.lowerBound])
                    texts.append(content)
                    switch attribute("class", in: line) {
                    case "x-tick": xTicks.append((Double(attribute("x", in: line)!)!, Double(content)!))
                    case "y-tick": yTicks.append((Double(attribute("y", in: line)!)!, Double(content)!))
                    case "marker-label": markerLabels.append(content)
                    default: break
                    }
                } else if line.hasPrefix("<line"), attribute("stroke-dasharray", in: line) != nil {
                    markers.append(Double(attribute("x1", in: line)!)!)
                }
            }
        }

        /// The linear map from pixels to data through the first and last tick.
        static func map(_ ticks: [(pixel: Double, value: Double)]) -> (Double) -> Double {
            let (a, b) = (ticks.first!, ticks.last!)
            return { pixel in a.value + (pixel - a.pixel) * (b.value - a.value) / (b.pixel - a.pixel) }
        }
        /// Data units per pixel along an axis.
        static func unitsPerPixel(_ ticks: [(pixel: Double, value: Double)]) -> Double {
            abs((ticks.last!.value - ticks.first!.value) / (ticks.last!.pixel - ticks.first!.pixel))
        }
    }

    /// animation-math.md §1.2 (`init(duration:bounce:)`) and §1.4 (`value`, target 1, at rest):
    /// written out here from the formulas, not through `Spring`.
    static func referenceSpring(duration: Double, bounce: Double, time t: Double) -> Double {
        let tau = 2 * Double.pi
        let zeta = bounce == 0 ? 1 : bounce < 0 ? 1 / (bounce + 1) : 1 - bounce
        let omega = (abs(1 - zeta * zeta)).squareRoot() * (zeta <= 1 ? tau : -tau) / duration
        let lambda = zeta * tau / duration
        if omega > 0 { return 1 - exp(-lambda * t) * (lambda * sin(omega * t) / omega + cos(omega * t)) }
        if omega == 0 { return 1 - exp(-lambda * t) * (1 + lambda * t) }
        let a = -omega - lambda, e1 = exp(a * t), e2 = exp((omega - lambda) * t)
        return ((lambda - omega) * e1 + a * e2) / (2 * omega) + 1
    }

    @Test("a plotted spring matches the reference math at its points, within a pixel",
          arguments: [(0.5, 0.3), (0.5, 0.0), (0.8, -0.4), (1.0, 0.7)])
    func springMatchesReference(duration: Double, bounce: Double) throws {
        let plot = try Plot(sources: [.spring(try PlotSource.spring(parsing: "\(duration),\(bounce)").spring!, name: "s")])
        let read = ReadBack(svg: plot.svg())
        try #require(read.series.count == 1)
        let (time, value) = (ReadBack.map(read.xTicks), ReadBack.map(read.yTicks))
        let (xUnit, yUnit) = (ReadBack.unitsPerPixel(read.xTicks), ReadBack.unitsPerPixel(read.yTicks))
        let points = read.series[0].points
        #expect(points.count > 300)
        var worst = 0.0
        for (px, py) in points {
            let t = time(px)
            // The curve's value at the point's time, allowing the time's own rounding: the
            // reference at t ± half a pixel brackets the point's value within a pixel.
            let expected = Self.referenceSpring(duration: duration, bounce: bounce, time: max(0, t))
            let slope = abs(Self.referenceSpring(duration: duration, bounce: bounce, time: t + xUnit / 2) -
                            Self.referenceSpring(duration: duration, bounce: bounce, time: max(0, t - xUnit / 2)))
            worst = max(worst, abs(value(py) - expected) - slope)
        }
        #expect(worst <= yUnit, "worst distance \(worst) against a pixel of \(yUnit)")
        // The same points against Spring.value itself.
        let spring = Spring(duration: duration, bounce: bounce)
        for (px, py) in points.enumerated().filter({ $0.offset % 50 == 0 }).map(\.element) {
            let t = time(px)
            expectClose(value(py), spring.value(target: 1.0, time: max(0, t)), tolerance: 4 * yUnit)
        }
        // The curve reaches through the settling time and the axis starts at 0.
        expectClose(time(points.first!.0), 0, tolerance: xUnit)
        #expect(time(points.last!.0) >= spring.settlingDuration)
    }

    @Test("the settling time is a dashed line at Spring.settlingDuration, labelled with it",
          arguments: ["0.5,0.3", "smooth", "response=0.4,dampingFraction=0.6", "stiffness=100,damping=10"])
    func settlingMarker(text: String) throws {
        let source = try PlotSource.spring(parsing: text)
        let spring = try #require(source.spring)
        let read = ReadBack(svg: try Plot(sources: [source]).svg())
        try #require(read.markers.count == 1)
        let time = ReadBack.map(read.xTicks)
        expectClose(time(read.markers[0]), spring.settlingDuration, tolerance: ReadBack.unitsPerPixel(read.xTicks))
        #expect(read.markerLabels == ["settles \(String(format: "%.2f", spring.settlingDuration)) s"])
    }

    @Test("--spring spellings make the springs SwiftUI's initializers make")
    func springSpellings() throws {
        #expect(try PlotSource.spring(parsing: "0.5,0.3").spring == Spring(duration: 0.5, bounce: 0.3))
        #expect(try PlotSource.spring(parsing: "duration=0.7, bounce=-0.2").spring == Spring(duration: 0.7, bounce: -0.2))
        #expect(try PlotSource.spring(parsing: "bouncy").spring == .bouncy)
        #expect(try PlotSource.spring(parsing: "response=0.4,dampingFraction=0.8").spring == Spring(response: 0.4, dampingRatio: 0.8))
        #expect(try PlotSource.spring(parsing: "response=0.4,dampingRatio=0.8").spring == Spring(response: 0.4, dampingRatio: 0.8))
        #expect(try PlotSource.spring(parsing: "stiffness=100,damping=10").spring?.duration ?? 0 > 0.62)
    }

    @Test("bad spellings name the option and say what is expected",
          arguments: ["", "bouncey", "0.5,2", "0,0.3", "response=0.5,bounce=0.2", "stifness=100,damping=10", "a,b,c"])
    func badSprings(text: String) {
        #expect { try PlotSource.spring(parsing: text) } throws: { error in
            "\(error)".hasPrefix("--spring '\(text)'")
        }
    }

    @Test("a curve is UnitCurve.value over its duration")
    func curve() throws {
        let plot = try Plot(sources: [try PlotSource.curve(parsing: "easeInOut", duration: 2)])
        let read = ReadBack(svg: plot.svg())
        let (time, value) = (ReadBack.map(read.xTicks), ReadBack.map(read.yTicks))
        let yUnit = ReadBack.unitsPerPixel(read.yTicks), xUnit = ReadBack.unitsPerPixel(read.xTicks)
        for (px, py) in read.series[0].points {
            let t = min(2, max(0, time(px)))
            let slope = abs(UnitCurve.easeInOut.value(at: min(1, (t + xUnit) / 2)) - UnitCurve.easeInOut.value(at: max(0, (t - xUnit) / 2)))
            expectClose(value(py), UnitCurve.easeInOut.value(at: t / 2), tolerance: yUnit + slope)
        }
        // cubic(…) is the same Bézier as the named curve with those control points.
        let named = try PlotSource.curve(parsing: "cubic(0.42, 0, 0.58, 1)", duration: 2)
        #expect(try Plot(sources: [named]).svg().contains(read.series[0].points.map { "\(String(format: "%.2f", $0.0)),\(String(format: "%.2f", $0.1))" }.joined(separator: " ")))
        #expect(throws: PlotError.self) { try PlotSource.curve(parsing: "easeInOot") }
        #expect(throws: PlotError.self) { try PlotSource.curve(parsing: "cubic(1.5, 0, 0.5, 1)") }
    }

    @Test("keyframes: the track passes through each keyframe's value at its time")
    func keyframes() throws {
        let plot = try Plot(sources: [try PlotSource.keyframes(parsing: "0:0, 0.5:1 linear, 1:0.5 linear, 1.5:2 move")])
        let read = ReadBack(svg: plot.svg())
        let (time, value) = (ReadBack.map(read.xTicks), ReadBack.map(read.yTicks))
        let yUnit = ReadBack.unitsPerPixel(read.yTicks)
        func track(at t: Double) -> Double {
            let point = read.series[0].points.min { abs(time($0.0) - t) < abs(time($1.0) - t) }!
            return value(point.1)
        }
        // Linear segments: halfway is the mean of the ends.
        expectClose(track(at: 0.25), 0.5, tolerance: 2 * yUnit)
        expectClose(track(at: 0.5), 1, tolerance: 2 * yUnit)
        expectClose(track(at: 0.75), 0.75, tolerance: 2 * yUnit)
        expectClose(track(at: 1.2), 0.5, tolerance: 2 * yUnit)
        expectClose(track(at: 1.6), 2, tolerance: 2 * yUnit)
        for bad in ["", "0:0", "0:0, 0.5", "0:0, 1:1, 0.5:2", "0:0, 1:1 wobble"] {
            #expect { try PlotSource.keyframes(parsing: bad) } throws: { "\($0)".hasPrefix("--keyframes") }
        }
    }

    @Test("compare draws one curve per source, each in its own colour, with a legend")
    func compare() throws {
        let sources = try ["smooth", "snappy", "bouncy", "1,0.5"].map { try PlotSource.spring(parsing: $0) }
        let plot = try Plot(sources: sources)
        let svg = plot.svg()
        let read = ReadBack(svg: svg)
        #expect(read.series.map(\.name) == ["smooth", "snappy", "bouncy", "spring(duration: 1, bounce: 0.5)"])
        let polylines: [Substring] = svg.split(separator: "\n").filter { $0.hasPrefix("<polyline") }
        var strokes: Set<String> = []
        for line in polylines {
            let after: Range<Substring.Index> = try #require(line.range(of: "stroke=\"#"), "every curve has a colour")
            strokes.insert(String(line[after.upperBound...].prefix(6)))
        }
        #expect(polylines.count == 4)
        #expect(strokes.count == 4)
        for name in read.series.map(\.name) { #expect(read.texts.contains(name), "legend has \(name)") }
        #expect(read.markers.count == 4)
    }

    @Test("a transition draws one staggered curve per element, each from 0 to 1")
    func transition() throws {
        let plot = try Plot(sources: [try PlotSource.transition(named: "appear", elements: 4)])
        let read = ReadBack(svg: plot.svg())
        #expect(read.series.count == 4)
        let (time, value) = (ReadBack.map(read.xTicks), ReadBack.map(read.yTicks))
        let yUnit = ReadBack.unitsPerPixel(read.yTicks)
        // Each element starts later than the one before, and all end shown.
        let starts = read.series.map { series in time(series.points.first { value($0.1) > 0.05 }!.0) }
        #expect(starts == starts.sorted() && Set(starts).count == 4)
        for series in read.series { expectClose(value(series.points.last!.1), 1, tolerance: 2 * yUnit) }
        #expect(throws: PlotError.self) { try PlotSource.transition(named: "apear", elements: 3) }
        #expect(throws: PlotError.self) { try PlotSource.transition(named: "appear", elements: 0) }
    }

    @Test("an effect repeated 3 times plays 3 times, then rests")
    func effectRepeats() throws {
        let plot = try Plot(sources: [try PlotSource.effect(parsing: "bounce", repeat: 3)])
        let read = ReadBack(svg: plot.svg())
        let offset = try #require(read.series.first { $0.name.hasSuffix(": offset y") })
        let value = ReadBack.map(read.yTicks), yUnit = ReadBack.unitsPerPixel(read.yTicks)
        // Count the hops: the offset goes up (negative) and back to rest three times.
        var hops = 0, inHop = false
        for (_, py) in offset.points {
            let v = value(py)
            if !inHop, v < -0.05 { hops += 1; inHop = true }
            if inHop, abs(v) < yUnit { inHop = false }
        }
        #expect(hops == 3)
    }

    @Test("a text change plots its progress: a morph over 1 s is the cubic ease-out; a scramble settles its slots in turn")
    func textChange() throws {
        let read = ReadBack(svg: try Plot(sources: [try PlotSource.effect(parsing: "replace.morph", duration: 1)]).svg())
        let progress = try #require(read.series.first { $0.name.hasSuffix(": progress") })
        let (time, value) = (ReadBack.map(read.xTicks), ReadBack.map(read.yTicks))
        let yUnit = ReadBack.unitsPerPixel(read.yTicks), xUnit = ReadBack.unitsPerPixel(read.xTicks)
        // A change given only a duration keeps the effect's shape, 1 − (1 − p)³ (its docs).
        func easeOut(_ t: Double) -> Double { let p = min(1, max(0, t)); return 1 - (1 - p) * (1 - p) * (1 - p) }
        for (px, py) in progress.points {
            let t = time(px)
            expectClose(value(py), easeOut(t), tolerance: yUnit + abs(easeOut(t + xUnit) - easeOut(t - xUnit)))
        }
        #expect(read.markerLabels.contains { $0.hasPrefix("settles") })

        let scramble = ReadBack(svg: try Plot(sources: [try PlotSource.effect(parsing: "replace.scramble(digits)", layers: 4)]).svg())
        let settled = try #require(scramble.series.first { $0.name.hasSuffix(": slots settled") })
        let (sTime, sValue) = (ReadBack.map(scramble.xTicks), ReadBack.map(scramble.yTicks))
        // Linear over 1 s by default: the k-th slot of 4 settles at k/4 s.
        for (px, py) in settled.points {
            let t = sTime(px), level = sValue(py) * 4
            guard abs(t * 4 - (t * 4).rounded()) > 0.05 else { continue }   // not at a step
            #expect(abs(level - min(4, (t * 4).rounded(.down))) < 0.1, "at \(t) s: \(level) slots")
        }
        #expect(throws: PlotError.self) { try PlotSource.effect(parsing: "replace.morph", repeat: 2) }
        #expect(throws: PlotError.self) { try PlotSource.effect(parsing: "replace.morph", duration: 0) }
        // A replace that moves glyphs by its pose plots the pose, as before.
        let downUp = ReadBack(svg: try Plot(sources: [try PlotSource.effect(parsing: "replace.downUp")]).svg())
        #expect(downUp.series.contains { $0.name.hasSuffix(": opacity") } && !downUp.series.contains { $0.name.hasSuffix(": progress") })
    }

    @Test("the PNG plot decodes at its size, white with the series' colour in it")
    func png() throws {
        let plot = try Plot(sources: [try PlotSource.spring(parsing: "bouncy")], width: 640, height: 400)
        let image = try TestSupport.decodePNG(try plot.frame().pngData())
        #expect((image.width, image.height) == (640, 400))
        #expect(Array(image.rgba[0..<4]) == [255, 255, 255, 255])
        // Okabe–Ito blue (#0072b2) is drawn somewhere.
        let rgba: [UInt8] = Array(image.rgba)
        let blue = stride(from: 0, to: rgba.count, by: 4).contains { (index: Int) -> Bool in
            rgba[index] == 0 && rgba[index + 1] == 0x72 && rgba[index + 2] == 0xb2
        }
        #expect(blue)
    }

    @Test("the SVG is the same text every time")
    func deterministic() throws {
        let make = { try Plot(sources: [try PlotSource.spring(parsing: "0.5,0.3"), try PlotSource.curve(parsing: "easeIn")]).svg() }
        #expect(try make() == make())
    }
}

extension PlotSource {
    var spring: Spring? {
        if case .spring(let spring, _) = self { return spring }
        return nil
    }
}
