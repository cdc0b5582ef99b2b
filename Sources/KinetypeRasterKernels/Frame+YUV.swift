extension Frame {
    /// The luma plane's sides in the ``yuv420p(evenSides:)`` picture of a `width` × `height`
    /// frame: the frame's, or each rounded up to even with `evenSides` (what H.264 needs). The
    /// chroma planes are half of the frame's sides, rounded up, either way.
    package static func yuv420pSize(width: Int, height: Int, evenSides: Bool = true) -> (width: Int, height: Int) {
        evenSides ? (width + width % 2, height + height % 2) : (width, height)
    }

    /// The bytes of the ``yuv420p(evenSides:)`` picture of a `width` × `height` frame: the luma
    /// plane and two chroma planes of `⌈width/2⌉ × ⌈height/2⌉`.
    package static func yuv420pByteCount(width: Int, height: Int, evenSides: Bool = true) -> Int {
        let (w, h) = yuv420pSize(width: width, height: height, evenSides: evenSides)
        return w * h + 2 * ((width + 1) / 2) * ((height + 1) / 2)
    }

    /// The frame as planar 4:2:0 YCbCr, what ffmpeg reads as `-pix_fmt yuv420p`: BT.709's matrix
    /// in limited ("TV") range, the way HD video is tagged and played.
    ///
    /// The colour is the premultiplied colour, that is the frame over black (video has no alpha).
    /// With `evenSides`, odd sides are padded to even by repeating the last column and row
    /// (``yuv420pSize(width:height:evenSides:)``); without, the luma plane keeps the frame's
    /// sides and the last chroma column or row covers the one column or row left.
    /// Luma is `16 + 219·(0.2126 R + 0.7152 G + 0.0722 B)/255` per pixel, rounded; each chroma
    /// sample is the average of a 2 × 2 block (sited at the block's centre, as JPEG and MPEG-1
    /// place it and as ffmpeg and GPU texture sampling read it back), `128 + 224·(B − Y)/(1.8556·255)`
    /// for Cb and `128 + 224·(R − Y)/(1.5748·255)` for Cr of that average. The coefficients are
    /// 16-bit fixed point whose colour sums are exact, so any grey has chroma 128 exactly.
    ///
    /// Measured on the default title card at 1920x1080 through x264 and ffmpeg's decoder, the
    /// centred average came out 0.8 dB (RGB PSNR) better than weighting columns 1, 2, 1 at the
    /// left-hand sample (H.264's default siting), and level with ffmpeg's own conversion.
    package func yuv420p(evenSides: Bool = true) -> [UInt8] {
        let (lumaWidth, lumaHeight) = Frame.yuv420pSize(width: width, height: height, evenSides: evenSides)
        guard width > 0, height > 0 else { return [] }
        let (chromaWidth, chromaHeight) = ((width + 1) / 2, (height + 1) / 2)
        let lumaBytes = lumaWidth * lumaHeight, chromaBytes = chromaWidth * chromaHeight
        let (width, height, stride) = (self.width, self.height, self.stride)
        return [UInt8](unsafeUninitializedCapacity: lumaBytes + 2 * chromaBytes) { target, count in
            let luma = target.baseAddress!, cb = luma + lumaBytes, cr = cb + chromaBytes
            pixels.withUnsafeBufferPointer { storage in
                let base = storage.baseAddress!
                for pair in 0..<chromaHeight {
                    let top = base + 2 * pair * stride, bottom = base + min(2 * pair + 1, height - 1) * stride
                    let lumaTop = luma + 2 * pair * lumaWidth
                    for x in 0..<lumaWidth { lumaTop[x] = Frame.luma(top[min(x, width - 1)]) }
                    if 2 * pair + 1 < lumaHeight {
                        let lumaBottom = lumaTop + lumaWidth
                        for x in 0..<lumaWidth { lumaBottom[x] = Frame.luma(bottom[min(x, width - 1)]) }
                    }
                    let cbRow = cb + pair * chromaWidth, crRow = cr + pair * chromaWidth
                    for half in 0..<chromaWidth {
                        let left = 2 * half, right = min(2 * half + 1, width - 1)
                        let sum = Frame.channels(top[left]) &+ Frame.channels(bottom[left]) &+ Frame.channels(top[right]) &+ Frame.channels(bottom[right])
                        let (cbValue, crValue) = Frame.chroma(ofSum: sum)
                        cbRow[half] = cbValue
                        crRow[half] = crValue
                    }
                }
            }
            count = lumaBytes + 2 * chromaBytes
        }
    }

    /// BT.709 limited-range luma of a premultiplied pixel's colour.
    @inline(__always)
    private static func luma(_ value: UInt32) -> UInt8 { YCbCrMatrix.bt709.luma(value) }

    /// A pixel's red, green and blue in 16 bits each of one integer, so four of them add up
    /// without carrying into the next channel.
    @inline(__always)
    fileprivate static func channels(_ value: UInt32) -> UInt64 {
        UInt64(value >> 16 & 0xFF) << 32 | UInt64(value >> 8 & 0xFF) << 16 | UInt64(value & 0xFF)
    }

    /// Cb and Cr of the sum of four pixels' ``channels(_:)``.
    @inline(__always)
    private static func chroma(ofSum sum: UInt64) -> (UInt8, UInt8) { YCbCrMatrix.bt709.chroma(ofSum: sum) }
}

