import Foundation
import KinetypePrimitives

extension Plot {
    /// The plot as an SVG document: its ``marks`` as `<line>`, `<polyline>` and `<text>`
    /// elements whose class is the mark's role, coordinates with two decimals. Written by hand
    /// (a few element kinds, fixed formatting) so the bytes depend only on the plot.
    ///
    /// A series is `<polyline class="series" data-name="…" points="x,y x,y …"/>`; tick labels are
    /// `<text class="x-tick" x="…">` centred on their tick and `<text class="y-tick" y="…">`
    /// vertically centred on theirs, so a reader can map pixels back to data.
    public func svg() -> String {
        func f(_ value: Double) -> String { PlotFormat.fixed(value, decimals: 2) }
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            font-family="Noto Sans, DejaVu Sans, sans-serif">
            <rect width="\(width)" height="\(height)" fill="#ffffff"/>

            """
        for mark in marks {
            switch mark {
            case .line(let from, let to, let color, let width, let dash, let role):
                let dashes = dash.isEmpty ? "" : " stroke-dasharray=\"\(dash.map(f).joined(separator: " "))\""
                out += "<line class=\"\(role)\" x1=\"\(f(from.x))\" y1=\"\(f(from.y))\" x2=\"\(f(to.x))\" y2=\"\(f(to.y))\" "
                    + "stroke=\"\(color)\" stroke-width=\"\(f(width))\"\(dashes)/>\n"
            case .polyline(let points, let color, let width, let name):
                let list = points.map { "\(f($0.x)),\(f($0.y))" }.joined(separator: " ")
                out += "<polyline class=\"series\" data-name=\"\(name.xmlEscaped)\" fill=\"none\" stroke=\"\(color)\" "
                    + "stroke-width=\"\(f(width))\" stroke-linejoin=\"round\" points=\"\(list)\"/>\n"
            case .text(let text, let at, let anchor, let size, let color, let rotated, let role):
                let rotation = rotated ? " transform=\"rotate(-90 \(f(at.x)) \(f(at.y)))\"" : ""
                out += "<text class=\"\(role)\" x=\"\(f(at.x))\" y=\"\(f(at.y))\" text-anchor=\"\(anchor.rawValue)\" "
                    + "dominant-baseline=\"central\" font-size=\"\(f(size))\" fill=\"\(color)\"\(rotation)>\(text.xmlEscaped)</text>\n"
            }
        }
        return out + "</svg>\n"
    }

}
