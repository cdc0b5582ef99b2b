import KinetypeDiagnostics

extension SceneBackdrop {
    /// The keys that make a background footage rather than a colour or gradient.
    static let kinds = ["image", "video"]

    /// Whether `node` is a mapping naming a picture or a video.
    static func names(_ node: SceneNode) -> Bool {
        guard case .mapping = node.node, let mapping = try? node.anyMapping(expected: "") else { return false }
        return mapping.entries.contains { kinds.contains($0.key) }
    }

    /// `{image: FILE, fit: cover | contain | fill}` or `{video: FILE, at: SECONDS}`.
    init(decoding node: SceneNode) throws {
        let mapping = try node.mapping(keys: Self.kinds + ["fit", "at"], expected: "{image: photo.jpg, fit: cover} or {video: clip.mp4, at: 12}")
        if let image = mapping["image"] {
            guard mapping["video"] == nil else {
                throw node.error(.invalidValue, "a background is a picture or a video, not both; keep image or video")
            }
            if let at = mapping["at"] {
                throw at.error(.unknownKey, "at places the card in a background video; a picture is behind the whole card, so leave at out")
            }
            self = .image(file: try Self.file(image, kind: "a PNG, JPEG, WebP, HEIC, AVIF or SVG file"),
                          fit: try mapping["fit"]?.choice(SceneImage.Fit.self) ?? Self.defaultFit)
        } else {
            if let fit = mapping["fit"] {
                throw fit.error(.unknownKey, "fit places a background picture; a video keeps its own size, so leave fit out")
            }
            self = .video(file: try Self.file(mapping["video"]!, kind: "an MP4, WebM or MOV file"),
                          at: try mapping["at"]?.seconds(allowZero: true))
        }
    }

    private static func file(_ node: SceneNode, kind: String) throws -> String {
        let file = try node.string("a file name, relative to the scene file")
        guard !file.isEmpty else { throw node.error(.invalidValue, "the background's file name is empty; name \(kind)") }
        return file
    }
}
