#include "CPrefetch.h"

// `__builtin_prefetch` is a hint: it never faults, whatever the address.

__attribute__((swiftcall)) void pp_prefetch_node(const void *node) {
    // An object starts on a 16-byte boundary anywhere in its first line, so offsets 0–48 may lie
    // on two lines and 432–568 on three.
    const char *p = (const char *)node;
    __builtin_prefetch(p, 0, 3);
    __builtin_prefetch(p + 48, 0, 3);
    __builtin_prefetch(p + 432, 0, 3);
    __builtin_prefetch(p + 496, 0, 3);
    __builtin_prefetch(p + 560, 0, 3);
}

__attribute__((swiftcall)) void pp_prefetch_for_writing(const void *start, intptr_t count) {
    uintptr_t line = (uintptr_t)start & ~(uintptr_t)63, end = (uintptr_t)start + (uintptr_t)count;
    for (; line < end; line += 64) __builtin_prefetch((const void *)line, 1, 3);
}
