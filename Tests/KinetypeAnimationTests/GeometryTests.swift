import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeTestSupportCore
import PropertyBased
import Testing

@Suite struct GeometryTests {
    @Test func angleConvertsAndComputes() {
        expectClose(Angle.degrees(180).radians, Double.pi, tolerance: 1e-15)
        expectClose(Angle.radians(.pi / 2).degrees, 90, tolerance: 1e-12)
        #expect(Angle.zero == Angle() && Angle.zero.radians == 0)
        #expect(Angle.degrees(10) < .degrees(20))
        expectClose((Angle.degrees(30) + .degrees(60)).degrees, 90, tolerance: 1e-12)
        expectClose((Angle.degrees(30) - .degrees(60)).degrees, -30, tolerance: 1e-12)
        expectClose((-Angle.degrees(30)).degrees, -30, tolerance: 1e-12)
        expectClose((Angle.degrees(30) * 2).degrees, 60, tolerance: 1e-12)
        expectClose((Angle.degrees(30) / 3).degrees, 10, tolerance: 1e-12)
        var angle = Angle.degrees(45)
        angle.animatableData = .pi
        expectClose(angle.degrees, 180, tolerance: 1e-12)
        angle.degrees = 90
        expectClose(angle.radians, .pi / 2, tolerance: 1e-15)
    }

    @Test func unitPointsAreNamedCorners() {
        #expect(UnitPoint.center == UnitPoint(x: 0.5, y: 0.5))
        #expect(UnitPoint.topLeading == .zero)
        #expect(UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
        #expect(UnitPoint.leading == UnitPoint(x: 0, y: 0.5) && UnitPoint.trailing == UnitPoint(x: 1, y: 0.5))
        #expect(UnitPoint.top == UnitPoint(x: 0.5, y: 0) && UnitPoint.bottom == UnitPoint(x: 0.5, y: 1))
        #expect(UnitPoint.topTrailing == UnitPoint(x: 1, y: 0) && UnitPoint.bottomLeading == UnitPoint(x: 0, y: 1))
        var point = UnitPoint.zero
        point.animatableData = AnimatablePair(0.25, 0.75)
        #expect(point == UnitPoint(x: 0.25, y: 0.75))
    }

    @Test func vectorArithmeticOfPairsIsComponentWise() async {
        await propertyCheck(input: Gen.double(in: -100...100), Gen.double(in: -100...100), Gen.double(in: -10...10)) { a, b, s in
            let pair = AnimatablePair(a, CGFloat(b))
            expectClose(pair.magnitudeSquared, a * a + b * b, tolerance: 1e-9)
            let scaled = pair.scaled(by: s)
            expectClose(scaled.first, a * s, tolerance: 1e-9)
            expectClose(Double(scaled.second), b * s, tolerance: 1e-9)
            #expect((pair + pair - pair) == pair)
            expectClose(pair.interpolated(towards: .zero, amount: 0.25).first, 0.75 * a, tolerance: 1e-9)
        }
    }

    @Test func geometryTypesAnimateTheirComponents() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        rect.animatableData.second.first = 10
        #expect(rect.width == 10)
        var size = CGSize(width: 2, height: 3)
        size.animatableData = AnimatablePair(4, 5)
        #expect(size == CGSize(width: 4, height: 5))
        #expect(CGPoint(x: 3, y: 4).animatableData.magnitudeSquared == 25)
        #expect(Float(3).magnitudeSquared == 9 && Float(2).scaled(by: 1.5) == 3)
        #expect(EmptyAnimatableData().scaled(by: 3) == .zero && EmptyAnimatableData.zero.magnitudeSquared == 0)
    }

    /// A type without animatable data changes in one step.
    struct Label: Animatable {
        var text: String
    }

    @Test func emptyAnimatableDataDefaults() {
        var label = Label(text: "a")
        label.animatableData = EmptyAnimatableData()
        #expect(label.text == "a")
        let animator = Animator(animation: .linear(duration: 1), from: Label(text: "a"), to: Label(text: "b"))
        #expect(animator.value(at: 0.5).text == "b")
        #expect(2.5.animatableData == 2.5)
    }
}
