import Foundation

/// Memory a blur needs besides the pixels: two region-sized planes of four-channel floats and
/// the column states. Keep one per thread and pass it to every blur to avoid allocating.
package struct BlurScratch: Sendable {
    private var rows: [SIMD4<Float>] = []
    private var causal: [SIMD4<Float>] = []
    private var states: [SIMD4<Float>] = []

    package init() {}

    /// Grows the buffers, if needed, for a region of `width` × `height`.
    mutating func reserve(width: Int, height: Int) {
        let area = width * height
        if rows.count < area {
            rows = Array(repeating: .zero, count: area)
            causal = Array(repeating: .zero, count: area)
        }
        if states.count < 5 * width { states = Array(repeating: .zero, count: 5 * width) }
    }

    mutating func withBuffers(_ body: (UnsafeMutablePointer<SIMD4<Float>>, UnsafeMutablePointer<SIMD4<Float>>,
                                       UnsafeMutablePointer<SIMD4<Float>>) -> Void) {
        rows.withUnsafeMutableBufferPointer { rows in
            causal.withUnsafeMutableBufferPointer { causal in
                states.withUnsafeMutableBufferPointer { states in
                    body(rows.baseAddress!, causal.baseAddress!, states.baseAddress!)
                }
            }
        }
    }
}
