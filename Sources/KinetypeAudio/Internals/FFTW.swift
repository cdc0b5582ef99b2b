import KinetypePrimitives
internal import CKinetypeFFTW

/// A real-input FFT of one size from FFTW (`fftwf_plan_dft_r2c_1d`), with its buffers: the one
/// owner of an FFTW plan, which it destroys in `deinit`.
///
/// The plan is made with `FFTW_ESTIMATE`, which picks the algorithm from the size alone (no
/// timing runs), so the same input gives the same bits on every run. FFTW's planner is not
/// thread-safe: plans are made and destroyed under one lock; executing one is safe on any
/// thread, but one `RealFFT` is used by one thread at a time.
final class RealFFT {
    /// The frame length, even.
    let size: Int
    private let input: UnsafeMutablePointer<Float>
    private let output: UnsafeMutablePointer<fftwf_complex>
    private let plan: fftwf_plan

    /// FFTW's planner is shared by the whole process.
    private static let planner = Locked(())

    /// A transform of `size` samples (even, ≥ 2).
    init(size: Int) {
        precondition(size >= 2 && size % 2 == 0, "an FFT of an even size")
        self.size = size
        let input: UnsafeMutablePointer<Float> = fftwf_alloc_real(size), output: UnsafeMutablePointer<fftwf_complex> = fftwf_alloc_complex(size / 2 + 1)
        self.input = input
        self.output = output
        // The plan crosses the lock as its address (a pointer is not Sendable).
        let address = Self.planner.withLock { _ in UInt(bitPattern: fftwf_plan_dft_r2c_1d(Int32(size), input, output, FFTW_ESTIMATE)) }
        plan = fftwf_plan(bitPattern: address)!
    }

    deinit {
        let address = UInt(bitPattern: plan)
        Self.planner.withLock { _ in fftwf_destroy_plan(fftwf_plan(bitPattern: address)) }
        fftwf_free(input)
        fftwf_free(output)
    }

    /// The power (`re² + im²`) of bins 0 ... size/2 of `samples` (size of them) times `window`,
    /// written into `power` (size/2 + 1 of them).
    func power(of samples: UnsafeBufferPointer<Float>, window: [Float], into power: inout [Float]) {
        for index in 0..<size { input[index] = samples[index] * window[index] }
        fftwf_execute(plan)
        for bin in 0...(size / 2) {
            let (re, im) = output[bin]
            power[bin] = re * re + im * im
        }
    }
}
