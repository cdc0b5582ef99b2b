#ifndef CKINETYPE_FONTCONFIG_SHIM_H
#define CKINETYPE_FONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>

/// Fontconfig's property names are string macros; these give Swift a pointer to each.
static inline const char *ckt_fc_family(void) { return FC_FAMILY; }
static inline const char *ckt_fc_style(void) { return FC_STYLE; }
static inline const char *ckt_fc_file(void) { return FC_FILE; }
static inline const char *ckt_fc_index(void) { return FC_INDEX; }
static inline const char *ckt_fc_weight(void) { return FC_WEIGHT; }
static inline const char *ckt_fc_slant(void) { return FC_SLANT; }
static inline const char *ckt_fc_charset(void) { return FC_CHARSET; }
static inline const char *ckt_fc_spacing(void) { return FC_SPACING; }
static inline const char *ckt_fc_color(void) { return FC_COLOR; }
static inline const char *ckt_fc_scalable(void) { return FC_SCALABLE; }
static inline const char *ckt_fc_fontformat(void) { return FC_FONTFORMAT; }
#endif
