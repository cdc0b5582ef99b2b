#ifndef CKINETYPE_SPNG_SHIM_H
#define CKINETYPE_SPNG_SHIM_H
// libspng 0.7 (Debian: libspng-dev, pkg-config name `spng`), a PNG encoder and decoder; Debian's
// build compresses with zlib.
#include <spng.h>
#endif
