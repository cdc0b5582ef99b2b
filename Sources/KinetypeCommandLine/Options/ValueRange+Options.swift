import Kinetype

extension ValueRange {
    /// `value` when it is in the range, else an error that names the option and quotes the range:
    /// "--fps 1e-300 is not valid: give a number of frames per second from 0.1 to 240, for
    /// example 30".
    func checked(_ value: Double, option: String, example: String) throws -> Double {
        guard contains(value) else {
            throw InputError("\(option) \(ValueRange.format(value)) is not valid: give \(expectation), for example \(example)")
        }
        return value
    }

    /// A whole `value` when it is in the range, else an error naming the option.
    func checked(_ value: Int, option: String, example: String) throws -> Int {
        _ = try checked(Double(value), option: option, example: example)
        return value
    }
}
