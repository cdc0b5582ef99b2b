// The `kinetype` command: the command-line library with the built-in catalogues.
import KinetypeCommandLine

KinetypeCommandLine.main()
