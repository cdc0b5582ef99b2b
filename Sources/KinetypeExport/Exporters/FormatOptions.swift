/// The settings of one exporter (``CardExporter/Options``) that the other formats do not read,
/// kept in ``ExportOptions`` by their type; `init()` gives the defaults.
public protocol FormatOptions: Sendable {
    /// The default settings.
    init()
}

/// The settings of an exporter that reads only the shared ones (GIF, SVG and PDF stills,
/// Telegram stickers).
public struct NoFormatOptions: FormatOptions {
    /// No settings.
    public init() {}
}
