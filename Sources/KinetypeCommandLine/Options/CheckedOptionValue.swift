import ArgumentParser

/// An option value whose parser says why a text is not one: a colour (`Color`), a canvas size
/// (`SceneCanvas`), a shard (`BatchShard`), a frame range. ArgumentParser's `init?(argument:)` can
/// only fail, so the command line's options of these types parse with
/// `transform: { try T(checking: $0) }`, and ArgumentParser's own error gives the reason after
/// the option and the value, at parse time, before the command runs:
///
/// ```
/// Error: The value '0x0' is invalid for '--canvas <canvas>': give each side as a whole number of
/// pixels from 1 to 16384, for example 1280x720
/// ```
///
/// A program that adds its own commands can take these types as options as they are (failing
/// with ArgumentParser's plain "is invalid"), or with the same transform for the reason.
public protocol CheckedOptionValue: ExpressibleByArgument {
    /// The value `argument` spells; throws an error whose description says what is wrong and
    /// what the option takes (the command line's own types throw an `InputError`), without
    /// repeating the option or the value, which ArgumentParser's message names.
    init(checking argument: String) throws
}

extension CheckedOptionValue {
    /// The value `argument` spells, or nil when ``init(checking:)`` throws.
    public init?(argument: String) {
        guard let value = try? Self(checking: argument) else { return nil }
        self = value
    }
}

