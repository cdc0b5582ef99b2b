import Foundation
internal import CKinetypeLCMS

/// A picture's embedded ICC profile, turned into sRGB by Little CMS 2: a phone's Display P3
/// photo or a camera's Adobe RGB one shows its colours as browsers and viewers show them,
/// rather than its numbers read as sRGB (duller, the hues shifted).
enum ColorProfile {
    /// `height` rows of `width` pixels (`stride` bytes apart, `channels` bytes a pixel: RGB, or
    /// RGBA with straight alpha, which is kept) converted to sRGB from the ICC profile `base64`
    /// (as gdk-pixbuf's `icc-profile` option gives it), rows packed; nil where nothing is to be
    /// converted: no profile, one that does not read or is not RGB, or one that is sRGB within
    /// a level (sRGB has many profiles).
    static func sRGB(of pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int,
                     profile base64: String?) -> [UInt8]? {
        guard let base64, channels == 3 || channels == 4, let data = Data(base64Encoded: base64), !data.isEmpty else { return nil }
        guard let profile = data.withUnsafeBytes({ cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }) else { return nil }
        defer { cmsCloseProfile(profile) }
        guard cmsGetColorSpace(profile) == cmsSigRgbData, let sRGB = cmsCreate_sRGBProfile() else { return nil }
        defer { cmsCloseProfile(sRGB) }
        let format = channels == 4 ? kinetype_lcms_rgba8 : kinetype_lcms_rgb8
        guard let transform = cmsCreateTransform(profile, format, sRGB, format, cmsUInt32Number(INTENT_PERCEPTUAL),
                                                 channels == 4 ? cmsUInt32Number(cmsFLAGS_COPY_ALPHA) : 0) else { return nil }
        defer { cmsDeleteTransform(transform) }
        guard !isIdentity(transform, channels: channels) else { return nil }
        var output = [UInt8](repeating: 0, count: width * height * channels)
        output.withUnsafeMutableBytes { target in
            cmsDoTransformLineStride(transform, pixels, target.baseAddress, cmsUInt32Number(width), cmsUInt32Number(height),
                                     cmsUInt32Number(stride), cmsUInt32Number(width * channels), 0, 0)
        }
        return output
    }

    /// Whether `transform` leaves every colour within a level of where it was, on the greys, the
    /// ramps of each primary and a 6 × 6 × 6 cube: a profile that is sRGB by another name.
    private static func isIdentity(_ transform: cmsHTRANSFORM, channels: Int) -> Bool {
        var colours: [(UInt8, UInt8, UInt8)] = []
        for level in UInt8.min...UInt8.max {
            colours += [(level, level, level), (level, 0, 0), (0, level, 0), (0, 0, level)]
        }
        let steps: [UInt8] = [0, 51, 102, 153, 204, 255]
        for red in steps {
            for green in steps {
                for blue in steps { colours.append((red, green, blue)) }
            }
        }
        let count = colours.count
        var probe: [UInt8] = []
        probe.reserveCapacity(count * channels)
        for (red, green, blue) in colours {
            probe += [red, green, blue]
            if channels == 4 { probe.append(255) }
        }
        var output = [UInt8](repeating: 0, count: probe.count)
        cmsDoTransform(transform, probe, &output, cmsUInt32Number(count))
        return zip(probe, output).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
    }
}
