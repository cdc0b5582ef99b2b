import KinetypeDiagnostics
extension SymbolEffectOptions {
    /// Reads options as a scene file gives them, for example
    /// `{repeat: 2, speed: 1.5}`, `{repeat: "continuous"}`, `{repeat: {periodic: 2, delay: 0.5}}`
    /// or `{nonRepeating: true}`.
    ///
    /// Keys: `repeat` (a count of at least 1, `"continuous"`, or a dictionary with optional
    /// `periodic` count and `delay` seconds), `speed` (a number above 0), `nonRepeating` (a
    /// boolean; `true` with `repeat` is a conflict, `false` changes nothing). Numbers may be
    /// `Int`, `Double` or any `BinaryInteger`/`BinaryFloatingPoint`. Unknown keys get a
    /// did-you-mean hint.
    public init(dictionary: [String: Any]) throws(SymbolEffectError) {
        self = .default
        let keys = ["repeat", "speed", "nonRepeating"]
        for key in dictionary.keys.sorted() where !keys.contains(key) {
            throw .unknownOptionsKey(key, suggestion: NameSuggestion.nearest(to: key, among: keys))
        }
        if let value = dictionary["speed"] {
            guard let speed = Self.number(value), speed > 0, speed.isFinite else {
                throw .invalidOptionsValue(key: "speed", reason: "expected a number above 0, got \(value)")
            }
            self = self.speed(speed)
        }
        if let value = dictionary["nonRepeating"] {
            guard let flag = value as? Bool else {
                throw .invalidOptionsValue(key: "nonRepeating", reason: "expected true or false, got \(value)")
            }
            if flag, dictionary["repeat"] != nil {
                throw .invalidOptionsValue(key: "nonRepeating", reason: "conflicts with 'repeat'; keep one")
            }
            if flag { self = nonRepeating }
        }
        if let value = dictionary["repeat"] { self = self.repeat(try Self.repeatBehavior(value)) }
    }

    private static func repeatBehavior(_ value: Any) throws(SymbolEffectError) -> RepeatBehavior {
        if let text = value as? String {
            guard text == "continuous" else {
                throw .invalidOptionsValue(
                    key: "repeat", reason: "expected a count, \"continuous\" or {periodic, delay}, got \"\(text)\"")
            }
            return .continuous
        }
        if let table = value as? [String: Any] {
            for key in table.keys.sorted() where key != "periodic" && key != "delay" {
                throw .invalidOptionsValue(key: "repeat.\(key)", reason: "expected only 'periodic' and 'delay'")
            }
            let count = try table["periodic"].map { value throws(SymbolEffectError) in
                try Self.count(value, key: "repeat.periodic")
            }
            var delay: Double?
            if let value = table["delay"] {
                guard let seconds = number(value), seconds >= 0, seconds.isFinite else {
                    throw .invalidOptionsValue(key: "repeat.delay", reason: "expected seconds at or above 0, got \(value)")
                }
                delay = seconds
            }
            return .periodic(count, delay: delay)
        }
        return .periodic(try count(value, key: "repeat"))
    }

    private static func count(_ value: Any, key: String) throws(SymbolEffectError) -> Int {
        guard !(value is Bool), let number = number(value), number >= 1, number == number.rounded(),
              number < Double(Int.max)
        else { throw .invalidOptionsValue(key: key, reason: "expected a whole count of at least 1, got \(value)") }
        return Int(number)
    }

    /// A number from any integer or floating-point value; `nil` for booleans and other types.
    private static func number(_ value: Any) -> Double? {
        if value is Bool { return nil }
        if let value = value as? any BinaryInteger { return Double(value) }
        if let value = value as? any BinaryFloatingPoint { return Double(value) }
        return nil
    }
}
