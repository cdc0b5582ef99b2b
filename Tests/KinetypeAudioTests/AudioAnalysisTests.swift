import Foundation
import KinetypeAudio
import KinetypeTestSupportCore
import Testing

/// The analysis against references: mir_eval's F-measure against a click track's true clicks and
/// aubio's `aubioonset`, ffmpeg's `astats` for the level, a sweep's known frequency for a band.
@Suite struct AudioAnalysisTests {
    /// A Python that has mir_eval (the one `make test` sets up under .build/python).
    static func python() throws -> String {
        let local = TestSupport.packageRoot.appendingPathComponent(".build/python/bin/python3").path
        for candidate in [local, "python3"] where candidate != local || FileManager.default.isExecutableFile(atPath: local) {
            if try TestSupport.run("/usr/bin/env", [candidate, "-c", "import mir_eval"]).status == 0 { return candidate }
        }
        Issue.record("no Python with mir_eval: run make test, which installs it under .build/python")
        return "python3"
    }

    @Test("A click track (96 BPM for 4 s, 1 s of silence, 132 BPM for 4 s): onsets F ≥ 0.95 at ±25 ms against the clicks and ≥ 0.9 against aubioonset, none in the silence, tempo within 2 % a section")
    func clickTrack() throws {
        let (samples, clicks) = TestSignals.clickTrack()
        let analysis = try AudioAnalysis(samples: samples, fps: 30)
        #expect(analysis.onsets.allSatisfy { !(4.05..<4.95).contains($0) }, "onsets in the silence: \(analysis.onsets)")
        try #require(analysis.tempo.count == 2, "two sections: \(analysis.tempo)")
        #expect(abs(analysis.tempo[0].bpm / 96 - 1) <= 0.02 && abs(analysis.tempo[0].start) < 0.05, "\(analysis.tempo[0])")
        #expect(abs(analysis.tempo[1].bpm / 132 - 1) <= 0.02 && abs(analysis.tempo[1].start - 5) < 0.05, "\(analysis.tempo[1])")
        try TestSupport.withTemporaryFolder { folder in
            let wav = folder.appendingPathComponent("clicks.wav")
            try TestSignals.writeWAV(samples, to: wav)
            let aubio = try #require(TestSupport.which("aubioonset"), "aubioonset (make setup installs aubio-tools)")
            let result = try TestSupport.run(aubio, ["-i", wav.path])
            try #require(result.status == 0, "\(result.stderr)")
            let theirs = result.stdoutString.split(whereSeparator: \.isNewline).compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            let script = """
                import json, sys, numpy, mir_eval
                truth, ours, aubio = (numpy.array(x) for x in json.loads(sys.argv[1]))
                f = lambda ref, est: mir_eval.onset.f_measure(ref, est, window=0.025)[0]
                print(json.dumps([f(truth, ours), f(aubio, ours), f(truth, aubio)]))
                """
            let input = String(decoding: try JSONSerialization.data(withJSONObject: [clicks, analysis.onsets, theirs]), as: UTF8.self)
            let scored = try TestSupport.run("/usr/bin/env", [try Self.python(), "-c", script, input])
            try #require(scored.status == 0, "\(scored.stderr)")
            let scores = try #require(try JSONSerialization.jsonObject(with: scored.stdout) as? [Double])
            #expect(scores[0] >= 0.95, "F against the clicks: \(scores[0]); onsets \(analysis.onsets)")
            #expect(scores[1] >= 0.9, "F against aubioonset: \(scores[1]); aubio \(theirs)")
        }
    }

    @Test("Each frame's RMS follows ffmpeg's astats of the same frames (Pearson ≥ 0.99) on a music-like signal")
    func levelAgainstAstats() throws {
        let samples = TestSignals.musicLike()
        let analysis = try AudioAnalysis(samples: samples, fps: 30)
        try TestSupport.withTemporaryFolder { folder in
            let wav = folder.appendingPathComponent("music.wav")
            try TestSignals.writeWAV(samples, to: wav)
            let ffmpeg = try #require(TestSupport.which("ffmpeg"))
            // 1470 samples a frame at 30 fps.
            let result = try TestSupport.run(ffmpeg, ["-v", "error", "-i", wav.path, "-af",
                                                      "asetnsamples=n=1470:p=0,astats=metadata=1:reset=1,ametadata=print:key=lavfi.astats.Overall.RMS_level:file=-",
                                                      "-f", "null", "-"])
            try #require(result.status == 0, "\(result.stderr)")
            let theirs = result.stdoutString.split(whereSeparator: \.isNewline).compactMap { line -> Double? in
                guard line.hasPrefix("lavfi.astats.Overall.RMS_level=") else { return nil }
                return Double(line.split(separator: "=")[1]).map { $0.isFinite ? pow(10, $0 / 20) : 0 }
            }
            try #require(theirs.count == analysis.rms.count, "\(theirs.count) frames from astats, \(analysis.rms.count) from the analysis")
            let r = Self.pearson(analysis.rms, theirs)
            #expect(r >= 0.99, "Pearson \(r)")
            // Not merely correlated: the same values.
            #expect(zip(analysis.rms, theirs).allSatisfy { abs($0 - $1) <= 1e-3 }, "\(analysis.rms.prefix(5)) against \(theirs.prefix(5))")
        }
    }

