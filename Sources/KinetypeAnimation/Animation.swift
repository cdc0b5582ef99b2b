import Foundation

/// The way a value changes over time from one state to another.
///
/// SwiftUI's `Animation`: a type-erased ``CustomAnimation``. Built-in
/// animations are timing curves (``linear``, ``easeInOut``, …), springs
/// (``spring``, ``smooth``, ``snappy``, ``bouncy``, ``interpolatingSpring``)
/// and ``default``; modifiers (``delay(_:)``, ``speed(_:)``,
/// ``repeatCount(_:autoreverses:)``, ``repeatForever(autoreverses:)``)
/// wrap them. Wrap your own with ``init(_:)``.
///
/// An animation changes a value by Δ = to − from: at time t after it began, the shown value
/// is `to − Δ + animate(value: Δ, time: t)`, and `to` once ``animate(value:time:context:)``
/// returns `nil` (see ``CustomAnimation``).
///
/// Two animations are equal when they wrap equal values of the same type;
/// ``default`` is only equal to itself, as in SwiftUI.
///
/// To evaluate an animation offline (its value, velocity and completion at
/// any time, with retargeting), use ``Animator`` or the convenience methods
/// such as ``value(from:to:at:)``.
public struct Animation: Hashable, Sendable {
    /// The animation this value wraps.
    public let base: any CustomAnimation

    /// Wraps a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    /// The wrapped animation as `type`, if it is one.
    package func `as`<A: CustomAnimation>(_ type: A.Type) -> A? {
        base as? A
    }

    /// The part of `value` covered at `time`, or `nil` once finished (see
    /// ``CustomAnimation/animate(value:time:context:)``).
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The velocity at `time`, or `nil` if unknown.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation takes over `previous` (see
    /// ``CustomAnimation/shouldMerge(previous:value:time:context:)``).
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// Whether both wrap equal animations of the same type. ``default`` is equal only to itself,
    /// not to the spring it runs.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    /// Hashes the wrapped animation's type and value, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }
}

extension CustomAnimation {
    fileprivate func isEqual(to other: any CustomAnimation) -> Bool {
        (other as? Self) == self
    }
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible {
    /// The wrapped animation's description, such as `DefaultAnimation()`.
    public var description: String { String(describing: base) }

    /// `AnyAnimator(…)` around the wrapped animation's debug description.
    public var debugDescription: String { "AnyAnimator(\(String(reflecting: base)))" }
}

extension Animation {
    /// The default animation: a spring with response 0.55, damping fraction
    /// 1 and no blending.
    ///
    /// Decision (the reference marks the response UNCERTAIN): Apple's
    /// documentation gives `spring(response: 0.55, dampingFraction: 1.0,
    /// blendDuration: 0.0)` for iOS 17 and later, while OpenSwiftUI forwards
    /// to `.spring` (response 0.5). Kinetype follows Apple's 0.55.
    ///
    /// `.default` is only equal to `.default`, not to the same spring built
    /// by hand, so code can tell a chosen animation from the default one.
    public static let `default` = Animation(DefaultAnimation())
}

/// The animation behind ``Animation/default``: forwards to a spring with
/// response 0.55 and damping fraction 1.
struct DefaultAnimation: CustomAnimation {
    static let base = FluidSpringAnimation(response: 0.55, dampingFraction: 1.0, blendDuration: 0)

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        Self.base.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        Self.base.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        Self.base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}
