#ifndef CMALLOCCOUNTER_H
#define CMALLOCCOUNTER_H
#include <stdint.h>

/// Heap blocks handed out (malloc, calloc, realloc of NULL or to a new block, aligned variants)
/// since the process started. The benchmark reads deltas around timed frames.
uint64_t cmc_allocations(void);
/// Blocks released (free, realloc to 0).
uint64_t cmc_frees(void);
/// Bytes requested by those allocations.
uint64_t cmc_bytes(void);

/// Makes stdout line-buffered (progress lines appear as workloads finish under `make`).
void cmc_line_buffer_stdout(void);

#endif
