import ArgumentParser
import Kinetype

extension SafeArea: CheckedOptionValue {
    /// `--safe-area tiktok|reels|shorts|none|T,R,B,L` (``SafeArea/init(parsing:)``).
    public init(checking argument: String) throws {
        do {
            try self.init(parsing: argument)
        } catch {
            throw InputError(error.description)
        }
    }
}
