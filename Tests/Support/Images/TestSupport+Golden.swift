import Foundation
import KinetypeEncoders
import KinetypeGraphics
import Testing

extension TestSupport {
    /// True when the goldens are being re-recorded (`RECORD=1`, as `make record-goldens` sets).
    public static var isRecordingGoldens: Bool { ProcessInfo.processInfo.environment["RECORD"] == "1" }

    /// Checks an image against the golden PNG `<name>.png` in `folder` with `tolerance`, or,
    /// when `recording` (by default ``isRecordingGoldens``), writes that PNG.
    ///
    /// A recording run records an issue for every golden it writes, so it never passes: a
    /// recording is something to look at before committing, not a green test. Run the tests
    /// again without `RECORD=1` to check against what was written.
    ///
    /// - Parameters:
    ///   - pixel: the image's pixel at a position, as `Canvas.pixel(x:y:)` returns it.
    ///   - pngData: the image encoded as PNG, called only when recording.
    ///   - recording: whether to write the golden instead of comparing; a parameter so the helper's
    ///     own tests need not set `RECORD` for the whole process.
    public static func assertGolden(named name: String, in folder: URL, width: Int, height: Int,
                                    pixel: (Int, Int) -> Pixel, pngData: () throws -> Data,
                                    tolerance: GoldenTolerance, recording: Bool = isRecordingGoldens,
                                    sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent("\(name).png")
        if recording {
            try pngData().write(to: url, options: .atomic)
            Issue.record("recorded the golden \(name).png; look at it, then run again without RECORD=1",
                         sourceLocation: sourceLocation)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("no golden \(name).png in \(folder.lastPathComponent); record it with RECORD=1 (make record-goldens)",
                         sourceLocation: sourceLocation)
            return
        }
        let golden = try Canvas(png: data)
        guard golden.width == width && golden.height == height else {
            Issue.record("\(name): the image is \(width)×\(height), its golden \(golden.width)×\(golden.height)",
                         sourceLocation: sourceLocation)
            return
        }
        let (share, worst) = compare(width: width, height: height, pixel: pixel, to: golden, tolerance: tolerance.channel)
        #expect(share >= tolerance.share,
                "\(name): \(share * 100)% of pixels within \(tolerance.channel)/255, needs \(tolerance.share * 100)%",
                sourceLocation: sourceLocation)
        #expect(worst <= tolerance.worst, "\(name): worst channel difference \(worst), at most \(tolerance.worst)",
                sourceLocation: sourceLocation)
    }

    /// Checks a canvas against the golden PNG `<name>.png` in `folder`; see
    /// ``assertGolden(named:in:width:height:pixel:pngData:tolerance:recording:sourceLocation:)``.
    public static func assertGolden(_ canvas: Canvas, named name: String, in folder: URL, tolerance: GoldenTolerance,
                                    recording: Bool = isRecordingGoldens, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try assertGolden(named: name, in: folder, width: canvas.width, height: canvas.height,
                         pixel: { canvas.pixel(x: $0, y: $1) }, pngData: { try canvas.pngData() },
                         tolerance: tolerance, recording: recording, sourceLocation: sourceLocation)
    }
}
