#ifndef CPREFETCH_H
#define CPREFETCH_H
#include <stdint.h>

// Cache-line prefetch hints for the engine's build (PlaygroundUI/Engine/Prefetch.swift), with the
// Swift calling convention: Swift declares them with `@_silgen_name` instead of importing this
// module, because a module that imports a C module can only be imported where that C module is
// visible, and PlaygroundUI must import anywhere.

/// Asks for the lines of a node that a build reads first: offsets 0–48 and 432–568 of `node`.
__attribute__((swiftcall)) void pp_prefetch_node(const void *node);

/// Asks for every line of the `count` bytes from `start`, to be written.
__attribute__((swiftcall)) void pp_prefetch_for_writing(const void *start, intptr_t count);

#endif
