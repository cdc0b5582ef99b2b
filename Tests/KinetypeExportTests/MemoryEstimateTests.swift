import Kinetype
import Testing

/// The frame-buffer estimate a render is checked against before it starts, worked out by hand
/// from its documented formula: `width × height × 4` bytes a frame; 1 frame for a still,
/// `2 × threads` for a PNG sequence and video, `7 × threads + 5` for GIF plus the bytes of
/// changed rectangles waiting for the palette (32 MiB less three frames, at least 8 MiB).
@Suite struct MemoryEstimateTests {
    static func card(width: Int = 1280, height: Int = 720, duration: Double = 2) -> TitleCard {
        TitleCard(width: width, height: height, fps: 30, duration: duration) { _ in Text("a") }
    }

    @Test("per format, from the frame size and the threads")
    func formats() {
        let frame = 1280 * 720 * 4
        let options = ExportOptions(threads: 8)
        #expect(Self.card().frameBufferBytes(format: .gif, options: options) == frame * 61 + (32 << 20) - 3 * frame)
        #expect(Self.card().frameBufferBytes(format: .mp4, options: options) == frame * 16)
        #expect(Self.card().frameBufferBytes(format: .pngSequence, options: options) == frame * 16)
        #expect(Self.card().frameBufferBytes(format: .png, options: options) == frame)
    }

    @Test("threads beyond the frames to write do not count")
    func idleThreads() {
        let frame = 1280 * 720 * 4
        #expect(Self.card().frameBufferBytes(format: .pngSequence, options: ExportOptions(frames: 0...2, threads: 64)) == frame * 6)
        // 0.1 s at 30 fps is 3 frames, so 3 threads work.
        #expect(Self.card(duration: 0.1).frameBufferBytes(format: .gif, options: ExportOptions(threads: 256))
            == frame * (21 + 5) + (32 << 20) - 3 * frame)
    }

    @Test("scaling counts the pixels drawn")
    func scaled() {
        let card = Self.card().scaled(by: 0.5)
        #expect(card.frameBufferBytes(format: .png, options: ExportOptions(threads: 1)) == 640 * 360 * 4)
    }

    @Test("the largest canvas on many threads goes far past 4 GiB, without overflowing")
    func largest() {
        let card = Self.card(width: 16384, height: 16384, duration: 10)
        let bytes = card.frameBufferBytes(format: .gif, options: ExportOptions(threads: 256))
        // Three frames are more than 32 MiB: the rectangles waiting get the 8 MiB floor.
        #expect(bytes == 16384 * 16384 * 4 * (7 * 256 + 5) + (8 << 20))
        #expect(bytes > 4 << 30)
    }
}
