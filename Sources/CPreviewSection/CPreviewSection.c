#include "CPreviewSection.h"

// The static linker defines __start_/__stop_ symbols around any section whose name is a C
// identifier. Weak, so a program with no `#Preview` (no such section) links and sees NULL.
extern const char __start_playground_previews[] __attribute__((weak));
extern const char __stop_playground_previews[] __attribute__((weak));

const void *playground_previews_start(void) { return __start_playground_previews; }

size_t playground_previews_size(void) {
    if (!__start_playground_previews || !__stop_playground_previews) return 0;
    return (size_t)(__stop_playground_previews - __start_playground_previews);
}

// Entry points for Swift with Swift's calling convention, declared in PlaygroundUI with
// `@_silgen_name` so that PlaygroundUI's module does not require this C module (see CLargeStack.c).
#include <stdint.h>
__attribute__((swiftcall)) const void *pp_previews_start(void) { return playground_previews_start(); }
__attribute__((swiftcall)) intptr_t pp_previews_size(void) { return (intptr_t)playground_previews_size(); }
