/// SwiftUI's `ContentMode`: how a size of one shape goes into a size of another, for
/// ``LayerAspectRatio``.
public enum ContentMode: String, CaseIterable, Sendable {
    /// The largest size of the shape that fits inside.
    case fit
    /// The smallest size of the shape that covers it.
    case fill
}
