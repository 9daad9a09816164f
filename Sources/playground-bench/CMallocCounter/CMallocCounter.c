// Counts heap allocations by interposing the malloc family in the benchmark executable.
// The executable's definitions preempt libc's for every shared object (libswiftCore's
// swift_slowAlloc included); each one forwards to glibc's internal entry points, so no dlsym
// bootstrap is needed. Single-threaded use; relaxed atomics keep it safe anyway.
#include "CMallocCounter.h"
#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);
extern void *__libc_memalign(size_t, size_t);

static uint64_t allocations, frees, bytes;

static inline void count_alloc(size_t n) {
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&bytes, n, __ATOMIC_RELAXED);
}

uint64_t cmc_allocations(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }
uint64_t cmc_frees(void) { return __atomic_load_n(&frees, __ATOMIC_RELAXED); }
uint64_t cmc_bytes(void) { return __atomic_load_n(&bytes, __ATOMIC_RELAXED); }

void *malloc(size_t n) {
    count_alloc(n);
    return __libc_malloc(n);
}

void *calloc(size_t count, size_t n) {
    count_alloc(count * n);
    return __libc_calloc(count, n);
}

void *realloc(void *p, size_t n) {
    void *q;
    if (p == NULL) { count_alloc(n); return __libc_realloc(p, n); }
    if (n == 0) { __atomic_fetch_add(&frees, 1, __ATOMIC_RELAXED); return __libc_realloc(p, n); }
    // Every resize counts as one allocation (and one release, so live blocks stay balanced).
    q = __libc_realloc(p, n);
    if (q != NULL) { count_alloc(n); __atomic_fetch_add(&frees, 1, __ATOMIC_RELAXED); }
    return q;
}

void free(void *p) {
    if (p == NULL) return;
    __atomic_fetch_add(&frees, 1, __ATOMIC_RELAXED);
    __libc_free(p);
}

void *memalign(size_t alignment, size_t n) {
    count_alloc(n);
    return __libc_memalign(alignment, n);
}

void *aligned_alloc(size_t alignment, size_t n) {
    count_alloc(n);
    return __libc_memalign(alignment, n);
}

int posix_memalign(void **out, size_t alignment, size_t n) {
    void *p;
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_alloc(n);
    p = __libc_memalign(alignment, n);
    if (p == NULL) return ENOMEM;
    *out = p;
    return 0;
}

#include <stdio.h>
void cmc_line_buffer_stdout(void) { setvbuf(stdout, NULL, _IOLBF, 0); }
