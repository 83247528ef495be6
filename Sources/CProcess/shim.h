#ifndef SWIPE_CPROCESS_SHIM_H
#define SWIPE_CPROCESS_SHIM_H

/* System calls Swift cannot reach (prctl is variadic), and the guardian, which runs in a
   forked copy of us where Swift must not run. Header only: nothing to link. */

#ifdef __linux__
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/syscall.h>

/* Makes this process the reaper of its orphaned descendants (on = 1) or stops (on = 0):
   a child that leaves its process group (setsid) and is orphaned becomes our child, where
   we can still find it. Returns 0, or -1 with errno. */
static inline int cp_set_child_subreaper(int on) {
    return prctl(PR_SET_CHILD_SUBREAPER, (unsigned long)on, 0UL, 0UL, 0UL);
}

/* Fills each of the standard descriptors 0, 1 and 2 that was closed when we started with
   /dev/null opened for reading only: a descriptor we open later (the terminal, a socket, a
   file) can then never become our stdin, stdout or stderr, and a write to a closed stdout
   still fails (EBADF) as it would have. Returns how many were filled, or -1 when /dev/null
   cannot be opened. */
static inline int cp_reserve_standard_descriptors(void) {
    int filled = 0;
    for (int descriptor = 0; descriptor <= 2; descriptor++) {
        if (fcntl(descriptor, F_GETFD) >= 0 || errno != EBADF) continue;
        int opened = open("/dev/null", O_RDONLY);
        if (opened < 0) return -1;
        if (opened != descriptor) {
            /* A lower one was open and this one is not the lowest free: cannot happen
               going upwards, but never leave a stray descriptor. */
            close(opened);
            return -1;
        }
        filled++;
    }
    return filled;
}

/* ---- The guardian ------------------------------------------------------------------
   A process forked from us that outlives even a SIGKILL of us: it reads the process
   groups of our children from a socket, one native int32 a message (g > 1: hold group g;
   -g: forget it; anything else is ignored), and when the socket reaches end of file (we
   are gone, however we went) it sends SIGKILL to every group it still holds and exits. */

/* Groups the guardian holds at once; one past them is not held (ChildGroups holds fewer). */
enum { CP_GUARDIAN_CAPACITY = 64 };

/* The guardian's groups: 0 a free place. */
typedef struct {
    int32_t groups[CP_GUARDIAN_CAPACITY];
} cp_guardian_table;

/* Applies one message to `table`. A group is never 0 or 1: kill(-1) reaches every
   process we may signal, so such a message (and INT32_MIN, which has no negation) is
   dropped. Async-signal-safe. */
static inline void cp_guardian_apply(cp_guardian_table *table, int32_t message) {
    if (message > 1) {
        for (int i = 0; i < CP_GUARDIAN_CAPACITY; i++) {
            if (table->groups[i] == 0) { table->groups[i] = message; return; }
        }
    } else if (message < -1 && message != INT32_MIN) {
        for (int i = 0; i < CP_GUARDIAN_CAPACITY; i++) {
            if (table->groups[i] == -message) table->groups[i] = 0;
        }
    }
}

/* Sends SIGKILL to every group `table` holds. Async-signal-safe. */
static inline void cp_guardian_kill_all(const cp_guardian_table *table) {
    for (int i = 0; i < CP_GUARDIAN_CAPACITY; i++) {
        if (table->groups[i] > 1) kill(-table->groups[i], SIGKILL);
    }
}

/* Reads messages from `feed` into `table` until end of file or an error other than
   EINTR. A message split across reads is put together. Only read and memmove:
   async-signal-safe. */
static inline void cp_guardian_read_until_end(int feed, cp_guardian_table *table) {
    unsigned char buffer[256];
    size_t kept = 0;
    for (;;) {
        ssize_t count = read(feed, buffer + kept, sizeof buffer - kept);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) return;
        kept += (size_t)count;
        size_t whole = kept - kept % sizeof(int32_t);
        for (size_t offset = 0; offset < whole; offset += sizeof(int32_t)) {
            int32_t message;
            memcpy(&message, buffer + offset, sizeof message);
            cp_guardian_apply(table, message);
        }
        memmove(buffer, buffer + whole, kept - whole);
        kept -= whole;
    }
}

/* The signals the guardian ignores: the terminal's (Ctrl-C, Ctrl-\, hang-up, job
   control), which are meant for us, and a broken pipe. SIGTERM still ends it. */
static inline int cp_guardian_ignores(int signal) {
    return signal == SIGINT || signal == SIGQUIT || signal == SIGHUP || signal == SIGTSTP
        || signal == SIGTTIN || signal == SIGTTOU || signal == SIGPIPE;
}

