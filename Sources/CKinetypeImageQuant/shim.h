#ifndef CKINETYPE_IMAGEQUANT_SHIM_H
#define CKINETYPE_IMAGEQUANT_SHIM_H
// libimagequant 2.x (Debian: libimagequant-dev, pkg-config name `imagequant`).
#include <libimagequant.h>
#include <dlfcn.h>

/// libimagequant may be built with OpenMP (Debian's is); its k-means sums and some decisions then
/// depend on the size of the OpenMP team, that is on the machine's core count. The GIF encoder
/// runs its own threads and wants the same bytes everywhere, so it asks OpenMP for one thread on
/// the calling thread (the setting is per thread) and restores the old value afterwards.
/// The functions are looked up at run time in the libraries already loaded (libgomp comes in as a
/// dependency of libimagequant), so nothing links against libgomp and a build without OpenMP
/// simply gets no-ops. Returns the previous value, or 0 when OpenMP is not loaded.
static inline int ckt_omp_set_num_threads(int count) {
    void *global = dlopen(NULL, RTLD_NOW);
    if (!global) return 0;
    int (*get_max)(void) = (int (*)(void))dlsym(global, "omp_get_max_threads");
    void (*set)(int) = (void (*)(int))dlsym(global, "omp_set_num_threads");
    int previous = 0;
    if (get_max && set && count > 0) {
        previous = get_max();
        set(count);
    }
    dlclose(global);
    return previous;
}
#endif
