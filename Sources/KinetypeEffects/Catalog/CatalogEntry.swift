/// What every catalogue entry has: a name scene files and the command line use, a one-line
/// summary for listings, and typed parameters with defaults.
public protocol CatalogEntry: Sendable {
    var name: String { get }
    var summary: String { get }
    var parameters: [CatalogParameter] { get }
}
