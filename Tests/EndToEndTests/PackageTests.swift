import Foundation
import Glibc
import Testing

extension EndToEnd {
    /// `make deb`: the Debian package built offline from the release binary, read back with
    /// dpkg-deb as apt would see it, and its binary run from the unpacked tree.
    @Suite("The Debian package")
    struct PackageTests {
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        static let environment = ["PATH": "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
                                  "HOME": NSTemporaryDirectory()]

        static func run(_ arguments: [String]) throws -> String {
            let result = try Subprocess.run(arguments, environment: environment)
            guard result.status == 0 else { throw HarnessError("\(arguments.joined(separator: " ")) exited \(result.status)") }
            return result.output
        }

        @Test("the package names itself, its version and the libraries the binary needs, holds every file install puts, all root's, and its binary runs")
        func package() throws {
            try Binary.requireBuilt()
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swipe-deb-\(getpid())")
            defer { try? FileManager.default.removeItem(at: directory) }
            let deb = try Self.run([Self.root.appendingPathComponent("Packaging/build-deb.sh").path, Binary.path, directory.path])
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let version = try Self.run([Binary.path, "--version"]).trimmingCharacters(in: .whitespacesAndNewlines)

            let fields = try Self.run(["dpkg-deb", "-f", deb, "Package", "Version", "Depends"])
            #expect(fields.contains("Package: swipe-tui\n") && fields.contains("Version: \(version)\n"))
            let depends = fields.split(separator: "\n").first { $0.hasPrefix("Depends: ") } ?? ""
            for library in ["libc6 ", "libncursesw6 ", "libtinfo6 ", "libcmark-gfm0", "libcmark-gfm-extensions0", "libjpeg62-turbo ",
                            "libwebp7 ", "libstb0 ", "libstdc++6 ", "libt3highlight2", "libt3config0 "] {
                #expect(depends.contains(library), "Depends lacks \(library): \(depends)")
            }
            #expect(!depends.contains("swift") && !depends.contains("Foundation"), "the Swift runtime is linked in: \(depends)")

            let listing = try Self.run(["dpkg-deb", "-c", deb]).split(separator: "\n")
            let files = Set(listing.compactMap { $0.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init) })
            for file in ["./usr/bin/swipe-tui", "./usr/share/man/man1/swipe-tui.1.gz", "./usr/share/doc/swipe-tui/copyright",
                         "./usr/share/swipe-tui/demo.md", "./usr/share/swipe-tui/key-bindings.bash",
                         "./usr/share/swipe-tui/key-bindings.zsh", "./usr/share/swipe-tui/key-bindings.fish", "./usr/share/bash-completion/completions/swipe-tui",
                         "./usr/share/zsh/site-functions/_swipe-tui", "./usr/share/fish/vendor_completions.d/swipe-tui.fish"] {
                #expect(files.contains(file), "\(file) is not in the package")
            }
            #expect(listing.allSatisfy { $0.contains(" root/root ") }, "a file not owned by root")

            let unpacked = directory.appendingPathComponent("unpacked").path
            _ = try Self.run(["dpkg-deb", "-x", deb, unpacked])
            #expect(try Self.run([unpacked + "/usr/bin/swipe-tui", "--version"]).trimmingCharacters(in: .whitespacesAndNewlines) == version)
            let manual = try Self.run(["gzip", "-dc", unpacked + "/usr/share/man/man1/swipe-tui.1.gz"])
            #expect(manual.contains(".TH SWIPE-TUI 1") || manual.contains(".TH swipe-tui 1"), "not a man page")
        }
    }
}
