import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeCard
import KinetypeGraphics
import KinetypeText

extension SceneCompiler {
    /// A layer's text as content (styled by its font, fill, stroke, shadows and paragraph keys,
    /// along its path if it has one), and the styling, which the texts replacing it take too.
    func textContent(_ layer: SceneLayer, at path: String,
                     in scene: SceneDocument) throws -> (content: TextContent, styled: @Sendable (Text, TimeInterval) -> Text) {
        let map = scene.sourceMap
        let font = self.font(layer.font)
        let paint = layer.paint
        // The fit's width defaults to the layer's wrapping width: the card lays out at the narrower.
        let fit = layer.fit.map { fit in
            TextFit(width: CGFloat(fit.width ?? Canvas.lengthRange.upperBound),
                    height: CGFloat(fit.height ?? Double(scene.canvas.height)),
                    minSize: CGFloat(fit.minSize), maxSize: CGFloat(fit.maxSize))
        }
        let fill = paint.fill.map { Self.shapeStyle($0, duration: scene.duration) }
        let keyedColor = layer.keyframes.colorTimeline, start = layer.start
        let styled = { @Sendable [font] (plain: Text, time: TimeInterval) -> Text in
            var text = plain.font(font)
            if let fill {
                text = text.foregroundStyle(fill(time))
            } else if let color = keyedColor?(start + time) {
                text = text.foregroundStyle(color)
            } else if let color = layer.color {
                text = text.foregroundStyle(color)
            }
            if let stroke = paint.stroke { text = text.stroke(stroke) }
            for shadow in paint.shadows { text = text.shadow(shadow) }
            if let language = layer.language { text = text.typesettingLanguage(Locale.Language(identifier: language)) }
            return text
                .hyphenate(layer.hyphenate)
                .multilineTextAlignment(layer.alignment)
                .lineSpacing(CGFloat(layer.lineSpacing))
                .lineLimit(layer.lineLimit).layoutDirection(layer.layoutDirection)
                .fit(fit).balancedLineBreaks(layer.balance)
        }
        let text: Text, marked: Text
        do {
            marked = try Text(markup: layer.text)
            text = styled(marked, 0)
        } catch {
            throw map.markupError(error, at: "\(path).text")
        }
        do {
            _ = try text.layout(maxWidth: layer.maxWidth.map { CGFloat($0) })
        } catch let error as TextError {
            throw map.error(.invalidValue, at: "\(path).font", error.description)
        }
        try checkVariations(layer.font, font, at: "\(path).font", map: map)
        var content: @Sendable (TimeInterval) -> Text = { _ in text }
        if case .mesh(_, _?)? = paint.fill {
            // A drifting mesh fill: the text's style changes with the layer's time.
            content = { styled(marked, $0) }
        } else if paint.fill == nil, keyedColor != nil {
            // Keyframed colour: so does its colour.
            content = { styled(marked, $0) }
        }
        if let scenePath = layer.path {
            // Text along a path: the offset runs on with the layer's time at the path's speed.
            // Built (and measured) once; each frame only moves its offset.
            let plain = content, base = scenePath.textPath(at: 0), speed = scenePath.speed
            content = { plain($0).path(base.offset(by: speed * $0)) }
        }
        return (TextContent(content), styled)
    }

    /// Checks a font's `variations` against its face's axes: an axis it lacks or a value out of
    /// range is an error at that key (`layers[0].font.variations.wght`), naming the axes.
    func checkVariations(_ sceneFont: SceneFont, _ font: Font, at path: String, map: SceneSourceMap) throws {
        guard !sceneFont.variations.isEmpty else { return }
        do {
            try FontCatalog.shared.baseFace(for: font).check(sceneFont.variations)
        } catch let error as TextError {
            var key = "\(path).variations"
            if case .unknownAxis(let tag, _, _) = error { key += ".\(tag)" }
            if case .axisValueOutOfRange(let tag, _, _, _) = error { key += ".\(tag)" }
            throw map.error(.invalidValue, at: key, error.description)
        }
    }

    /// Checks that the face of `sceneFont` has the axes of `variations` (and, when
    /// `rangeChecked`, that their values are in range): an error at `key` naming the axes it has.
    /// For what varies axes besides the font itself: animators and renderers.
    func checkAxes(_ variations: [FontVariation], of sceneFont: SceneFont, at key: String, map: SceneSourceMap, rangeChecked: Bool) throws {
        let face: FontFace
        do {
            face = try FontCatalog.shared.baseFace(for: font(sceneFont))
        } catch {
            return   // a font that does not load is reported where the text is laid out
        }
        do {
            // Without the range check, only an axis the face lacks is an error.
            try face.check(rangeChecked ? variations : variations.filter { face.axis($0.tag) == nil })
        } catch {
            throw map.error(.invalidValue, at: key, error.description)
        }
    }

    /// A file a scene names: as written when it starts with `/`, else in ``baseURL`` (the scene's
    /// folder, with or without a trailing slash), else in the current folder.
    public func fileURL(_ file: String) -> URL {
        Self.fileURL(file, in: baseURL)
    }

    /// `file` as written when it starts with `/`, else in `folder`, else in the current folder.
    static func fileURL(_ file: String, in folder: URL?) -> URL {
        if file.hasPrefix("/") { return URL(fileURLWithPath: file) }
        guard let folder else { return URL(fileURLWithPath: file) }
        return folder.appendingPathComponent(file)
    }

    /// A scene font as a `Font`: a file is found relative to ``baseURL`` (the scene's folder).
    func font(_ sceneFont: SceneFont) -> Font {
        sceneFont.font(in: baseURL)
    }

    /// A scene fill as the shape style it paints at a time of its layer: a background's forms
    /// placed over the text's box (a linear angle as CSS's, a radial gradient from the centre to
    /// the farthest corner, a mesh drifting as a background's does).
    static func shapeStyle(_ fill: SceneBackground, duration: Double) -> @Sendable (TimeInterval) -> AnyShapeStyle {
        switch fill {
        case .color(let color):
            return { _ in AnyShapeStyle(color) }
        case .linearGradient(let colors, let angle):
            // CSS: 0° runs bottom to top, 90° left to right; the line is long enough for the
            // end colours to reach the box's corners (in unit coordinates).
            let radians = angle * .pi / 180
            let dx = CGFloat(sin(radians)), dy = CGFloat(-cos(radians))
            let half = (abs(dx) + abs(dy)) / 2
            let style = AnyShapeStyle(LinearGradient(colors: colors, startPoint: UnitPoint(x: 0.5 - dx * half, y: 0.5 - dy * half),
                                                     endPoint: UnitPoint(x: 0.5 + dx * half, y: 0.5 + dy * half)))
            return { _ in style }
        case .radialGradient(let colors):
            let style = AnyShapeStyle(CornerRadialGradient(gradient: Gradient(colors: colors)))
            return { _ in style }
        case .mesh(let mesh, nil):
            return { _ in AnyShapeStyle(mesh) }
        case .mesh(let mesh, let motion?):
            let animation = motion.animation(of: mesh, duration: duration)
            return { AnyShapeStyle(animation($0)) }
        }
    }
}

/// A scene's radial fill: colours from the centre of the filled box to its farthest corner, as a
/// radial background spans the canvas.
struct CornerRadialGradient: ShapeStyle {
    var gradient: Gradient

    func shading(in rect: CGRect) -> GraphicsContext.Shading {
        .radialGradient(gradient, center: CGPoint(x: rect.midX, y: rect.midY), startRadius: 0,
                        endRadius: (rect.width * rect.width + rect.height * rect.height).squareRoot() / 2)
    }
}
