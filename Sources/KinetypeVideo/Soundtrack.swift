import Foundation
import KinetypePrimitives

/// A sound laid under a card's video: a file's sound from `offset` on, starting `start` seconds
/// into the card, at `volume`, faded in and out, trimmed or padded with silence to the card.
///
/// `FFmpegEncoder` muxes it beside the frames: AAC in MP4, Opus in WebM, 16-bit PCM in MOV, at
/// 48 kHz. The sound covers exactly the frames written (frame `n` to `m` of the card: its seconds
/// `n / fps` to `(m + 1) / fps`), so the file's sound and picture end together.
///
/// ```swift
/// let song = Soundtrack(file: SoundFile(url: URL(fileURLWithPath: "song.wav"), duration: 30, sampleRate: 44100, channels: 2),
///                       offset: 12, fadeOut: 1)
/// song.end  // 18.0: the card's second the sound runs out at
/// ```
///
/// Its mix's values read as its own (`track.start`, `track.volume`).
@dynamicMemberLookup
public struct Soundtrack: Sendable, Equatable {
    /// The sound file (``SoundFile/probe(_:)`` checks it).
    public var file: SoundFile
    /// Where the sound starts, the second it is taken from, its gain and fades.
    public var mix: SoundMix

    /// The sampling rate of the sound written.
    package static let sampleRate = 48_000

    /// A soundtrack of `file` mixed as `mix` (by default as it is, from the card's start).
    public init(file: SoundFile, mix: SoundMix = SoundMix()) {
        self.file = file
        self.mix = mix
    }

    /// A soundtrack; the defaults leave the sound as it is, from the card's start.
    public init(file: SoundFile, start: Double = 0, offset: Double = 0, volume: Double = 1, fadeIn: Double = 0, fadeOut: Double = 0) {
        self.init(file: file, mix: SoundMix(start: start, offset: offset, volume: volume, fadeIn: fadeIn, fadeOut: fadeOut))
    }

    /// A value of ``mix``.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<SoundMix, Value>) -> Value {
        get { mix[keyPath: keyPath] }
        set { mix[keyPath: keyPath] = newValue }
    }

    /// The card's second the sound runs out at: ``SoundMix/start`` plus what the file holds after
    /// ``SoundMix/offset``. A card of `duration: audio` lasts this long.
    public var end: Double { mix.start + max(0, file.duration - mix.offset) }

    /// ffmpeg's arguments that add the sound as input `index` (``SoundMix/offset`` seeked to before it).
    package var inputArguments: [String] {
        (mix.offset > 0 ? ["-ss", String(format: "%.6f", mix.offset)] : []) + ["-i", file.url.path]
    }

    /// The filter graph that makes input `index`'s first sound stream into the sound of the card's
    /// seconds `from` to `from + length`, as the stream `[sound]`: gain, fades, the delay to
    /// ``SoundMix/start``, silence after its end, cut to the window (each in whole samples at
    /// ``sampleRate``, so the sound lasts exactly as long as the frames). The fade-out ends where
    /// the sound does, or at `cardDuration`.
    package func filterGraph(input index: Int, from: Double, length: Double, cardDuration: Double) -> String {
        let rate = Double(Self.sampleRate)
        // The sound's own length on the card: to its end, or to the card's end.
        let heard = max(0, min(file.duration - mix.offset, cardDuration - mix.start))
        var steps = ["aresample=\(Self.sampleRate)", "aformat=sample_fmts=fltp", "volume=\(String(format: "%.6f", mix.volume)):precision=float"]
        if mix.fadeIn > 0 { steps.append("afade=t=in:ss=0:ns=\(max(1, Int((min(mix.fadeIn, heard) * rate).rounded())))") }
        if mix.fadeOut > 0, heard > 0 {
            let length = min(mix.fadeOut, heard)
            steps.append("afade=t=out:ss=\(Int(((heard - length) * rate).rounded())):ns=\(max(1, Int((length * rate).rounded())))")
        }
        // What lies after the card's end is never heard; cutting it first keeps the fade-out's end.
        steps.append("atrim=end_sample=\(Int((heard * rate).rounded()))")
        if mix.start > 0 { steps.append("adelay=delays=\(Int((mix.start * rate).rounded()))S:all=1") }
        let first = Int((from * rate).rounded()), last = Int(((from + length) * rate).rounded())
        steps += ["apad", "atrim=start_sample=\(first):end_sample=\(last)", "asetpts=N/SR/TB"]
        return "[\(index):a:0]" + steps.joined(separator: ",") + "[sound]"
    }
}
