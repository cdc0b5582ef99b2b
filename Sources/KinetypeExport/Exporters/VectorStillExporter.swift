import Foundation
import KinetypeCard
import KinetypeGraphics

/// Writes one frame as SVG or PDF (``ExportFormat/svg``, ``ExportFormat/pdf``) through Cairo's
/// vector surfaces, at the still time.
public struct VectorStillExporter: CardExporter {
    /// No settings of its own.
    public typealias Options = NoFormatOptions
    /// The Cairo surface it draws on.
    public let vector: Canvas.VectorFormat

    /// The writer of `vector` stills.
    public init(_ vector: Canvas.VectorFormat) {
        self.vector = vector
    }

    /// ``ExportFormat/svg`` or ``ExportFormat/pdf``, as ``vector``.
    public var format: ExportFormat { ExportFormat(name: vector.rawValue) }
    /// `.svg` or `.pdf`.
    public var extensions: [String] { [vector.rawValue] }
    /// True: one frame, at ``ExportOptions/stillTime``.
    public var isStill: Bool { true }
    /// One frame.
    public func frameBuffers(threads: Int) -> Int { 1 }

    /// Draws one frame onto a Cairo SVG or PDF surface at a temporary path beside `url`, and
    /// renames the file into place when Cairo has finished it (``AtomicFile/create(at:_:)``).
    public func export(_ card: TitleCard, to url: URL, indices: [Int], options: ExportOptions, settings: NoFormatOptions) throws {
        try AtomicFile.create(at: url) { temporary in
            let canvas = try Canvas(vector: vector, path: temporary.path, width: card.pixelWidth, height: card.pixelHeight)
            try card.render(at: card.stillTime(options), into: canvas)
            do {
                try canvas.finish()
            } catch GraphicsError.writeFailed(let reason) {
                throw ExportError.notWritable(path: url.relativePath, reason: reason)
            }
        }
        options.progress?(1, 1)
    }
}

extension ExportFormat {
    /// One frame as SVG (Cairo's vector surface; filtered draws are embedded images).
    public static let svg = ExportFormat(name: "svg")

    /// One frame as PDF.
    public static let pdf = ExportFormat(name: "pdf")
}
