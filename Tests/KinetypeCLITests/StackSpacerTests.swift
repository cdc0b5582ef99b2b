import Foundation
import Kinetype
import KinetypeTestSupportCore
import Testing

/// `spacer` in stacks, as SwiftUI's `Spacer`: it takes what the other layers leave along the
/// stack's axis, at least its `minLength`; measured on rendered pixels.
@Suite struct StackSpacerTests {
    /// An HStack (or VStack) of a red and a blue 20×10 block with `spacer` between, framed 200 wide
    /// (or 120 high).
    static func blocks(axis: String, spacer: String, frame: String) -> String {
        """
          - stack:
              axis: \(axis)
              spacing: 0
              layers:
                - shape: {kind: rect, width: 20, height: 10}
                  color: "#ff0000"
                - spacer: \(spacer)
                - shape: {kind: rect, width: 20, height: 10}
                  color: "#0000ff"
            frame: \(frame)

        """
    }

    @Test("a spacer pushes a row's last block to the frame's trailing edge, and a column's to its bottom")
    func spacerFillsTheFrame() throws {
        let row = try StackLayoutTests.frame(Self.blocks(axis: "horizontal", spacer: "{}", frame: "{width: 200}"))
        let (red, blue) = (try #require(StackLayoutTests.box(row, 0)), try #require(StackLayoutTests.box(row, 2)))
        #expect(blue.maxX - red.minX + 1 == 200 && red.minX == 60, "red \(red), blue \(blue)")
        #expect(red.minY == blue.minY)
        let column = try StackLayoutTests.frame(Self.blocks(axis: "vertical", spacer: "{}", frame: "{height: 120}"))
        let (top, bottom) = (try #require(StackLayoutTests.box(column, 0)), try #require(StackLayoutTests.box(column, 2)))
        #expect(bottom.maxY - top.minY + 1 == 120 && top.minX == bottom.minX, "top \(top), bottom \(bottom)")
        // Without a spacer, the blocks touch.
        let tight = try StackLayoutTests.frame(Self.blocks(axis: "horizontal", spacer: "{}", frame: "{width: 200}")
            .replacingOccurrences(of: "        - spacer: {}\n", with: ""))
        let (left, right) = (try #require(StackLayoutTests.box(tight, 0)), try #require(StackLayoutTests.box(tight, 2)))
        #expect(right.minX == left.maxX + 1, "red \(left), blue \(right)")
    }

    @Test("a spacer is never shorter than its minLength: a row wider than its frame then")
    func minLength() throws {
        // Unframed, the row is offered the card's 288 px: a 10vw (32 px) spacer takes all 248 left;
        // framed 60 wide, it keeps its 32.
        let row = try StackLayoutTests.frame(Self.blocks(axis: "horizontal", spacer: "{minLength: 10vw}", frame: "{width: 60, alignment: leading}"))
        let (red, blue) = (try #require(StackLayoutTests.box(row, 0)), try #require(StackLayoutTests.box(row, 2)))
        #expect(blue.minX - red.maxX - 1 == 32, "red \(red), blue \(blue)")
    }

    @Test("a spacer outside a stack exits 2 naming its key, and writes nothing")
    func outsideAStack() throws {
        let (result, written) = try StackLayoutInputTests.render("  - spacer: {}\n")
        #expect(result.status == 2 && !written, "\(result.stderr)")
        #expect(result.stderr.contains("layers[0].spacer") && result.stderr.contains("stands only in a stack"), "\(result.stderr)")
    }
}
