import KinetypeCard
import KinetypeEffects
import KinetypePrimitives
import KinetypeText
import Yams

extension SceneDocument {
    static let keys = ["version", "canvas", "fps", "duration", "background", "layers", "captions", "poster", "fonts", "audio", "params", "safeArea"]

    /// Reads a whole scene from the root node.
    ///
    /// The version is checked before anything else, so that a file written for a later format
    /// gets "unsupported version" rather than complaints about keys this loader does not know.
    /// Times that depend on each other (a layer's `end` against the scene's duration) are checked
    /// after every layer has been read, once the default duration is known.
    init(decoding root: SceneNode) throws {
        guard case .mapping(let rawMapping) = root.node else {
            throw root.wrongType("\(root.context.mappingNoun) of keys such as version, canvas and layers")
        }
        guard let versionNode = rawMapping["version"] else {
            throw SceneError(.missingVersion, file: root.context.file, line: root.line, column: root.column,
                             keyPath: "version",
                             message: """
                                 missing required key 'version'; add version: \(Self.currentVersion) at the top of the file
                                 """)
        }
        let versionReader = SceneNode(versionNode, path: SceneKeyPath.root.appending("version"), context: root.context)
        let version = try versionReader.integer("the format version, \(Self.currentVersion)", in: Int.min...Int.max)
        guard version == Self.currentVersion else {
            throw versionReader.error(.unsupportedVersion, """
                unsupported version \(version); this Kinetype reads version \(Self.currentVersion) scene files
                """)
        }

        let scene = try root.mapping(keys: Self.keys, expected: "a scene")
        self.init()
        if let node = scene["fonts"] {
            // A folder or a font file, or a list of them.
            let items = if case .scalar = node.node { [node] } else { try node.list(expected: "a folder of fonts, or a list of folders and font files") }
            fonts = try items.map { item in
                let path = try item.string("a folder of fonts or a font file, relative to the scene file")
                guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw item.error(.invalidValue, "expected a folder of fonts or a font file; got an empty string")
                }
                return path
            }
        }
        canvas = try scene["canvas"].map { try SceneCanvas(decoding: $0) } ?? SceneCanvas()
        fps = try scene["fps"]?.number(in: TitleCard.fpsRange) ?? Self.defaultFPS
        if let node = scene["safeArea"] {
            let text = try node.string("a safe area: \(SafeArea.names)")
            do {
                safeArea = try SafeArea(parsing: text)
            } catch {
                throw node.error(.invalidValue, error.description)
            }
        }
        // `duration: audio` waits for the soundtrack's length (the command line measures it).
        if let node = scene["duration"], case .scalar = node.node, (try? node.string()) == "audio" {
            durationFollowsAudio = true
        }
        let explicitDuration = durationFollowsAudio ? nil : try scene["duration"]?.seconds(allowZero: false)
        root.context.sceneDuration = explicitDuration
        root.context.canvas = canvas
        root.context.safeArea = safeArea
        audio = try scene["audio"].map { try SceneAudio(decoding: $0) }
        if let node = scene["background"] {
            if SceneBackdrop.names(node) {
                backdrop = try SceneBackdrop(decoding: node)
            } else {
                background = try SceneBackground(decoding: node, footage: true)
            }
        }
        let layerNodes = try scene["layers"]?.list(expected: "a list of layers, each item starting with '- '") ?? []
        layers = try layerNodes.map { try SceneLayer(decoding: $0) }
        captions = try scene["captions"].map { try SceneCaptions(decoding: $0) }
        let latest = (layers.compactMap(\.end) + [captions?.track.end].compactMap { $0 }).max()
        duration = explicitDuration ?? latest ?? Self.defaultDuration
        sourceMap = root.context.sourceMap
        if explicitDuration == nil, let captions {
            // The scene lasts as long as its captions: a file too long for a card is named here.
            do {
                try captions.track.checkFitsInCard(fileName: captions.file)
            } catch {
                throw sourceMap.error(.invalidValue, at: "captions.file", "\(error.description); or give the scene a duration")
            }
        }
        try checkLayerTimes(durationWasGiven: explicitDuration != nil)
        if let posterNode = scene["poster"] {
            let poster = try posterNode.seconds(allowZero: true)
            guard poster <= duration else {
                throw posterNode.error(.invalidValue, """
                    the poster at \(MarkupValue.number(poster)) s is after the scene's end at \(MarkupValue.number(duration)) s; \
                    choose a time within the scene
                    """)
            }
            self.poster = poster
        }
    }

    /// Every layer starts before the scene ends and ends by then.
    func checkLayerTimes(durationWasGiven: Bool) throws {
        let durationText = MarkupValue.number(duration).description
        let sceneEnd = durationWasGiven
            ? "the scene's duration \(durationText)"
            : "the scene's default duration \(durationText) (the latest layer end, or 3 s)"
        for (index, layer) in layers.enumerated() {
            let path = "layers[\(index)]"
            if let end = layer.end, end > duration {
                throw sourceMap.error(.invalidValue, at: "\(path).end", """
                    \(MarkupValue.number(end)) is after the end of the scene, \(sceneEnd); \
                    end the layer earlier or make duration longer
                    """)
            }
            if layer.start >= duration {
                throw sourceMap.error(.invalidValue, at: "\(path).start", """
                    \(MarkupValue.number(layer.start)) is at or after the end of the scene, \(sceneEnd), \
                    so the layer never shows; start it earlier or make duration longer
                    """)
            }
        }
    }
}
