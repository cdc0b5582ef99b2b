extension GIFEncoder {
    /// What ``GIFEncoder/encode(frameCount:fps:to:frame:)`` wrote.
    public struct Summary: Sendable, Equatable {
        /// Canvas width in pixels.
        public let width: Int
        /// Canvas height in pixels.
        public let height: Int
        /// Frames in the file: the rendered frames minus those merged into a longer delay
        /// (identical to the previous one, or shorter than the minimum delay).
        public let frameCount: Int
        /// Total duration in centiseconds: `round(frameCount·100/fps)` of the rendered frames.
        public let duration: Int
        /// Size of the file in bytes.
        public let byteCount: Int
    }
}
