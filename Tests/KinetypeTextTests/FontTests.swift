import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import KinetypeText
import Testing

/// Font requests resolve to the right faces; fallback never shows `.notdef` when a font has the character.
@Suite struct FontTests {
    func firstRunFont(_ text: Text) throws -> Text.Layout.ResolvedFont {
        try #require(text.layout().first?.first).font
    }

    func fileName(_ text: Text) throws -> String {
        (try firstRunFont(text).path as NSString).lastPathComponent
    }

    @Test("system fonts map to the bundled Noto families, with weight, italic and design")
    func systemFonts() throws {
        #expect(try fileName(Text("Aa").font(.system(size: 20))) == "NotoSans-Regular.ttf")
        #expect(try fileName(Text("Aa").font(.system(size: 20, weight: .bold))) == "NotoSans-Bold.ttf")
        #expect(try fileName(Text("Aa").font(.system(size: 20, weight: .light))) == "NotoSans-Light.ttf")
        #expect(try fileName(Text("Aa").font(.system(size: 20, weight: .black))) == "NotoSans-Black.ttf")
        #expect(try fileName(Text("Aa").font(.system(size: 20).italic())) == "NotoSans-Italic.ttf")
        #expect(try fileName(Text("Aa").font(.system(size: 20).bold().italic())) == "NotoSans-BoldItalic.ttf")
        #expect(try fileName(Text("Aa").font(.system(size: 20, design: .serif))) == "NotoSerif-Regular.ttf")
        #expect(try fileName(Text("Aa").font(.system(size: 20, design: .monospaced))) == "NotoSansMono-Regular.ttf")
        #expect(try fileName(Text("Aa").bold()) == "NotoSans-Bold.ttf")
        #expect(try fileName(Text("Aa").fontWeight(.semibold)) == "NotoSans-SemiBold.ttf")
        #expect(try fileName(Text("Aa").font(.headline)) == "NotoSans-SemiBold.ttf")
    }

    @Test("text styles have SwiftUI's sizes")
    func textStyles() throws {
        let expected: [(Font, CGFloat)] = [(.largeTitle, 34), (.title, 28), (.title2, 22), (.title3, 20), (.headline, 17),
                                          (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13),
                                          (.caption, 12), (.caption2, 11)]
        for (font, size) in expected {
            #expect(try firstRunFont(Text("A").font(font)).size == size)
        }
        #expect(try firstRunFont(Text("A")).size == 17, "no font is .body")
    }

    @Test("custom families: bundled first, then fontconfig; files by path")
    func customAndFileFonts() throws {
        #expect(try fileName(Text("Aa").font(.custom("Noto Serif", size: 20))) == "NotoSerif-Regular.ttf")
        #expect(try fileName(Text("Aa").font(.custom("noto sans mono", size: 20))) == "NotoSansMono-Regular.ttf")
        let path = TestSupport.font("NotoSans-Medium.ttf")
        let font = try firstRunFont(Text("Aa").font(.file(path, size: 31)))
        #expect(font.path == path)
        #expect(font.size == 31)
        // A family only the system has (fontconfig): whatever fc-match says it is.
        if let fcMatch = TestSupport.which("fc-list"),
           let family = try TestSupport.run(fcMatch, [":", "family"]).stdoutString.split(separator: "\n")
               .map({ String($0.split(separator: ",")[0]) }).first(where: { !$0.hasPrefix("Noto") && !$0.isEmpty }) {
            let resolved = try firstRunFont(Text("Aa").font(.custom(family, size: 20)))
            #expect(resolved.familyName.lowercased().contains(family.lowercased().prefix(4)), "\(family) → \(resolved.familyName)")
        }
    }