/// A Y′CbCr matrix in limited ("TV") range, in 16-bit fixed point: BT.709 for HD video, BT.601
/// for SD, BT.2020 for UHD and high dynamic range. Each colour row sums exactly (luma to
/// 219/255, each colour difference to 0), so any grey has chroma 128 exactly.
package struct YCbCrMatrix: Hashable, Sendable {
    /// The luma weights of red and blue the fixed-point rows are made from.
    let kr: Double, kb: Double
    /// 219/255 × (Kr, Kg, Kb) × 65536.
    let lumaRed: Int, lumaGreen: Int, lumaBlue: Int
    /// 224/255 × the rows of the colour-difference matrix × 65536.
    let blueRed: Int, blueGreen: Int, blueBlue: Int
    let redRed: Int, redGreen: Int, redBlue: Int

    /// BT.709 (Kr 0.2126, Kb 0.0722): HD video.
    package static let bt709 = YCbCrMatrix(kr: 0.2126, kb: 0.0722, lumaRed: 11966, lumaGreen: 40254, lumaBlue: 4064,
                                           blueRed: -6596, blueGreen: -22188, blueBlue: 28784,
                                           redRed: 28784, redGreen: -26145, redBlue: -2639)
    /// BT.601 (Kr 0.299, Kb 0.114): SD video.
    package static let bt601 = YCbCrMatrix(kr: 0.299, kb: 0.114, lumaRed: 16829, lumaGreen: 33039, lumaBlue: 6416,
                                           blueRed: -9713, blueGreen: -19071, blueBlue: 28784,
                                           redRed: 28784, redGreen: -24104, redBlue: -4680)
    /// BT.2020, non-constant luminance (Kr 0.2627, Kb 0.0593): UHD and high dynamic range video.
    package static let bt2020 = YCbCrMatrix(kr: 0.2627, kb: 0.0593, lumaRed: 14786, lumaGreen: 38161, lumaBlue: 3337,
                                            blueRed: -8038, blueGreen: -20746, blueBlue: 28784,
                                            redRed: 28784, redGreen: -26469, redBlue: -2315)

    /// The matrix a video tagged with ffprobe's `color_space` uses: BT.601 for `bt470bg`,
    /// `smpte170m` and `bt601`, BT.2020 for `bt2020nc` (and `bt2020c`, whose constant luminance
    /// is not modelled); otherwise, untagged, BT.601 below 720 rows and BT.709 from there, as
    /// players assume.
    package static func of(colorSpace: String?, height: Int) -> YCbCrMatrix {
        switch colorSpace {
        case "bt470bg", "smpte170m", "bt601": return .bt601
        case "bt709": return .bt709
        case "bt2020nc", "bt2020c": return .bt2020
        default: return height < 720 ? .bt601 : .bt709
        }
    }

    /// Limited-range luma of a premultiplied pixel's colour (that is, over black), rounded.
    @inline(__always)
    package func luma(_ value: UInt32) -> UInt8 {
        let r = Int(value >> 16 & 0xFF), g = Int(value >> 8 & 0xFF), b = Int(value & 0xFF)
        return UInt8(truncatingIfNeeded: (lumaRed &* r &+ lumaGreen &* g &+ lumaBlue &* b &+ (16 << 16) &+ 32768) >> 16)
    }

    /// 10-bit limited-range Y, Cb and Cr of a straight colour (channels 0…255): four times the
    /// 8-bit values before rounding (876 = 4 × 219 and 896 = 4 × 224), rounded once.
    @inline(__always)
    package func ycbcr10(red r: Int, green g: Int, blue b: Int) -> (y: UInt16, cb: UInt16, cr: UInt16) {
        let y = (4 &* (lumaRed &* r &+ lumaGreen &* g &+ lumaBlue &* b) &+ (64 << 16) &+ 32768) >> 16
        let cb = 512 &+ ((4 &* (blueRed &* r &+ blueGreen &* g &+ blueBlue &* b) &+ 32768) >> 16)
        let cr = 512 &+ ((4 &* (redRed &* r &+ redGreen &* g &+ redBlue &* b) &+ 32768) >> 16)
        return (UInt16(truncatingIfNeeded: y), UInt16(truncatingIfNeeded: cb), UInt16(truncatingIfNeeded: cr))
    }

    /// Cb and Cr of the average of four pixels whose ``Frame/channels(_:)`` add up to `sum`.
    @inline(__always)
    package func chroma(ofSum sum: UInt64) -> (UInt8, UInt8) {
        let r = Int(sum >> 32 & 0xFFFF), g = Int(sum >> 16 & 0xFFFF), b = Int(sum & 0xFFFF)
        // Divided by 4 (the pixels) and 65536 with rounding.
        let blue = (blueRed &* r &+ blueGreen &* g &+ blueBlue &* b &+ (2 << 16)) >> 18
        let red = (redRed &* r &+ redGreen &* g &+ redBlue &* b &+ (2 << 16)) >> 18
        return (UInt8(truncatingIfNeeded: 128 + blue), UInt8(truncatingIfNeeded: 128 + red))
    }
}

