#ifndef SWIPE_FUZZ_DRIVER_H
#define SWIPE_FUZZ_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer over `test_one_input` with the process's own arguments (corpus folders,
/// -max_total_time=…): the program's main, since SwiftPM gives every executable its own.
int swipe_fuzz_run(int argc, char **argv, int (*test_one_input)(const uint8_t *data, size_t size));

#endif
