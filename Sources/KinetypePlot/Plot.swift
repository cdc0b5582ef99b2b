import Foundation
import KinetypePrimitives

/// A plot of motion over time: curves (series) sampled from springs, unit curves, keyframes,
/// transitions and symbol effects (``PlotSource``), on labelled axes with a grid, a legend, and
/// dashed vertical markers (a spring's settling time).
///
/// The plot is laid out once into ``marks`` (lines, polylines, text, in pixels, y down), which
/// both outputs draw: ``svg()`` writes them as SVG text with fixed decimals (the same bytes on
/// every machine), ``frame()`` strokes them on a Cairo canvas and sets the text with Kinetype's
/// own text engine.
///
/// ```swift
/// let plot = try Plot(sources: [.spring(Spring(duration: 0.5, bounce: 0.3))])
/// try plot.svg().write(to: URL(fileURLWithPath: "spring.svg"), atomically: true, encoding: .utf8)
/// ```
public struct Plot: Sendable {
    /// One curve: its legend name and its points (time in seconds, value).
    public struct Series: Hashable, Sendable {
        /// The legend's name: the source's name, with the element or the part of the pose for a
        /// source that draws several curves (`bounce: scale`, `appear 2/3`).
        public var name: String
        /// The samples in data coordinates, joined in order (time order in a plot made from
        /// sources). A sample whose value is not finite is left out of the drawn line.
        public var points: [Point]
        /// The index into ``Plot/palette`` of its colour.
        public var color: Int

        /// A curve named `name` through `points`, in palette colour `color` (an index, taken modulo
        /// the palette's eight colours when drawn).
        public init(name: String, points: [Point], color: Int = 0) {
            self.name = name
            self.points = points
            self.color = color
        }
    }

    /// A point of a series in data coordinates.
    public struct Point: Hashable, Sendable {
        /// Seconds from the start of the motion (the x axis).
        public var time: Double
        /// The motion's value at ``time`` (the y axis): a spring, a curve or a transition goes from
        /// 0 to 1; a keyframe track or an effect's pose part has its own units.
        public var value: Double
    }

    /// A vertical dashed line at a time, with a label (a spring's settling time).
    public struct Marker: Hashable, Sendable {
        /// The time in seconds where the dashed line stands.
        public var time: Double
        /// The text beside the line, near the bottom of the plot area (`settles 0.62 s`); the
        /// labels of later markers stack upwards, 16 pixels apart.
        public var label: String
        /// The index into ``Plot/palette`` of the line's and label's colour, taken modulo its size.
        public var color: Int
        /// A marker at `time` seconds labelled `label`, in palette colour `color`.
        public init(time: Double, label: String, color: Int = 0) {
            self.time = time
            self.label = label
            self.color = color
        }
    }

    /// The heading above the plot area, at its left. A plot made from sources is titled with
    /// their names joined by ` · ` unless given a title.
    public var title: String
    /// The curves, drawn in order (a later one over an earlier). With more than one, a legend at
    /// the top right of the plot area names each in its colour.
    public var series: [Series]
    /// The dashed vertical lines with their labels, drawn under the curves.
    public var markers: [Marker]
    /// The label under the time axis; `time (s)` by default.
    public var xLabel = "time (s)"
    /// The label beside the value axis, turned a quarter turn anticlockwise; `value` by default.
    public var yLabel = "value"
    /// The image's size in pixels.
    public var width: Int
    /// The image's height in pixels (``width`` is its width).
    public var height: Int

    /// The colours of the series, in order (a colour-blind-safe set, Okabe and Ito's).
    public static let palette = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#f0e442"]
    /// The plot area's distance from the image's edges: left, top, right, bottom.
    public static let insets = (left: 64.0, top: 44.0, right: 24.0, bottom: 56.0)
    /// The size of a plot that is not given one: 800 × 480 pixels.
    public static let defaultSize = (width: 800, height: 480)
    /// The largest value a plot shows: beyond it, a motion is refused (no tick label reads).
    public static let largestValue = 1e12
    /// The samples each series takes over the time axis.
    public static let sampleCount = 600

    /// A plot of `series` and `markers`.
    public init(title: String, series: [Series], markers: [Marker] = [], width: Int = Plot.defaultSize.width,
                height: Int = Plot.defaultSize.height) {
        self.title = title
        self.series = series
        self.markers = markers
        self.width = width
        self.height = height
    }

    /// A plot of `sources`, each sampled over the same time span (the longest a source needs
    /// to show its motion, or `until` seconds), coloured in order.
    public init(sources: [PlotSource], until: Double? = nil, title: String? = nil,
                width: Int = Plot.defaultSize.width, height: Int = Plot.defaultSize.height) throws {
        guard !sources.isEmpty else { throw PlotError.noSources }
        for source in sources where until == nil && !(source.naturalSpan.isFinite && source.naturalSpan > 0) {
            throw PlotError.invalidValue(option: source.option, value: source.name, reason: """
                its motion has no length that can be plotted (\(source.naturalSpan)): give parameters nearer the usual ones, or --until SECONDS
                """)
        }
        let span = until ?? sources.map(\.naturalSpan).max()!
        var series: [Series] = [], markers: [Marker] = []
        for source in sources {
            let (more, marks) = try source.sampled(over: span, samples: Plot.sampleCount)
            // Values a plot can show: finite, and within ±1e12 (beyond that, no tick label reads).
            if let bad = more.flatMap(\.points).first(where: { !($0.value.isFinite && abs($0.value) <= Plot.largestValue) }) {
                throw PlotError.invalidValue(option: source.option, value: source.name, reason: """
                    its value at \(PlotFormat.fixed(bad.time, decimals: 3)) s is \(bad.value.isFinite ? "beyond ±1e12" : "not a number (\(bad.value))"): \
                    give parameters nearer the usual ones
                    """)
            }
            let first = series.count
            series += more.enumerated().map { offset, item in
                Series(name: item.name, points: item.points, color: (first + offset) % Plot.palette.count)
            }
            markers += marks.map { Marker(time: $0.time, label: $0.label, color: first % Plot.palette.count) }
        }
        self.init(title: title ?? sources.map(\.name).joined(separator: " · "), series: series,
                  markers: markers.filter { $0.time <= span }, width: width, height: height)
    }

    /// The time axis: from 0 to the last sample.
    public var xAxis: PlotAxis {
        PlotAxis(covering: 0, series.flatMap(\.points).map(\.time).max() ?? 1, targetTicks: 8)
    }

    /// The value axis: 0 to 1 at least, and every value.
    public var yAxis: PlotAxis {
        let values = series.flatMap(\.points).map(\.value).filter(\.isFinite)
        return PlotAxis(covering: min(0, values.min() ?? 0), max(1, values.max() ?? 1), targetTicks: 6)
    }

    /// The plot area in pixels.
    public var area: CGRect {
        CGRect(x: Plot.insets.left, y: Plot.insets.top, width: Double(width) - Plot.insets.left - Plot.insets.right,
               height: Double(height) - Plot.insets.top - Plot.insets.bottom)
    }

    /// The pixel position of a data point (it works out both axes: for many points, take
    /// ``xAxis`` and ``yAxis`` once, as ``marks`` does).
    public func position(_ point: Point) -> CGPoint {
        let area = self.area
        return CGPoint(x: xAxis.position(of: point.time, from: area.minX, to: area.maxX),
                       y: yAxis.position(of: point.value, from: area.maxY, to: area.minY))
    }
}
