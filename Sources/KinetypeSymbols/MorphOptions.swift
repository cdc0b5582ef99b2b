import Foundation
import KinetypeDiagnostics

/// Kinetype: how an outline morph (`replace.morph`) cuts the texts, written as the argument of
/// `morph` in a dot string: `replace.morph`, `replace.morph(cluster)`, `replace.morph(unit: line)`.
public struct MorphOptions: Hashable, Sendable, CustomStringConvertible {
    /// What morphs as one outline.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// Each line of the old text into the same line of the new (the default): contours pair
        /// across the whole line.
        case line
        /// Each glyph cluster into the cluster at the same place in reading order; clusters left
        /// over shrink into or grow from their own centres.
        case cluster
    }

    /// What morphs as one outline; `line` by default.
    public var unit: Unit

    /// Options morphing by `unit`.
    public init(unit: Unit = .line) {
        self.unit = unit
    }

    /// `morph`, or `morph(cluster)`.
    public var description: String { unit == .line ? "morph" : "morph(\(unit.rawValue))" }

    /// Reads `morph`'s argument: a unit, bare or labelled `unit:`; throws the reason naming the key.
    static func parse(_ argument: String?) throws(ScrambleOptions.Problem) -> MorphOptions {
        guard let argument, !argument.isEmpty else { return MorphOptions() }
        var value = argument
        if let colon = argument.firstIndex(of: ":") {
            let key = argument[..<colon].trimmingCharacters(in: .whitespaces)
            guard key == "unit" else { throw .init("unknown key '\(key)': morph takes unit: line or cluster") }
            value = argument[argument.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        guard let unit = Unit(rawValue: value) else {
            let names = Unit.allCases.map(\.rawValue)
            throw .init("unknown unit '\(value)': give line or cluster" + NameSuggestion.hint(NameSuggestion.nearest(to: value, among: names)))
        }
        return MorphOptions(unit: unit)
    }
}
