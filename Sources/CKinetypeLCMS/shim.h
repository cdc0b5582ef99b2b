#ifndef CKINETYPE_LCMS_SHIM_H
#define CKINETYPE_LCMS_SHIM_H
// Little CMS 2, for pictures whose embedded ICC profile is not sRGB (a phone's Display P3
// photo, a camera's Adobe RGB one): their colours are converted to sRGB, as browsers show them.
#include <lcms2.h>

// lcms2's pixel formats are macros Swift does not import.
static const cmsUInt32Number kinetype_lcms_rgb8 = TYPE_RGB_8;
static const cmsUInt32Number kinetype_lcms_rgba8 = TYPE_RGBA_8;
#endif
