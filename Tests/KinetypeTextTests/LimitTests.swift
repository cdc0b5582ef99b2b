import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// The limits text input meets: markup length and nesting, named in the error with their
/// numbers; a font file cut short, named with the table that runs past its end.
@Suite struct LimitTests {
    @Test("markup up to the length limit parses; one character more is refused at that column")
    func lengthLimit() throws {
        let longest = String(repeating: "a", count: InlineMarkup.maximumLength)
        #expect(try InlineMarkup.plainText(longest).count == InlineMarkup.maximumLength)
        do {
            _ = try InlineMarkup.parse(longest + "a")
            Issue.record("over-long markup parsed")
        } catch {
            #expect(error.kind == .tooLong)
            #expect(error.column == InlineMarkup.maximumLength + 1)
            #expect(error.message.contains("\(InlineMarkup.maximumLength + 1) characters"))
            #expect(error.message.contains("limit of \(InlineMarkup.maximumLength)"))
        }
    }

    @Test("nesting up to the limit parses; one level more is refused where it opens",
          arguments: ["^[", "**", "*"])
    func nestingLimit(_ opener: String) throws {
        func nested(_ depth: Int) -> String {
            // Alternate two kinds so that asterisk runs do not merge into one delimiter.
            let open = (0..<depth).map { $0 % 2 == 0 ? opener : "^[" }
            let close: [String] = open.reversed().map { $0 == "^[" ? "](a: 1)" : $0 }
            return open.joined(separator: "x") + "x" + close.joined()
        }
        let limit = InlineMarkup.maximumNesting
        #expect(try InlineMarkup.plainText(nested(limit)).allSatisfy { $0 == "x" })
        do {
            _ = try InlineMarkup.parse(nested(limit + 1))
            Issue.record("markup nested \(limit + 1) deep parsed")
        } catch {
            #expect(error.kind == .nestedTooDeeply)
            #expect(error.message.contains("\(limit)"))
            #expect(error.message.contains("column \(error.column)"))
        }
    }

    @Test("a highlight that is not a colour is refused like a color", arguments: [
        "^[x](highlight: \"blurple\")", "^[x](highlight: true)", "^[x](color: \"blurple\")",
    ])
    func highlightColor(_ markup: String) {
        #expect(throws: MarkupError.self) { try Text(markup: markup) }
    }

    @Test("a font file cut short is refused, naming the file and the table past its end",
          arguments: [1000, 20_000, 300_000])
    func truncatedFont(_ length: Int) throws {
        let font = try Data(contentsOf: URL(fileURLWithPath: TestSupport.font("NotoSans-Regular.ttf")))
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("bad.ttf")
            try font.prefix(length).write(to: url)
            do {
                _ = try Text("Hi").font(.file(url.path, size: 20)).layout()
                Issue.record("a font cut at \(length) bytes laid out")
            } catch let error as TextError {
                guard case .unreadableFont(let path, let reason) = error else { Issue.record("wrong error \(error)"); return }
                #expect(path == url.path)
                #expect(reason.contains("cut short") && reason.contains("\(length) bytes"), "\(reason)")
            }
        }
    }

    @Test("every bundled font passes the table directory check")
    func bundledFontsAreWhole() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: TestSupport.fontsFolder.path)
            .filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }
        #expect(!names.isEmpty)
        for name in names {
            #expect(throws: Never.self, "\(name)") { try Text("a").font(.file(TestSupport.font(name), size: 12)).layout() }
        }
    }
}