extension Frame {
    /// The frame as planar 4:2:0 YCbCr with alpha, what ffmpeg reads as `-pix_fmt yuva420p`
    /// (VP9 with alpha): ``yuv420p(evenSides:)``'s planes at the frame's own sides, then a full
    /// alpha plane; BT.709, limited range, colour straight (not premultiplied), as VP9's alpha
    /// is.
    ///
    /// Luma is each pixel's straight colour (``straight(_:)``; a clear pixel is black); each
    /// chroma sample is that of its 2 × 2 block's average colour weighted by alpha (the
    /// premultiplied sum over the alpha sum), so a glyph's edge keeps its colour instead of
    /// darkening towards the clear pixels beside it; a block with no ink is 128.
    package func yuva420p() -> [UInt8] {
        yuva420p(of: PixelRect(x: 0, y: 0, width: width, height: height), ink: inkBounds(), matrix: .bt709)
    }

    /// The part `region` of the frame as ``yuva420p()`` converts the whole (planes of the
    /// region's sides) in `matrix`: what a band of the card over a video is sent to ffmpeg's
    /// `overlay` as. `region` lies within the frame at even coordinates, so its chroma samples
    /// are the frame's; `ink` is the frame's ``inkBounds()``: only the ink in the region is
    /// converted, the rest set at once.
    ///
    /// With `reusing`, the bytes this gave for the same `region` of an earlier frame of the
    /// same sides and the box
    /// of the pixels that differ from it (``changedBounds(from:within:)``), only that box (to
    /// whole 2 × 2 blocks) is converted again and the rest copied: the same bytes, since every
    /// luma and alpha byte depends on its pixel alone and every chroma byte on its block.
    package func yuva420p(of region: PixelRect, ink: PixelRect?, matrix: YCbCrMatrix,
                          reusing previous: (bytes: [UInt8], changed: PixelRect)? = nil) -> [UInt8] {
        precondition(PixelRect(x: 0, y: 0, width: width, height: height).contains(region) && region.x % 2 == 0 && region.y % 2 == 0,
                     "a region \(region) at even coordinates within the \(width)x\(height) frame")
        guard !region.isEmpty else { return [] }
        let (regionWidth, regionHeight) = (region.width, region.height)
        let (chromaWidth, chromaHeight) = ((regionWidth + 1) / 2, (regionHeight + 1) / 2)
        let lumaBytes = regionWidth * regionHeight, chromaBytes = chromaWidth * chromaHeight
        let (width, height, stride) = (self.width, self.height, self.stride)
        // What is converted: the region, or the changed box grown to whole blocks.
        var area = region
        if let previous {
            precondition(previous.bytes.count == 2 * lumaBytes + 2 * chromaBytes, "bytes of a \(regionWidth)x\(regionHeight) region")
            let changed = previous.changed
            area = PixelRect(x: changed.minX & ~1, y: changed.minY & ~1, width: 0, height: 0)
            area.width = min(region.maxX, (changed.maxX + 1) & ~1) - area.x
            area.height = min(region.maxY, (changed.maxY + 1) & ~1) - area.y
            area = area.intersection(region)
        }
        let ink = ink.map { $0.intersection(area) }.flatMap { $0.isEmpty ? nil : $0 }
        return [UInt8](unsafeUninitializedCapacity: 2 * lumaBytes + 2 * chromaBytes) { target, count in
            let luma = target.baseAddress!, cb = luma + lumaBytes, cr = cb + chromaBytes, alpha = cr + chromaBytes
            count = 2 * lumaBytes + 2 * chromaBytes
            if let previous {
                _ = UnsafeMutableBufferPointer(start: luma, count: count).initialize(from: previous.bytes)
                for y in area.minY..<area.maxY {
                    let line = (y - region.y) * regionWidth + area.x - region.x
                    (luma + line).update(repeating: 16, count: area.width)
                    (alpha + line).update(repeating: 0, count: area.width)
                }
                for pair in (area.minY / 2)..<((area.maxY + 1) / 2) {
                    let index = (pair - region.y / 2) * chromaWidth + (area.x - region.x) / 2
                    (cb + index).update(repeating: 128, count: (area.width + 1) / 2)
                    (cr + index).update(repeating: 128, count: (area.width + 1) / 2)
                }
            } else {
                luma.initialize(repeating: 16, count: lumaBytes)
                cb.initialize(repeating: 128, count: 2 * chromaBytes)
                alpha.initialize(repeating: 0, count: lumaBytes)
            }
            guard let ink else { return }
            pixels.withUnsafeBufferPointer { storage in
                ExactDivision.byAlpha.withUnsafeBufferPointer { divisions in
                let base = storage.baseAddress!
                for y in ink.minY..<ink.maxY {
                    let row = base + y * stride, line = (y - region.y) * regionWidth - region.x
                    // Clear pixels keep the black luma and zero alpha set above; between the
                    // glyphs of a line they come in runs.
                    var x = ink.minX
                    while x < ink.maxX {
                        if x + 8 <= ink.maxX, Self.clear8(row + x) {
                            x += 8
                            continue
                        }
                        let pixel = row[x]
                        let a = pixel >> 24
                        if a == 255 {
                            alpha[line + x] = 255
                            luma[line + x] = matrix.luma(pixel)
                        } else if a > 0 {
                            // Frame.straight's rounding, `min(255, (c·255 + ⌊a/2⌋) / a)`, with the
                            // division by `a` looked up.
                            alpha[line + x] = UInt8(a)
                            let divide = divisions[Int(a)], half = UInt64(a / 2)
                            func straight(_ shift: UInt32) -> UInt32 { UInt32(min(255, divide(UInt64(pixel >> shift & 0xFF) * 255 + half))) }
                            luma[line + x] = matrix.luma(straight(16) << 16 | straight(8) << 8 | straight(0))
                        }
                        x += 1
                    }
                }
                // A chroma row or column of the region's last odd row or column covers that one
                // alone; blocks with no ink keep the neutral chroma set above.
                for pair in (ink.minY / 2)..<((ink.maxY + 1) / 2) {
                    let lower = min(2 * pair + 1, height - 1, region.maxY - 1)
                    let top = base + 2 * pair * stride, bottom = base + lower * stride
                    for half in (ink.minX / 2)..<((ink.maxX + 1) / 2) {
                        let left = 2 * half, right = min(2 * half + 1, width - 1, region.maxX - 1)
                        let block = (top[left], top[right], bottom[left], bottom[right])
                        let weight = UInt64(block.0 >> 24) + UInt64(block.1 >> 24) + UInt64(block.2 >> 24) + UInt64(block.3 >> 24)
                        guard weight > 0 else { continue }
                        let index = (pair - region.y / 2) * chromaWidth + half - region.x / 2
                        var sum = Frame.channels(block.0) &+ Frame.channels(block.1) &+ Frame.channels(block.2) &+ Frame.channels(block.3)
                        if weight < 1020 {
                            // The straight average a channel at a time, times four (what
                            // chroma(ofSum:) divides by): (c·1020 + ⌊w/2⌋) / w, capped at 1020.
                            let divide = ExactDivision(weight)
                            func average(_ shift: UInt64) -> UInt64 { min(1020, divide((sum >> shift & 0xFFFF) * 1020 + weight / 2)) }
                            sum = average(32) << 32 | average(16) << 16 | average(0)
                        }
                        (cb[index], cr[index]) = matrix.chroma(ofSum: sum)
                    }
                }
                }
            }
        }
    }

