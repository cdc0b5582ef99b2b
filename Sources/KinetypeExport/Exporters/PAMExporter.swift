import Foundation
import KinetypeCard
import KinetypeRasterKernels

/// Writes one frame as a Netpbm PAM file (``ExportFormat/pam``): a short text header and the
/// pixels uncompressed, straight (not premultiplied) red, green, blue and alpha, a byte each,
/// as ffmpeg, ImageMagick and GIMP read `RGB_ALPHA` PAM.
public struct PAMExporter: CardExporter {
    /// The PAM still's settings: none besides the shared ones.
    public typealias Options = NoFormatOptions

    /// The PAM still's writer.
    public init() {}

    /// ``ExportFormat/pam``.
    public var format: ExportFormat { .pam }
    /// `.pam`.
    public var extensions: [String] { ["pam"] }
    /// True: one frame, at ``ExportOptions/stillTime``.
    public var isStill: Bool { true }
    /// One frame.
    public func frameBuffers(threads: Int) -> Int { 1 }

    /// Renders the frame at the still time (`indices` is not read) and writes it whole to `url`
    /// (``AtomicFile/write(_:to:)``); reports progress as 1 of 1.
    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: NoFormatOptions) throws {
        let frame = try card.frame(at: card.stillTime(options))
        var data = Data("P7\nWIDTH \(frame.width)\nHEIGHT \(frame.height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n".utf8)
        let rowBytes = frame.width * 4
        var row = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<frame.height {
            row.withUnsafeMutableBufferPointer { frame.writeStraightRow(y, as: .rgba, into: $0.baseAddress!) }
            data.append(contentsOf: row)
        }
        try AtomicFile.write(data, to: url)
        options.progress?(1, 1)
    }
}

extension ExportFormat {
    /// One frame as Netpbm PAM with alpha (the time is ``ExportOptions/stillTime``).
    public static let pam = ExportFormat(name: "pam")
}
