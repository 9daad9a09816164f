#include "CPrefetch.h"

// `__builtin_prefetch` is a hint: it never faults, whatever the address.

static inline void prefetch_node(const char *p) {
    // An object starts on a 16-byte boundary anywhere in its first line, so offsets 0–48 may lie
    // on two lines and 432–568 on three.
    __builtin_prefetch(p, 0, 3);
    __builtin_prefetch(p + 48, 0, 3);
    __builtin_prefetch(p + 432, 0, 3);
    __builtin_prefetch(p + 496, 0, 3);
    __builtin_prefetch(p + 560, 0, 3);
}

__attribute__((swiftcall)) void pp_prefetch_nodes_and_block(const void *a, const void *b,
                                                            const void *block, intptr_t count) {
    if (a) prefetch_node((const char *)a);
    if (b) prefetch_node((const char *)b);
    if (block) {
        uintptr_t line = (uintptr_t)block & ~(uintptr_t)63, end = (uintptr_t)block + (uintptr_t)count;
        for (; line < end; line += 64) __builtin_prefetch((const void *)line, 1, 3);
    }
}
