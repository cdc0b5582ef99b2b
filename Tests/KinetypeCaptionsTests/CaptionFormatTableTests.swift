import Foundation
import KinetypeCaptions
import KinetypeTestSupportCore
import Testing

/// The formats `--caption-format` offers, the ones detection finds and the ones the file-kinds
/// text names are one set: each format read from a file shaped as its tools write it.
@Suite struct CaptionFormatTableTests {
    /// A file of each text format as its tools write it (the other suites' fixtures where they
    /// have one).
    static let samples: [CaptionFormat: [String]] = [
        .srt: ["1\n00:00:01,000 --> 00:00:02,500\nHello there\n\n2\n00:00:03,000 --> 00:00:04,000\nGeneral Kenobi\n"],
        .webvtt: ["WEBVTT\nKind: captions\nLanguage: en\n\n00:00:01.000 --> 00:00:02.500\nHello <00:00:01.800>there\n"],
        .ass: [TestSupport.assScript(["0,0:00:01.00,0:00:02.50,Default,,0,0,0,,{\\k50}Hel{\\k40}lo there"])],
        .whisper: [#"{"text": " Hello there", "segments": [{"id": 0, "start": 1.0, "end": 2.5, "text": " Hello there", "words": [{"word": " Hello", "start": 1.0, "end": 1.6}, {"word": " there", "start": 1.7, "end": 2.5}]}], "language": "en"}"#],
        .whisperCpp: [#"{"result": {"language": "en"}, "transcription": [{"offsets": {"from": 1000, "to": 2500}, "text": " Hello there", "tokens": [{"text": " Hello", "offsets": {"from": 1000, "to": 1600}}, {"text": " there", "offsets": {"from": 1700, "to": 2500}}]}]}"#],
        .ttml: [CaptionTTMLTests.netflix],
        .sbv: ["0:00:01.000,0:00:02.500\nHello there\n\n0:00:03.000,0:00:04.000\nGeneral Kenobi\n"],
        .lrc: ["[ar:Someone]\n[00:01.00]Hello there\n[00:03.00]General Kenobi\n"],
        .youtube: [CaptionYouTubeTests.automaticJSON, CaptionYouTubeTests.automaticXML],
        .transcript: [#"{"metadata": {}, "results": {"channels": [{"alternatives": [{"transcript": "hello there", "words": [{"word": "hello", "start": 1.0, "end": 1.6}, {"word": "there", "start": 1.7, "end": 2.5}]}]}]}}"#],
        .sami: [CaptionSAMITests.bilingual],
        .microDVD: ["{1}{1}25\n{25}{62}Hello there\n{75}{100}General|Kenobi\n", "[10][25]Hello there\n"],
        .scc: [CaptionSCCTests.popOn],
        .aqTitle: ["-->> 000025\nHello there\n\n-->> 000062\n\n-->> 000075\nGeneral\nKenobi\n"],
    ]

    /// An EBU STL file of one subtitle (binary: its bytes, not its text, say what it is).
    static let stl = Data(CaptionEBUSTLTests.gsi() + CaptionEBUSTLTests.tti(1, from: [10, 0, 1, 0], to: [10, 0, 2, 0], Array("Hello there".utf8)))

    @Test("--caption-format's values name each format once, and each reads back as itself")
    func values() {
        let names = CaptionFormat.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
        for format in CaptionFormat.allCases { #expect(CaptionFormat(rawValue: format.rawValue) == format) }
        #expect(CaptionFormat(rawValue: "vobsub") == nil)
        // Every format but the binary one has a sample here: a format added to the table needs one.
        #expect(Set(Self.samples.keys).union([.ebuSTL]) == Set(CaptionFormat.allCases))
    }

    @Test("Each format's extensions detect it, from a file of that format (formats sharing an extension told apart by content)")
    func extensions() throws {
        for format in CaptionFormat.allCases {
            #expect(!format.extensions.isEmpty, "\(format.rawValue)")
            for name in format.extensions {
                for sample in Self.samples[format] ?? [""] {
                    #expect(CaptionFormat.detect(fileName: "captions.\(name)", text: sample) == format, "\(format.rawValue) .\(name)")
                    #expect(CaptionFormat.detect(fileName: "CAPTIONS.\(name.uppercased())", text: sample) == format, "\(format.rawValue) .\(name)")
                }
            }
        }
        #expect(try CaptionReader.read(data: Self.stl, fileName: "programme.stl").cues.map(\.text) == ["Hello there"])
    }

    @Test("A file with no extension is told by its content, and reads")
    func sniffing() throws {
        for (format, samples) in Self.samples {
            for sample in samples {
                #expect(CaptionFormat.detect(fileName: "captions", text: sample) == format, "\(format.rawValue)")
                let track = try CaptionReader.read(data: Data(sample.utf8), fileName: "captions")
                #expect(track == (try CaptionReader.read(data: Data(sample.utf8), fileName: "captions", format: format)), "\(format.rawValue)")
            }
        }
        #expect(try CaptionReader.read(data: Self.stl, fileName: "captions").cues.map(\.text) == ["Hello there"])
        #expect(CaptionFormat.detect(fileName: "captions", text: "hello there") == nil)
    }

    @Test("The file-kinds text names each format's files, and only extensions some format has")
    func fileKinds() throws {
        let text = CaptionFormat.fileKinds
        let extensions = Set(CaptionFormat.allCases.flatMap(\.extensions))
        for format in CaptionFormat.allCases {
            #expect(text.contains(format.fileKind), "\(format.rawValue)")
            #expect(format.extensions.contains { format.fileKind.contains("." + $0) }, "\(format.rawValue): \(format.fileKind)")
        }
        let named = text.matches(of: #/\.([a-z0-9]+)/#).map { String($0.output.1) }
        #expect(!named.isEmpty)
        for name in named { #expect(extensions.contains(name), "\(name)") }
        // The message for a file no format reads names them all, and every format's name.
        let error = #expect(throws: CaptionError.self) { try CaptionReader.read(data: Data("hello there".utf8), fileName: "notes.txt") }
        let message = error?.message ?? ""
        #expect(message.contains(text))
        for format in CaptionFormat.allCases { #expect(message.contains(format.rawValue), "\(format.rawValue)") }
    }
}
