extension SceneParameter {
    /// The type of a template parameter: what its values may be, and how `kinetype schema`
    /// describes them.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Any text (markup included, as a layer's text reads it).
        case text
        /// A finite decimal number, within `min` and `max` when given.
        case number
        /// A whole number, within `min` and `max` when given.
        case integer
        /// A colour: a name such as `white` or a hex code such as `#ff3b8e`.
        case color
        /// One of the parameter's `choices`.
        case choice
        /// `true` or `false`.
        case boolean
        /// A font family's name or a font file beside the scene.
        case font
        /// A picture file beside the scene.
        case image
        /// A sound file beside the scene.
        case audio
        /// A time in seconds, greater than 0 (within `min` and `max` when given).
        case duration

        /// Whether values are numbers, so `min` and `max` apply.
        public var isNumeric: Bool { [.number, .integer, .duration].contains(self) }

        /// What the kind takes, as an error says it ("a number", "one of pop, karaoke").
        var expectation: String {
            switch self {
            case .text: "a text"
            case .number: "a number"
            case .integer: "a whole number"
            case .color: "a colour: a name such as white or a hex code such as \"#ff3b8e\""
            case .choice: "one of the choices"
            case .boolean: "true or false"
            case .font: "a font family or font file"
            case .image: "a picture file"
            case .audio: "a sound file"
            case .duration: "a duration in seconds, greater than 0"
            }
        }
    }
}
