#ifndef CKINETYPE_CAIRO_SHIM_H
#define CKINETYPE_CAIRO_SHIM_H
#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#endif
