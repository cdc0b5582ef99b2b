import Foundation

extension LottieWriter {
    /// The keys written first, in this order: players such as rlottie read an object's type, and
    /// a composition's rate, range and size, and a keyframe's time and value, before the rest.
    static let leadingKeys = ["ty", "v", "fr", "ip", "op", "w", "h", "t", "s"]

    /// JSON with each object's ``leadingKeys`` first and its other keys sorted, so the same
    /// animation gives the same bytes.
    static func write(_ value: Any, to json: inout String) {
        switch value {
        case let object as [String: Any]:
            json += "{"
            let keys = object.keys.sorted { a, b in
                let ra = leadingKeys.firstIndex(of: a) ?? leadingKeys.count, rb = leadingKeys.firstIndex(of: b) ?? leadingKeys.count
                return ra != rb ? ra < rb : a < b
            }
            for (index, key) in keys.enumerated() {
                if index > 0 { json += "," }
                write(key, to: &json)
                json += ":"
                write(object[key]!, to: &json)
            }
            json += "}"
        case let array as [Any]:
            json += "["
            for (index, element) in array.enumerated() {
                if index > 0 { json += "," }
                write(element, to: &json)
            }
            json += "]"
        case let string as String:
            json += "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": json += "\\\""
                case "\\": json += "\\\\"
                case "\n": json += "\\n"
                case _ where scalar.value < 0x20: json += String(format: "\\u%04x", scalar.value)
                default: json.unicodeScalars.append(scalar)
                }
            }
            json += "\""
        case let bool as Bool:
            json += bool ? "true" : "false"
        case let int as Int:
            json += String(int)
        case let double as Double:
            json += AnimatedSVG.number(double)
        case let float as Float:
            json += AnimatedSVG.number(Double(float))
        default:
            json += "null"
        }
    }
}
