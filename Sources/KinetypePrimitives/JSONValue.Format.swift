import Foundation

extension JSONValue {
    /// How ``JSONValue/text(_:)`` lays a value out: its key order, its numbers' precision, and
    /// whether it indents.
    package struct Format: Sendable {
        /// The order an object's members are written in.
        package enum KeyOrder: Sendable {
            /// The order they were built in.
            case asBuilt
            /// `leading` keys first, in that order, then the others sorted by their Unicode
            /// scalars (players such as rlottie read a Lottie object's type first).
            case sorted(leading: [String])
            /// Foundation's `JSONSerialization` order with `.sortedKeys`: numeric, case-insensitive
            /// (`name` before `OTIO_SCHEMA` before `tracks`), as OpenTimelineIO files have it.
            case foundationSorted
        }

        /// The order of each object's members.
        package var keyOrder: KeyOrder
        /// The decimal places a ``JSONValue/number(_:)`` is rounded to; nil writes it exactly.
        package var decimalPlaces: Int?
        /// True lays values out as `JSONSerialization`'s `.prettyPrinted` does: a member or element
        /// a line, two spaces a level, `"key" : value`.
        package var indented: Bool

        /// A layout: members in `keyOrder`, numbers to `decimalPlaces` (nil: exact), indented or
        /// on one line.
        package init(keyOrder: KeyOrder = .asBuilt, decimalPlaces: Int? = nil, indented: Bool = false) {
            self.keyOrder = keyOrder
            self.decimalPlaces = decimalPlaces
            self.indented = indented
        }

        /// On one line, members as built, numbers exact.
        package static let compact = Format()

        /// `members` in this format's order.
        func ordered(_ members: [(key: String, value: JSONValue)]) -> [(key: String, value: JSONValue)] {
            switch keyOrder {
            case .asBuilt:
                return members
            case .sorted(let leading):
                return members.sorted { a, b in
                    let a = a.key, b = b.key
                    let ra = leading.firstIndex(of: a) ?? leading.count, rb = leading.firstIndex(of: b) ?? leading.count
                    return ra != rb ? ra < rb : a < b
                }
            case .foundationSorted:
                return members.sorted { a, b in
                    a.key.compare(b.key, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.key.startIndex..<a.key.endIndex,
                                  locale: NSLocale.system) == .orderedAscending
                }
            }
        }
    }
}