/* The forked guardian: every signal's default back (our handlers are not its own), the
   terminal's ignored, a process group of its own (a signal to our job's group, SIGKILL
   included, leaves it standing), every descriptor but the socket closed (the tty, and
   pipes whose readers wait for us to end), then it blocks in read. `highest` bounds the
   descriptors closed one by one where close_range is missing. */
static inline void cp_guardian_run(int feed, unsigned int highest, char *arguments, size_t length) __attribute__((noreturn));
static inline void cp_guardian_run(int feed, unsigned int highest, char *arguments, size_t length) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    for (int signal = 1; signal < NSIG; signal++) {
        action.sa_handler = cp_guardian_ignores(signal) ? SIG_IGN : SIG_DFL;
        (void)sigaction(signal, &action, NULL);
    }
    (void)setpgid(0, 0);
    (void)prctl(PR_SET_NAME, (unsigned long)"swipe-tui-guard", 0UL, 0UL, 0UL);
    /* Our command line, copied with our memory, is its own too: written over, so that
       `pkill -f 'swipe-tui --preview'` meant for us does not take the guardian with us. */
    if (arguments != NULL && length > 0) {
        static const char name[] = "swipe-tui-guard";
        memset(arguments, 0, length);
        memcpy(arguments, name, length < sizeof name ? length - 1 : sizeof name - 1);
    }
    if (feed != 0) {
        if (dup2(feed, 0) < 0) _exit(1);
    }
    if (syscall(SYS_close_range, 1U, ~0U, 0U) != 0) {
        for (unsigned int fd = 1; fd < highest; fd++) (void)close((int)fd);
    }
    sigset_t none;
    sigemptyset(&none);
    (void)sigprocmask(SIG_SETMASK, &none, NULL);
    cp_guardian_table table;
    memset(&table, 0, sizeof table);
    cp_guardian_read_until_end(0, &table);
    cp_guardian_kill_all(&table);
    _exit(0);
}

/* Moves `*descriptor` above the standard three (close-on-exec), where it is one of them
   because they were closed when we started: the socket must never be a command's stdout
   or stderr, whose bytes would read as messages. 0, or -1 when it cannot be moved. */
static inline int cp_guardian_lift(int *descriptor) {
    if (*descriptor > 2) return 0;
    int lifted = fcntl(*descriptor, F_DUPFD_CLOEXEC, 3);
    if (lifted < 0) return -1;
    close(*descriptor);
    *descriptor = lifted;
    return 0;
}

/* Forks the guardian. Returns its pid and stores our end of its socket (close-on-exec,
   so no command we run holds it open, and never one of the standard three) in *feed; or
   -1 with nothing made. `arguments` and `length` are our command line's bytes (argv's
   strings, end to end), written over in the guardian; NULL and 0 leave it. Every signal
   is blocked across the fork, so no handler of ours runs in the child. */
static inline pid_t cp_start_guardian(int *feed, char *arguments, size_t length) {
    int ends[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0) return -1;
    if (cp_guardian_lift(&ends[0]) != 0 || cp_guardian_lift(&ends[1]) != 0) {
        close(ends[0]);
        close(ends[1]);
        return -1;
    }
    struct rlimit limit;
    unsigned int highest = 1U << 20;
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < highest) highest = (unsigned int)limit.rlim_cur;
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pid_t pid = fork();
    if (pid == 0) cp_guardian_run(ends[1], highest, arguments, length);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    close(ends[1]);
    if (pid < 0) {
        close(ends[0]);
        return -1;
    }
    *feed = ends[0];
    return pid;
}

/* Sends one message without waiting and without SIGPIPE: 0, or the errno (EAGAIN when
   the guardian is not reading, EPIPE when it is gone). */
static inline int cp_guardian_send(int feed, int32_t message) {
    for (;;) {
        ssize_t sent = send(feed, &message, sizeof message, MSG_NOSIGNAL | MSG_DONTWAIT);
        if (sent == (ssize_t)sizeof message) return 0;
        if (sent < 0 && errno == EINTR) continue;
        return sent < 0 ? errno : EIO;
    }
}
#else
#include <stddef.h>
#include <stdint.h>
static inline int cp_set_child_subreaper(int on) { (void)on; return -1; }
static inline int cp_start_guardian(int *feed, char *arguments, size_t length) { (void)feed; (void)arguments; (void)length; return -1; }
static inline int cp_reserve_standard_descriptors(void) { return 0; }
static inline int cp_guardian_send(int feed, int32_t message) { (void)feed; (void)message; return 5; }
#endif

#endif
