import Foundation

extension Spring {
    /// Creates a spring that settles in about `settlingDuration` seconds.
    ///
    /// The inputs are clamped first: ζ ← clamp(dampingRatio, ε₆₄, 1) (so the
    /// spring is never over-damped; ε₆₄ = `Double.ulpOfOne`) and
    /// T ← clamp(settlingDuration, 0.01, 10). Then the natural frequency ω₀ is
    /// the root of
    ///
    /// - ζ < 1: f(x) = ε − |ζ/√(1−ζ²)·e^{−ζTx}|, the envelope of the oscillation
    ///   reaching ε at time T;
    /// - ζ = 1: f(x) = e^{−Tx}(Tx + 1) − ε (the threshold is −ε for x < 0);
    ///
    /// found by Newton's method from x = 5/T (12 iterations) or, if that
    /// diverges, from x = 1/T (20 iterations). Finally λ = ζ·ω₀ and
    /// ω = ω₀·√(1 − ζ²), m = 1.
    ///
    /// Decision: this reproduces SwiftUI's solver step for step, including its
    /// quirks, rather than solving the equation exactly: the slope used for
    /// ζ < 1 is ζ²T/(e^{ζTx}·√(1−ζ²)), which is not f′; the stopping test
    /// compares the *signed* previous step with ε·10⁵; a non-converged run
    /// still returns its last iterate. Respring checks 16 cases of this
    /// initializer against SwiftUI with `==`.
    ///
    /// - Parameters:
    ///   - settlingDuration: The approximate time for the spring to come to rest.
    ///   - dampingRatio: The drag as a fraction of the amount needed for critical damping.
    ///   - epsilon: How small all later displacements must be for the spring to count as settled.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let zeta = min(max(dampingRatio, .ulpOfOne), 1)
        let duration = min(max(settlingDuration, 0.01), 10)
        let solver = SettlingSolver(zeta: zeta, duration: duration, epsilon: epsilon)
        var root = 0.0
        if !solver.newton(initialGuess: 5, maxIterations: 12, result: &root) {
            _ = solver.newton(initialGuess: 1, maxIterations: 20, result: &root)
        }
        let omegaSquared = root * root
        let halfOmega = root * 2 * zeta / 2
        let damped = abs(omegaSquared - halfOmega * halfOmega).squareRoot()
        self.init(
            angularFrequency: root < halfOmega ? 0 : damped,
            decayConstant: root >= halfOmega ? halfOmega : root,
            mass: 1
        )
    }

    /// The estimated time for the spring to come to rest:
    /// `settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001)`.
    ///
    /// `Spring.smooth.settlingDuration` is 0.7999999999999999 (a 0.1 s grid
    /// value with accumulated rounding), as in SwiftUI.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// The estimated time for the spring to come to rest when moving by `target`.
    ///
    /// - λ = 0 (undamped): +∞.
    /// - Under-damped (ω > 0): the envelope bound. With
    ///   M = ‖λ·target − v₀‖ + ‖target‖, the result is max(0, −ln(ε/M)/λ).
    /// - Critically or over-damped (ω ≤ 0): a scan of t = 0, 0.1, 0.2, …
    ///   (accumulated, at most 1024 steps) of d(t) = ‖value(t) − target‖. It
    ///   keeps the earliest time whose distance is the smallest seen while no
    ///   distance is below ε; once one is, it returns that time as soon as the
    ///   distance has stayed below ε for more than 1 s, and starts over if it
    ///   rises to ε again. A NaN or infinite distance, or an exhausted scan,
    ///   returns 0. Results therefore lie on the 0.1 s grid.
    ///
    /// - Parameters:
    ///   - target: The change the spring makes.
    ///   - initialVelocity: The starting velocity.
    ///   - epsilon: The distance below which the spring counts as settled.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        if decayConstant == 0 {
            return .infinity
        }
        if angularFrequency > 0 {
            let magnitude = (target.scaled(by: decayConstant) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            return max(0, -log(epsilon / magnitude) / decayConstant)
        }
        return settlingScan(epsilon: epsilon, unsettledResult: .zero) { time in
            (value(target: target, initialVelocity: initialVelocity, time: time) - target).magnitudeSquared.squareRoot()
        }
    }

    /// The settling duration for a move from `fromValue` to `toValue`:
    /// `settlingDuration(target: toValue − fromValue, …)`.
    public func settlingDuration<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue - fromValue, initialVelocity: initialVelocity, epsilon: epsilon)
    }
}

