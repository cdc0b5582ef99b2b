extension SymbolEffectPose {
    /// The pose of two effects playing on one layer at once (seed 000: variable color while
    /// scaled up).
    ///
    /// Offsets and rotations add, scales and opacities multiply, and the drawn fraction is the
    /// smaller of the two (`drawsFromEnd` follows whichever is less drawn), so combining with
    /// ``rest`` changes nothing.
    public func combined(with other: SymbolEffectPose) -> SymbolEffectPose {
        let lessDrawn = other.drawProgress < drawProgress ? other : self
        return SymbolEffectPose(dx: dx + other.dx, dy: dy + other.dy, scale: scale * other.scale,
                                rotation: rotation + other.rotation, opacity: opacity * other.opacity,
                                drawProgress: lessDrawn.drawProgress, drawsFromEnd: lessDrawn.drawsFromEnd)
    }
}
