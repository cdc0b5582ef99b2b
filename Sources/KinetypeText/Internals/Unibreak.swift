import Foundation
internal import CKinetypeUnibreak

/// Where a line may or must break, from libunibreak (UAX #14).
enum LineBreakOpportunity: UInt8 {
    case mustBreak, allowBreak, noBreak
}

/// The libunibreak calls of the text module, in one place.
enum Unibreak {
    private static let initialized: Bool = {
        init_linebreak()
        return true
    }()

    /// The opportunity after each scalar of `scalars` (`set_linebreaks_utf32`). The last scalar of
    /// a text always reports a mandatory break (end of text).
    static func opportunities(_ scalars: [UInt32], language: String? = nil) -> [LineBreakOpportunity] {
        _ = initialized
        guard !scalars.isEmpty else { return [] }
        var breaks = [CChar](repeating: 0, count: scalars.count)
        scalars.withUnsafeBufferPointer { text in
            set_linebreaks_utf32(text.baseAddress, scalars.count, language, &breaks)
        }
        return breaks.map { value in
            switch Int32(value) {
            case LINEBREAK_MUSTBREAK: return .mustBreak
            case LINEBREAK_ALLOWBREAK: return .allowBreak
            default: return .noBreak
            }
        }
    }
}
