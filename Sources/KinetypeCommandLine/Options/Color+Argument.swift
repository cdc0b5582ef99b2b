import ArgumentParser
import Kinetype

extension Color: CheckedOptionValue {
    /// The colour an option gives, in Kinetype's one colour grammar (`Color(parsing:)`): a name
    /// (`white`, `red` …; `clear` for transparent) or a hex code with its `#` (`#ff3b8e`). A text
    /// that is neither throws the parser's reason, with the nearest name when there is one.
    public init(checking argument: String) throws {
        try self.init(parsing: argument)
    }
}
