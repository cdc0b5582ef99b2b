import Foundation
import KinetypeAnimation
import KinetypePrimitives
import KinetypeRasterKernels
import KinetypeText

extension Canvas {
    /// Sets the source for a shading. Conic gradients (which Cairo lacks) are a mesh of 90
    /// sectors around the centre, each blending two neighbouring colours.
    func setSource(_ shading: GraphicsContext.Shading, alpha: Double, foreground: Color) {
        switch shading.kind {
        case .color(let color):
            setColor(color, alpha: alpha)
        case .foreground:
            setColor(foreground, alpha: alpha)
        case .linear(let gradient, let start, let end):
            let pattern = Cairo.Pattern.linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            addStops(gradient, to: pattern, alpha: alpha)
            cairo.setSource(pattern)
        case .radial(let gradient, let center, let r0, let r1):
            let pattern = Cairo.Pattern.radial(Double(center.x), Double(center.y), Double(r0),
                                               Double(center.x), Double(center.y), Double(r1))
            addStops(gradient, to: pattern, alpha: alpha)
            cairo.setSource(pattern)
        case .conic(let gradient, let center, let angle):
            let pattern = Cairo.Pattern.mesh()
            let sectors = 90
            let radius = 4.0 * Double(max(width, height))
            for i in 0..<sectors {
                let t0 = Double(i) / Double(sectors), t1 = Double(i + 1) / Double(sectors)
                let a0 = angle.radians + t0 * 2 * .pi, a1 = angle.radians + t1 * 2 * .pi
                pattern.beginPatch()
                pattern.move(to: Double(center.x), Double(center.y))
                pattern.line(to: Double(center.x) + radius * cos(a0), Double(center.y) + radius * sin(a0))
                pattern.line(to: Double(center.x) + radius * cos(a1), Double(center.y) + radius * sin(a1))
                let c0 = gradient.color(at: t0).resolve(), c1 = gradient.color(at: t1).resolve()
                for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                    pattern.setCornerColor(corner, Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity) * alpha)
                }
                pattern.endPatch()
            }
            cairo.setSource(pattern)
        case .mesh(let mesh, let rect):
            let pattern = isVector || !mesh.isValid ? meshPattern(mesh, in: rect, alpha: alpha) : shadedMesh(mesh, in: rect, alpha: alpha)
            cairo.setSource(pattern)
        }
    }

    /// Sets a mesh gradient's background colour as the source and returns true when `shading`
    /// is a mesh whose background shows (the caller paints it, then the mesh over it).
    func paintMeshBackground(_ shading: GraphicsContext.Shading, alpha: Double) -> Bool {
        guard case .mesh(let mesh, _) = shading.kind, mesh.background.resolve().opacity > 0 else { return false }
        setColor(mesh.background, alpha: alpha)
        return true
    }

    /// A Cairo mesh pattern of `mesh`'s tessellation in `rect`: one Coons patch per piece, its
    /// edges cubic curves from the nodes' positions and rates of change, its corners the nodes'
    /// colours; an invalid mesh paints nothing (its background shows).
    private func meshPattern(_ mesh: MeshGradient, in rect: CGRect, alpha: Double) -> Cairo.Pattern {
        let pattern = Cairo.Pattern.mesh()
        guard mesh.isValid else { return pattern }
        let grid = mesh.tessellation(in: rect)
        let step = 1 / Double(MeshGradient.subdivisions)
        for row in 0..<(grid.rows - 1) {
            for column in 0..<(grid.columns - 1) {
                // Corners clockwise from the top left; each edge leaves its start along the
                // derivative in its direction, a third of the piece's length.
                let corners = [row * grid.columns + column, row * grid.columns + column + 1,
                               (row + 1) * grid.columns + column + 1, (row + 1) * grid.columns + column]
                let p = corners.map { grid.positions[$0] }
                let along = corners.map { grid.alongRow[$0] * (step / 3) }, down = corners.map { grid.alongColumn[$0] * (step / 3) }
                pattern.beginPatch()
                pattern.move(to: p[0].x, p[0].y)
                let edges: [(SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)] = [
                    (p[0] + along[0], p[1] - along[1], p[1]),
                    (p[1] + down[1], p[2] - down[2], p[2]),
                    (p[2] - along[2], p[3] + along[3], p[3]),
                    (p[3] - down[3], p[0] + down[0], p[0]),
                ]
                for (c1, c2, end) in edges {
                    pattern.curve(c1.x, c1.y, c2.x, c2.y, to: end.x, end.y)
                }
                for (corner, index) in corners.enumerated() {
                    let c = grid.colors[index]
                    pattern.setCornerColor(corner, c.x, c.y, c.z, c.w * alpha)
                }
                pattern.endPatch()
            }
        }
        return pattern
    }

    /// `mesh` in `rect` drawn into an image of the device pixels it covers, as a surface
    /// pattern in user space: its tessellation's pieces, two Gouraud-shaded triangles each
    /// (``ShadedTriangles``), a few additions a pixel where Cairo's own mesh rasterizer takes
    /// tens of nanoseconds. Vector canvases keep Cairo's mesh pattern.
    private func shadedMesh(_ mesh: MeshGradient, in rect: CGRect, alpha: Double) -> Cairo.Pattern {
        let transform = cairo.matrix
        let device = PixelRect(enclosing: rect.applying(transform)).intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !device.isEmpty else { return Cairo.Pattern.rgba(0, 0, 0, 0) }
        let surface = Cairo.Surface(width: device.width, height: device.height)
        guard surface.failure == nil else { return Cairo.Pattern.rgba(0, 0, 0, 0) }
        let grid = mesh.tessellation(in: rect)
        let vertices = (0..<grid.positions.count).map { index -> ShadedTriangles.Vertex in
            let p = CGPoint(x: grid.positions[index].x, y: grid.positions[index].y).applying(transform)
            let c = grid.colors[index]
            let a = c.w * alpha
            return ShadedTriangles.Vertex(x: Double(p.x) - Double(device.x), y: Double(p.y) - Double(device.y),
                                          color: SIMD4(c.x * a, c.y * a, c.z * a, a))
        }
        surface.flush()
        let stride = surface.stride / 4
        surface.data!.withMemoryRebound(to: UInt32.self, capacity: stride * device.height) { pixels in
            let buffer = PixelBuffer(width: device.width, height: device.height, stride: stride,
                                     pixels: UnsafeMutableBufferPointer(start: pixels, count: stride * device.height))
            let shader = ShadedTriangles()
            for row in 0..<(grid.rows - 1) {
                for column in 0..<(grid.columns - 1) {
                    let topLeft = row * grid.columns + column, bottomLeft = topLeft + grid.columns
                    shader.fill(vertices[topLeft], vertices[topLeft + 1], vertices[bottomLeft + 1], into: buffer)
                    shader.fill(vertices[topLeft], vertices[bottomLeft + 1], vertices[bottomLeft], into: buffer)
                }
            }
        }
        surface.markDirty()
        let pattern = Cairo.Pattern.image(surface)
        // Pattern space is the image's pixels: user space through the current transform, moved
        // to the image's corner.
        var toImage = transform
        toImage.tx -= CGFloat(device.x)
        toImage.ty -= CGFloat(device.y)
        pattern.setMatrix(toImage)
        pattern.setFilter(.nearest)
        return pattern
    }

    private func addStops(_ gradient: Gradient, to pattern: Cairo.Pattern, alpha: Double) {
        for stop in gradient.stops {
            let c = stop.color.resolve()
            pattern.addColorStop(Double(stop.location), Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity) * alpha)
        }
    }
}

extension Gradient {
    /// The colour at `t` (0…1), interpolated between the nearest stops in sRGB.
    func color(at t: Double) -> Color {
        let stops = self.stops.sorted { $0.location < $1.location }
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= Double(first.location) { return first.color }
        if t >= Double(last.location) { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= Double(b.location) {
            let span = Double(b.location - a.location)
            let f = span > 0 ? (t - Double(a.location)) / span : 1
            return a.color.interpolated(towards: b.color, amount: f)
        }
        return last.color
    }
}
