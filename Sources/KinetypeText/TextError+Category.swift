import KinetypeDiagnostics

/// Text errors are all about the input: a font, a size, a width.
extension TextError: KinetypeError {}
