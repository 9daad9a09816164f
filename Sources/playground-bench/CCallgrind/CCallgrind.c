// Callgrind's client requests for playground-bench (valgrind's own header, installed with Debian's
// `valgrind` package; absent, the requests compile to nothing).
#include "CCallgrind.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
void ccg_start_instrumentation(void) { CALLGRIND_START_INSTRUMENTATION; }
void ccg_stop_instrumentation(void) { CALLGRIND_STOP_INSTRUMENTATION; }
#else
void ccg_start_instrumentation(void) {}
void ccg_stop_instrumentation(void) {}
#endif
