#ifndef CKINETYPE_UNIBREAK_SHIM_H
#define CKINETYPE_UNIBREAK_SHIM_H
#include <linebreak.h>
#endif
