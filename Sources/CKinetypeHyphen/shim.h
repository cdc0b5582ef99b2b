#ifndef CKINETYPE_HYPHEN_SHIM_H
#define CKINETYPE_HYPHEN_SHIM_H
#include <hyphen.h>
#endif
