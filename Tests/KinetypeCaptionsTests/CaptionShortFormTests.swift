import Foundation
import KinetypeCaptions
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

/// Short-form paging and looks: words per page, letter case by language (checked against ICU's
/// own transliterators through `uconv`), and the platforms' safe areas.
@Suite struct CaptionShortFormTests {
    /// `count` words a quarter second apart, each 0.2 s long, no pause, no sentence end.
    static func words(_ count: Int) -> [CaptionWord] {
        (0..<count).map { CaptionWord(text: "w\($0)", start: Double($0) * 0.25, end: Double($0) * 0.25 + 0.2) }
    }

    @Test("maxWords: pages of at most N words, filled in order; 1 is a word a page even when a word flashes by; sentence and pause breaks stay")
    func maxWords() {
        for limit in [1, 2, 3, 20] {
            let paging = CaptionPaging(maxLines: 4, maxCharacters: 200, maxWords: limit)
            let pages = paging.pages(Self.words(25), lines: { _ in 1 })
            #expect(pages.allSatisfy { $0.words.count <= limit }, "\(limit): \(pages.map(\.words.count))")
            #expect(pages.flatMap(\.words).count == 25)
            #expect(pages.dropLast().allSatisfy { $0.words.count == min(limit, 25) }, "full pages but the last")
            #expect(pages.allSatisfy { $0.start == $0.words[0].start })
        }
        // Words of a tenth of a second: a lone word would flash, but the limit of one keeps it alone.
        let quick = (0..<4).map { CaptionWord(text: "q\($0)", start: Double($0) * 0.1, end: Double($0) * 0.1 + 0.1) }
        #expect(CaptionPaging(maxWords: 1).pages(quick, lines: { _ in 1 }).map(\.words.count) == [1, 1, 1, 1])
        #expect(CaptionPaging().pages(quick, lines: { _ in 1 }).map(\.words.count) == [4], "without a limit they share a page")
        // A sentence's end and a pause still end a page before the limit does.
        var spoken = Self.words(5)
        spoken[1].text = "end."
        spoken[3].start += 1
        spoken[3].end += 1
        spoken[4].start += 1
        spoken[4].end += 1
        let pages = CaptionPaging(maxWords: 3).pages(spoken, lines: { _ in 1 })
        #expect(pages.map { $0.words.map(\.text) } == [["w0", "end."], ["w2"], ["w3", "w4"]])
    }

    /// ICU's case mapping of `text` by the transliterator `id` (`tr-Upper`, `el-Lower`), read back
    /// from `uconv`.
    static func icu(_ text: String, _ id: String) throws -> String {
        let uconv = try #require(TestSupport.which("uconv"), "uconv (icu-devtools) is the independent reference")
        return try TestSupport.withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("in.txt")
            try Data(text.utf8).write(to: file)
            let result = try TestSupport.run(uconv, ["-x", id, file.path])
            try #require(result.status == 0, "uconv -x \(id): \(result.stderr)")
            return result.stdoutString
        }
    }

    @Test("case: Turkish dotted i, German ß, Greek final sigma and accentless capitals, as ICU's transliterators map them")
    func letterCase() throws {
        let cases: [(CaptionCase, String, String?, String)] = [
            (.upper, "istanbul ılık", "tr", "tr-Upper"),
            (.upper, "istanbul", nil, "Any-Upper"),
            (.upper, "straße", "de", "Any-Upper"),  // ICU has no German-specific upper case: ß → SS is Unicode's own
            (.lower, "ΟΔΟΣ ΣΑΣ", "el", "el-Lower"),
            (.upper, "όλα καλά", "el", "el-Upper"),
            (.lower, "İSTANBUL", "tr", "tr-Lower"),
            (.title, "istanbul", "tr", "tr-Title"),
        ]
        for (letterCase, text, language, id) in cases {
            #expect(letterCase.apply(to: text, language: language) == (try Self.icu(text, id)), "\(letterCase) \(text) in \(language ?? "root")")
        }
        #expect(CaptionCase.upper.apply(to: "istanbul", language: "tr") == "İSTANBUL")
        #expect(CaptionCase.none.apply(to: "MiXeD", language: "tr") == "MiXeD")
    }

    @Test("a card in upper case pages, measures and writes the cased words, by the track's language")
    func casedCard() {
        var track = CaptionTrack(cues: [CaptionCue(start: 0, end: 2, text: "iyi straße")])
        track.language = "tr"
        var card = CaptionCard(track: track)
        card.letterCase = .upper
        #expect(card.pages().flatMap(\.words).map(\.text) == ["İYİ", "STRASSE"])
        card.language = "en"
        #expect(card.pages().flatMap(\.words).map(\.text) == ["IYI", "STRASSE"])
    }

    @Test("safe areas: the platforms' insets at 1080x1920, the same shares of a smaller 9:16 canvas and of a 16:9 one; T,R,B,L in pixels and per cent")
    func safeAreas() throws {
        let tiktok = try SafeArea(parsing: "tiktok")
        #expect(tiktok.insets(width: 1080, height: 1920) == EdgeInsets(top: 160, leading: 60, bottom: 440, trailing: 150))
        #expect(tiktok.insets(width: 540, height: 960) == EdgeInsets(top: 80, leading: 30, bottom: 220, trailing: 75))
        #expect(tiktok.insets(width: 1920, height: 1080) == EdgeInsets(top: 90, leading: 107, bottom: 248, trailing: 267))
        #expect(try SafeArea(parsing: "reels").insets(width: 1080, height: 1920) == EdgeInsets(top: 270, leading: 65, bottom: 670, trailing: 65))
        #expect(try SafeArea(parsing: "none").rect(width: 320, height: 180) == CGRect(x: 0, y: 0, width: 320, height: 180))
        let given = try SafeArea(parsing: "10%, 20px, 25%, 0")
        #expect(given.insets(width: 200, height: 400) == EdgeInsets(top: 40, leading: 0, bottom: 100, trailing: 20))
        #expect(given.description == "10%,20,25%,0")
        #expect(SafeArea.platforms.map(\.name) == ["tiktok", "reels", "shorts"])
        for bad in ["tiktik", "1,2,3", "1,2,3,-4", "1,2,3,nan", "1,2,3,101%", ""] {
            #expect(throws: PrimitivesError.self, "\(bad)") { try SafeArea(parsing: bad) }
        }
    }

    @Test("a safe area places the pages inside its room: a bottom page's last line ends at the room's bottom, lines no wider than the room")
    func safeAreaPlacement() throws {
        var card = CaptionCard(track: CaptionTrack(cues: [CaptionCue(start: 0, end: 1, text: "Hello there")]))
        card.width = 180
        card.height = 320
        card.font = .system(size: 16, weight: .bold)
        card.safeArea = try SafeArea(parsing: "tiktok")
        let room = try #require(card.placement)
        #expect(room.minX > 10 && room.maxX < 180 - 25 && room.maxY < 320 - 73 && room.minY > 26, "\(room)")
        #expect(card.lineWidth == room.width)
        card.safeArea = try SafeArea(parsing: "50%,0,50%,0")
        #expect(card.safeAreaProblem?.contains("leaves 180×0 pixels") == true, "\(card.safeAreaProblem ?? "")")
    }
}
