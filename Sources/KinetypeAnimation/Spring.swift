import Foundation

/// A representation of a spring's motion.
///
/// SwiftUI's `Spring` (iOS 17). A spring is a damped harmonic oscillator that
/// starts at 0 with an initial velocity and moves toward a target. Like
/// SwiftUI, it stores three numbers:
///
/// - `angularFrequency` ω: the damped angular frequency, **signed**. ω > 0
///   means under-damped, ω = 0 critically damped, ω < 0 over-damped with
///   |ω| = ω₀·√(ζ² − 1), where ω₀ = √(k/m) is the natural frequency;
/// - `decayConstant` λ = c/(2m) (= ζ·ω₀);
/// - the mass m.
///
/// Everything else (``duration``, ``bounce``, ``stiffness``, …) is derived from
/// these with the same floating-point operations as SwiftUI, so the numbers
/// match it to the last bit where that has been checked (see
/// `animation-math.md` §1).
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// spring.stiffness   // 157.91…  (= (2π/0.5)²)
/// spring.damping     // 17.59…   (= 4π·0.7/0.5)
/// spring.value(target: 1.0, time: 0.25)
/// ```
public struct Spring: Hashable, Sendable {
    /// ω: the signed damped angular frequency (see the type's discussion).
    package var angularFrequency: Double
    /// λ: the exponential decay rate of the envelope, c/(2m).
    package var decayConstant: Double
    /// The mass m of the object attached to the spring.
    public let mass: Double
}

/// 2π, the factor between a period and an angular frequency.
let tau = 2 * Double.pi

extension Spring {
    /// A smooth spring with a predefined duration and no bounce:
    /// `Spring(duration: 0.5, bounce: 0)`, ζ = 1.
    public static var smooth: Spring { Spring() }

    /// A smooth spring that can be tuned:
    /// `Spring(duration: duration, bounce: extraBounce)` (base bounce 0).
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much bounce to add to the base bounce of 0.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small amount of bounce that feels snappy:
    /// `Spring(duration: 0.5, bounce: 0.15)`, ζ = 0.85.
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }

    /// A snappy spring that can be tuned:
    /// `Spring(duration: duration, bounce: 0.15 + extraBounce)`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much bounce to add to the base bounce of 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a higher amount of bounce:
    /// `Spring(duration: 0.5, bounce: 0.3)`, ζ = 0.7.
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }

    /// A bouncy spring that can be tuned:
    /// `Spring(duration: duration, bounce: 0.3 + extraBounce)`.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - extraBounce: How much bounce to add to the base bounce of 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