    @Test("A band's level peaks while a sweep passes through it")
    func bandFollowsSweep() throws {
        let (samples, frequency) = TestSignals.sweep(from: 50, to: 12_000, seconds: 4)
        let bands = try AudioBand.list("500-1000,3000-6000")
        let analysis = try AudioAnalysis(samples: samples, fps: 25, bands: bands)
        for (band, levels) in zip(bands, analysis.bandLevels) {
            let peak = levels.indices.max { levels[$0] < levels[$1] }!
            let centre = frequency((Double(peak) + 0.5) / 25)
            #expect(centre >= band.low && centre <= band.high, "\(band.name) peaks at frame \(peak), \(centre) Hz")
            // A sine of amplitude 0.5 inside the band reads its RMS, 0.354.
            #expect(abs(levels[peak] - 0.5 / 2.0.squareRoot()) < 0.05, "\(levels[peak])")
        }
    }

    @Test("The same samples give the same analysis, and its JSON has the keys the issue names")
    func deterministic() throws {
        let (samples, _) = TestSignals.clickTrack()
        let first = try AudioAnalysis(samples: samples, fps: 24), second = try AudioAnalysis(samples: samples, fps: 24)
        #expect(first == second)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(first.json().utf8)) as? [String: Any])
        for key in ["fps", "rms", "rmsDB", "bands", "onsets", "beats", "tempo"] { #expect(json[key] != nil, "\(key)") }
        #expect((json["rms"] as? [Double])?.count == Int((9.2 * 24).rounded(.up)))
    }

    @Test("Bands outside 0 to Nyquist, upside down or malformed are refused, naming the band")
    func badBands() throws {
        #expect(throws: AudioError.self) { try AudioAnalysis(samples: [0, 0], fps: 30, bands: try AudioBand.list("20-30000")) }
        for text in ["250-60", "bass", "60-", "60-250,60-250", "nan-5"] {
            #expect(throws: AudioError.self, "\(text)") { _ = try AudioBand.list(text) }
        }
        do {
            _ = try AudioAnalysis(samples: [0, 0], fps: 30, bands: try AudioBand.list("100-200,20-30000"))
        } catch let error as AudioError {
            #expect(error.description.contains("'20-30000'") && error.description.contains("22050 Hz"), "\(error)")
        }
    }

    @Test("A sound sampled at 8 kHz analyses with the default bands, treble ending at its 4 kHz; a band the user gives above it is refused")
    func lowSampleRate() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        defer { TestSupport.removeTemporaryFolder(folder) }
        let sound = folder.appendingPathComponent("phone.wav")
        let ffmpeg = try #require(TestSupport.which("ffmpeg"))
        let made = try TestSupport.run(ffmpeg, ["-v", "error", "-f", "lavfi", "-i", "sine=frequency=440:duration=1:sample_rate=8000", sound.path])
        try #require(made.status == 0, "\(made.stderr)")
        let analysis = try AudioAnalysis.analyze(sound, fps: 10)
        #expect(analysis.bands.map(\.name) == ["bass", "mid", "treble"] && analysis.bands.last?.high == 4000 && analysis.bands[1].high == 4000)
        do {
            _ = try AudioAnalysis.analyze(sound, fps: 10, bands: try AudioBand.list("20-16000"))
            Issue.record("a band above 4 kHz in an 8 kHz sound is refused")
        } catch let error as AudioError {
            #expect(error.description.contains("'20-16000'") && error.description.contains("4000 Hz"), "\(error)")
        }
    }

    static func pearson(_ a: [Double], _ b: [Double]) -> Double {
        let n = Double(a.count), ma = a.reduce(0, +) / n, mb = b.reduce(0, +) / n
        var sab = 0.0, saa = 0.0, sbb = 0.0
        for (x, y) in zip(a, b) { sab += (x - ma) * (y - mb); saa += (x - ma) * (x - ma); sbb += (y - mb) * (y - mb) }
        return sab / (saa * sbb).squareRoot()
    }
}
