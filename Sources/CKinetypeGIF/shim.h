#ifndef CKINETYPE_GIF_SHIM_H
#define CKINETYPE_GIF_SHIM_H
// giflib 5.x (Debian: libgif-dev, pkg-config name `libgif`).
#include <gif_lib.h>
#endif
