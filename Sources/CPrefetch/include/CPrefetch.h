#ifndef CPREFETCH_H
#define CPREFETCH_H
#include <stdint.h>

// Cache-line prefetch hints for the engine's build (PlaygroundUI/Engine/Prefetch.swift), with the
// Swift calling convention: Swift declares them with `@_silgen_name` instead of importing this
// module, because a module that imports a C module can only be imported where that C module is
// visible, and PlaygroundUI must import anywhere.

/// In one call: the lines of nodes `a` and `b` that a build reads first, offsets 0–48 and 432–568
/// (each may be null), and every line of the `count` bytes from `block` (may be null), to be
/// written.
__attribute__((swiftcall)) void pp_prefetch_nodes_and_block(const void *a, const void *b,
                                                            const void *block, intptr_t count);

#endif
