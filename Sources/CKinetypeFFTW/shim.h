#ifndef CKINETYPE_FFTW_SHIM_H
#define CKINETYPE_FFTW_SHIM_H
// FFTW's single-precision interface (fftwf_*), for the sound analysis's spectra.
#include <fftw3.h>
#endif
