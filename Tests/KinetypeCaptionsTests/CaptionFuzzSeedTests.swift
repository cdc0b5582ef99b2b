import Foundation
import KinetypeCaptions
import KinetypeTestSupportCore
import Testing

/// The per-reader fuzz targets start from seeds shaped like each format's real files
/// (Tests/Fuzz/Corpus/caption-<format>): every reader has a folder, and every seed in it reads as
/// its format with cues, so the fuzzer mutates files that reach deep into the reader rather
/// than bytes its first check refuses.
@Suite struct CaptionFuzzSeedTests {
    static let corpus = TestSupport.packageRoot.appendingPathComponent("Tests/Fuzz/Corpus")

    @Test("each caption format has a fuzz target's seed folder, and no folder names a format that is not read")
    func everyReaderHasSeeds() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).filter { $0.hasPrefix("caption-") }
        #expect(Set(folders) == Set(CaptionFormat.allCases.map { "caption-" + $0.rawValue }))
    }

    @Test("every seed reads as its folder's format, with cues", arguments: CaptionFormat.allCases)
    func seedsRead(format: CaptionFormat) throws {
        let folder = Self.corpus.appendingPathComponent("caption-" + format.rawValue)
        let seeds = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(!seeds.isEmpty, "no seed for \(format.rawValue)")
        for seed in seeds {
            let data = try Data(contentsOf: folder.appendingPathComponent(seed))
            let track = try CaptionReader.read(data: data, fileName: seed, format: format)
            #expect(!track.cues.isEmpty, "\(seed) reads as \(format.rawValue) with no cue")
            let detected = try CaptionReader.read(data: data, fileName: seed)
            #expect(detected.cues.map(\.text) == track.cues.map(\.text) && detected.cues.map(\.start) == track.cues.map(\.start),
                    "\(seed) is detected as another format than \(format.rawValue)")
        }
    }
}
