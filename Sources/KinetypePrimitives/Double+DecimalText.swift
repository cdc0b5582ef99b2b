extension Double {
    /// The number as Kinetype writes it into a text file (JSON, SVG): the shortest digits that
    /// read back as the same `Double` (Swift's `description`), without a trailing `.0`, so 30,
    /// 29.97, 1e-05, -0; with `places`, rounded to that many decimal places first, and -0 written 0.
    ///
    /// Vector files round to 4 places (a ten-thousandth of a pixel), so the same drawing gives the
    /// same bytes however its numbers were reached; a timeline keeps its rates and frames exact.
    ///
    /// ```swift
    /// (2.0 / 3).decimalText(places: 4)   // "0.6667"
    /// 30.0.decimalText()                 // "30"
    /// ```
    package func decimalText(places: Int? = nil) -> String {
        var value = self
        if let places {
            var scale = 1.0
            for _ in 0..<places { scale *= 10 }
            value = (value * scale).rounded() / scale
            if value == 0 { value = 0 }
        }
        var text = String(value)
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }
}
