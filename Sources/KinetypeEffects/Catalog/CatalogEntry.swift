/// What every catalogue entry has: a name scene files and the command line use, a one-line
/// summary for listings, and typed parameters with defaults.
public protocol CatalogEntry: Sendable {
    /// The name scene files and the command line use: letters, digits, `-` and `_`, starting with a
    /// letter (registration refuses any other).
    var name: String { get }
    /// One line for the command line's listings, lower case without a final full stop.
    var summary: String { get }
    /// The parameters the entry takes, each with its default, in the order listings show them.
    var parameters: [CatalogParameter] { get }
}