    /// The frame as planar 4:4:4 YCbCr with alpha in 10 bits, what ffmpeg reads as
    /// `-pix_fmt yuva444p10le` (ProRes 4444): four planes of little-endian 16-bit samples, Y, Cb,
    /// Cr then alpha; BT.709, limited range, colour straight; alpha a × 1023 / 255, rounded (full
    /// range, as ProRes keeps it). Clear pixels are black with no alpha; only the ink's
    /// box is converted, the rest set at once. Converting here, on the rendering threads, takes
    /// the conversion off ffmpeg's one thread, where it took about half as long as the encoding.
    package func yuva444p10le() -> [UInt8] {
        let plane = width * height
        guard plane > 0 else { return [] }
        let (width, stride) = (self.width, self.stride)
        let matrix = YCbCrMatrix.bt709
        let ink = inkBounds()
        return Frame.clearPlanes10(luma: plane, chroma: plane) { luma, cb, cr, alpha in
            guard let ink else { return }
            pixels.withUnsafeBufferPointer { storage in
                for y in ink.minY..<ink.maxY {
                    let row = storage.baseAddress! + y * stride
                    for x in ink.minX..<ink.maxX where row[x] != 0 {
                        let (r, g, b, a) = Frame.straight(row[x])
                        let (luminance, blue, red) = matrix.ycbcr10(red: Int(r), green: Int(g), blue: Int(b))
                        let index = y * width + x
                        luma[index] = luminance.littleEndian
                        cb[index] = blue.littleEndian
                        cr[index] = red.littleEndian
                        alpha[index] = UInt16((UInt32(a) * 1023 + 127) / 255).littleEndian
                    }
                }
            }
        }
    }

