import KinetypeDiagnostics

extension SceneAudioDriver {
    /// The keys of `driver:`.
    static let keys = ["audio", "from", "to", "attack", "release"]

    /// Whether a property's node is `{driver: …}` rather than a list of keys.
    static func names(_ node: SceneNode) -> Bool {
        guard case .mapping = node.node, let mapping = try? node.anyMapping(expected: "") else { return false }
        return mapping.entries.contains { $0.key == "driver" }
    }

    /// `{driver: {audio: rms | band:NAME | onsets | beats, from, to, attack, release}}` for the
    /// property `property`, whose values lie in `range`.
    init(decoding node: SceneNode, property: String, range: ValueRange, drivable: [String] = SceneAudioDriver.drivable) throws {
        let outer = try node.mapping(keys: ["driver"], expected: "{driver: {audio: onsets, from: 1, to: 1.5}}")
        guard let driverNode = outer["driver"] else {
            throw node.error(.missingKey, "a driven property needs driver: {audio: onsets, from: 1, to: 1.5}")
        }
        guard drivable.contains(property) else {
            throw driverNode.error(.invalidValue, """
                \(property) cannot be driven by the sound: a driver gives one number a frame; drive \(drivable.joined(separator: ", ")), \
                or key \(property) with a list of keys
                """)
        }
        let mapping = try driverNode.mapping(keys: Self.keys, expected: "{audio: onsets, from: 1, to: 1.5, attack: 0.02, release: 0.2}")
        let audioNode = try mapping.required("audio", example: "audio: onsets")
        let text = try audioNode.string("rms, band:bass, band:60-250, onsets or beats")
        let signal: Signal
        switch text {
        case "rms": signal = .rms
        case "onsets": signal = .onsets
        case "beats": signal = .beats
        case _ where text.hasPrefix("band:") && text.count > 5: signal = .band(String(text.dropFirst(5)))
        default:
            throw audioNode.error(.invalidValue, "expected rms, band:bass, band:mid, band:treble, band:LOW-HIGH (as band:60-250), onsets or beats; got '\(text)'")
        }
        self.init(signal: signal,
                  from: try mapping["from"]?.number(in: range) ?? 0,
                  to: try mapping["to"]?.number(in: range) ?? 1,
                  attack: try mapping["attack"]?.number(in: ValueRange(0...60, unit: "seconds")) ?? 0,
                  release: try mapping["release"]?.number(in: ValueRange(0...60, unit: "seconds")) ?? 0.25)
    }
}
