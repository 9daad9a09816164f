// A stack switch that keeps the thread: the frame pipeline's walks recurse once per view level,
// and a deeply nested view tree needs far more than the 8 MB main-thread stack. Running the
// pipeline on another thread would break main-thread checks (MainActor.assumeIsolated,
// Thread.isMainThread), so the main thread itself moves to a large mapped stack for the run.
//
// Running out of it must not crash either. The walks check the stack left (StackGuard), but code
// that is not a walk — a user's function that recurses without end, called from a body — runs
// into the guard region below the stack. Then SIGSEGV is caught on an alternate signal stack and
// the thread continues on a small spare stack in `recover`, which calls the host's overflow
// handler (one line, exit 2). Without this the Swift runtime's backtracer would walk the million
// frames of the 1 GiB stack for a minute and the process would end with 139 (issue 26, item 6).
#define _GNU_SOURCE
#include "CLargeStack.h"
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

/// The PROT_NONE region below a large stack: wide enough that a big frame cannot step over it.
#define GUARD_SIZE ((size_t)1 << 20)
/// The stacks the overflow is handled on: the signal handler's, and the one `recover` runs on.
#define ALT_STACK_SIZE ((size_t)256 << 10)
#define RECOVERY_STACK_SIZE ((size_t)16 << 20)

static __thread char *active_low;        // low end (above the guard region) of the large stack in use
static __thread size_t active_size;
static __thread ucontext_t recovery;     // where a fault in the guard region continues
static void (*volatile overflow_handler)(void);
static struct sigaction previous_segv, previous_bus;
static pthread_mutex_t install_lock = PTHREAD_MUTEX_INITIALIZER;
static int installed;

static void write_line(const char *s) {
    size_t n = strlen(s);
    while (n > 0) {
        ssize_t w = write(2, s, n);
        if (w <= 0) return;
        s += w; n -= (size_t)w;
    }
}

/// If the overflow handler hangs (the fault came inside a lock it needs), still end with one line.
static void on_watchdog(int sig) {
    (void)sig;
    write_line("error: the stack ran out (a recursion that never ends, or views nested too deeply)\n");
    _exit(2);
}

/// Runs on the spare stack after a fault in the guard region: the large stack is abandoned.
static void recover(void) {
    signal(SIGALRM, on_watchdog);
    alarm(10);
    void (*handler)(void) = overflow_handler;
    if (handler) handler();               // prints one line and exits; does not return
    on_watchdog(0);
}

static void on_fault(int sig, siginfo_t *info, void *context) {
    (void)context;
    char *addr = (char *)info->si_addr;
    char *low = active_low;
    if (low && overflow_handler && addr < low + 4096 && addr >= low - 2 * GUARD_SIZE) {
        setcontext(&recovery);            // does not return
    }
    // Not a stack overflow of ours: hand the fault to whoever had it before (the Swift runtime's
    // backtracer, or the default action) by restoring it and letting the instruction run again.
    sigaction(sig, sig == SIGBUS ? &previous_bus : &previous_segv, NULL);
}

static void install_fault_handler(void) {
    pthread_mutex_lock(&install_lock);
    if (!installed) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_sigaction = on_fault;
        action.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        if (sigaction(SIGSEGV, &action, &previous_segv) == 0 && sigaction(SIGBUS, &action, &previous_bus) == 0) installed = 1;
    }
    pthread_mutex_unlock(&install_lock);
}

void large_stack_set_overflow_handler(void (*handler)(void)) { overflow_handler = handler; }
static __thread char *thread_low;        // the thread's own stack, found once
static __thread size_t thread_size;
static __thread int thread_known;
static __thread void (*pending_body)(void *);
static __thread void *pending_context;

static void trampoline(void) {
    pending_body(pending_context);
}

