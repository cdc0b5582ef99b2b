import Foundation
import KinetypeCaptions
import KinetypeCard
import KinetypeEffects
import KinetypeGraphics
import KinetypeText

/// Turns a scene document into a card: the one way from what a user wrote to what Kinetype
/// draws. Scene files, the command line's quick mode (`render --text`), `captions`, batch rows
/// and the preview all build a ``SceneDocument`` and compile it here, so each name is resolved
/// once, in the compiler's `Catalogs`, and every error names its place (``SceneError``): the
/// file, line, column and key path, or the command-line option that set the value, as the
/// document's ``SceneSourceMap`` records.
///
/// The loader checks what the file says (keys, types, ranges, names against the catalogues);
/// the compiler checks what needs the rest of Kinetype (fonts, markup, catalogue entries built
/// with their parameters, transitions that overlap, effects that would never show) and builds
/// each layer as content plus stages (`TitleCard/Layer`). Each kind of stage a layer's keys make
/// is one row of `SceneLayer.stageKinds` (a `SceneStageKind`: its keys, decoder and builder).
///
/// ```swift
/// let url = URL(fileURLWithPath: "card.yaml")
/// let scene = try SceneLoader().load(contentsOf: url, variables: ["name": "Ada"])
/// let card = try SceneCompiler(baseURL: url.deletingLastPathComponent()).compile(scene)
/// ```
public struct SceneCompiler: Sendable {
    /// The catalogues renderer, transition, shader and reveal names are resolved in.
    public var catalogs: Catalogs
    /// The folder relative font files are found in: the scene file's; nil for the current folder.
    public var baseURL: URL?

    /// A compiler that resolves names in `catalogs` (the shared ones by default) and finds relative
    /// font and picture files in `baseURL` (the scene file's folder; nil for the current folder).
    public init(catalogs: Catalogs = .shared, baseURL: URL? = nil) {
        self.catalogs = catalogs
        self.baseURL = baseURL
    }

    /// The card `scene` describes; throws ``SceneError`` naming the place of what is wrong.
    public func compile(_ scene: SceneDocument) throws -> TitleCard {
        try registerFonts(of: scene)
        var layers = try scene.layers.enumerated().map { index, layer in
            try self.layer(layer, at: "layers[\(index)]", in: scene)
        }
        let captions = try captions(of: scene)
        layers += try captions?.layers() ?? []
        var card = TitleCard(width: scene.canvas.width, height: scene.canvas.height, fps: scene.fps, duration: scene.duration,
                             background: try background(scene), layers: layers)
        card.poster = scene.poster
        // Caption files (`-o talk.srt`) are written from the caption card the layers come from.
        card.captionCard = captions
        return card
    }

    /// The scene's background; scene angles follow CSS (0° runs bottom to top), the card's run
    /// left to right from 0°. A picture backdrop is read relative to ``baseURL``; a video one is
    /// left transparent for the footage to show through (``SceneBackdrop``).
    private func background(_ scene: SceneDocument) throws -> TitleCard.Background {
        switch scene.backdrop {
        case .image(let file, let fit)?:
            do {
                return .image(try Image(contentsOf: fileURL(file).standardizedFileURL), fit: ImageContent.Fit(rawValue: fit.rawValue) ?? .cover)
            } catch {
                throw scene.sourceMap.error(.invalidValue, at: "background.image", error.description)
            }
        case .video?:
            return .color(.clear)
        case nil:
            break
        }
        switch scene.background {
        case .color(let color):
            return .color(color)
        case .linearGradient(let colors, let angle):
            return .linearGradient(Gradient(colors: colors), angle: .degrees(angle - 90))
        case .radialGradient(let colors):
            return .radialGradient(Gradient(colors: colors))
        case .mesh(let mesh, nil):
            return .meshGradient(mesh)
        case .mesh(let mesh, let motion?):
            return .animatedMeshGradient(motion.animation(of: mesh, duration: scene.duration))
        }
    }

