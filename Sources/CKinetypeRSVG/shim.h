#ifndef CKINETYPE_RSVG_SHIM_H
#define CKINETYPE_RSVG_SHIM_H
// librsvg for SVG images (drawn as vectors with Cairo) and gdk-pixbuf, which librsvg uses, for
// PNG, JPEG and WebP (its WebP loader is Debian's webp-pixbuf-loader).
#include <librsvg/rsvg.h>
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif
