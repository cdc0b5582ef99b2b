import KinetypeRasterKernels
internal import CKinetypeGIF

// Every giflib call of the GIF encoder is in this file. `GIFLibFile` owns one `GifFileType`
// (from `EGifOpen`, freed by `EGifCloseFile`); colour maps live for one call.

/// Where giflib's output function puts bytes: `EGifOpen` stores an unretained pointer to it in
/// `GifFileType.UserData`; the owning `GIFLibFile` keeps it alive.
private final class GIFByteBuffer {
    var bytes: [UInt8] = []
}

/// giflib's `OutputFunc`: appends to the `GIFByteBuffer` in `UserData`.
private let appendToBuffer: OutputFunc = { file, bytes, count in
    guard let file, let bytes, count > 0, let user = file.pointee.UserData else { return 0 }
    Unmanaged<GIFByteBuffer>.fromOpaque(user).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
    return count
}

/// One GIF being written into memory through giflib's encoder; the caller takes the bytes
/// out as they accumulate (`takeBytes`), so the whole file is never held.
///
/// The encoder uses one for the file itself (header, screen, loop, graphics controls) and one
/// per compressed frame: `imageBlock` writes a frame into a throwaway file with the same screen
/// and palette and keeps only the image block's bytes. An image block (descriptor, LZW code
/// size, data sub-blocks) depends only on the palette size, so blocks made on any thread can
/// be spliced into the file in order.
final class GIFLibFile {
    private var file: UnsafeMutablePointer<GifFileType>?
    private let buffer = GIFByteBuffer()

    /// Opens a GIF89a (`EGifOpen`, `EGifSetGifVersion`) and writes its logical screen with
    /// `palette` as the global colour table (`EGifPutScreenDesc`). The table is padded with black
    /// to a power of two, as GIF requires; the background index is the transparent entry.
    init(width: Int, height: Int, palette: GIFPalette) throws {
        var error: Int32 = 0
        guard let file = EGifOpen(Unmanaged.passUnretained(buffer).toOpaque(), appendToBuffer, &error) else {
            throw GIFError.encodingFailed(step: "EGifOpen", message: GIFLibFile.message(error))
        }
        self.file = file
        EGifSetGifVersion(file, true)
        var colors = palette.colors.map { GifColorType(Red: $0.red, Green: $0.green, Blue: $0.blue) }
        let size = max(2, 1 << Int(GifBitSize(Int32(colors.count))))
        colors += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - colors.count)
        guard let map = GifMakeMapObject(Int32(size), colors) else {
            throw GIFError.encodingFailed(step: "GifMakeMapObject", message: "could not allocate a \(size)-colour map")
        }
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, Int32(palette.transparentIndex), map), "EGifPutScreenDesc")
    }

    deinit {
        if let file {
            var error: Int32 = 0
            EGifCloseFile(file, &error)
        }
    }

    /// Writes the Netscape 2.0 application extension that makes the GIF loop `count` times
    /// (0: forever), with `EGifPutExtensionLeader`/`Block`/`Trailer`.
    func putLoopCount(_ count: Int) throws {
        let file = try openFile()
        try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE), "EGifPutExtensionLeader")
        try check(EGifPutExtensionBlock(file, 11, Array("NETSCAPE2.0".utf8)), "EGifPutExtensionBlock")
        let loop: [UInt8] = [1, UInt8(count & 0xFF), UInt8(count >> 8)]
        try check(EGifPutExtensionBlock(file, 3, loop), "EGifPutExtensionBlock")
        try check(EGifPutExtensionTrailer(file), "EGifPutExtensionTrailer")
    }

    /// Writes a graphics control extension (`EGifGCBToExtension` + `EGifPutExtension`) for the
    /// next image: its delay in centiseconds, disposal and transparent index.
    func putGraphicsControl(delay: Int, disposal: GIFDisposal, transparentIndex: Int) throws {
        let file = try openFile()
        var block = GraphicsControlBlock(
            DisposalMode: disposal == .keep ? DISPOSE_DO_NOT : DISPOSE_BACKGROUND,
            UserInputFlag: false,
            DelayTime: Int32(delay),
            TransparentColor: Int32(transparentIndex)
        )
        var bytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&block, &bytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), bytes), "EGifPutExtension")
    }

    /// Writes an image at `rect` of the screen (`EGifPutImageDesc` without a local colour
    /// table, then `EGifPutLine` per row, which LZW-compresses); `indices` holds
    /// `rect.width × rect.height` palette indices, row by row.
    func putImage(_ rect: PixelRect, indices: [UInt8]) throws {
        let file = try openFile()
        try check(EGifPutImageDesc(file, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, nil), "EGifPutImageDesc")
        var rows = indices
        try rows.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<rect.height {
                try check(EGifPutLine(file, pixels.baseAddress! + y * rect.width, Int32(rect.width)), "EGifPutLine")
            }
        }
    }

    /// Appends bytes produced elsewhere (an `imageBlock`) to the file.
    func append(_ bytes: [UInt8]) {
        buffer.bytes.append(contentsOf: bytes)
    }

    /// The bytes written since the last call.
    func takeBytes() -> [UInt8] {
        defer { buffer.bytes.removeAll(keepingCapacity: true) }
        return buffer.bytes
    }

    /// Writes the trailer and frees the file (`EGifCloseFile`); take the last bytes after.
    func close() throws {
        let file = try openFile()
        self.file = nil
        var error: Int32 = 0
        guard EGifCloseFile(file, &error) == GIF_OK else {
            throw GIFError.encodingFailed(step: "EGifCloseFile", message: GIFLibFile.message(error))
        }
    }

    /// The bytes of one image block (descriptor and LZW data) for `indices` at `rect`, as
    /// `putImage` would write them into a file with this screen size and palette.
    static func imageBlock(width: Int, height: Int, palette: GIFPalette, rect: PixelRect, indices: [UInt8]) throws -> [UInt8] {
        let scratch = try GIFLibFile(width: width, height: height, palette: palette)
        let start = scratch.buffer.bytes.count
        try scratch.putImage(rect, indices: indices)
        return Array(scratch.buffer.bytes[start...])
    }

    private func openFile() throws -> UnsafeMutablePointer<GifFileType> {
        guard let file else { throw GIFError.encodingFailed(step: "writing", message: "the file is already closed") }
        return file
    }

    private func check(_ status: Int32, _ step: String) throws {
        guard status == GIF_OK else {
            throw GIFError.encodingFailed(step: step, message: GIFLibFile.message(file?.pointee.Error ?? 0))
        }
    }

    /// `GifErrorString` for a giflib error code.
    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
    }
}
