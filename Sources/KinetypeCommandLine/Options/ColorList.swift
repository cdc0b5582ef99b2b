import ArgumentParser
import Kinetype

/// An option that takes colours separated by commas (`captions --speaker-colors
/// white,yellow,cyan`).
struct ColorList: CheckedOptionValue {
    /// The colours, in the order given.
    var colors: [Color]

    /// Each comma-separated part a colour (``Color/init(checking:)``; spaces around it and empty
    /// parts ignored); the first that is not one throws its reason, with its place when there are
    /// several.
    init(checking argument: String) throws {
        let parts = argument.split(separator: ",")
        colors = try parts.enumerated().map { index, part in
            do {
                return try Color(checking: String(part))
            } catch {
                throw parts.count == 1 ? error : InputError("colour \(index + 1) of \(parts.count): \(error)")
            }
        }
    }
}
