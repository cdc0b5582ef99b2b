import Foundation

/// A number a caption file gives for a time, read the same way by every reader, so that a
/// message tells a number out of range (`1e400`, `99999999999999999999`) from text that is not
/// a number at all (`"soon"`, `null`).
enum CaptionNumber {
    /// The largest time read, in seconds: 10^15, 31 million years (a larger one is not a
    /// mistake a user can mean, and its arithmetic loses the milliseconds).
    static let largestSeconds = 1e15

    /// Why a number is not read.
    enum Failure: Error, Equatable {
        /// The text does not spell a number.
        case notANumber
        /// The text spells a number, but beyond ``largestSeconds`` (or infinite).
        case outOfRange
    }

    /// `text` (white space around it allowed) as a time in units of `1 / scale` seconds (1000
    /// for milliseconds), or why it is not one.
    static func time(_ text: String, scale: Double = 1) -> Result<Double, Failure> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let number = Double(trimmed), !number.isNaN else { return .failure(.notANumber) }
        guard number.isFinite, abs(number) < largestSeconds * scale else {
            // "inf" and "infinity" are words, not numbers a file means; "1e400" is a number too large.
            return trimmed.contains(where: \.isNumber) ? .failure(.outOfRange) : .failure(.notANumber)
        }
        return .success(number)
    }

    /// The words for `failure` in a message, after the value: `is not a number of seconds`,
    /// or `is out of range: …`; `unit` names what the number counts (`seconds`, `milliseconds`).
    static func reason(_ failure: Failure, unit: String) -> String {
        switch failure {
        case .notANumber: "is not a number of \(unit)"
        case .outOfRange: "is out of range: a time is less than 10^15 seconds (31 million years)"
        }
    }
}