    /// One scene layer (the variant of it for the scene's canvas: ``SceneLayer/resolved(on:)``):
    /// its content (its text, or what its content kind compiles to), then the stages of each of
    /// its stage kinds, in the order of `SceneLayer.stageKinds`.
    func layer(_ written: SceneLayer, at path: String, in scene: SceneDocument) throws -> TitleCard.Layer {
        var layer = written.resolved(on: scene.canvas)
        if let relative = layer.font.relativeSize {
            layer.font.size = SceneFont.size(relative, on: scene.canvas, safeArea: scene.safeArea)
        }
        var content: any LayerContent
        var styled: @Sendable (Text, TimeInterval) -> Text = { text, _ in text }
        if let kind = layer.content?.kind {
            content = try kind.compile(ContentContext(compiler: self, layer: layer, path: path, scene: scene))
        } else {
            let text = try textContent(layer, at: path, in: scene)
            content = text.content
            styled = text.styled
        }
        let context = LayerContext(layer: layer, path: path, scene: scene, styled: styled)
        let canvas = scene.canvas, fontSize = layer.font.size
        let offset = CGSize(width: layer.position.offsetX.pixels(width: canvas.width, height: canvas.height, fontSize: fontSize,
                                                                 horizontal: true, safeArea: scene.safeArea),
                            height: layer.position.offsetY.pixels(width: canvas.width, height: canvas.height, fontSize: fontSize,
                                                                  horizontal: false, safeArea: scene.safeArea))
        var result = TitleCard.Layer(content: content, anchor: layer.position.anchor, offset: offset,
                                     maxWidth: layer.maxWidth.map { CGFloat($0) }, start: layer.start, end: context.end)
        result.modifiers = try layer.modifiers.compile(canvas: canvas, fontSize: fontSize, safeArea: scene.safeArea,
                                                       duration: scene.duration, at: path, map: scene.sourceMap)
        result.margin = layer.position.margin?.insets(on: canvas, fontSize: fontSize, safeArea: scene.safeArea)
        for kind in layer.stages.all {
            for stage in try kind.stages(self, context) { result.add(stage) }
        }
        if let matte = layer.matte {
            guard path != "layers[\(scene.layers.count - 1)]" else {
                throw scene.sourceMap.error(.invalidValue, at: "\(path).matte", """
                    a matte is the layer just above this one, and this is the top layer; \
                    add the matte layer after it, or remove matte
                    """)
            }
            result.matte = matte
        }
        return result
    }

    /// The scene's captions as the card that draws them over its layers, or nil when it has none:
    /// its font, paging, outline and style as ``compile(_:)`` draws them, so caption files
    /// written from it (`CaptionWriter`, as the compiled card keeps it: `TitleCard/captionCard`)
    /// match the drawn pages.
    public func captionCard(_ scene: SceneDocument) throws -> CaptionCard? {
        try registerFonts(of: scene)
        return try captions(of: scene)
    }

    /// The scene's fonts, registered before anything names their families.
    private func registerFonts(of scene: SceneDocument) throws {
        for (index, folder) in scene.fonts.enumerated() {
            do {
                try Font.registerFonts(at: fileURL(folder).standardizedFileURL)
            } catch {
                throw scene.sourceMap.error(.invalidValue, at: scene.sourceMap.locations["fonts[\(index)]"] != nil ? "fonts[\(index)]" : "fonts", "\(error)")
            }
        }
    }

