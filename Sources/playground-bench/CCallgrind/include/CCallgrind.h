#ifndef CCALLGRIND_H
#define CCALLGRIND_H

/// Starts callgrind's instrumentation when the bench runs under `valgrind --tool=callgrind
/// --instr-atstart=no` (scripts/instruction-check.sh): start-up then runs at valgrind's plain speed
/// instead of being simulated instruction by instruction. Does nothing outside valgrind, or when
/// valgrind's headers were missing at build time (then start-up is simulated: slower, same counts).
void ccg_start_instrumentation(void);
/// Stops it again.
void ccg_stop_instrumentation(void);

#endif
