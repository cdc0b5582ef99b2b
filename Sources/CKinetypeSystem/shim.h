#ifndef CKINETYPE_SYSTEM_SHIM_H
#define CKINETYPE_SYSTEM_SHIM_H
// The C library's calls that Swift's Glibc module does not reach: macros it does not import
// (F_SETPIPE_SZ, from <fcntl.h> with _GNU_SOURCE) and headers it does not include (<malloc.h>).
#include <fcntl.h>
#include <malloc.h>

#ifdef F_SETPIPE_SZ
#define CKT_F_SETPIPE_SZ F_SETPIPE_SZ
#else
#define CKT_F_SETPIPE_SZ 1031 /* <linux/fcntl.h>: F_LINUX_SPECIFIC_BASE + 7 */
#endif

/// Sets the capacity of the pipe `fd` to `bytes` (`fcntl(fd, F_SETPIPE_SZ, bytes)`); the new
/// capacity, or -1 with errno set when the pipe cannot grow.
static inline int ckt_set_pipe_size(int fd, int bytes) {
    return fcntl(fd, CKT_F_SETPIPE_SZ, bytes);
}

/// Tunes glibc's allocator (`mallopt`): at most `arenas` arenas (`M_ARENA_MAX`), blocks of
/// `mmap_threshold` bytes or more mapped on their own (`M_MMAP_THRESHOLD`), and free memory at
/// the top of the heap returned to the system past `trim_threshold` bytes (`M_TRIM_THRESHOLD`).
static inline void ckt_tune_allocator(int arenas, int mmap_threshold, int trim_threshold) {
    mallopt(M_ARENA_MAX, arenas);
    mallopt(M_MMAP_THRESHOLD, mmap_threshold);
    mallopt(M_TRIM_THRESHOLD, trim_threshold);
}

#endif
