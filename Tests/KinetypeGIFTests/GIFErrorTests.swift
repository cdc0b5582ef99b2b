import Foundation
import KinetypeGIF
import KinetypeRasterKernels
import Testing

@Suite("GIF errors: bad input gets a typed error that says how to fix it")
struct GIFErrorTests {
    let good = Frame(width: 4, height: 4, pixels: [UInt32](repeating: 0xFF10_2030, count: 16))

    func failure(_ encoder: GIFEncoder = GIFEncoder(), frames: Int = 3, fps: Double = 30,
                 _ frame: @escaping (Int) -> Frame) -> GIFError? {
        do {
            _ = try encoder.encode(frameCount: frames, fps: fps, frame: frame)
            return nil
        } catch let error as GIFError {
            return error
        } catch {
            return nil
        }
    }

    @Test("zero or negative frame count")
    func noFrames() {
        #expect(failure(frames: 0) { _ in good } == .noFrames(frameCount: 0))
        #expect(failure(frames: -2) { _ in good } == .noFrames(frameCount: -2))
        #expect(GIFError.noFrames(frameCount: 0).description.contains("frameCount ≥ 1"))
    }

    @Test("zero-size frames name the frame")
    func zeroSize() {
        let empty = Frame(width: 0, height: 10, pixels: [])
        #expect(failure { _ in empty } == .invalidFrameSize(index: 0, width: 0, height: 10))
        #expect(failure { _ in Frame(width: 70000, height: 1) } == .invalidFrameSize(index: 0, width: 70000, height: 1))
    }

    @Test("a frame of another size names the frame and both sizes")
    func mismatchedSizes() {
        let other = Frame(width: 5, height: 4, pixels: [UInt32](repeating: 0, count: 20))
        let error = failure(frames: 30) { $0 == 15 ? other : good }
        #expect(error == .frameSizeMismatch(index: 15, expectedWidth: 4, expectedHeight: 4, width: 5, height: 4))
        #expect(error?.description.contains("same canvas size") == true)
    }

    @Test("options out of range fail before any frame is rendered", arguments: [
        (GIFEncoder(quality: 0), GIFError.qualityOutOfRange(0)),
        (GIFEncoder(quality: 101), GIFError.qualityOutOfRange(101)),
        (GIFEncoder(dithering: 1.5), GIFError.ditheringOutOfRange(1.5)),
        (GIFEncoder(loopCount: 70000), GIFError.loopCountOutOfRange(70000)),
        (GIFEncoder(minimumDelay: 0), GIFError.minimumDelayOutOfRange(0)),
        (GIFEncoder(threads: 0), GIFError.invalidThreadCount(0)),
    ])
    func options(encoder: GIFEncoder, expected: GIFError) {
        var called = false
        #expect(failure(encoder) { _ in called = true; return good } == expected)
        #expect(!called)
        #expect(expected.description.contains("use") || expected.description.contains("pass"))
    }

    @Test("fps must be finite and positive", arguments: [0, -30, Double.nan, Double.infinity])
    func badFPS(fps: Double) {
        let error = failure(fps: fps) { _ in good }
        guard case .invalidFPS = error else {
            Issue.record("expected invalidFPS, got \(String(describing: error))")
            return
        }
    }

    @Test("an error thrown by the frame callback propagates unchanged, in either pass")
    func callbackError() {
        struct RenderFailed: Error, Equatable { let index: Int }
        for failing in [0, 7] {
            #expect(throws: RenderFailed(index: failing)) {
                _ = try GIFEncoder(threads: 2).encode(frameCount: 12, fps: 30) { index in
                    if index == failing { throw RenderFailed(index: index) }
                    return TestCard(width: 32, height: 20, frameCount: 12).frame(index)
                }
            }
        }
    }
}
