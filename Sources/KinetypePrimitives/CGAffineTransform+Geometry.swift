import Foundation

extension CGPoint {
    /// The point mapped by `t`: `(a·x + c·y + tx, b·x + d·y + ty)` (`CGPointApplyAffineTransform`).
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by `t` as a vector, ignoring translation: `(a·w + c·h, b·w + d·h)`
    /// (`CGSizeApplyAffineTransform`). The result can be negative.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle that contains the four transformed corners of this
    /// rectangle (`CGRectApplyAffineTransform`). The null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let rect = standardized
        let p0 = CGPoint(x: rect.minX, y: rect.minY).applying(t)
        let p1 = CGPoint(x: rect.maxX, y: rect.minY).applying(t)
        let p2 = CGPoint(x: rect.minX, y: rect.maxY).applying(t)
        let p3 = CGPoint(x: rect.maxX, y: rect.maxY).applying(t)
        let minX = min(p0.x, p1.x, p2.x, p3.x), maxX = max(p0.x, p1.x, p2.x, p3.x)
        let minY = min(p0.y, p1.y, p2.y, p3.y), maxY = max(p0.y, p1.y, p2.y, p3.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