    /// The scene's captions (``CaptionCard``), their style resolved in the catalogue once.
    private func captions(of scene: SceneDocument) throws -> CaptionCard? {
        guard let captions = scene.captions else { return nil }
        var card = CaptionCard(track: captions.shownTrack)
        card.width = scene.canvas.width
        card.height = scene.canvas.height
        card.fps = scene.fps
        let sceneFont = captions.resolvedFont(canvasHeight: scene.canvas.height)
        card.font = font(sceneFont)
        card.isBold = sceneFont.weight >= 600
        card.paging = CaptionPaging(maxLines: captions.lines, maxCharacters: captions.maxCharacters, pause: captions.pause,
                                    maxWords: captions.maxWords)
        card.letterCase = captions.letterCase
        card.safeArea = captions.safeArea
        card.anchor = captions.anchor
        card.language = captions.language
        card.window = captions.window
        card.assMotion = captions.assMotion
        card.lyrics = captions.lyrics
        card.stroke = captions.stroke.map { TextStroke(AnyShapeStyle($0), lineWidth: TextStroke.defaultWidth(fontSize: CGFloat(sceneFont.size)) * 1.5) }
        // The card's own shadow, in the scene's colour; none for `shadow: none`.
        card.shadows = captions.shadow.map { color in card.shadows.map { TextShadow(color: color, radius: $0.radius, x: $0.x, y: $0.y, kind: $0.kind) } } ?? []
        try checkVariations(sceneFont, card.font, at: "captions.font", map: scene.sourceMap)
        do {
            _ = try Text("A").font(card.font).layout()
        } catch let error as TextError {
            throw scene.sourceMap.error(.invalidValue, at: "captions.font", error.description)
        }
        if let problem = card.safeAreaProblem {
            throw scene.sourceMap.error(.invalidValue, at: "captions.safeArea", problem)
        }
        card.style = try resolve(captions.style, at: "captions.style", map: scene.sourceMap) {
            let style = try catalogs.renderers.resolve(named: $0.name, parameters: $0.parameters)
            // The spoken word's colour, for caption files: the style's own `active`, when it has one.
            card.activeColor = try? style.parameters.color("active")
            return style.renderer
        }
        try applyAccents(captions.accents, to: &card, map: scene.sourceMap)
        return card
    }

    /// What stage kinds build with (``SceneStageKind``): the scene layer, its key path, the
    /// scene, when the layer ends, and how the layer styles a text (for the texts that replace
    /// its own).
    struct LayerContext {
        var layer: SceneLayer
        var path: String
        var scene: SceneDocument
        var styled: @Sendable (Text, TimeInterval) -> Text
        var map: SceneSourceMap { scene.sourceMap }
        /// When the layer ends: its own end, else the scene's.
        var end: Double { scene.end(of: layer) }
    }

    /// What a content kind compiles with (``SceneContentKind``): the compiler (its catalogues and
    /// the scene's folder), the scene layer, its key path (`layers[2]`) and the scene.
    struct ContentContext {
        var compiler: SceneCompiler
        var layer: SceneLayer
        var path: String
        var scene: SceneDocument
        var map: SceneSourceMap { scene.sourceMap }
    }

    /// A catalogue entry built from a scene's choice; a ``CatalogError`` becomes a
    /// ``SceneError`` at the parameter it names (where it was written), else at the choice.
    func resolve<T>(_ choice: SceneCatalogChoice, at path: String, map: SceneSourceMap,
                    _ build: (SceneCatalogChoice) throws -> T) throws -> T {
        do {
            return try build(choice)
        } catch let error as CatalogError {
            throw map.catalogError(error, at: path)
        } catch let error as SceneError {
            throw error
        } catch {
            throw map.error(.invalidValue, at: path, "\(error)")
        }
    }
}

extension SceneSourceMap {
    /// A catalogue's error as a scene error at the parameter it names, when that was written,
    /// else at `path` (the entry's own key).
    func catalogError(_ error: CatalogError, at path: String) -> SceneError {
        var key = path
        switch error {
        case .wrongType(_, _, let name, _, _), .invalidValue(_, _, let name, _), .unknownParameter(_, _, let name, _, _):
            if locations["\(path).\(name)"] != nil { key = "\(path).\(name)" }
        default:
            break
        }
        return self.error(.invalidValue, at: key, error.description)
    }
}
