import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Bad input through the library: each a typed error that names the input, never a crash.
@Suite struct BadInputTests {
    @Test("a missing font file")
    func missingFont() {
        #expect(throws: TextError.fontFileNotFound(path: "/nonexistent/font.ttf")) {
            try Text("a").font(.file("/nonexistent/font.ttf", size: 20)).layout()
        }
    }

    @Test("a corrupt font file")
    func corruptFont() throws {
        try TestSupport.withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("broken.ttf")
            try Data("this is not a font".utf8).write(to: url)
            do {
                _ = try Text("a").font(.file(url.path, size: 20)).layout()
                Issue.record("a corrupt font laid out")
            } catch let error as TextError {
                guard case .unreadableFont(let path, _) = error else { Issue.record("wrong error \(error)"); return }
                #expect(path == url.path)
                #expect(error.description.contains("broken.ttf"))
            }
        }
    }

    @Test("an unknown family, with a suggestion for a typo")
    func unknownFamily() throws {
        do {
            _ = try Text("a").font(.custom("Noto Sanz", size: 20)).layout()
            Issue.record("an unknown family laid out")
        } catch let error as TextError {
            guard case .unknownFamily(let name, let suggestions) = error else { Issue.record("wrong error \(error)"); return }
            #expect(name == "Noto Sanz")
            #expect(suggestions.contains("Noto Sans"))
            #expect(error.description.contains("Did you mean 'Noto Sans'"))
        }
        #expect(throws: TextError.self) { try Text("a").font(.custom("Completely Unknown Family XYZ", size: 20)).layout() }
    }

    @Test("zero, negative and non-finite sizes and widths")
    func sizesAndWidths() {
        for size in [0, -5, CGFloat.nan, .infinity] as [CGFloat] {
            #expect(throws: TextError.self) { try Text("a").font(.system(size: size)).layout() }
        }
        for width in [0, -1, CGFloat.nan] as [CGFloat] {
            #expect(throws: TextError.self) { try Text("a").layout(maxWidth: width) }
        }
        #expect(throws: TextError.invalidWidth(-1)) { try Text("a").layout(maxWidth: -1) }
    }
}
