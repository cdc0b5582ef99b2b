import Foundation
import KinetypeAnimation
import KinetypePrimitives

/// One staggered element of a transition as its style sees it: how far in it is, which way it is
/// going, and where it is.
///
/// A style is SwiftUI's `Transition` idea, one function of the phase: at ``progress`` 1 the
/// element is drawn as it is (`identity`); at 0 it is fully hidden, before it appears
/// (``phase`` `willAppear`, while entering) or after it disappears (`didDisappear`, while leaving).
public struct TransitionElement: Sendable {
    /// How shown the element is: 0 hidden, 1 shown. Springs may overshoot 1 (or dip below 0).
    public var progress: Double
    /// `willAppear` while entering, `didDisappear` while leaving.
    public var phase: TransitionPhase
    /// The element's typographic bounds in the layout's coordinates (origin at the text's top left).
    public var bounds: CGRect
    /// Its place in the order the elements start in (``TextTransition/order``; reading order by
    /// default), from 0.
    public var index: Int
    /// How many elements the transition staggers over (1 when the whole text is one element).
    public var count: Int
    /// The canvas in the layout's coordinates, so an element can move fully off it; without a
    /// canvas (a renderer drawn on its own), three times the text's size around it.
    public var stage: CGRect
    /// Seconds since the transition started (at its speed), for a style that changes over time
    /// as well as with progress, such as a scramble's characters; 0 where no clock applies.
    public var time: TimeInterval = 0
    /// The transition's seed (``TextTransition/seed``), for a style's own random choices.
    public var seed: UInt64 = 0

    /// `1 - progress`: how hidden the element is.
    public var hidden: Double { 1 - progress }
    /// ``progress`` clamped to 0…1, for opacities.
    public var clampedProgress: Double { max(0, min(1, progress)) }
    /// The centre of ``bounds``.
    public var center: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }
}