int large_stack_run(size_t size, void (*body)(void *), void *context) {
    if (active_low) { body(context); return 0; }
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size = (size + page - 1) / page * page;
    // One reservation: [guard | stack], then the spare stack and the signal stack (none of it
    // committed until used).
    size_t total = GUARD_SIZE + size + RECOVERY_STACK_SIZE + ALT_STACK_SIZE;
    char *base = mmap(NULL, total, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (base == MAP_FAILED) return -1;
    mprotect(base, GUARD_SIZE, PROT_NONE);   // guard: an overflow faults instead of corrupting
    char *spare = base + GUARD_SIZE + size, *signal_stack = spare + RECOVERY_STACK_SIZE;
    ucontext_t caller, callee;
    if (getcontext(&callee) != 0 || getcontext(&recovery) != 0) { munmap(base, total); return -1; }
    recovery.uc_stack.ss_sp = spare;
    recovery.uc_stack.ss_size = RECOVERY_STACK_SIZE;
    recovery.uc_link = NULL;
    makecontext(&recovery, recover, 0);
    stack_t alt = { .ss_sp = signal_stack, .ss_size = ALT_STACK_SIZE, .ss_flags = 0 }, previous_alt;
    int has_alt = sigaltstack(&alt, &previous_alt) == 0;
    install_fault_handler();
    callee.uc_stack.ss_sp = base + GUARD_SIZE;
    callee.uc_stack.ss_size = size;
    callee.uc_link = &caller;
    pending_body = body;
    pending_context = context;
    makecontext(&callee, trampoline, 0);
    active_low = base + GUARD_SIZE;
    active_size = size;
    int r = swapcontext(&caller, &callee);
    active_low = NULL;
    active_size = 0;
    if (has_alt) {
        // Another thread's signal stack would be the previous one only if it was disabled.
        if (previous_alt.ss_flags & SS_DISABLE) { stack_t off = { .ss_sp = NULL, .ss_size = 0, .ss_flags = SS_DISABLE }; sigaltstack(&off, NULL); }
        else sigaltstack(&previous_alt, NULL);
    }
    munmap(base, total);
    return r == 0 ? 0 : -1;
}

static void find_thread_stack(void) {
    thread_known = 1;
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) != 0) return;
    void *addr = NULL; size_t size = 0;
    if (pthread_attr_getstack(&attr, &addr, &size) == 0) { thread_low = addr; thread_size = size; }
    pthread_attr_destroy(&attr);
}

size_t large_stack_remaining(void) {
    char *sp = (char *)__builtin_frame_address(0);
    char *low = active_low;
    if (!low) {
        if (!thread_known) find_thread_stack();
        low = thread_low;
        if (!low) return SIZE_MAX;
    }
    return sp > low ? (size_t)(sp - low) : 0;
}

size_t large_stack_size(void) {
    if (active_low) return active_size;
    if (!thread_known) find_thread_stack();
    return thread_size;
}

// Entry points for Swift with Swift's calling convention: PlaygroundUI declares them with
// `@_silgen_name` instead of importing this module, so PlaygroundUI's module (and the `SwiftUI`
// module that re-exports it) can be imported by targets that cannot see this C module — a
// library's `#if canImport(SwiftUI)` that finds the module on its own (docs/snapshot-testing.md).
#include <stdint.h>
#define PP_SWIFTCALL __attribute__((swiftcall))
PP_SWIFTCALL intptr_t pp_large_stack_run(intptr_t size, void (*body)(void *), void *context) {
    return large_stack_run((size_t)size, body, context);
}
PP_SWIFTCALL intptr_t pp_large_stack_remaining(void) { return (intptr_t)large_stack_remaining(); }
PP_SWIFTCALL void pp_large_stack_set_overflow_handler(void (*handler)(void)) { large_stack_set_overflow_handler(handler); }
PP_SWIFTCALL intptr_t pp_large_stack_size(void) { return (intptr_t)large_stack_size(); }
/// About where the caller's stack pointer is: this call's own frame, just below it.
__attribute__((swiftcall)) intptr_t pp_large_stack_pointer(void) { return (intptr_t)__builtin_frame_address(0); }
