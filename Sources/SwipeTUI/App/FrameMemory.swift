import CAllocator

/// The allocator's bargain for an interactive session. A frame makes and drops buffers
/// of cells the size of the screen (100–300 kB); glibc's defaults hand freed memory at the
/// top of the heap back to the system once 128 kB of it is free, so every frame paid a
/// `brk` to shrink the heap, another to grow it and a page fault per page touched again —
/// syscalls and page zeroing between a key and its first byte, costlier the busier the
/// machine. The session keeps up to `keptBytes` of freed memory for reuse instead, and
/// buffers below `mappedFrom` come from the heap rather than a mapping of their own: the
/// bounds glibc moves to by itself once a program frees a big block (its threshold
/// follows the largest freed mapping, the trim at twice that), set from the start.
enum FrameMemory {
    /// Freed memory kept for reuse rather than handed back.
    static let keptBytes: Int32 = 32 << 20
    /// Allocations from this size get a mapping of their own (a million items' arrays),
    /// given back to the system as soon as they are freed.
    static let mappedFrom: Int32 = 16 << 20

    /// Sets the bargain for the process (elsewhere than glibc, nothing changes); true
    /// when the allocator took it.
    @discardableResult
    static func keepFreedMemory() -> Bool {
        ca_keep_freed_memory(keptBytes, mappedFrom) == 1
    }
}
