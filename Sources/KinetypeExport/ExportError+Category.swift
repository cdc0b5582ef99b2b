import KinetypeDiagnostics

extension ExportError: KinetypeError {
    /// A frame range, an output name whose format cannot be told, chunks that do not make one card
    /// and an animated ASS asked of another format are bad input; the rest are failures to write.
    public var category: ErrorCategory {
        switch self {
        case .frameRangeOutOfBounds, .unknownFormat, .cannotDrawOverVideo, .noCaptions, .badChunks, .timelineMedia, .assMotionNeedsASS, .soundtrackOverVideo: return .input
        default: return .output
        }
    }
}
