import KinetypeCard
import KinetypePrimitives
import KinetypeText
import KinetypeEffects

/// A scene as a scene file describes it: canvas, frame rate, duration, background and layers.
///
/// `SceneLoader` reads one from YAML or JSON, checking every value and filling in defaults; code
/// (such as the CLI's quick mode) may also build one directly. A whole file, with the defaults:
///
/// ```yaml
/// version: 1               # required; the only version so far
/// canvas: 1280x720         # or {width: 1280, height: 720}; each side 1…16384
/// fps: 30                  # frames per second, 0.1 to 240
/// duration: 3              # seconds, > 0 and ≤ 86400 (a day), or audio (the soundtrack's length); default: the latest layer end, or 3
/// background: black        # SceneBackground, or a picture or video (SceneBackdrop)
/// layers: []               # [SceneLayer]
/// fonts: fonts/            # a folder of fonts (or a font file, or a list) to find families in first; default none
/// audio: song.mp3          # a soundtrack for the video (SceneAudio); default none
/// safeArea: tiktok         # the area lengths such as safe.bottom measure (SafeArea); default the 5%-of-width margin
/// ```
///
/// Two documents are equal when they describe the same scene; where each value was written
/// (`sourceMap`) is not compared, so a scene read from YAML equals the same scene read from JSON.
public struct SceneDocument: Equatable, Sendable {
    /// The version of the scene file format this loader reads.
    public static let currentVersion = 1
    /// The default frame rate.
    public static let defaultFPS = 30.0
    /// The highest frame rate the loader accepts (`TitleCard.maximumFPS`).
    public static let maximumFPS = TitleCard.maximumFPS
    /// The default duration when no layer has an `end`: 3 seconds.
    public static let defaultDuration = 3.0
    /// The longest time the loader accepts (`TitleCard.maximumDuration`).
    public static let maximumTime = TitleCard.maximumDuration

    /// The format version; `currentVersion`.
    public var version: Int
    /// The frame size; default 1280 × 720.
    public var canvas: SceneCanvas
    /// Frames per second; default 30.
    public var fps: Double
    /// Seconds; default the latest `end` of any layer, or 3 seconds when no layer has one.
    public var duration: Double
    /// What is drawn behind the layers; default black.
    public var background: SceneBackground
    /// A picture or video behind the layers in place of `background`, if any.
    public var backdrop: SceneBackdrop?
    /// The layers, drawn in order (later ones on top); default none.
    public var layers: [SceneLayer]
    /// Word-timed captions drawn over the layers; default none.
    public var captions: SceneCaptions?
    /// The time a still shows by default, in seconds (`poster: 1.5`); nil (default) lets the
    /// card choose the last moment the most layers are fully in (`TitleCard.posterTime`).
    public var poster: Double?
    /// Folders of fonts and font files, as written (relative to the scene's folder), whose
    /// families layers name before the bundled and installed ones (`Font/registerFonts(at:)`):
    /// a brand's fonts beside the scene. Default none.
    public var fonts: [String] = []
    /// The soundtrack of the card's video, if any (``SceneAudio``).
    public var audio: SceneAudio?
    /// The part of the canvas a platform's interface leaves clear, which the lengths
    /// `safe.top`, `safe.bottom`, `safe.leading` and `safe.trailing` measure (``SceneLength``);
    /// nil (default) for the default margin, 5% of the canvas width a side.
    public var safeArea: SafeArea?
    /// `duration: audio`: the card lasts as long as its soundtrack, which the command line
    /// measures (``fit(toSoundEndingAt:)``); until then ``duration`` is the default one.
    public var durationFollowsAudio = false
    /// The template's parameters (its `params:` block), in the order written; empty for a scene
    /// that declares none.
    public var parameters: [SceneParameter] = []
    /// Where each value was written, for errors found after loading. Empty for a built scene.
    public var sourceMap: SceneSourceMap

    /// A scene; the defaults above unless given.
    public init(canvas: SceneCanvas = SceneCanvas(), fps: Double = SceneDocument.defaultFPS,
                duration: Double = SceneDocument.defaultDuration, background: SceneBackground = .color(.black),
                layers: [SceneLayer] = [], sourceMap: SceneSourceMap = SceneSourceMap()) {
        version = Self.currentVersion
        self.canvas = canvas
        self.fps = fps
        self.duration = duration
        self.background = background
        self.layers = layers
        self.sourceMap = sourceMap
    }

    /// When a layer is gone: its `end`, or the end of the scene when it has none.
    public func end(of layer: SceneLayer) -> Double {
        layer.end ?? duration
    }

    /// Equal content; `sourceMap` is ignored.
    public static func == (lhs: SceneDocument, rhs: SceneDocument) -> Bool {
        lhs.version == rhs.version && lhs.canvas == rhs.canvas && lhs.fps == rhs.fps
            && lhs.duration == rhs.duration && lhs.background == rhs.background && lhs.layers == rhs.layers
            && lhs.captions == rhs.captions && lhs.poster == rhs.poster
            && lhs.backdrop == rhs.backdrop && lhs.fonts == rhs.fonts
            && lhs.audio == rhs.audio && lhs.durationFollowsAudio == rhs.durationFollowsAudio
    }
}
