import Foundation
import KinetypeAnimation
import KinetypeDiagnostics
import KinetypeEffects
import KinetypePrimitives
import KinetypeSymbols
import KinetypeText

/// The command line's spellings of plot sources. Each parser throws ``PlotError`` naming the
/// option and the value, with an example of what it takes.
extension PlotSource {
    /// The durations (spring, curve, keyframe times) a plot takes: more than 0, at most 60 s.
    public static let durationRange = ValueRange(above: 0, through: 60, unit: "seconds")
    /// The bounces a spring takes (`Spring/bounceRange`, as in scene files).
    public static var bounceRange: ValueRange { Spring.bounceRange }
    /// The damping fractions a spring takes.
    public static let dampingRange = ValueRange(above: 0, through: 100)
    /// The elements a transition's plot draws, and the layers of an effect's.
    public static let elementRange = ValueRange(1...24, unit: "elements", whole: true)

    /// `--spring`: a preset (`smooth`, `snappy`, `bouncy`), `DURATION,BOUNCE` (`0.5,0.3`),
    /// `duration=0.5,bounce=0.3`, `response=0.5,dampingFraction=0.8` (or `dampingRatio`), or
    /// `stiffness=100,damping=10[,mass=1]`.
    public static func spring(parsing text: String) throws(PlotError) -> PlotSource {
        let option = "--spring"
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let preset = Spring.named.first(where: { $0.name == trimmed }) {
            return .spring(preset.value, name: preset.name)
        }
        let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let usage = "write a preset (\(Spring.named.map(\.name).joined(separator: ", "))), DURATION,BOUNCE (0.5,0.3), "
            + "response=0.5,dampingFraction=0.8 or stiffness=100,damping=10"
        if !parts.contains(where: { $0.contains("=") }) {
            guard (1...2).contains(parts.count), let duration = Double(parts[0]), let bounce = parts.count == 2 ? Double(parts[1]) : 0 else {
                let hint = NameSuggestion.nearest(to: trimmed, among: Spring.named.map(\.name)).map { "did you mean '\($0)'? " } ?? ""
                throw .invalidValue(option: option, value: text, reason: "not a spring: \(hint)\(usage)")
            }
            return .spring(try check(duration, durationRange, "the duration", option, text),
                           bounce: try check(bounce, bounceRange, "the bounce", option, text), text: text)
        }
        var values: [String: Double] = [:]
        let keys = ["duration", "bounce", "response", "dampingFraction", "dampingRatio", "stiffness", "damping", "mass"]
        for part in parts {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, let value = Double(pair[1]) else {
                throw .invalidValue(option: option, value: text, reason: "'\(part)' is not name=number: \(usage)")
            }
            guard keys.contains(pair[0]) else {
                let hint = NameSuggestion.nearest(to: pair[0], among: keys).map { " (did you mean '\($0)'?)" } ?? ""
                throw .invalidValue(option: option, value: text, reason: "'\(pair[0])' is not a spring parameter\(hint): \(usage)")
            }
            values[pair[0]] = value
        }
        let given = Set(values.keys)
        if given.isSubset(of: ["duration", "bounce"]) {
            return .spring(try check(values["duration"] ?? 0.5, durationRange, "the duration", option, text),
                           bounce: try check(values["bounce"] ?? 0, bounceRange, "the bounce", option, text), text: text)
        }
        if let response = values["response"], given.isSubset(of: ["response", "dampingFraction", "dampingRatio"]) {
            let damping = try check(values["dampingFraction"] ?? values["dampingRatio"] ?? 0.825, dampingRange, "the damping fraction", option, text)
            let spring = Spring(response: try check(response, durationRange, "the response", option, text), dampingRatio: damping)
            return .spring(spring, name: "spring(response: \(PlotFormat.short(response)), dampingFraction: \(PlotFormat.short(damping)))")
        }
        if let stiffness = values["stiffness"], let damping = values["damping"], given.isSubset(of: ["stiffness", "damping", "mass"]) {
            let positive = ValueRange(above: 0, through: 1e6)
            let mass = try check(values["mass"] ?? 1, positive, "the mass", option, text)
            let spring = Spring(mass: mass, stiffness: try check(stiffness, positive, "the stiffness", option, text),
                                damping: try check(damping, positive, "the damping", option, text), allowOverDamping: true)
            return .spring(spring, name: "spring(mass: \(PlotFormat.short(mass)), stiffness: \(PlotFormat.short(stiffness)), damping: \(PlotFormat.short(damping)))")
        }
        throw .invalidValue(option: option, value: text, reason: "these parameters do not go together: \(usage)")
    }

    private static func spring(_ duration: Double, bounce: Double, text: String) -> PlotSource {
        .spring(Spring(duration: duration, bounce: bounce),
                name: "spring(duration: \(PlotFormat.short(duration)), bounce: \(PlotFormat.short(bounce)))")
    }

