import ArgumentParser
import Foundation
import Kinetype

/// `kinetype audio`: analyses a sound (levels, bands, onsets, beats, tempo) for driving a card.
struct AudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audio",
        abstract: "Analyse a sound: its level and bands a frame, its onsets, beats and tempo (--json for all of it)."
    )

    @Argument(help: "A sound file ffmpeg reads (WAV, MP3, FLAC, Ogg, M4A), or a video with sound.")
    var file: String

    @Flag(name: .long, help: """
        Print the whole analysis as one JSON object: fps, duration, rms (linear, 0-1, a frame), rmsDB, bands (a list a band), \
        bandRanges, onsets, beats (seconds) and tempo ([{start, bpm}]).
        """)
    var json = false

    @Option(name: .long, parsing: .unconditional, help: "Frames a second the levels are given at, 1 to 240 (default 30).")
    var fps: Double = 30

    @Option(name: .long, help: """
        The bands to measure, LOW-HIGH in hertz separated by commas (60-250,250-2000), each within 0 to half the sound's \
        sampling rate (default: bass 20-250, mid 250-4000, treble 4000-16000).
        """)
    var bands: String?

    func validate() throws {
        guard fps.isFinite, AudioAnalysis.fpsRange.contains(fps) else { throw ValidationError(AudioError.badFrameRate(fps).description) }
    }

    func run() throws {
        let bands = try self.bands.map { try AudioBand.list($0) } ?? AudioBand.defaults
        let analysis = try AudioAnalysis.analyze(URL(fileURLWithPath: file), fps: fps, bands: bands)
        if json {
            Streams.print(analysis.json())
            return
        }
        Streams.print("\(file): \(AudioAnalysis.number(analysis.duration, 3)) s, \(analysis.rms.count) frames at \(AudioAnalysis.number(fps, 3)) fps")
        let loudest = analysis.rmsDB.max() ?? AudioAnalysis.floorDB
        Streams.print("loudest frame: \(AudioAnalysis.number(loudest, 1)) dBFS")
        Streams.print("onsets: \(analysis.onsets.count); beats: \(analysis.beats.count)")
        for section in analysis.tempo {
            Streams.print("tempo from \(AudioAnalysis.number(section.start, 2)) s: \(AudioAnalysis.number(section.bpm, 1)) BPM")
        }
    }
}