    @Test("a web font (WOFF from sfnt2woff, WOFF2 from woff2_compress) lays out as hb-shape shapes the TTF it was made from; a broken one is named")
    func webFonts() throws {
        let woff = try #require(TestSupport.which("sfnt2woff"), "sfnt2woff (woff-tools) makes the WOFF")
        let woff2 = try #require(TestSupport.which("woff2_compress"), "woff2_compress (woff2) makes the WOFF2")
        let hbShape = try #require(TestSupport.which("hb-shape"), "hb-shape (libharfbuzz-bin) is the reference")
        try TestSupport.withTemporaryFolder { folder in
            let ttf = folder.appendingPathComponent("Inter.var.ttf")
            try FileManager.default.copyItem(atPath: TestSupport.font("Inter.var.ttf"), toPath: ttf.path)
            for tool in [woff, woff2] {
                let made = try TestSupport.run(tool, [ttf.path])
                try #require(made.status == 0, "\(made.stderr)")
            }
            let text = "Affine office, 1/2 → “quoted”"
            // hb-shape's glyphs of the TTF at 2048 points: ids, UTF-8 clusters and positions.
            let reference = try TestSupport.run(hbShape, ["--no-glyph-names", "--utf8-clusters", "--font-size=2048", ttf.path, text]).stdoutString
            for name in ["Inter.var.woff", "Inter.var.woff2"] {
                let path = folder.appendingPathComponent(name).path
                let font = try firstRunFont(Text(text).font(.file(path, size: 100)))
                #expect(font.path == path && font.familyName == "Inter", "\(name): \(font.familyName)")
                let run = try #require(Text(text).font(.file(path, size: 2048)).layout().first?.first)
                let shaped = "[" + run.glyphs.map { glyph in
                    "\(glyph.id)=\(glyph.cluster)" + (glyph.offset == .zero ? "" : "@\(Int(glyph.offset.width)),\(Int(-glyph.offset.height))")
                        + "+\(Int(glyph.advance.width.rounded()))"
                }.joined(separator: "|") + "]"
                #expect(shaped == reference.trimmingCharacters(in: .whitespacesAndNewlines), "\(name): \(shaped) against \(reference)")
            }
            let broken = folder.appendingPathComponent("broken.woff2")
            try Data("wOF2".utf8 + [UInt8](repeating: 7, count: 200)).write(to: broken)
            #expect {
                _ = try Text("x").font(.file(broken.path, size: 20)).layout()
            } throws: { error in
                "\(error)".contains("broken.woff2") && "\(error)".contains("WOFF or WOFF2 web font that FreeType cannot unpack")
            }
        }
    }

    @Test("fonts added from a folder are found by family before the others, a face for each weight; missing or empty folders are named")
    func registeredFolder() throws {
        try TestSupport.withTemporaryFolder { folder in
            let brand = folder.appendingPathComponent("brand")
            try FileManager.default.createDirectory(at: brand, withIntermediateDirectories: true)
            let regular = try TestSupport.renamedFont("NotoSansMono-Regular.ttf", in: brand)
            let bold = try TestSupport.renamedFont("NotoSansMono-Bold.ttf", in: brand)
            #expect(throws: TextError.self) { _ = try Text("x").font(.custom("Kino Sans Mono", size: 20)).layout() }
            try Font.registerFonts(at: brand)
            try Font.registerFonts(at: brand)
            #expect(Font.addedFamilies().contains("Kino Sans Mono"))
            #expect(try firstRunFont(Text("Aa").font(.custom("Kino Sans Mono", size: 20))).path == regular.path)
            #expect(try firstRunFont(Text("Aa").font(.custom("kino sans mono", size: 20).bold())).path == bold.path)
            // The same glyphs as the font it was copied from.
            let copied = try #require(Text("Affine").font(.custom("Kino Sans Mono", size: 40)).layout().first?.first)
            let original = try #require(Text("Affine").font(.custom("Noto Sans Mono", size: 40)).layout().first?.first)
            #expect(copied.glyphs.map(\.id) == original.glyphs.map(\.id) && copied.glyphs.map(\.advance) == original.glyphs.map(\.advance))
            let empty = folder.appendingPathComponent("empty")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            try Data("not a font".utf8).write(to: empty.appendingPathComponent("notes.txt"))
            // A FIFO is never opened: in a folder it is passed over, named it is refused, as a font file too.
            let fifo = brand.appendingPathComponent("waiting.ttf")
            try #require(mkfifo(fifo.path, 0o600) == 0)
            let more = folder.appendingPathComponent("more")
            try FileManager.default.createDirectory(at: more, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: regular, to: more.appendingPathComponent("copy.ttf"))
            try FileManager.default.createSymbolicLink(at: more.appendingPathComponent("loop"), withDestinationURL: more)
            try #require(mkfifo(more.appendingPathComponent("pipe.otf").path, 0o600) == 0)
            try Font.registerFonts(at: more)
            #expect(throws: TextError.unreadableFont(path: fifo.path, reason: "it is not a regular file")) {
                _ = try Text("x").font(.file(fifo.path, size: 20)).layout()
            }
            for (path, says) in [(empty, "holds no font fontconfig reads"), (folder.appendingPathComponent("missing"), "does not exist"),
                                 (fifo, "is neither a folder nor a regular file"), (URL(fileURLWithPath: "/dev/zero"), "is neither a folder nor a regular file")] {
                #expect {
                    try Font.registerFonts(at: path)
                } throws: { error in
                    "\(error)".contains(path.lastPathComponent) && "\(error)".contains(says)
                }
            }
        }
    }

    @Test("a fonts folder named by mistake as the whole file system is walked within bounds: at most 4096 fonts, none from a FIFO")
    func wholeFileSystem() throws {
        let files = try FontCatalog.fontFiles(at: "/", named: "/")
        #expect(files.count <= 4096 && files.allSatisfy { ["ttf", "otf", "ttc", "otc", "woff", "woff2"].contains(($0 as NSString).pathExtension.lowercased()) })
    }

    @Test("a family spread over two added folders (its regular in one, its bold in the other) is matched as one")
    func familyOverFolders() throws {
        try TestSupport.withTemporaryFolder { folder in
            let (first, second) = (folder.appendingPathComponent("regular"), folder.appendingPathComponent("bold"))
            for url in [first, second] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
            let regular = try TestSupport.renamedFont("NotoSans-Regular.ttf", in: first, name: "Lino")
            let bold = try TestSupport.renamedFont("NotoSans-Bold.ttf", in: second, name: "Lino")
            try Font.registerFonts(at: first)
            try Font.registerFonts(at: second)
            #expect(try firstRunFont(Text("Aa").font(.custom("Lino Sans", size: 20))).path == regular.path)
            #expect(try firstRunFont(Text("Aa").font(.custom("Lino Sans", size: 20).bold())).path == bold.path)
        }
    }

    @Test("monospacedDigit gives every digit the same advance; liga=0 keeps f and i apart")
    func features() throws {
        let digits = try Text("0123456789").font(.system(size: 40).monospacedDigit()).layout()
        let advances = Set(digits[0][0].glyphs.map { Int(($0.advance.width * 64).rounded()) })
        #expect(advances.count == 1)
        // Noto Sans's default digits are tabular; its pnum feature makes them proportional.
        let proportional = try Text("0123456789").font(.system(size: 40).feature("pnum")).layout()
        #expect(Set(proportional[0][0].glyphs.map { Int(($0.advance.width * 64).rounded()) }).count > 1)

        let ligature = try Text("fi").font(.system(size: 40)).layout()[0][0].glyphs.count
        let noLigature = try Text("fi").font(.system(size: 40).feature("liga", 0)).layout()[0][0].glyphs.count
        #expect(ligature == 1)
        #expect(noLigature == 2)
    }

    @Test("per-character fallback: emoji, Arabic in a Latin line, scripts the primary font lacks")
    func fallback() throws {
        let layout = try Text("Hi مرحبا 👋 नमस्ते").font(.custom("Noto Sans", size: 30)).layout()
        let files = layout[0].map { ($0.font.path as NSString).lastPathComponent }
        #expect(files.contains("NotoSansArabic-Regular.ttf"))
        #expect(files.contains("NotoColorEmoji.ttf"))
        #expect(files.contains("NotoSansDevanagari-Regular.ttf"))
    }

    /// Characters that some installed font has, by `fc-list :charset=…` (the independent check),
    /// must never come out as glyph 0.
    @Test("never .notdef when any font covers the character")
    func noNotdef() throws {
        let fcList = try #require(TestSupport.which("fc-list"), "fontconfig's fc-list is needed")
        let samples: [Unicode.Scalar] = ["A", "é", "Ω", "Ж", "ש", "ع", "क", "ก", "日", "ア", "한", "😀", "€", "→", "∑",
                                         "ქ", "Ա", "ᚠ", "⠁", "♞", "℃", "½"]
        // fontconfig with the bundled folder added to the system's fonts.
        try TestSupport.withTemporaryFolder { folder in
            let config = folder.appendingPathComponent("fonts.conf")
            try Data("""
                <?xml version="1.0"?><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include>
                <dir>\(TestSupport.fontsFolder.path)</dir><cachedir>\(folder.path)</cachedir></fontconfig>
                """.utf8).write(to: config)
            for scalar in samples {
                let hex = String(scalar.value, radix: 16)
                let covered = !(try TestSupport.run(fcList, [":charset=\(hex)", "file"], environment: ["FONTCONFIG_FILE": config.path])
                    .stdoutString.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                let layout = try Text(String(scalar)).font(.system(size: 20)).layout()
                let ids = layout.flatMap { $0.flatMap { $0.glyphs.map(\.id) } }
                #expect(!covered || !ids.contains(0), "U+\(hex) is covered by a font but drew .notdef")
                #expect(covered || scalar.value > 0x1000, "U+\(hex): the reference says no font covers it")
            }
        }
    }
}
