import Kinetype
import Testing

/// The frame-buffer estimate a render is checked against before it starts, worked out by hand
/// from its documented formula: `width × height × 4` bytes a frame, 2 frames a thread, plus
/// `4 × threads + 2` for GIF and `2 × threads` for video.
@Suite struct MemoryEstimateTests {
    static func card(width: Int = 1280, height: Int = 720, duration: Double = 2) -> TitleCard {
        TitleCard(width: width, height: height, fps: 30, duration: duration) { _ in Text("a") }
    }

    @Test("per format, from the frame size and the threads")
    func formats() {
        let frame = 1280 * 720 * 4
        let options = ExportOptions(threads: 8)
        #expect(Self.card().frameBufferBytes(format: .gif, options: options) == frame * (16 + 34))
        #expect(Self.card().frameBufferBytes(format: .mp4, options: options) == frame * (16 + 16))
        #expect(Self.card().frameBufferBytes(format: .pngSequence, options: options) == frame * 16)
        #expect(Self.card().frameBufferBytes(format: .png, options: options) == frame * 2)
    }

    @Test("threads beyond the frames to write do not count")
    func idleThreads() {
        let frame = 1280 * 720 * 4
        #expect(Self.card().frameBufferBytes(format: .pngSequence, options: ExportOptions(frames: 0...2, threads: 64)) == frame * 6)
        #expect(Self.card(duration: 0.1).frameBufferBytes(format: .gif, options: ExportOptions(threads: 256))
            == frame * (6 + 14))
    }

    @Test("scaling counts the pixels drawn")
    func scaled() {
        let card = Self.card().scaled(by: 0.5)
        #expect(card.frameBufferBytes(format: .png, options: ExportOptions(threads: 1)) == 640 * 360 * 4 * 2)
    }

    @Test("the largest canvas on many threads goes far past 4 GiB, without overflowing")
    func largest() {
        let card = Self.card(width: 16384, height: 16384, duration: 10)
        let bytes = card.frameBufferBytes(format: .gif, options: ExportOptions(threads: 256))
        #expect(bytes == 16384 * 16384 * 4 * (512 + 1026))
        #expect(bytes > 4 << 30)
    }
}
