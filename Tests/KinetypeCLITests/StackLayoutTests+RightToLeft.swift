import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// Padding in right-to-left layouts, measured on pixels: `leading` is on the right, as SwiftUI's.
extension StackLayoutTests {
    @Test("padding: {leading: 30} is on the right of an Arabic name and a right-to-left row, on the left of a Latin one")
    func leadingPaddingFlips() throws {
        func gaps(_ layer: String) throws -> (left: Int, right: Int) {
            let frame = try Self.frame(layer)
            let plate = try #require(Self.box(frame, 2)), ink = try #require(Self.box(frame, 0))
            return (ink.minX - plate.minX, plate.maxX - ink.maxX)
        }
        func text(_ name: String) -> String {
            """
              - text: "\(name)"
                font: {family: Noto Sans, size: 20}
                color: "#ff0000"
                padding: {leading: 30}
                background: "#0000ff"

            """
        }
        // The ink sits within a few pixels of its box (the glyphs' side bearings).
        let arabic = try gaps(text("محمد")), latin = try gaps(text("Ada"))
        #expect(arabic.right >= 28 && arabic.left <= 6, "Arabic: \(arabic)")
        #expect(latin.left >= 28 && latin.right <= 6, "Latin: \(latin)")
        let row = try gaps("""
              - stack:
                  axis: horizontal
                  layoutDirection: rightToLeft
                  layers:
                    - shape: {kind: rect, width: 20, height: 20}
                      color: "#ff00ff"
                padding: {leading: 30}
                background: "#0000ff"

            """)
        // The row's block is magenta, so the plate's blue spans it too.
        #expect(row == (left: 0, right: 30), "a right-to-left row: \(row)")
    }
}
