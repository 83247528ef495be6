#include "FuzzDriver.h"

// libFuzzer's documented entry for programs that have a main of their own.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

int swipe_fuzz_run(int argc, char **argv, int (*test_one_input)(const uint8_t *data, size_t size)) {
    return LLVMFuzzerRunDriver(&argc, &argv, test_one_input);
}
