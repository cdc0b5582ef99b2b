import KinetypeAnimation
import KinetypeDiagnostics

extension Spring {
    /// The bounces a spring given by duration and bounce takes, in scene files and in the
    /// command line's plots: -1 (overdamped) through 1 (undamped), SwiftUI's range.
    public static let bounceRange = ValueRange(-1...1)
}
