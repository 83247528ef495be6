import Glibc
import Testing
@testable import TerminalBackend

@Suite("SignalGuard")
struct SignalGuardTests {
    /// Linux's signals whose default action ends the process (signal(7), x86-64): the
    /// "Term" and "Core" rows, then every real-time signal glibc leaves to programs.
    static let endingByDefault: [Int32] =
        [SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2,
         SIGPIPE, SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSYS]
        + Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())

    @Test("the restoring signals are exactly those whose default action ends the process")
    func derivedList() {
        #expect(SignalGuard.restoring.sorted() == Self.endingByDefault.sorted())
        for kept in [SIGKILL, SIGSTOP, SIGCHLD, SIGCONT, SIGTSTP, SIGTTIN, SIGTTOU, SIGURG, SIGWINCH] {
            #expect(!SignalGuard.restoring.contains(kept))
        }
    }

    @Test("install takes every restoring signal and an alternate stack; uninstall gives both back")
    func installAndUninstall() {
        func handler(of signal: Int32) -> UnsafeRawPointer? {
            var action = sigaction()
            sigaction(signal, nil, &action)
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: UnsafeRawPointer?.self)
        }
        func alternateStackIsOn() -> Bool {
            var stack = stack_t()
            sigaltstack(nil, &stack)
            return stack.ss_flags & Int32(SS_DISABLE) == 0
        }
        let before = [SIGPWR, SIGPIPE, realTimeMaximum].map(handler)
        let hadStack = alternateStackIsOn()
        do {
            let guardian = SignalGuard(ttyFD: -1, shellTermios: nil, restoreSequence: "")
            guardian.install()
            #expect(alternateStackIsOn())
            for signal in [SIGPWR, SIGPIPE, realTimeMaximum] {
                #expect(handler(of: signal) != nil && handler(of: signal) != UnsafeRawPointer(bitPattern: 1), "signal \(signal)")
            }
            guardian.uninstall()
        }
        #expect([SIGPWR, SIGPIPE, realTimeMaximum].map(handler) == before)
        #expect(alternateStackIsOn() == hadStack)
    }

    private var realTimeMaximum: Int32 { __libc_current_sigrtmax() }
}
