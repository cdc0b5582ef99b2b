import KinetypeEncoders

/// The settings of the PNG formats (a still, a folder of frames, APNG).
public struct PNGOptions: FormatOptions, Equatable {
    /// How hard the frames are compressed: `PNGCompression/fast` (the default),
    /// `PNGCompression/balanced` or `PNGCompression/smallest`. Every setting decodes to the
    /// same pixels.
    public var compression: PNGCompression

    /// PNG settings, compressed as `compression` says.
    public init(compression: PNGCompression = .fast) {
        self.compression = compression
    }

    /// The defaults.
    public init() { self.init(compression: .fast) }
}
