#ifndef SWIPE_CALLOCATOR_SHIM_H
#define SWIPE_CALLOCATOR_SHIM_H

/* The C allocator's tuning, which Swift's Glibc module leaves out (malloc.h). Header only:
   nothing to link. */

#ifdef __linux__
#include <malloc.h>
#endif

/* __GLIBC__ comes with glibc's headers, so it is asked only after one is included. */
#ifdef __GLIBC__

/* glibc's allocator keeps up to `kept` bytes of freed memory at the top of its heaps
   rather than handing them back, and gives a mapping of its own only to allocations of
   `mapped_from` bytes or more. Returns 1 when it took both. */
static inline int ca_keep_freed_memory(int kept, int mapped_from) {
    return mallopt(M_TRIM_THRESHOLD, kept) == 1 && mallopt(M_MMAP_THRESHOLD, mapped_from) == 1;
}
#else
static inline int ca_keep_freed_memory(int kept, int mapped_from) { (void)kept; (void)mapped_from; return 0; }
#endif

#endif
