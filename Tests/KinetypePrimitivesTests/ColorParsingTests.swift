import Foundation
import Testing
import KinetypePrimitives

@Suite struct ColorParsingTests {
    func levels(_ color: Color?) -> [Int]? {
        guard let r = color?.resolve() else { return nil }
        return [r.red, r.green, r.blue, r.opacity].map { Int(($0 * 255).rounded()) }
    }

    @Test func hexForms() {
        #expect(levels(Color(hex: "#ff3b8e")) == [255, 59, 142, 255])
        #expect(levels(Color(hex: "FF3B8E")) == [255, 59, 142, 255])
        #expect(levels(Color(hex: "f0c")) == [255, 0, 204, 255])
        #expect(levels(Color(hex: "#abcd")) == [170, 187, 204, 221])
        #expect(levels(Color(hex: "#00000080")) == [0, 0, 0, 128])
        #expect(levels(Color(hex: " #102030 ")) == [16, 32, 48, 255])
    }

    @Test(arguments: ["", "#", "#ff3b8", "#12345", "zzz", "#ff3b8eg0", "ff 3b 8e", "#٣٣٣"])
    func malformedHexIsNil(text: String) {
        #expect(Color(hex: text) == nil)
    }

    @Test func namesAreSwiftUIsColors() throws {
        #expect(try Color(parsing: "red") == .red)
        #expect(try Color(parsing: " White ") == .white)
        #expect(try Color(parsing: "SECONDARY") == .secondary)
        #expect(try Color(parsing: "transparent") == .clear)
        #expect(try Color(parsing: "#ff3b8e") == Color(red: 1, green: 59.0 / 255, blue: 142.0 / 255))
    }

    @Test func hexNeedsItsHash() {
        // One grammar for scenes, markup, renderer parameters and options: a bare word of hex
        // digits is an error with the fix, so a misspelt name such as "bad" is not #bbaadd.
        #expect(throws: PrimitivesError.hexWithoutHash("ff3b8e")) { try Color(parsing: "ff3b8e") }
        #expect(throws: PrimitivesError.hexWithoutHash("bad")) { try Color(parsing: "bad") }
        #expect(PrimitivesError.hexWithoutHash("bad").description.contains("\"#bad\""))
    }

    @Test func misspeltNameSuggestsTheNearest() {
        #expect(throws: PrimitivesError.unknownColorName("rde", suggestion: "red")) { try Color(parsing: "rde") }
        #expect(throws: PrimitivesError.unknownColorName("purpel", suggestion: "purple")) {
            try Color(parsing: "purpel")
        }
        #expect(throws: PrimitivesError.unknownColorName("banana", suggestion: nil)) { try Color(parsing: "banana") }
    }

    @Test func malformedAndEmptyInput() {
        #expect(throws: PrimitivesError.malformedHexColor("#ff3b8")) { try Color(parsing: "#ff3b8") }
        #expect(throws: PrimitivesError.emptyColor) { try Color(parsing: "   ") }
    }

    @Test func messagesNameTheInputAndTheFix() {
        let message = PrimitivesError.unknownColorName("rde", suggestion: "red").description
        #expect(message.contains("\"rde\""))
        #expect(message.contains("did you mean \"red\""))
        #expect(message.contains("#ff3b8e"))
        #expect(PrimitivesError.malformedHexColor("#12").description.contains("#rrggbb"))
    }
}
