import ArgumentParser
import Kinetype

/// An option that takes a colour or `none` (`captions --stroke`).
struct ColorOrNone: CheckedOptionValue {
    /// The colour; nil for `none`.
    var color: Color?

    /// `none` (in any case) for no colour, else a colour (``Color/init(checking:)``).
    init(checking argument: String) throws {
        color = argument.trimmingCharacters(in: .whitespaces).lowercased() == "none" ? nil : try Color(checking: argument)
    }

    /// A colour, or none for nil.
    init(_ color: Color?) {
        self.color = color
    }
}
