import KinetypeDiagnostics

/// Effect errors are all about the input: a name, a behaviour, an option.
extension SymbolEffectError: KinetypeError {}