/// Newton's method as SwiftUI runs it for `Spring(settlingDuration:dampingRatio:epsilon:)`.
private struct SettlingSolver {
    let zeta: Double
    let duration: Double
    let epsilon: Double

    /// ζ/√(1 − ζ²).
    private var frequencyRatio: Double { zeta / sqrt(1 - zeta * zeta) }

    /// The function whose root is ω₀.
    func f(_ x: Double) -> Double {
        if zeta >= 1 {
            let threshold = x < 0 ? -epsilon : epsilon
            let tx = duration * x
            return exp(-tx) * (tx + 1) - threshold
        }
        return epsilon - abs(frequencyRatio * exp(-(duration * zeta) * x))
    }

    /// The slope used by the Newton step (SwiftUI's, not f′ when ζ < 1).
    func slope(_ x: Double) -> Double {
        if zeta >= 1 {
            return -duration * duration * x / exp(duration * x)
        }
        let xSquared = x * x
        return xSquared * (zeta * zeta * duration) / (exp(duration * zeta * x) * xSquared * sqrt(1 - zeta * zeta))
    }

    /// Runs at most `maxIterations` Newton steps from `initialGuess/T`. Stores
    /// the last iterate in `result` and returns whether it counts as converged.
    func newton(initialGuess: Double, maxIterations: Int, result: inout Double) -> Bool {
        let start = 1 / duration * initialGuess
        let first = start - f(start) / slope(start)
        result = first
        guard first.isFinite else { return false }
        if maxIterations == 1 { return true }
        var current = first - f(first) / slope(first)
        result = current
        guard current.isFinite else { return false }
        var remaining = maxIterations - 2
        if remaining == 0 { return true }
        var previousStep = first - current
        repeat {
            let next = current - f(current) / slope(current)
            result = next
            guard next.isFinite else { return false }
            if abs(next - current) <= epsilon {
                return previousStep <= epsilon * 1e5
            }
            previousStep = current - next
            current = next
            remaining -= 1
        } while remaining > 0
        return true
    }
}

/// What ``settlingScan(epsilon:unsettledResult:distance:)`` returns when its 1024 steps pass
/// without the distance staying below ε: SwiftUI's `Spring` gives 0, its interpolating spring
/// the time of the smallest distance seen.
enum UnsettledScanResult {
    case zero
    case bestTime
}

/// The 0.1 s scan behind ``Spring/settlingDuration(target:initialVelocity:epsilon:)`` and the
/// interpolating spring's removal time, for springs whose settling time has no closed form.
///
/// At t = 0, 0.1, 0.2, … (accumulated, at most 1024 steps) it keeps the earliest time whose
/// `distance(t)` from the target is the smallest seen while none is below ε; once one is, it
/// returns that time as soon as the distance has stayed below ε for more than 1 s, and starts
/// over if it rises to ε again. A NaN or infinite distance returns 0.
func settlingScan(epsilon: Double, unsettledResult: UnsettledScanResult, distance: (Double) -> Double) -> Double {
    var bestTime = -1.0
    var bestDistance = Double.infinity
    var time = 0.0
    for _ in 0..<1024 {
        let distance = distance(time)
        guard distance.isFinite else { return 0 }
        if bestDistance >= epsilon {
            if distance < bestDistance {
                bestTime = time
                bestDistance = distance
            }
        } else if distance >= epsilon {
            bestDistance = .infinity
        } else if time - bestTime > 1 {
            return bestTime
        }
        time += 0.1
    }
    switch unsettledResult {
    case .zero: return 0
    case .bestTime: return bestTime
    }
}
