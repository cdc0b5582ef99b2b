import Foundation
import KinetypePrimitives
import Testing

/// The ordered JSON value: its text against Foundation's `JSONSerialization` (the reference the
/// timeline files were written with), its own key orders, and its number text.
@Suite struct JSONValueTests {
    @Test("indented and sorted as JSONSerialization sorts: the same bytes as Foundation writes")
    func matchesJSONSerialization() throws {
        let value: JSONValue = [
            "tracks": ["children": [], "kind": "Video", "OTIO_SCHEMA": "Track.1", "rate": 29.97, "value": .number(-0.0)],
            "name": "a \"quoted\"\tname/with\u{1}\\ controls\n", "metadata": [:], "global_start_time": .null, "enabled": true,
            "marker10": 1, "marker9": 2.5, "Zeta": 1e16, "alpha_beta": [1, 2.25, [:], []],
        ]
        let object: [String: Any] = [
            "tracks": ["children": [Any](), "kind": "Video", "OTIO_SCHEMA": "Track.1", "rate": 29.97, "value": -0.0] as [String: Any],
            "name": "a \"quoted\"\tname/with\u{1}\\ controls\n", "metadata": [String: Any](), "global_start_time": NSNull(), "enabled": true,
            "marker10": 1, "marker9": 2.5, "Zeta": 1e16, "alpha_beta": [1, 2.25, [String: Any](), [Any]()] as [Any],
        ]
        let reference = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        let text = value.text(JSONValue.Format(keyOrder: .foundationSorted, indented: true))
        #expect(text == String(decoding: reference, as: UTF8.self))
    }

    @Test("compact: members as built, or leading keys first and the rest sorted; numbers to the places asked")
    func compactOrders() {
        let value: JSONValue = ["nm": "x", "ty": 4, "b": [1.23456, -0.00001, 2.0], "a": .null, "s": false]
        #expect(value.text() == #"{"nm":"x","ty":4,"b":[1.23456,-1e-05,2],"a":null,"s":false}"#)
        let lottie = JSONValue.Format(keyOrder: .sorted(leading: ["ty", "s"]), decimalPlaces: 4)
        #expect(value.text(lottie) == #"{"ty":4,"s":false,"a":null,"b":[1.2346,0,2],"nm":"x"}"#)
    }

    @Test("a member set by key replaces it in its place, or goes last; nil removes it")
    func subscriptSetsInPlace() {
        var value: JSONValue = ["a": 1, "b": 2]
        value["a"] = "one"
        value["c"] = 3
        value["b"] = nil
        #expect(value.text() == #"{"a":"one","c":3}"#)
        #expect(value["c"]?.intValue == 3 && value["a"]?.intValue == nil && value["z"] == nil)
    }

    @Test("decimal text: the shortest digits without .0; rounded to places, -0 as 0")
    func decimalText() {
        #expect(30.0.decimalText() == "30")
        #expect(29.97.decimalText() == "29.97")
        #expect((-0.0).decimalText() == "-0")
        #expect(1e16.decimalText() == "1e+16")
        #expect((2.0 / 3).decimalText(places: 4) == "0.6667")
        #expect((-0.00004).decimalText(places: 4) == "0")
        #expect(1234.5.decimalText(places: 0) == "1235")
        #expect(Double.infinity.decimalText(places: 4) == "inf")
    }
}
