import Foundation
import KinetypePrimitives
internal import CKinetypeRSVG

// librsvg draws with the canvas's Cairo context; every other Cairo call goes through ``Cairo``.
extension Canvas {
    /// Renders an SVG document of intrinsic `size` stretched to `rect` of the current user space
    /// (as vectors: on a vector canvas it stays vectors), in a group painted with `alpha` when
    /// that is below 1. The document is drawn at its own size under a scale, so a rectangle of
    /// another aspect stretches it rather than letterboxing it by its `preserveAspectRatio`.
    func paintSVG(_ data: Data, size: CGSize, in rect: CGRect, alpha: Double) {
        let handle = data.withUnsafeBytes { bytes in
            rsvg_handle_new_from_data(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), gsize(bytes.count), nil)
        }
        guard let handle else { return }
        defer { g_object_unref(handle) }
        rsvg_handle_set_dpi(handle, 96)
        let grouped = alpha < 1
        if grouped { cairo.pushGroup() }
        cairo.translate(Double(rect.minX), Double(rect.minY))
        cairo.scale(Double(rect.width / size.width), Double(rect.height / size.height))
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        cairo.withUnsafePointer { _ = rsvg_handle_render_document(handle, $0, &viewport, nil) }
        if grouped {
            cairo.popGroupToSource()
            cairo.paint(alpha: alpha)
        }
    }
}
