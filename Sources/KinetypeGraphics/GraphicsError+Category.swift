import KinetypeDiagnostics

extension GraphicsError: KinetypeError {
    /// A canvas size and an image file are bad input; anything else is a drawing or output failure.
    public var category: ErrorCategory {
        if case .invalidCanvasSize = self { return .input }
        if case .unreadableImage = self { return .input }
        return .output
    }
}
