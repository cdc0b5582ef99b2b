import Foundation

/// The coefficients of Deriche's fourth-order recursive Gaussian for one σ, as two second-order
/// sections per direction.
///
/// Deriche fits the Gaussian's right half with two damped cosines,
/// `h(t) = Σₖ 2·Re(αₖ·βₖᵗ)` for `t ≥ 0`, `βₖ = exp(−λₖ/σ)`, with the fitted constants
/// `α₁ = 1.6797 + 3.7348i, λ₁ = 1.7832 + 0.6318i, α₂ = −0.6803 − 0.2598i, λ₂ = 1.7228 + 1.9969i`
/// (Getreuer's IPOL 2013 values of Deriche's 1993 `a0 a1 b0 ω0 c0 c1 b1 ω1`). Each conjugate pair
/// is the recursive filter
///
///     causal      y⁺[n] = n₀x[n] + n₁x[n−1]   − d₁y⁺[n−1] − d₂y⁺[n−2]
///     anti-causal y⁻[n] = m₁x[n+1] + m₂x[n+2] − d₁y⁻[n+1] − d₂y⁻[n+2]
///
/// with `n₀ = 2Re α`, `n₁ = −2Re(α·β̄)`, `m₁ = 2Re(α·β)`, `m₂ = −2|β|²Re α`, `d₁ = −2Re β`,
/// `d₂ = |β|²`. The output is the sum of the four filters, scaled so the whole kernel sums to 1:
/// the sum over both halves is `Σₖ 2Re(αₖ(1 + βₖ)/(1 − βₖ))`.
struct DericheCoefficients: Sendable {
    /// Per section: causal feed-forward, anti-causal feed-forward, shared feedback.
    let n0: (SIMD4<Float>, SIMD4<Float>)
    let n1: (SIMD4<Float>, SIMD4<Float>)
    let m1: (SIMD4<Float>, SIMD4<Float>)
    let m2: (SIMD4<Float>, SIMD4<Float>)
    let d1: (SIMD4<Float>, SIMD4<Float>)
    let d2: (SIMD4<Float>, SIMD4<Float>)
    /// The constant added to every value so filter tails never become subnormal (see
    /// `GaussianBlur+Passes.swift`): one level.
    let bias = SIMD4<Float>(repeating: 1)
    /// Each section's output for a constant input equal to `bias`: the state before the first
    /// pixel. Causal `(n₀ + n₁)·b / (1 + d₁ + d₂)`, anti-causal `(m₁ + m₂)·b / (1 + d₁ + d₂)`; the
    /// four sum to `b`.
    let causalRest: (SIMD4<Float>, SIMD4<Float>)
    let antiCausalRest: (SIMD4<Float>, SIMD4<Float>)

    /// Deriche's constants (αₖ, λₖ), one of each conjugate pair.
    private static let pairs: [(alpha: (re: Double, im: Double), lambda: (re: Double, im: Double))] = [
        ((1.6797292232361107, 3.7348298269103580), (1.7831906544515104, 0.6318113174569493)),
        ((-0.6802783501806897, -0.2598300478959625), (1.7228297663338028, 1.9969276832487770)),
    ]

    init(sigma: Double) {
        typealias Complex = (re: Double, im: Double)
        func times(_ a: Complex, _ b: Complex) -> Complex { (a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re) }
        func over(_ a: Complex, _ b: Complex) -> Complex {
            let norm = b.re * b.re + b.im * b.im
            return ((a.re * b.re + a.im * b.im) / norm, (a.im * b.re - a.re * b.im) / norm)
        }
        var sections: [(n0: Double, n1: Double, m1: Double, m2: Double, d1: Double, d2: Double)] = []
        var total = 0.0
        for (alpha, lambda) in DericheCoefficients.pairs {
            // β = exp(−λ/σ)
            let magnitude = exp(-lambda.re / sigma), angle = -lambda.im / sigma
            let beta: Complex = (magnitude * cos(angle), magnitude * sin(angle))
            let betaConjugate: Complex = (beta.re, -beta.im)
            let squaredNorm = magnitude * magnitude
            sections.append((n0: 2 * alpha.re,
                             n1: -2 * times(alpha, betaConjugate).re,
                             m1: 2 * times(alpha, beta).re,
                             m2: -2 * squaredNorm * alpha.re,
                             d1: -2 * beta.re,
                             d2: squaredNorm))
            let oneMinusBeta: Complex = (1 - beta.re, -beta.im)
            let onePlusBeta: Complex = (1 + beta.re, beta.im)
            total += 2 * over(times(alpha, onePlusBeta), oneMinusBeta).re
        }
        func lanes(_ value: Double) -> SIMD4<Float> { SIMD4(repeating: Float(value)) }
        let (a, b) = (sections[0], sections[1])
        n0 = (lanes(a.n0 / total), lanes(b.n0 / total))
        n1 = (lanes(a.n1 / total), lanes(b.n1 / total))
        m1 = (lanes(a.m1 / total), lanes(b.m1 / total))
        m2 = (lanes(a.m2 / total), lanes(b.m2 / total))
        d1 = (lanes(a.d1), lanes(b.d1))
        d2 = (lanes(a.d2), lanes(b.d2))
        causalRest = (lanes((a.n0 + a.n1) / total / (1 + a.d1 + a.d2)),
                      lanes((b.n0 + b.n1) / total / (1 + b.d1 + b.d2)))
        antiCausalRest = (lanes((a.m1 + a.m2) / total / (1 + a.d1 + a.d2)),
                          lanes((b.m1 + b.m2) / total / (1 + b.d1 + b.d2)))
    }
}