    private static func check(_ value: Double, _ range: ValueRange, _ what: String, _ option: String, _ text: String) throws(PlotError) -> Double {
        guard range.contains(value) else {
            throw .invalidValue(option: option, value: text, reason: "\(what) \(ValueRange.format(value)) is not valid: give \(range.expectation)")
        }
        return value
    }

    /// `--curve`: a named curve (`easeInOut`, …) or `cubic(x1, y1, x2, y2)` (also `bezier(…)`),
    /// played over `duration` seconds.
    public static func curve(parsing text: String, duration: Double = 1) throws(PlotError) -> PlotSource {
        let duration = try check(duration, durationRange, "the duration", "--duration", "\(duration)")
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return .curve(try unitCurve(parsing: trimmed, option: "--curve", whole: text), duration: duration, name: trimmed)
    }

    /// A curve name or `cubic(x1, y1, x2, y2)`.
    static func unitCurve(parsing text: String, option: String, whole: String) throws(PlotError) -> UnitCurve {
        if let named = UnitCurve.named.first(where: { $0.name == text }) { return named.value }
        for prefix in ["cubic(", "bezier("] where text.hasPrefix(prefix) && text.hasSuffix(")") {
            let numbers = text.dropFirst(prefix.count).dropLast().split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2], let y2 = numbers[3],
                  [x1, y1, x2, y2].allSatisfy(\.isFinite) else {
                throw .invalidValue(option: option, value: whole, reason: "write four numbers, cubic(x1, y1, x2, y2), for example cubic(0.42, 0, 0.58, 1)")
            }
            guard (0...1).contains(x1), (0...1).contains(x2) else {
                throw .invalidValue(option: option, value: whole, reason: "the control points' x must be from 0 to 1 (time goes forward)")
            }
            return .bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
        }
        let names = UnitCurve.named.map(\.name)
        let hint = NameSuggestion.nearest(to: text, among: names).map { "did you mean '\($0)'? " } ?? ""
        throw .invalidValue(option: option, value: whole, reason: "not a curve: \(hint)use one of \(names.joined(separator: ", ")) or cubic(x1, y1, x2, y2)")
    }

    /// `--keyframes`: `TIME:VALUE [KIND], …`. A first keyframe at time 0 is the start value
    /// (else the track starts at 0); each later one reaches VALUE at TIME (seconds, increasing)
    /// by KIND: `linear` (the default), `cubic`, `move` (holds, then jumps at TIME), `spring` (smooth; or a preset,
    /// `snappy`, `bouncy`), or a curve name (a linear keyframe along that curve).
    ///
    /// `0:0, 0.5:1 spring, 1:0.5 linear` rises to 1 on a spring, then slides to 0.5.
    public static func keyframes(parsing text: String) throws(PlotError) -> PlotSource {
        let option = "--keyframes"
        let usage = "write TIME:VALUE [KIND], … with KIND linear, cubic, move, spring, \(Spring.named.map(\.name).joined(separator: ", ")) or a curve name, for example \"0:0, 0.5:1 spring, 1:0.5 linear\""
        var start = 0.0
        var previous = 0.0
        var segments: [(from: Double, to: Double, duration: Double, kind: String)] = []
        for (index, entry) in text.split(separator: ",").enumerated() {
            let words = entry.split(separator: " ").map(String.init)
            let pair = words.first?.split(separator: ":").map { Double($0) } ?? []
            guard (1...2).contains(words.count), pair.count == 2, let time = pair[0], let value = pair[1], time.isFinite, value.isFinite else {
                throw .invalidValue(option: option, value: text, reason: "'\(entry.trimmingCharacters(in: .whitespaces))' is not a keyframe: \(usage)")
            }
            if index == 0, time == 0 {
                start = value
                continue
            }
            guard time > previous else {
                throw .invalidValue(option: option, value: text, reason: "keyframes go forward in time: \(ValueRange.format(time)) s comes after \(ValueRange.format(previous)) s")
            }
            guard time <= durationRange.upperBound else {
                throw .invalidValue(option: option, value: text, reason: "\(ValueRange.format(time)) s is past the \(ValueRange.format(durationRange.upperBound)) s a plot shows")
            }
            let kind = words.count == 2 ? words[1] : "linear"
            let kinds = ["linear", "cubic", "move", "spring"] + Spring.named.map(\.name) + UnitCurve.named.map(\.name)
            guard kinds.contains(kind) else {
                let hint = NameSuggestion.nearest(to: kind, among: kinds).map { "did you mean '\($0)'? " } ?? ""
                throw .invalidValue(option: option, value: text, reason: "'\(kind)' is not a kind of keyframe: \(hint)\(usage)")
            }
            segments.append((segments.last?.to ?? start, value, time - previous, kind))
            previous = time
        }
        guard !segments.isEmpty else {
            throw .invalidValue(option: option, value: text, reason: "give at least one keyframe after the start: \(usage)")
        }
        let timeline = KeyframeTimeline(initialValue: start) {
            KeyframeTrack {
                for segment in segments {
                    switch segment.kind {
                    case "cubic": CubicKeyframe(segment.to, duration: segment.duration)
                    case "move":
                        // Holds, then jumps at its time (a MoveKeyframe alone jumps at once).
                        LinearKeyframe(segment.from, duration: segment.duration)
                        MoveKeyframe(segment.to)
                    case "spring": SpringKeyframe(segment.to, duration: segment.duration, spring: .smooth)
                    case let name where Spring.named.contains { $0.name == name }:
                        SpringKeyframe(segment.to, duration: segment.duration, spring: Spring.named.first { $0.name == name }!.value)
                    case let name where UnitCurve.named.contains { $0.name == name }:
                        LinearKeyframe(segment.to, duration: segment.duration, timingCurve: UnitCurve.named.first { $0.name == name }!.value)
                    default: LinearKeyframe(segment.to, duration: segment.duration)
                    }
                }
            }
        }
        return .keyframes(timeline, name: "keyframes")
    }

    /// `--transition NAME`: the transition from the catalogue, `duration` seconds long, drawn
    /// for `elements` elements (glyphs, words or lines, as it staggers).
    public static func transition(named name: String, elements: Int, duration: Double = 0.8,
                                  catalog: TransitionCatalog = .shared) throws(PlotError) -> PlotSource {
        let option = "--transition"
        guard elementRange.contains(elements) else {
            throw .invalidValue(option: "--elements", value: "\(elements)", reason: "give \(elementRange.expectation)")
        }
        let duration = try check(duration, durationRange, "the duration", "--duration", ValueRange.format(duration))
        do {
            let transition = try TextTransition.named(name, duration: duration, catalog: catalog)
            return .transition(transition, elements: elements, name: "\(name) (\(transition.stagger.rawValue))")
        } catch {
            throw .invalidValue(option: option, value: name, reason: "\(error)")
        }
    }

    /// `--effect`: a symbol effect in dot syntax (`bounce.up.byLayer`), played `repeat` times
    /// (nil: its own default; 0 means continuously) at `speed`, over `layers` layers. A text
    /// change that draws itself (`replace.morph`, `replace.scramble`, …) plots its progress,
    /// over `duration` seconds when given (else its own), a scramble's over `layers` slots;
    /// other effects keep their own timing and leave `duration` unused.
    public static func effect(parsing text: String, repeat count: Int? = nil, speed: Double = 1,
                              layers: Int = 1, duration: Double? = nil) throws(PlotError) -> PlotSource {
        let option = "--effect"
        let effect: AnySymbolEffect
        do {
            effect = try SymbolEffectParser.parse(text)
        } catch {
            throw .invalidValue(option: option, value: text, reason: error.description)
        }
        guard elementRange.contains(layers) else {
            throw .invalidValue(option: "--elements", value: "\(layers)", reason: "give \(elementRange.expectation)")
        }
        guard speed > 0, speed <= 100, speed.isFinite else {
            throw .invalidValue(option: "--speed", value: ValueRange.format(speed), reason: "give a rate greater than 0 and at most 100, for example 2")
        }
        if let duration {
            guard TextReplacement.durationRange.contains(duration) else {
                throw .invalidValue(option: "--duration", value: ValueRange.format(duration), reason: "give \(TextReplacement.durationRange.expectation)")
            }
        }
        let change = TextReplacement(Text(""), at: 0, effect: effect,
                                     animation: duration.map { TextReplacement.animation(duration: $0, timing: nil) } ?? nil, speed: speed)
        if change.drawsItsOwnChange {
            if let count {
                throw .invalidValue(option: "--repeat", value: "\(count)", reason: "\(text) plays once, as a replace does; leave --repeat out")
            }
            var name = text
            if let duration { name += ", \(ValueRange.format(duration)) s" }
            if speed != 1 { name += ", speed \(ValueRange.format(speed))" }
            return .replacement(change, slots: layers, name: name)
        }
        var options = SymbolEffectOptions.speed(speed)
        var name = text
        if let count {
            guard (0...100).contains(count) else {
                throw .invalidValue(option: "--repeat", value: "\(count)", reason: "give a number of plays from 1 to 100, or 0 to repeat continuously")
            }
            options = count == 0 ? options.repeat(.continuous) : options.repeat(count)
            name += count == 0 ? ", repeat continuously" : ", repeat \(count)"
        }
        if speed != 1 { name += ", speed \(ValueRange.format(speed))" }
        return .effect(effect, options: options, layers: layers, name: name)
    }
}
