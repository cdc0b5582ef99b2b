import Kinetype

/// The catalogues the command running on this task resolves names in and lists:
/// `KinetypeCommandLine.run(_:catalogs:output:error:)` binds them (the shared catalogues by
/// default), and every command that loads, compiles or lists reads them here, so a program (or a
/// test) can run commands in-process over catalogues of its own.
enum CommandCatalogs {
    @TaskLocal static var current = Catalogs.shared
}
