#ifndef CKINETYPE_HARFBUZZ_SHIM_H
#define CKINETYPE_HARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>

/// HB_TAG is a macro; Swift cannot call it.
static inline hb_tag_t ckt_hb_tag(char a, char b, char c, char d) {
    return HB_TAG(a, b, c, d);
}
#endif