    /// Whether the eight pixels from `pixels` on are all clear (four 64-bit loads, or-ed).
    @inline(__always)
    private static func clear8(_ pixels: UnsafePointer<UInt32>) -> Bool {
        let raw = UnsafeRawPointer(pixels)
        return raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self) == 0
    }

    /// The bounding box of the pixels with any ink (alpha above 0), or nil for a clear frame.
    package func inkBounds() -> PixelRect? {
        pixels.withUnsafeBufferPointer { storage in
            Frame.inkBounds(of: storage.baseAddress, width: width, height: height, stride: stride)
        }
    }

    /// The bounding box of the pixels that are not 0 among `height` rows of `width` pixels,
    /// `stride` apart, from `start` on; nil when there are none.
    package static func inkBounds(of start: UnsafePointer<UInt32>?, width: Int, height: Int, stride: Int) -> PixelRect? {
        guard width > 0, height > 0, let start else { return nil }
        var top = Int.max, bottom = -1, left = Int.max, right = -1
        for y in 0..<height {
            let row = start + y * stride
            // Premultiplied: a clear pixel is 0 in every channel. Most rows of a caption or
            // title frame are clear, so eight pixels are tested at a time.
            var first = 0
            while first + 8 <= width, Self.clear8(row + first) { first += 8 }
            while first < width, row[first] == 0 { first += 1 }
            guard first < width else { continue }
            var last = width - 1
            while last - 8 >= first, Self.clear8(row + last - 7) { last -= 8 }
            while row[last] == 0 { last -= 1 }
            top = min(top, y); bottom = y
            left = min(left, first); right = max(right, last)
        }
        guard bottom >= 0 else { return nil }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// Draws this frame (premultiplied, with alpha) over a planar 4:2:0 picture of the same
    /// sides (`-pix_fmt yuv420p`: the luma plane, then Cb and Cr of `⌈width/2⌉ × ⌈height/2⌉`),
    /// in place, in `matrix` and limited range: what ffmpeg's `overlay` filter does, without
    /// turning the video into RGB.
    ///
    /// Over a picture value P, a pixel of alpha a whose colour over black is C gives
    /// `(P − black)·(1 − a) + C`, black being 16 for luma and 128 for chroma; chroma takes the
    /// average colour and alpha of its 2 × 2 block. Only `bounds` (the frame's ink, from
    /// ``inkBounds()``) is touched; pixels outside it must be clear.
    package func composite(over picture: UnsafeMutableBufferPointer<UInt8>, bounds: PixelRect, matrix: YCbCrMatrix) {
        let (chromaWidth, chromaHeight) = ((width + 1) / 2, (height + 1) / 2)
        precondition(picture.count >= width * height + 2 * chromaWidth * chromaHeight, "a \(width)x\(height) yuv420p picture")
        let luma = picture.baseAddress!, cb = luma + width * height, cr = cb + chromaWidth * chromaHeight
        let (width, height, stride) = (self.width, self.height, self.stride)
        pixels.withUnsafeBufferPointer { storage in
            let base = storage.baseAddress!
            for y in bounds.y..<(bounds.y + bounds.height) {
                let row = base + y * stride, target = luma + y * width
                for x in bounds.x..<(bounds.x + bounds.width) {
                    let pixel = row[x]
                    let alpha = Int(pixel >> 24)
                    guard alpha > 0 else { continue }
                    let over = Int(matrix.luma(pixel))
                    if alpha == 255 {
                        target[x] = UInt8(over)
                    } else if target[x] >= 16 {
                        // (value − 16)·clear is a product of two bytes, so (t + (t >> 8)) >> 8 with
                        // t = product + 128 is its division by 255, rounded, exactly.
                        let t = (Int(target[x]) &- 16) &* (255 &- alpha) &+ 128
                        target[x] = UInt8(clamping: ((t &+ (t >> 8)) >> 8) &+ over)
                    } else {
                        target[x] = Self.blend(Int(target[x]), black: 16, over: over, clear: 255 - alpha, of: 255)
                    }
                }
            }
            for pair in (bounds.y / 2)..<((bounds.y + bounds.height + 1) / 2) {
                let top = base + 2 * pair * stride, bottom = base + min(2 * pair + 1, height - 1) * stride
                for half in (bounds.x / 2)..<((bounds.x + bounds.width + 1) / 2) {
                    let left = 2 * half, right = min(2 * half + 1, width - 1)
                    let alpha = Int(top[left] >> 24) + Int(top[right] >> 24) + Int(bottom[left] >> 24) + Int(bottom[right] >> 24)
                    guard alpha > 0 else { continue }
                    let sum = Frame.channels(top[left]) &+ Frame.channels(bottom[left]) &+ Frame.channels(top[right]) &+ Frame.channels(bottom[right])
                    let (overBlue, overRed) = matrix.chroma(ofSum: sum)
                    let index = pair * chromaWidth + half
                    if alpha == 4 * 255 {
                        cb[index] = overBlue
                        cr[index] = overRed
                    } else {
                        cb[index] = Self.blend(Int(cb[index]), black: 128, over: Int(overBlue), clear: 4 * 255 - alpha, of: 4 * 255)
                        cr[index] = Self.blend(Int(cr[index]), black: 128, over: Int(overRed), clear: 4 * 255 - alpha, of: 4 * 255)
                    }
                }
            }
        }
    }

    /// `(value − black)·clear/whole + over`, rounded and clamped to a byte.
    @inline(__always)
    private static func blend(_ value: Int, black: Int, over: Int, clear: Int, of whole: Int) -> UInt8 {
        let under = (value - black) * clear
        let rounded = (under >= 0 ? under + whole / 2 : under - whole / 2) / whole
        return UInt8(clamping: rounded + over)
    }
}
