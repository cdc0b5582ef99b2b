import Foundation
import KinetypeDiagnostics

/// A Gaussian blur of premultiplied ARGB32 pixels, applied to one region of a buffer: SwiftUI's
/// `.blur(radius:)` and the blur inside `.shadow(color:radius:x:y:)`.
///
/// **Radius.** The radius is the Gaussian's standard deviation σ, in pixels. SwiftUI draws its
/// blur with Core Animation's Gaussian filter, whose radius is Core Image's: Apple documents
/// `CIImage.applyingGaussianBlur(sigma:)` as "equivalent to using the CIGaussianBlur filter with
/// the specified radius", so a CIGaussianBlur radius *is* σ. CSS `filter: blur(r)` and SVG
/// `feGaussianBlur stdDeviation` mean the same, so `radius: 6` here matches all three. The
/// kernel is `G(x) = exp(−x²/2σ²) / (σ√2π)` along each axis.
///
/// **Reach.** The blur spreads content by `reach = ⌈3σ⌉` pixels (beyond that the kernel holds
/// 0.13% of its weight, under half a level for a full-alpha edge). Callers pass the drawn bounds
/// expanded by `reach`, clipped to the buffer; pixels outside the region are neither read nor
/// written, and count as transparent.
///
/// **Method.** Deriche's fourth-order recursive Gaussian (R. Deriche, "Recursively implementing
/// the Gaussian and its derivatives", INRIA RR-1893, 1993; coefficients as in P. Getreuer,
/// "A Survey of Gaussian Convolution Algorithms", IPOL 2013): per axis, a causal and an
/// anti-causal pass, each two second-order sections, whose sum is the Gaussian. Its cost does not
/// grow with σ, and before rounding it stays within a tenth of a level of an exact convolution
/// for σ from 0.25 to 40 on a sharp disc and on one-pixel lines (the tests check 2/255 against a direct
/// double-precision convolution). Three box blurs, the usual fast approximation, were measured
/// first and rejected: the sum of three boxes is too flat-topped, and on a white disc of radius
/// 20 it misses a true Gaussian by 2.4/255 at σ = 6 and 5.9/255 at σ = 20, in two dimensions.
/// Kept by hand because no library on hand does a premultiplied region blur this fast.
///
/// **Arithmetic.** Four channels at once in `SIMD4<Float>` (values 0...255), two rows at once in
/// the row pass (a `SIMD8`), two rows per step in the column pass; one scratch buffer reused
/// across rows and calls (`BlurScratch`), no allocation per row. The result is rounded to
/// the nearest level, clamped to 0...255 and each color channel to at most its alpha, so the
/// output stays valid premultiplied ARGB. The same input gives the same bytes on every run.
///
/// ```swift
/// let blur = GaussianBlur(radius: 6)
/// let region = drawnBounds.expanded(by: blur.reach).intersection(buffer.bounds)
/// blur.apply(to: buffer, region: region, scratch: &scratch)
/// ```
package struct GaussianBlur: Hashable, Sendable {
    /// The standard deviation σ, in pixels.
    package let radius: Double

    /// Below this σ the blur moves no channel by as much as half a level, so it is skipped.
    ///
    /// At σ = 0.25 a pixel's nearest neighbour gets `exp(−8) ≈ 0.03%` of its weight per axis.
    package static let smallestEffectiveRadius = 0.25

    /// The largest σ the blur applies: 1000 pixels. A wider blur spreads a glyph over more than
    /// the largest canvas into an invisible wash, and the recursive filter's single-precision
    /// coefficients lose their accuracy long before it (at σ = 10⁹ they are no longer numbers).
    package static let largestRadius = 1000.0

    /// A blur of σ = `radius`, held to `largestRadius`.
    package init(radius: Double) {
        self.radius = radius.isNaN ? radius : min(radius, GaussianBlur.largestRadius)
    }

    /// Whether applying the blur would change nothing: σ below `smallestEffectiveRadius`, or
    /// not a number.
    package var isIdentity: Bool { !(radius >= GaussianBlur.smallestEffectiveRadius) || !radius.isFinite }

    /// How many pixels the blur spreads content: `⌈3σ⌉`, 0 when it is skipped.
    package var reach: Int { isIdentity ? 0 : Int(saturating: (3 * radius).rounded(.up)) }

    /// Blurs the pixels of `region` (clipped to the buffer) in place, with scratch memory that
    /// the caller keeps between calls.
    package func apply(to buffer: PixelBuffer, region: PixelRect, scratch: inout BlurScratch) {
        let area = region.intersection(buffer.bounds)
        guard !isIdentity, !area.isEmpty else { return }
        let coefficients = DericheCoefficients(sigma: radius)
        scratch.reserve(width: area.width, height: area.height)
        scratch.withBuffers { rows, causal, states in
            blurRows(buffer, area, coefficients, into: rows, spare: states)
            blurColumns(rows, area, coefficients, causal: causal, states: states, into: buffer)
        }
    }

    /// Blurs the pixels of `region` in place, with scratch memory of its own.
    package func apply(to buffer: PixelBuffer, region: PixelRect) {
        var scratch = BlurScratch()
        apply(to: buffer, region: region, scratch: &scratch)
    }
}
