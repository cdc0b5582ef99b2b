import Foundation
import KinetypePrimitives
import KinetypeDiagnostics

/// What a Lottie file cannot hold, and a Telegram sticker's rules.
public enum LottieError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The card draws `feature` (with the layer that draws it, first at `time` seconds), which
    /// Lottie players do not show alike.
    case unsupported(feature: String, time: TimeInterval)
    /// A Telegram sticker's rules the card breaks, each with how to fix it.
    case stickerRules([String])

    /// The message: the feature and its time with what to do instead, or each broken sticker rule.
    public var description: String {
        switch self {
        case .unsupported(let feature, let time):
            return "Lottie cannot show \(feature) (drawn from \(time.decimalText(places: 4)) s): leave it out of the card, or write a video or GIF"
        case .stickerRules(let rules):
            return "a Telegram sticker must follow its rules: " + rules.joined(separator: "; ")
        }
    }

    /// The same as ``description``, for Foundation's `localizedDescription`.
    public var errorDescription: String? { description }
}

extension LottieError: KinetypeError {
    /// A card Lottie cannot show, or a sticker that breaks Telegram's rules, is bad input.
    public var category: ErrorCategory { .input }
}
