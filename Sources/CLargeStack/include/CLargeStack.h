#ifndef CLARGESTACK_H
#define CLARGESTACK_H
#include <stddef.h>

/// Runs `body(context)` on the calling thread, on a freshly mapped stack of `size` bytes (pages
/// are reserved, not committed: only the depth actually used costs memory). Returns 0 after
/// `body` returned, or -1 when no such stack could be mapped (then `body` did not run).
/// When the calling thread is already on a large stack, `body` runs directly.
int large_stack_run(size_t size, void (*body)(void *), void *context);

/// Bytes left between the current stack pointer and the low end of the stack in use (the large
/// stack when inside `large_stack_run`, else the thread's own stack as the C library reports it;
/// SIZE_MAX when that is unknown).
size_t large_stack_remaining(void);

/// What runs when code on the large stack runs into its guard region (an overflow no walk caught):
/// called on a spare stack of the same thread, the large stack abandoned; it must not return (it
/// should print one line and exit). Until it is set, such a fault crashes as before.
void large_stack_set_overflow_handler(void (*handler)(void));

/// The size of the stack in use (same rules as `large_stack_remaining`; 0 when unknown).
size_t large_stack_size(void);

/// The current stack address (a frame address: cheap, for depth checks).
static inline size_t large_stack_pointer(void) { return (size_t)__builtin_frame_address(0); }

#endif
