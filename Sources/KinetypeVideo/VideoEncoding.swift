/// What one encoding asks of a format's codec (``VideoFormat/codec``): whether the card has
/// alpha, the quality and compression, and, drawn over a video, that video's depth and HDR10
/// metadata.
package struct VideoEncoding: Sendable {
    /// The card's background is clear and the frames keep their alpha (never over a video).
    package var hasAlpha: Bool
    /// 1...100 (``VideoCompression/x264CRF(quality:)``, ``vp9CRF``).
    package var quality: Int
    /// How x264 trades memory for bytes (MP4 only).
    package var compression: VideoCompression
    /// The pictures are a video's, the card drawn on them: encoded as footage, tagged as that
    /// video is (the caller adds its tags).
    package var overVideo: Bool
    /// The width of the frames (ProRes's faster encoder takes only even widths).
    package var width: Int
    /// The video drawn over has 10 bits a sample, which the file keeps.
    package var deep: Bool
    /// The video's HDR10 metadata as x265 takes it (``VideoUnderlay/masteringMetadata``).
    package var x265Parameters: [String]

    /// An encoding; the defaults are a card alone, at the best quality and standard compression.
    package init(hasAlpha: Bool, quality: Int = 100, compression: VideoCompression = .standard, overVideo: Bool = false, width: Int = 2,
                 deep: Bool = false, x265Parameters: [String] = []) {
        self.hasAlpha = hasAlpha
        self.quality = quality
        self.compression = compression
        self.overVideo = overVideo
        self.width = width
        self.deep = deep
        self.x265Parameters = x265Parameters
    }

    /// The colour tags of a card alone: BT.709's primaries, transfer and matrix in limited
    /// range, chroma sited at the centre of each 2 × 2 block (``Frame/yuv420p(evenSides:)``), as
    /// every player expects of HD video.
    package static let bt709Tags = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
                                     "-chroma_sample_location", "center"]

    /// The tags a card alone is written with; none over a video, whose own tags the encoder adds.
    package var tags: [String] { overVideo ? [] : Self.bt709Tags }

    /// libvpx-vp9's constant rate factor for ``quality``: 30 at 100, rising by one for every
    /// three steps down, to 63 (its worst) at 1.
    package var vp9CRF: Int { 30 + (100 - min(100, max(1, quality))) / 3 }
}
