import Testing
@testable import SwipeTUI

/// The session's bargain with the allocator reaches it.
@Suite("Frame memory")
struct FrameMemoryTests {
    @Test("glibc takes the thresholds that keep a frame's freed buffers for the next frame")
    func allocatorTakesTheThresholds() {
        #if canImport(Glibc)
        #expect(FrameMemory.keepFreedMemory())
        #endif
    }
}
