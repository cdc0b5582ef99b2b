import Foundation
import KinetypePrimitives
import KinetypeTestSupportCore
import Testing

/// Expected values are worked by hand from `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
@Suite struct CGAffineTransformTests {
    func close(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat, within tolerance: CGFloat = 1e-12) -> Bool {
        abs(p.x - x) <= tolerance && abs(p.y - y) <= tolerance
    }

    @Test func translatedByTranslatesBeforeApplyingSelf() {
        // (1, 1) translated by (10, 20) is (11, 21); scaled by (2, 3) it is (22, 63).
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 63))
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 20, ty: 60))
        #expect(t == CGAffineTransform(translationX: 10, y: 20).concatenating(CGAffineTransform(scaleX: 2, y: 3)))
    }

    @Test func scaledByScalesBeforeApplyingSelf() {
        // (1, 1) scaled by (2, 3) is (2, 3); translated by (10, 20) it is (12, 23).
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    }

    @Test func rotatedByRotatesBeforeApplyingSelf() {
        // (1, 0) turned a quarter (y down: towards +y) is (0, 1); translated by (10, 0): (10, 1).
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(t), 10, 1))
    }

    @Test func concatenatingAppliesTheLeftTransformFirst() {
        let rotate = CGAffineTransform(rotationAngle: .pi / 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        // Rotate (1, 0) to (0, 1), then move: (10, 1). The other order: (11, 0) rotated is (0, 11).
        #expect(close(CGPoint(x: 1, y: 0).applying(rotate.concatenating(move)), 10, 1))
        #expect(close(CGPoint(x: 1, y: 0).applying(move.concatenating(rotate)), 0, 11))
    }

    @Test func rotationComponentsMatchCoreGraphics() {
        let t = CGAffineTransform(rotationAngle: .pi / 6)
        expectClose(t.a, 3.0.squareRoot() / 2, tolerance: 1e-15)
        expectClose(t.b, 0.5, tolerance: 1e-15)
        expectClose(t.c, -0.5, tolerance: 1e-15)
        expectClose(t.d, 3.0.squareRoot() / 2, tolerance: 1e-15)
        #expect(t.tx == 0 && t.ty == 0)
    }

    @Test func invertedUndoesTheTransform() {
        // det = 2·1 − 1·1 = 1: a' = 1, b' = −1, c' = −1, d' = 2, tx' = 1·4 − 1·3 = 1, ty' = 1·3 − 2·4 = −5.
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 1, tx: 3, ty: 4)
        #expect(t.inverted() == CGAffineTransform(a: 1, b: -1, c: -1, d: 2, tx: 1, ty: -5))
        #expect(t.concatenating(t.inverted()).isIdentity)
        let p = CGPoint(x: 7, y: -2)
        #expect(p.applying(t).applying(t.inverted()) == p)
    }

    @Test func invertingASingularMatrixReturnsItUnchanged() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(singular.inverted() == singular)
    }

    @Test func identityAndEquality() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(!CGAffineTransform(translationX: 0, y: 1).isIdentity)
        #expect(Set([CGAffineTransform.identity, CGAffineTransform(1, 0, 0, 1, 0, 0)]).count == 1)
    }

    @Test func sizeIgnoresTranslation() {
        let t = CGAffineTransform(a: 2, b: 1, c: 0, d: 3, tx: 100, ty: 100)
        // (2·4 + 0·5, 1·4 + 3·5)
        #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 8, height: 19))
    }

    @Test func rectBecomesTheBoundingBoxOfItsCorners() {
        // A quarter turn maps (x, y) to (−y, x): corners (0,0) (20,0) (0,10) (20,10) go to
        // (0,0) (0,20) (−10,0) (−10,20).
        let r = CGRect(x: 0, y: 0, width: 20, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 2))
        expectClose(r.minX, -10, tolerance: 1e-12)
        expectClose(r.minY, 0, tolerance: 1e-12)
        expectClose(r.width, 10, tolerance: 1e-12)
        expectClose(r.height, 20, tolerance: 1e-12)
        // A 45° turn of a unit square spans √2 in both directions.
        let diamond = CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(rotationAngle: .pi / 4))
        expectClose(diamond.width, 2.0.squareRoot(), tolerance: 1e-12)
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test func codableAsSixNumbers() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let data = try JSONEncoder().encode(t)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
    }

    @Test func edgeInsetsInitializers() {
        #expect(EdgeInsets() == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.top == 1 && insets.leading == 2 && insets.bottom == 3 && insets.trailing == 4)
        #expect(Set([insets, EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), EdgeInsets()]).count == 2)
    }
}
