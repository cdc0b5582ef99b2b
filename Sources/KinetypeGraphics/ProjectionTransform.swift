import Foundation
import KinetypeAnimation
import KinetypePrimitives

/// A 3×3 projective transform of the plane, as SwiftUI's `ProjectionTransform`: a point (x, y)
/// maps to ((m11·x + m21·y + m31) / w, (m12·x + m22·y + m32) / w) with w = m13·x + m23·y + m33.
public struct ProjectionTransform: Hashable, Sendable {
    /// The first row, which multiplies x: `m11` into x′, `m12` into y′, `m13` into w (identity: 1, 0, 0).
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// The second row, which multiplies y: `m21` into x′, `m22` into y′, `m23` into w (identity: 0, 1, 0).
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// The third row, the constant terms: `m31` and `m32` translate, `m33` is w's (identity: 0, 0, 1).
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The affine transform as a projective one.
    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b; m21 = m.c; m22 = m.d; m31 = m.tx; m32 = m.ty
    }

    /// True when every entry is the identity's.
    public var isIdentity: Bool { self == ProjectionTransform() }
    /// True when the last column is (0, 0, 1): no perspective.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// `self` then `other`.
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * other.m11 + m12 * other.m21 + m13 * other.m31
        r.m12 = m11 * other.m12 + m12 * other.m22 + m13 * other.m32
        r.m13 = m11 * other.m13 + m12 * other.m23 + m13 * other.m33
        r.m21 = m21 * other.m11 + m22 * other.m21 + m23 * other.m31
        r.m22 = m21 * other.m12 + m22 * other.m22 + m23 * other.m32
        r.m23 = m21 * other.m13 + m22 * other.m23 + m23 * other.m33
        r.m31 = m31 * other.m11 + m32 * other.m21 + m33 * other.m31
        r.m32 = m31 * other.m12 + m32 * other.m22 + m33 * other.m32
        r.m33 = m31 * other.m13 + m32 * other.m23 + m33 * other.m33
        return r
    }

    /// The inverse, or nil when the transform flattens the plane.
    public func inverted() -> ProjectionTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m23 * m31 - m21 * m33, c13 = m21 * m32 - m22 * m31
        let determinant = m11 * c11 + m12 * c12 + m13 * c13
        guard determinant != 0, determinant.isFinite else { return nil }
        var r = ProjectionTransform()
        r.m11 = c11 / determinant
        r.m12 = (m13 * m32 - m12 * m33) / determinant
        r.m13 = (m12 * m23 - m13 * m22) / determinant
        r.m21 = c12 / determinant
        r.m22 = (m11 * m33 - m13 * m31) / determinant
        r.m23 = (m13 * m21 - m11 * m23) / determinant
        r.m31 = c13 / determinant
        r.m32 = (m12 * m31 - m11 * m32) / determinant
        r.m33 = (m11 * m22 - m12 * m21) / determinant
        return r
    }

    /// Where `point` lands; nil when it goes behind the eye (w ≤ 0).
    public func apply(to point: CGPoint) -> CGPoint? {
        let w = m13 * point.x + m23 * point.y + m33
        guard w > 0 else { return nil }
        return CGPoint(x: (m11 * point.x + m21 * point.y + m31) / w, y: (m12 * point.x + m22 * point.y + m32) / w)
    }

    /// SwiftUI's `rotation3DEffect` as a transform of the plane: a turn of `angle` about `axis`
    /// (x to the right, y down, z toward the viewer) through `anchor`, seen in perspective from a
    /// distance of
    /// `max(size.width, size.height) / perspective` (SwiftUI's `perspective: 1` is the
    /// content's larger side; 0 is no perspective). A positive angle about y turns the right
    /// side away from the viewer; about x, the top; about z, it turns the plane clockwise on screen.
    ///
    /// Decision: SwiftUI documents `perspective` only as "the relative vanishing point"; this
    /// reading (Core Animation's `m34 = -perspective / max(width, height)`) matches its look.
    public static func rotation3D(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: CGPoint,
                                  size: CGSize, perspective: CGFloat = 1) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return ProjectionTransform() }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = CGFloat(cos(angle.radians)), s = CGFloat(sin(angle.radians)), t = 1 - c
        // Rodrigues' rotation matrix, rows acting on column vectors.
        let r00 = t * x * x + c, r01 = t * x * y - s * z
        let r10 = t * x * y + s * z, r11 = t * y * y + c
        let r20 = t * x * z - s * y, r21 = t * y * z + s * x
        let side = max(size.width, size.height)
        let m34 = side > 0 ? -perspective / side : 0
        // A point p (relative to the anchor, z = 0) goes to R·p; w = 1 + m34·z.
        var projection = ProjectionTransform()
        projection.m11 = r00; projection.m12 = r10; projection.m13 = m34 * r20
        projection.m21 = r01; projection.m22 = r11; projection.m23 = m34 * r21
        let toAnchor = ProjectionTransform(CGAffineTransform(translationX: -anchor.x, y: -anchor.y))
        let back = ProjectionTransform(CGAffineTransform(translationX: anchor.x, y: anchor.y))
        return toAnchor.concatenating(projection).concatenating(back)
    }
}

extension GraphicsContext.Filter {
    /// Kinetype: what is drawn, seen through `transform` (in the positions shader-style effects
    /// see: the card's coordinates), as SwiftUI's `projectionEffect`; each pixel shows the point
    /// the inverse transform takes it to, sampled bilinearly. `maxSampleOffset` bounds how far
    /// the content can move.
    public static func projection(_ transform: ProjectionTransform, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        guard let inverse = transform.inverted() else {
            return .layerEffect({ _, _ in .zero }, maxSampleOffset: .zero)
        }
        return .layerEffect({ position, layer in
            guard let source = inverse.apply(to: position) else { return .zero }
            return layer.sample(at: source)
        }, maxSampleOffset: maxSampleOffset)
    }
}

extension GraphicsContext {
    /// Kinetype: SwiftUI's `rotation3DEffect` for later draws: what they draw turns `angle` about
    /// `axis` through the `anchor` point of `rect` (a rectangle in the current user space, such as
    /// a glyph's or a line's bounds), in perspective (see ``ProjectionTransform/rotation3D(_:axis:anchor:size:perspective:)``).
    /// Set the transform first: the turn is placed where `rect` is now.
    public mutating func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                          perspective: CGFloat = 1, in rect: CGRect) {
        guard angle.radians != 0 else { return }
        // The positions effects see are device pixels over the transform's scale.
        let scale = max(CGFloat(GraphicsContext.scale(of: transform)), .leastNonzeroMagnitude)
        let point = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y).applying(transform)
        let center = CGPoint(x: point.x / scale, y: point.y / scale)
        let transform = ProjectionTransform.rotation3D(angle, axis: axis, anchor: center, size: rect.size, perspective: perspective)
        let reach = max(rect.width, rect.height)
        addFilter(.projection(transform, maxSampleOffset: CGSize(width: reach, height: reach)))
    }
}
