import Foundation

/// An affine transformation matrix for 2D drawing, with Core Graphics' names and semantics.
///
/// Foundation on Linux has no `CGAffineTransform`, so Kinetype supplies one that behaves as Apple's
/// does. A transform maps a point `(x, y)`, written as the row vector `[x y 1]`, by
///
/// ```
///                 | a  b  0 |
///   [x' y' 1] = [x y 1] · | c  d  0 |     x' = a·x + c·y + tx
///                 | tx ty 1 |     y' = b·x + d·y + ty
/// ```
///
/// Because points are row vectors, `t1.concatenating(t2)` is the product `t1 · t2`: it applies
/// `t1` first, then `t2`. The `…By` methods prepend their operation, exactly as
/// `CGAffineTransformTranslate` and friends do: `t.translatedBy(x:y:)` equals
/// `CGAffineTransform(translationX:y:).concatenating(t)`, so the translation happens in the
/// coordinate space that `t` maps from.
///
/// ```swift
/// let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
/// CGPoint(x: 1, y: 1).applying(t)   // (22, 2): translated first, then scaled
/// ```
public struct CGAffineTransform: Hashable, Sendable {
    /// Row 1, column 1: how much x adds to x′ (`x′ = a·x + c·y + tx`); 1 in the identity.
    public var a: CGFloat
    /// Row 1, column 2: how much x adds to y′ (`y′ = b·x + d·y + ty`); 0 in the identity.
    public var b: CGFloat
    /// Row 2, column 1: how much y adds to x′; 0 in the identity.
    public var c: CGFloat
    /// Row 2, column 2: how much y adds to y′; 1 in the identity.
    public var d: CGFloat
    /// Row 3, column 1: the translation added to x′, in the units of the target space.
    public var tx: CGFloat
    /// Row 3, column 2: the translation added to y′, in the units of the target space.
    public var ty: CGFloat

    /// The identity transform `[1 0 0 1 0 0]`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// The all-zero matrix, as `CGAffineTransform()` is on Apple platforms, where it is the
    /// zero-filling initializer of the imported C struct. It is *not* the identity (use
    /// `.identity`), and it maps every point to the origin.
    public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

    /// The transform with the six entries `[a b c d tx ty]` as given (`CGAffineTransformMake`).
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The unlabeled form of `init(a:b:c:d:tx:ty:)`, as in the Apple overlay.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A translation: `[1 0 0 1 tx ty]` (`CGAffineTransformMakeTranslation`).
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale: `[sx 0 0 sy 0 0]` (`CGAffineTransformMakeScale`).
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians: `[cos θ, sin θ, −sin θ, cos θ, 0, 0]`
    /// (`CGAffineTransformMakeRotation`).
    ///
    /// In a y-down coordinate space (SwiftUI's, Cairo's) a positive angle turns clockwise on
    /// screen. Like Core Graphics, the sine and cosine are used as computed, so a quarter turn
    /// leaves `a` at about 6e-17 rather than exactly 0.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The product `self · t2`: a transform that applies `self`, then `t2`
    /// (`CGAffineTransformConcat(self, t2)`).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Translates by `(x, y)`, then applies `self`:
    /// `CGAffineTransform(translationX: x, y: y).concatenating(self)` (`CGAffineTransformTranslate`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        var result = self
        result.tx = x * a + y * c + tx
        result.ty = x * b + y * d + ty
        return result
    }

    /// Scales by `(x, y)`, then applies `self`:
    /// `CGAffineTransform(scaleX: x, y: y).concatenating(self)` (`CGAffineTransformScale`).
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        var result = self
        result.a = x * a
        result.b = x * b
        result.c = y * c
        result.d = y * d
        return result
    }

    /// Rotates by `angle` radians, then applies `self`:
    /// `CGAffineTransform(rotationAngle: angle).concatenating(self)` (`CGAffineTransformRotate`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform, or `self` unchanged when the matrix is singular (determinant
    /// `a·d − b·c` is zero), as `CGAffineTransformInvert` documents.
    ///
    /// With `det = a·d − b·c`: `a' = d/det`, `b' = −b/det`, `c' = −c/det`, `d' = a/det`,
    /// `tx' = (c·ty − d·tx)/det`, `ty' = (b·tx − a·ty)/det`.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant)
    }
}

extension CGAffineTransform: Codable {
    /// Decodes the six values `[a, b, c, d, tx, ty]` from an unkeyed container, as Apple's does.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self)
        let b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self)
        let d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self)
        let ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes the six values `[a, b, c, d, tx, ty]` into an unkeyed container.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
        try container.encode(d)
        try container.encode(tx)
        try container.encode(ty)
    }
}
