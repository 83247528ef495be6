#ifndef SWIPE_CPROCESS_SHIM_H
#define SWIPE_CPROCESS_SHIM_H

/* System calls Swift cannot reach (prctl is variadic). Header only: nothing to link. */

#ifdef __linux__
#include <sys/prctl.h>

/* Makes this process the reaper of its orphaned descendants (on = 1) or stops (on = 0):
   a child that leaves its process group (setsid) and is orphaned becomes our child, where
   we can still find it. Returns 0, or -1 with errno. */
static inline int cp_set_child_subreaper(int on) {
    return prctl(PR_SET_CHILD_SUBREAPER, (unsigned long)on, 0UL, 0UL, 0UL);
}
#else
static inline int cp_set_child_subreaper(int on) { (void)on; return -1; }
#endif

#endif
