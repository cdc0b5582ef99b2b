import Foundation

extension Plot {
    /// What a plot draws, in pixels (y down), in drawing order. Every mark has a role that the
    /// SVG writes as its class: `grid`, `axis`, `x-tick` and `y-tick` (labels), `x-label`,
    /// `y-label`, `title`, `series`, `marker`, `marker-label`, `legend`.
    public enum Mark: Hashable, Sendable {
        /// A straight line from `from` to `to`: a grid line, an axis, a marker or a legend swatch.
        /// `color` is `#rrggbb`, `width` is in pixels, and `dash` gives the on and off lengths in
        /// pixels (empty: solid).
        case line(from: CGPoint, to: CGPoint, color: String, width: Double, dash: [Double], role: String)
        /// A series' curve through its points, in its colour, `width` pixels wide; `name` is the
        /// series' name (the SVG's `data-name`).
        case polyline([CGPoint], color: String, width: Double, name: String)
        /// A label at `at`, placed by `anchor`, set at `size` pixels in `color`; `rotated` turns it
        /// a quarter turn anticlockwise about `at` (the value axis's label).
        case text(String, at: CGPoint, anchor: Anchor, size: Double, color: String, rotated: Bool, role: String)
    }

    /// Where a text's position is: its start, middle or end along the baseline, vertically
    /// centred on the position.
    public enum Anchor: String, Hashable, Sendable { case start, middle, end }

    static let gridColor = "#e3e3e8"
    static let axisColor = "#3a3a3c"
    static let textColor = "#1c1c1e"

    /// The plot laid out as marks.
    public var marks: [Mark] {
        let area = self.area, x = xAxis, y = yAxis
        var marks: [Mark] = []
        for tick in x.ticks {
            let px = x.position(of: tick, from: area.minX, to: area.maxX)
            marks.append(.line(from: CGPoint(x: px, y: area.minY), to: CGPoint(x: px, y: area.maxY), color: Plot.gridColor, width: 1, dash: [], role: "grid"))
            marks.append(.text(x.label(tick), at: CGPoint(x: px, y: area.maxY + 14), anchor: .middle, size: 12, color: Plot.textColor,
                               rotated: false, role: "x-tick"))
        }
        for tick in y.ticks {
            let py = y.position(of: tick, from: area.maxY, to: area.minY)
            marks.append(.line(from: CGPoint(x: area.minX, y: py), to: CGPoint(x: area.maxX, y: py), color: Plot.gridColor, width: 1, dash: [], role: "grid"))
            marks.append(.text(y.label(tick), at: CGPoint(x: area.minX - 8, y: py), anchor: .end, size: 12, color: Plot.textColor,
                               rotated: false, role: "y-tick"))
        }
        // The axes: the value 0 line (where the motion starts) and the time 0 line.
        let zero = y.position(of: 0, from: area.maxY, to: area.minY)
        marks.append(.line(from: CGPoint(x: area.minX, y: zero), to: CGPoint(x: area.maxX, y: zero), color: Plot.axisColor, width: 1, dash: [], role: "axis"))
        marks.append(.line(from: CGPoint(x: area.minX, y: area.minY), to: CGPoint(x: area.minX, y: area.maxY), color: Plot.axisColor, width: 1, dash: [], role: "axis"))
        marks.append(.text(xLabel, at: CGPoint(x: area.midX, y: Double(height) - 16), anchor: .middle, size: 13, color: Plot.textColor,
                           rotated: false, role: "x-label"))
        marks.append(.text(yLabel, at: CGPoint(x: 16, y: area.midY), anchor: .middle, size: 13, color: Plot.textColor,
                           rotated: true, role: "y-label"))
        marks.append(.text(title, at: CGPoint(x: area.minX, y: 22), anchor: .start, size: 15, color: Plot.textColor,
                           rotated: false, role: "title"))
        for (index, marker) in markers.enumerated() {
            let px = x.position(of: marker.time, from: area.minX, to: area.maxX)
            let color = Plot.palette[marker.color % Plot.palette.count]
            marks.append(.line(from: CGPoint(x: px, y: area.minY), to: CGPoint(x: px, y: area.maxY), color: color, width: 1.5, dash: [6, 4], role: "marker"))
            let labelY = area.maxY - 12 - Double(index) * 16
            let anchor: Anchor = px > area.maxX - 120 ? .end : .start
            marks.append(.text(marker.label, at: CGPoint(x: px + (anchor == .end ? -6 : 6), y: labelY), anchor: anchor, size: 12, color: color,
                               rotated: false, role: "marker-label"))
        }
        for series in series {
            // The axes as computed above: each is a pass over every point.
            let points = series.points.filter { $0.value.isFinite }.map { point in
                CGPoint(x: x.position(of: point.time, from: area.minX, to: area.maxX),
                        y: y.position(of: point.value, from: area.maxY, to: area.minY))
            }
            marks.append(.polyline(points, color: Plot.palette[series.color % Plot.palette.count], width: 2, name: series.name))
        }
        // The legend, top right inside the plot area, one line per series (when there is more than one).
        if series.count > 1 {
            for (index, series) in series.enumerated() {
                let color = Plot.palette[series.color % Plot.palette.count]
                let rowY = area.minY + 14 + Double(index) * 18
                let right = area.maxX - 10
                marks.append(.line(from: CGPoint(x: right - 24, y: rowY), to: CGPoint(x: right, y: rowY), color: color, width: 2, dash: [], role: "legend"))
                marks.append(.text(series.name, at: CGPoint(x: right - 30, y: rowY), anchor: .end, size: 12, color: Plot.textColor,
                                   rotated: false, role: "legend"))
            }
        }
        return marks
    }
}
