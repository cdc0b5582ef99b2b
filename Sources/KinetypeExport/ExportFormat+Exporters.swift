import KinetypeCaptions

extension ExportFormat {
    /// The writer of every output format, in the order help and errors list their extensions:
    /// the one table of output formats. ``init(path:)`` takes the first whose
    /// ``CardExporter/extensions`` hold the path's.
    public static let exporters: [any CardExporter] = [
        GIFExporter(),
        PNGExporter(),
        PAMExporter(),
        PNGSequenceExporter(),
        APNGExporter(),
        VideoExporter(.mp4),
        VideoExporter(.webm),
        VideoExporter(.mov),
        VectorStillExporter(.svg),
        VectorStillExporter(.pdf),
        AnimatedSVGExporter(),
        LottieExporter(),
        StickerExporter(),
        OTIOExporter(),
        FCPXMLExporter(),
        CaptionFileExporter(ASSWriter()),
        CaptionFileExporter(WebVTTWriter()),
        CaptionFileExporter(SRTWriter()),
        CaptionFileExporter(TTMLWriter()),
    ]

    /// ``exporters`` by format; two writers of one format stop the program at first use.
    static let exporterByFormat = Dictionary(uniqueKeysWithValues: exporters.map { ($0.format, $0) })
}
