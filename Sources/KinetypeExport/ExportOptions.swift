import Foundation
import KinetypeVideo
import KinetypeEncoders

/// How to export: which frames, how many threads, what quality; and each format's own settings
/// (``subscript(_:)``).
public struct ExportOptions: Sendable {
    /// The time of the frame a still format shows; nil means the card's poster time
    /// (`TitleCard/posterTime`).
    public var stillTime: TimeInterval?
    /// Only these frame indices (for splitting a render across processes); nil means all.
    public var frames: ClosedRange<Int>?
    /// Threads that render frames; the output does not depend on it.
    public var threads: Int
    /// Quality 1–100, lower for smaller files. GIF: 100 (the default) redraws every changed
    /// pixel; lower values let a pixel drift a few levels before it is redrawn and take a
    /// smaller palette. MP4: x264's constant rate factor (`VideoCompression.x264CRF(quality:)`:
    /// 21 at 100 for `VideoCompression.standard`, 18 for `VideoCompression.smallest`, up to 51 at 1); WebM:
    /// VP9's, 30 at 100 up to 63 at 1 (one step of CRF for every three of quality). APNG, MOV
    /// and PNG are lossless or fixed and ignore it.
    public var quality: Int
    /// Called after each frame is written, with the number done and the total.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// The exporters' own settings, by their type.
    private var settings: [ObjectIdentifier: any FormatOptions] = [:]

    /// Options shared by every format; `pngCompression` and `videoCompression` set
    /// ``PNGOptions/compression`` and ``VideoExporter/Options/compression``.
    public init(stillTime: TimeInterval? = nil, frames: ClosedRange<Int>? = nil,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount, quality: Int = 100,
                pngCompression: PNGCompression = .fast, videoCompression: VideoCompression = .standard,
                progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.stillTime = stillTime
        self.frames = frames
        self.threads = threads
        self.quality = quality
        self.progress = progress
        if pngCompression != .fast { self[PNGOptions.self].compression = pngCompression }
        if videoCompression != .standard { self[VideoExporter.Options.self].compression = videoCompression }
    }

    /// The settings of type `Settings` (``CardExporter/Options``): as set, else its defaults.
    ///
    /// ```swift
    /// var options = ExportOptions()
    /// options[AnimatedSVGExporter.Options.self].loops = true
    /// ```
    public subscript<Settings: FormatOptions>(_ type: Settings.Type) -> Settings {
        get { settings[ObjectIdentifier(type)] as? Settings ?? Settings() }
        set { settings[ObjectIdentifier(type)] = newValue }
    }
}

extension ExportOptions {
    /// ``PNGOptions/compression``.
    @available(*, deprecated, message: "use options[PNGOptions.self].compression")
    public var pngCompression: PNGCompression {
        get { self[PNGOptions.self].compression }
        set { self[PNGOptions.self].compression = newValue }
    }

    /// ``VideoExporter/Options/compression``.
    @available(*, deprecated, message: "use options[VideoExporter.Options.self].compression")
    public var videoCompression: VideoCompression {
        get { self[VideoExporter.Options.self].compression }
        set { self[VideoExporter.Options.self].compression = newValue }
    }

    /// ``TimelineOptions/media``.
    @available(*, deprecated, message: "use options[TimelineOptions.self].media")
    public var timelineMedia: ExportFormat {
        get { self[TimelineOptions.self].media }
        set { self[TimelineOptions.self].media = newValue }
    }

    /// ``TimelineOptions/markers``.
    @available(*, deprecated, message: "use options[TimelineOptions.self].markers")
    public var timelineMarkers: TimelineMarkers {
        get { self[TimelineOptions.self].markers }
        set { self[TimelineOptions.self].markers = newValue }
    }

    /// ``AnimatedSVGExporter/Options/loops``.
    @available(*, deprecated, message: "use options[AnimatedSVGExporter.Options.self].loops")
    public var loops: Bool {
        get { self[AnimatedSVGExporter.Options.self].loops }
        set { self[AnimatedSVGExporter.Options.self].loops = newValue }
    }

    /// ``AnimatedSVGExporter/Options/rasterizesUnsupported`` and
    /// ``LottieExporter/Options/rasterizesUnsupported`` at once (true when either is).
    @available(*, deprecated, message: "use options[AnimatedSVGExporter.Options.self] or options[LottieExporter.Options.self]")
    public var rasterizesUnsupported: Bool {
        get { self[AnimatedSVGExporter.Options.self].rasterizesUnsupported || self[LottieExporter.Options.self].rasterizesUnsupported }
        set {
            self[AnimatedSVGExporter.Options.self].rasterizesUnsupported = newValue
            self[LottieExporter.Options.self].rasterizesUnsupported = newValue
        }
    }
}
