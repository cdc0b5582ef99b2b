#ifndef CKINETYPE_FRIBIDI_SHIM_H
#define CKINETYPE_FRIBIDI_SHIM_H
#include <fribidi.h>

/// FRIBIDI_PAR_* and FRIBIDI_LEVEL_IS_RTL are macros built from other macros; Swift sees none of them.
static inline FriBidiParType ckt_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType ckt_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType ckt_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }
static inline int ckt_fribidi_par_is_rtl(FriBidiParType t) { return FRIBIDI_IS_RTL(t) ? 1 : 0; }
#endif
