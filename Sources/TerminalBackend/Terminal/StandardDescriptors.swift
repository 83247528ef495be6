import CProcess

/// Standard input, output and error as a program may find them: closed by whoever started
/// it (`swipe-tui >&-`).
public enum StandardDescriptors {
    /// Fills each closed one with /dev/null opened for reading only, so no descriptor opened
    /// later (the terminal, the child guardian's socket, a file) takes its number and gets
    /// our output, or a command's, by mistake; a write to a closed stdout still fails as
    /// it would have. Call first thing, before anything is opened.
    public static func reserve() {
        _ = cp_reserve_standard_descriptors()
    }
}
