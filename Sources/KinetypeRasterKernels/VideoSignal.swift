import Foundation

/// What a card's colours become in the pictures of a video of 10 bits a sample that it is
/// drawn over: the Y′CbCr matrix, and for a high dynamic range video the primaries and the
/// transfer function too.
///
/// A card's colours are sRGB (IEC 61966-2-1), as a browser's are. Over a standard range video
/// they are its R′G′B′ as they are. Over a high dynamic range one they are shown as
/// ITU-R BT.2408 places graphics: sRGB white at 203 cd/m² ("HDR reference white", 75% of the
/// HLG signal and 58% of PQ's), each colour turned into light by the sRGB curve, from BT.709's
/// primaries to BT.2020's (BT.2087's matrix), and written with the video's transfer function,
/// HLG as a 1000 cd/m² display shows it (BT.2100's inverse OOTF, system gamma 1.2). These are
/// the numbers zimg (ffmpeg's `zscale` with `npl=203`) gives for the same conversion.
package enum VideoSignal: Hashable, Sendable {
    /// Standard dynamic range in `matrix`: R′G′B′ are the sRGB values.
    case standard(YCbCrMatrix)
    /// SMPTE ST 2084 (PQ), BT.2020 primaries and matrix (non-constant luminance).
    case perceptualQuantizer
    /// ARIB STD-B67 (HLG), BT.2020 primaries and matrix (non-constant luminance).
    case hybridLogGamma

    /// The light sRGB white is shown at over a high dynamic range video, in cd/m² (BT.2408).
    package static let graphicsWhite = 203.0

    /// The signal for a video tagged with ffprobe's `color_transfer` whose samples have
    /// `bits`: HLG or PQ by the transfer, otherwise standard range in `matrix`; nil for 8 bits
    /// of standard range, which the 8-bit conversions serve.
    package static func of(transfer: String?, bits: Int, matrix: YCbCrMatrix) -> VideoSignal? {
        switch transfer {
        case "arib-std-b67": .hybridLogGamma
        case "smpte2084": .perceptualQuantizer
        default: bits > 8 ? .standard(matrix) : nil
        }
    }

    /// ffmpeg's names for the transfer, primaries and matrix of a high dynamic range signal;
    /// nil for standard range (the video's own tags are kept).
    package var tags: (transfer: String, primaries: String, matrix: String)? {
        switch self {
        case .standard: nil
        case .perceptualQuantizer: ("smpte2084", "bt2020", "bt2020nc")
        case .hybridLogGamma: ("arib-std-b67", "bt2020", "bt2020nc")
        }
    }

    /// The luma weights of red and blue.
    var lumaWeights: (red: Double, blue: Double) {
        switch self {
        case .standard(let matrix): (matrix.kr, matrix.kb)
        case .perceptualQuantizer, .hybridLogGamma: (YCbCrMatrix.bt2020.kr, YCbCrMatrix.bt2020.kb)
        }
    }

    /// The R′G′B′ signal, each 0…1, of a straight sRGB colour.
    package func signal(red: UInt8, green: UInt8, blue: UInt8) -> SIMD3<Double> {
        let sRGB = SIMD3(Double(red), Double(green), Double(blue)) / 255
        switch self {
        case .standard:
            return sRGB
        case .perceptualQuantizer:
            let light = Self.bt2020(Self.linear(sRGB)) * (Self.graphicsWhite / 10000)
            return SIMD3(Self.pq(light.x), Self.pq(light.y), Self.pq(light.z))
        case .hybridLogGamma:
            // Display light of a 1000 cd/m² display, back to scene light (the inverse OOTF):
            // E = F · Y_d^((1 − γ)/γ), γ = 1.2.
            let display = Self.bt2020(Self.linear(sRGB)) * (Self.graphicsWhite / 1000)
            let luminance = 0.2627 * display.x + 0.6780 * display.y + 0.0593 * display.z
            guard luminance > 0 else { return .zero }
            let scene = display * Foundation.pow(luminance, (1 - 1.2) / 1.2)
            return SIMD3(Self.hlg(scene.x), Self.hlg(scene.y), Self.hlg(scene.z))
        }
    }

    /// 10-bit limited-range Y′, Cb and Cr (64…940, 64…960) of an R′G′B′ signal.
    package func ycbcr10(_ signal: SIMD3<Double>) -> (y: UInt16, cb: UInt16, cr: UInt16) {
        let (kr, kb) = lumaWeights
        let y = kr * signal.x + (1 - kr - kb) * signal.y + kb * signal.z
        let cb = (signal.z - y) / (2 * (1 - kb)), cr = (signal.x - y) / (2 * (1 - kr))
        func code(_ value: Double) -> UInt16 { UInt16(min(1023, max(0, value.rounded()))) }
        return (code(64 + 876 * y), code(512 + 896 * cb), code(512 + 896 * cr))
    }

    /// The sRGB curve's light of each channel (IEC 61966-2-1).
    private static func linear(_ value: SIMD3<Double>) -> SIMD3<Double> {
        func channel(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4) }
        return SIMD3(channel(value.x), channel(value.y), channel(value.z))
    }

    /// BT.709's primaries to BT.2020's, in linear light (ITU-R BT.2087, 2.2).
    private static func bt2020(_ value: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(0.6274 * value.x + 0.3293 * value.y + 0.0433 * value.z,
              0.0691 * value.x + 0.9195 * value.y + 0.0114 * value.z,
              0.0164 * value.x + 0.0880 * value.y + 0.8956 * value.z)
    }

    /// PQ's inverse EOTF of light as a share of 10 000 cd/m² (SMPTE ST 2084).
    private static func pq(_ light: Double) -> Double {
        let m1 = 2610.0 / 16384, m2 = 2523.0 / 4096 * 128
        let c1 = 3424.0 / 4096, c2 = 2413.0 / 4096 * 32, c3 = 2392.0 / 4096 * 32
        let power = Foundation.pow(max(0, light), m1)
        return Foundation.pow((c1 + c2 * power) / (1 + c3 * power), m2)
    }

    /// HLG's OETF of scene light 0…1 (BT.2100, table 5).
    private static func hlg(_ light: Double) -> Double {
        let a = 0.17883277, b = 1 - 4 * a, c = 0.5 - a * Foundation.log(4 * a)
        let light = max(0, light)
        return light <= 1.0 / 12 ? (3 * light).squareRoot() : a * Foundation.log(12 * light - b) + c
    }
}
