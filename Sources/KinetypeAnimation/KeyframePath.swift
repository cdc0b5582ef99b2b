import Foundation

/// A keyframe track resolved against its start value: a sequence of timed
/// elements, each starting where the previous one ended.
///
/// Lookup at time t walks the elements by their durations; a time exactly on
/// a boundary belongs to the earlier element. Before 0 the path holds its
/// start value, after its end its final value.
struct KeyframePath<Data: VectorArithmetic> {
    enum Element {
        /// from + (to − from)·curve(τ/d).
        case linear(from: Data, to: Data, duration: Double, curve: UnitCurve)
        /// Cubic Hermite from p0 to p1 with tangents m0, m1 (velocity·d).
        case cubic(p0: Data, p1: Data, m0: Data, m1: Data, duration: Double)
        /// from + spring.value(target:initialVelocity:time: τ), cut at duration.
        case spring(from: Data, target: Data, velocity: Data, spring: Spring, duration: Double)
        case move(to: Data)
    }

    private(set) var elements: [Element] = []
    /// The time at which each element ends.
    private var ends: [Double] = []
    private let start: Data

    /// The sum of the element durations.
    var duration: Double { ends.last ?? 0 }

    init(segments: [KeyframeSegment<Data>], initialValue: Data, initialVelocity: Data?) {
        start = initialValue
        for index in segments.indices {
            append(resolve(segments, at: index, initialValue: initialValue, initialVelocity: initialVelocity))
        }
    }

    /// The end value of the last element, if any.
    private var lastEnd: Data? {
        guard let last = elements.last else { return nil }
        return Self.end(last)
    }

    /// The end velocity of the last element, if any.
    private var lastEndVelocity: Data? {
        guard let last = elements.last else { return nil }
        return Self.endVelocity(last)
    }

    private mutating func append(_ element: Element) {
        elements.append(element)
        ends.append(duration + Self.duration(of: element))
    }

