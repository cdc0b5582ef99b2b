#ifndef CKINETYPE_ZLIB_SHIM_H
#define CKINETYPE_ZLIB_SHIM_H
#include <zlib.h>
#endif
