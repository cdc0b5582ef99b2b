import Foundation
import KinetypePrimitives

extension UnitCurve {
    /// A cubic Bézier timing function from (0, 0) to (1, 1) in polynomial form.
    ///
    /// c = 3p₁, b = 3(p₂ − p₁) − c, a = 1 − c − b for each axis, so
    /// X(t) = ((aₓt + bₓ)t + cₓ)t. The x of the control points is clamped to
    /// [0, 1]; y is kept. Values and velocities are rounded to 2⁻²⁰.
    package struct CubicSolver: Hashable, Sendable {
        private let ax, bx, cx: Double
        private let ay, by, cy: Double

        /// The resolution of values and velocities, 2⁻²⁰.
        private static let resolution = 1.0 / 1_048_576.0

        package init(startControlPoint: UnitPoint, endControlPoint: UnitPoint) {
            let p1x = min(max(Double(startControlPoint.x), 0), 1)
            let p2x = min(max(Double(endControlPoint.x), 0), 1)
            cx = p1x * 3
            bx = (p2x - p1x) * 3 - cx
            ax = 1 - cx - bx
            cy = Double(startControlPoint.y) * 3
            by = (Double(endControlPoint.y) - Double(startControlPoint.y)) * 3 - cy
            ay = 1 - cy - by
        }

        /// Y(X⁻¹(x)), rounded to a multiple of 2⁻²⁰.
        package func value(at x: Double) -> Double {
            let t = solve(x)
            return Self.rounded(((ay * t + by) * t + cy) * t)
        }

        /// Y′(t)/X′(t) at t = X⁻¹(x), rounded to 2⁻²⁰: 1 when X′ = Y′,
        /// ±∞ when X′ = 0 alone.
        package func velocity(at x: Double) -> Double {
            let t = solve(x)
            let dx = cx + ((bx + bx) + ax * 3 * t) * t
            let dy = cy + ((by + by) + ay * 3 * t) * t
            if dx == dy { return 1 }
            if dx == 0 { return dy < 0 ? -.infinity : .infinity }
            return Self.rounded(dy / dx)
        }

        private static func rounded(_ y: Double) -> Double {
            (y / resolution).rounded() * resolution
        }

        private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

        /// The parameter t in [0, 1] with |X(t) − x| < 10⁻¹²: Newton's method
        /// from t = x, then bisection if Newton stalls on a flat stretch.
        ///
        /// Decision: SwiftUI stops at |X(t) − x| < 2⁻²⁰, which can put the
        /// rounded result one grid step off the exact one (so `.linear` would
        /// give 0.5 + 2⁻¹⁹ at 0.5). Solving tighter makes the output the exact
        /// curve value rounded to the 2⁻²⁰ grid.
        private func solve(_ x: Double) -> Double {
            let tolerance = 1e-12
            var t = x
            for _ in 0..<12 {
                let error = sampleX(t) - x
                if abs(error) < tolerance { return t }
                let slope = slopeX(t)
                if abs(slope) < 1e-6 { break }
                t -= error / slope
            }
            var low = 0.0, high = 1.0
            t = x
            for _ in 0..<100 {
                let error = sampleX(t) - x
                if abs(error) < tolerance { return t }
                if error < 0 { low = t } else { high = t }
                t = (low + high) / 2
            }
            return t
        }
    }
}
