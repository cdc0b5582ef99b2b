/// Means and maxima of a series over a window of ±`radius` values around each (cut at the
/// ends), each in one pass.
enum RunningWindow {
    /// The mean of `values[t - radius ... t + radius]` for each `t`.
    static func means(_ values: [Float], radius: Int) -> [Float] {
        let count = values.count
        var prefix = [Double](repeating: 0, count: count + 1)
        for index in 0..<count { prefix[index + 1] = prefix[index] + Double(values[index]) }
        return (0..<count).map { t in
            let low = max(0, t - radius), high = min(count, t + radius + 1)
            return Float((prefix[high] - prefix[low]) / Double(high - low))
        }
    }

    /// The largest of `values[t - radius ... t + radius]` for each `t` (a monotone queue).
    static func maxima(_ values: [Float], radius: Int) -> [Float] {
        let count = values.count
        var result = [Float](repeating: 0, count: count)
        var queue: [Int] = [], head = 0
        var next = 0
        for t in 0..<count {
            while next < count, next <= t + radius {
                while queue.count > head, values[queue[queue.count - 1]] <= values[next] { queue.removeLast() }
                queue.append(next)
                next += 1
            }
            while queue[head] < t - radius { head += 1 }
            result[t] = values[queue[head]]
        }
        return result
    }
}