    /// The element for keyframe `index`, given the elements before it.
    private func resolve(_ segments: [KeyframeSegment<Data>], at index: Int, initialValue: Data, initialVelocity: Data?) -> Element {
        let from = lastEnd ?? initialValue
        switch segments[index] {
        case let .move(to):
            return .move(to: to)
        case let .linear(to, duration, curve):
            return .linear(from: from, to: to, duration: duration, curve: curve)
        case let .spring(to, duration, spring, startVelocity):
            let velocity = startVelocity ?? lastEndVelocity ?? initialVelocity ?? .zero
            let target = to - from
            let length = duration ?? spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: 1e-4)
            return .spring(from: from, target: target, velocity: velocity, spring: spring, duration: length)
        case let .cubic(to, duration, startVelocity, endVelocity):
            let v0 = startVelocity
                ?? cubicStartVelocity(segments, at: index, from: from, to: to, duration: duration, initialVelocity: initialVelocity)
            let v1 = endVelocity ?? cubicEndVelocity(segments, at: index, from: from, to: to, duration: duration)
            return .cubic(p0: from, p1: to, m0: v0.scaled(by: duration), m1: v1.scaled(by: duration), duration: duration)
        }
    }

    /// v₀ of a cubic keyframe without a start velocity.
    private func cubicStartVelocity(_ segments: [KeyframeSegment<Data>], at index: Int, from: Data, to: Data, duration: Double, initialVelocity: Data?) -> Data {
        guard index > 0, let previous = elements.last else { return initialVelocity ?? .zero }
        if case let .cubic(_, previousDuration, _, previousEnd) = segments[index - 1] {
            if let previousEnd { return previousEnd }
            let before = elements.count >= 2 ? Self.end(elements[elements.count - 2]) : startValueBefore(previous)
            return Self.catmullRom(before: before, after: to, durations: previousDuration, duration)
        }
        return Self.endVelocity(previous)
    }

    /// The start value of `element` (used only for the first element).
    private func startValueBefore(_ element: Element) -> Data {
        switch element {
        case let .linear(from, _, _, _): from
        case let .cubic(p0, _, _, _, _): p0
        case let .spring(from, _, _, _, _): from
        case .move: start
        }
    }

    /// v₁ of a cubic keyframe without an end velocity.
    private func cubicEndVelocity(_ segments: [KeyframeSegment<Data>], at index: Int, from: Data, to: Data, duration: Double) -> Data {
        guard index + 1 < segments.count else { return .zero }
        switch segments[index + 1] {
        case .move:
            return .zero
        case let .cubic(nextTo, nextDuration, nextStart, _):
            return nextStart ?? Self.catmullRom(before: from, after: nextTo, durations: duration, nextDuration)
        case let .linear(nextTo, nextDuration, curve):
            guard nextDuration > 0 else { return .zero }
            return (nextTo - to).scaled(by: curve.velocity(at: 0) / nextDuration)
        case let .spring(nextTo, _, _, nextStart):
            return nextStart ?? Self.catmullRom(before: from, after: nextTo, durations: duration, duration)
        }
    }

    /// The Catmull-Rom velocity at a point between two segments of
    /// durations d₋ and d₊: (after − before)/(d₋ + d₊). If either duration is
    /// 0 the tangent is not rescaled: (after − before)/2 per segment.
    private static func catmullRom(before: Data, after: Data, durations first: Double, _ second: Double) -> Data {
        guard first > 0, second > 0 else {
            let tangent = (after - before).scaled(by: 0.5)
            return first > 0 ? tangent.scaled(by: 1 / first) : (second > 0 ? tangent.scaled(by: 1 / second) : .zero)
        }
        return (after - before).scaled(by: 1 / (first + second))
    }

    private static func duration(of element: Element) -> Double {
        switch element {
        case let .linear(_, _, duration, _): max(0, duration)
        case let .cubic(_, _, _, _, duration): max(0, duration)
        case let .spring(_, _, _, _, duration): max(0, duration)
        case .move: 0
        }
    }

    private static func end(_ element: Element) -> Data {
        value(of: element, at: .infinity)
    }

    private static func endVelocity(_ element: Element) -> Data {
        switch element {
        case let .spring(_, target, velocity, spring, duration):
            return spring.derivative(target: target, initialVelocity: velocity, time: duration)
        default:
            return velocity(of: element, at: duration(of: element))
        }
    }

    /// The element's value at local time τ, clamped to [0, duration].
    private static func value(of element: Element, at time: Double) -> Data {
        switch element {
        case let .linear(from, to, duration, curve):
            guard duration > 0 else { return to }
            return from + (to - from).scaled(by: curve.value(at: min(max(time / duration, 0), 1)))
        case let .cubic(p0, p1, m0, m1, duration):
            guard duration > 0 else { return p1 }
            let s = min(max(time / duration, 0), 1)
            let s2 = s * s, s3 = s2 * s
            return p0.scaled(by: 2 * s3 - 3 * s2 + 1) + m0.scaled(by: s3 - 2 * s2 + s)
                + p1.scaled(by: -2 * s3 + 3 * s2) + m1.scaled(by: s3 - s2)
        case let .spring(from, target, velocity, spring, duration):
            return from + spring.value(target: target, initialVelocity: velocity, time: min(max(time, 0), duration))
        case let .move(to):
            return to
        }
    }

    /// The element's velocity at local time τ in [0, duration].
    private static func velocity(of element: Element, at time: Double) -> Data {
        switch element {
        case let .linear(from, to, duration, curve):
            guard duration > 0 else { return .zero }
            return (to - from).scaled(by: curve.velocity(at: min(max(time / duration, 0), 1)) / duration)
        case let .cubic(p0, p1, m0, m1, duration):
            guard duration > 0 else { return .zero }
            let s = min(max(time / duration, 0), 1)
            let s2 = s * s
            let derivative = p0.scaled(by: 6 * s2 - 6 * s) + m0.scaled(by: 3 * s2 - 4 * s + 1)
                + p1.scaled(by: -6 * s2 + 6 * s) + m1.scaled(by: 3 * s2 - 2 * s)
            return derivative.scaled(by: 1 / duration)
        case let .spring(_, target, velocity, spring, duration):
            return spring.derivative(target: target, initialVelocity: velocity, time: min(max(time, 0), duration))
        case .move:
            return .zero
        }
    }

    /// The index of the element containing `time`, or `nil` after the end.
    private func locate(_ time: Double) -> Int? {
        guard !ends.isEmpty, time <= ends[ends.count - 1] else { return nil }
        var low = 0, high = ends.count - 1
        while low < high {
            let mid = (low + high) / 2
            if time <= ends[mid] { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The time at which element `index` starts.
    private func startTime(of index: Int) -> Double {
        index == 0 ? 0 : ends[index - 1]
    }

    /// The value at track time `time`.
    @_specialize(exported: false, where Data == Double)
    func value(at time: Double) -> Data {
        guard let index = locate(time) else { return lastEnd ?? start }
        return Self.value(of: elements[index], at: time - startTime(of: index))
    }

    /// The velocity at track time `time` (0 before the start and after the end).
    @_specialize(exported: false, where Data == Double)
    func velocity(at time: Double) -> Data {
        guard time >= 0, let index = locate(time) else { return .zero }
        return Self.velocity(of: elements[index], at: time - startTime(of: index))
    }
}
