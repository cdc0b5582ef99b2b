import KinetypeDiagnostics

extension ExportError: KinetypeError {
    /// A frame range, an output name whose format cannot be told and an input video or chunks that
    /// do not read are bad input; the rest are failures to write.
    public var category: ErrorCategory {
        switch self {
        case .frameRangeOutOfBounds, .unknownFormat, .cannotDrawOverVideo, .sizeMismatch, .unreadableVideo, .badChunks, .timelineMedia: return .input
        default: return .output
        }
    }
}

extension AnimatedSVGError: KinetypeError {
    /// A card with something an animated SVG cannot show is bad input for that format.
    public var category: ErrorCategory { .input }
}

extension LottieError: KinetypeError {
    /// A card Lottie cannot show, or a sticker that breaks Telegram's rules, is bad input.
    public var category: ErrorCategory { .input }
}
