import Foundation
import Testing
import KinetypeAnimation
import KinetypePrimitives
import KinetypeRasterKernels

/// Each expected pixel is worked by hand: un-premultiply, apply the spec's matrix, clamp,
/// premultiply, round to the nearest level.
@Suite struct ColorMatrixTests {
    func filtered(_ pixel: UInt32, _ matrix: ColorMatrix) -> UInt32 {
        var image = Frame(width: 1, height: 1, fill: pixel)
        image.withPixelBuffer { matrix.apply(to: $0, region: $0.bounds) }
        return image[x: 0, y: 0]
    }

    @Test func identityKeepsPremultipliedPixels() {
        // (a 128, r 64): un-premultiplied 0.5, premultiplied again 0.5·128 = 64.
        for pixel: UInt32 in [0x8040_2000, 0xFF12_3456, 0x0101_0000, 0] {
            #expect(filtered(pixel, ColorMatrix()) == pixel)
        }
    }

    @Test func saturationZeroGivesTheLuminanceGray() {
        // Opaque red: every row's R weight is 0.213: 0.213·255 = 54.3 → 54.
        #expect(filtered(0xFFFF_0000, .saturation(0)) == 0xFF36_3636)
        #expect(filtered(0xFF12_3456, .saturation(1)) == 0xFF12_3456)
    }

    @Test func grayscale() {
        // Opaque green: 0.7152·255 = 182.4 → 182 in every channel.
        #expect(filtered(0xFF00_FF00, .grayscale(1)) == 0xFFB6_B6B6)
        #expect(filtered(0xFF00_FF00, .grayscale(0)) == 0xFF00_FF00)
        // Halfway, opaque red: R = 0.2126 + 0.7874·0.5 = 0.6063 → 154.6 → 155;
        // G = B = 0.2126 − 0.2126·0.5 = 0.1063 → 27.1 → 27.
        #expect(filtered(0xFFFF_0000, .grayscale(0.5)) == 0xFF9B_1B1B)
    }

    @Test func brightnessAdds() {
        // Black at opacity 0.4 (alpha 102): color 0 + 0.2, premultiplied 0.2·0.4·255 = 20.4 → 20.
        #expect(filtered(0x6600_0000, .brightness(0.2)) == 0x6614_1414)
        // Transparent pixels stay transparent.
        #expect(filtered(0, .brightness(0.5)) == 0)
    }

    @Test func contrastAroundMidGray() {
        // C' = 1.5·C − 0.25: 70 → 41.25, 128 → 128.25, 200 → 236.25.
        #expect(filtered(0xFF46_80C8, .contrast(1.5)) == 0xFF29_80EC)
        #expect(filtered(0xFF46_80C8, .contrast(0)) == 0xFF80_8080)
    }

    @Test func colorInvert() {
        #expect(filtered(0xFF0A_64FA, .colorInvert()) == 0xFFF5_9B05)
        // Translucent: (0.5, 0, 1) at alpha 128 inverts to (0.5, 1, 0): premultiplied (64, 128, 0).
        #expect(filtered(0x8040_0080, .colorInvert()) == 0x8040_8000)
        // Half an inversion turns everything mid-gray: 0.5·255 = 127.5 → 128.
        #expect(filtered(0xFF0A_64FA, .colorInvert(0.5)) == 0xFF80_8080)
    }

    @Test func colorMultiplyScalesEveryChannelAndOpacity() {
        // White × (1, 0.5, 0, 0.8): alpha 204, red 204, green 0.5·0.8·255 = 102, blue 0.
        let tint = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.8)
        #expect(filtered(0xFFFF_FFFF, .colorMultiply(tint)) == 0xCCCC_6600)
    }

    @Test func hueRotation() {
        // 180°: row G = [0.426, 0.43, 0.144], row B = [0.426, 1.43, −0.856], row R = [−0.574, …]:
        // opaque red → (0, 0.426, 0.426) → (0, 108.6, 108.6) → (0, 109, 109).
        #expect(filtered(0xFFFF_0000, .hueRotation(.degrees(180))) == 0xFF00_6D6D)
        // 90°: row R = [0, 0, 1], row G = [0.356, 0.855, −0.211], row B = [−0.574, 1.43, 0.144]:
        // opaque red → (0, 0.356, 0) → (0, 90.8, 0) → (0, 91, 0).
        #expect(filtered(0xFFFF_0000, .hueRotation(.degrees(90))) == 0xFF00_5B00)
        #expect(filtered(0xFF12_3456, .hueRotation(.zero)) == 0xFF12_3456)
    }

    @Test func luminanceToAlpha() {
        // White: 0.2125 + 0.7154 + 0.0721 = 1 → alpha 255, black. Green: 0.7154·255 = 182.4 → 182.
        #expect(filtered(0xFFFF_FFFF, .luminanceToAlpha) == 0xFF00_0000)
        #expect(filtered(0xFF00_FF00, .luminanceToAlpha) == 0xB600_0000)
        // Input opacity is ignored: translucent white is still luminance 1.
        #expect(filtered(0x8080_8080, .luminanceToAlpha) == 0xFF00_0000)
        #expect(filtered(0, .luminanceToAlpha) == 0)
    }

    @Test func appliesOnlyInsideTheRegion() {
        var image = Frame(width: 3, height: 2, fill: 0xFFFF_0000)
        image.withPixelBuffer { ColorMatrix.saturation(0).apply(to: $0, region: PixelRect(x: 1, y: 1, width: 9, height: 9)) }
        #expect(image.pixels == [0xFFFF_0000, 0xFFFF_0000, 0xFFFF_0000, 0xFFFF_0000, 0xFF36_3636, 0xFF36_3636])
    }

    @Test func rowsAreSwiftUIsLayout() {
        var matrix = ColorMatrix()
        matrix.r1 = 0; matrix.r3 = 1   // red takes blue's value
        matrix.b1 = 1; matrix.b3 = 0   // blue takes red's
        #expect(filtered(0xFF11_2233, matrix) == 0xFF33_2211)
        #expect(ColorMatrix() == ColorMatrix(rows: [[1, 0, 0, 0, 0], [0, 1, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 1, 0]]))
    }
}
