// A stack switch that keeps the thread: the frame pipeline's walks recurse once per view level,
// and a deeply nested view tree needs far more than the 8 MB main-thread stack. Running the
// pipeline on another thread would break main-thread checks (MainActor.assumeIsolated,
// Thread.isMainThread), so the main thread itself moves to a large mapped stack for the run.
#define _GNU_SOURCE
#include "CLargeStack.h"
#include <pthread.h>
#include <stdint.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

static __thread char *active_low;        // low end (above the guard page) of the large stack in use
static __thread size_t active_size;
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
    char *base = mmap(NULL, size + page, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (base == MAP_FAILED) return -1;
    mprotect(base, page, PROT_NONE);      // guard page: an overflow faults instead of corrupting
    ucontext_t caller, callee;
    if (getcontext(&callee) != 0) { munmap(base, size + page); return -1; }
    callee.uc_stack.ss_sp = base + page;
    callee.uc_stack.ss_size = size;
    callee.uc_link = &caller;
    pending_body = body;
    pending_context = context;
    makecontext(&callee, trampoline, 0);
    active_low = base + page;
    active_size = size;
    int r = swapcontext(&caller, &callee);
    active_low = NULL;
    active_size = 0;
    munmap(base, size + page);
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
