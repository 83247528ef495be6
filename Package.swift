// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swipe-tui",
    products: [
        .executable(name: "swipe-tui", targets: ["swipe-tui"]),
        .library(name: "CarouselEngine", targets: ["CarouselEngine"]),
        .library(name: "CellCanvas", targets: ["CellCanvas"]),
        .library(name: "TerminalBackend", targets: ["TerminalBackend"]),
        .library(name: "SwipeComponents", targets: ["SwipeComponents"]),
        .library(name: "SwipeTUI", targets: ["SwipeTUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // ncursesw through a module map; shim.h turns on the wide-character API and
        // wraps the macros Swift cannot import.
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"]), .brew(["ncurses"])]
        ),
        // libcmark-gfm through a module map: the markdown parser behind decks and cards.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // stb_image (libstb) through a module map: the picture decoder.
        .systemLibrary(
            name: "CStb",
            pkgConfig: "stb",
            providers: [.apt(["libstb-dev"])]
        ),
        // libjpeg-turbo through a module map: JPEGs scaled down as they decode.
        .systemLibrary(
            name: "CJpeg",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"])]
        ),
        // libpng through a module map: PNGs, and the rows of one cut short or damaged.
        .systemLibrary(
            name: "CPng",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        // libwebp through a module map: WebP pictures.
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"])]
        ),
        // PCRE2 through a module map: `-d` regular expressions, each match's work bounded.
        .systemLibrary(
            name: "CPcre2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"])]
        ),
        // FreeType through a module map: big titles' glyphs rendered from an installed font.
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        // fontconfig through a module map: where the big titles' font is installed.
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev", "fonts-dejavu-core"])]
        ),
        // libyaml through a module map: present mode's theme files, read as events.
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // libt3highlight through a module map: highlighted code, each language a definition
        // file of the library's own format (ours in Resources/highlight/, carried in the binary).
        .systemLibrary(
            name: "CT3Highlight",
            pkgConfig: "libt3highlight",
            providers: [.apt(["libt3highlight-dev"])]
        ),
        // stb_image_write and libwebp's encoder: the benchmark writes its picture fixtures.
        .systemLibrary(
            name: "CPictureWriters",
            pkgConfig: "stb",
            providers: [.apt(["libstb-dev", "libwebp-dev"])]
        ),
        // prctl through a header (Swift cannot call a variadic function): descendants that
        // leave their process group are still ours to end; and the child guardian, the C a
        // forked copy of us runs (ChildGuardian).
        .systemLibrary(name: "CProcess"),
        // mallopt (malloc.h), which the Glibc module leaves out.
        .systemLibrary(name: "CAllocator"),
        // Pure Swift: geometry, layout, motion. Knows no terminal.
        .target(name: "CarouselEngine"),
        // Pure Swift: cells, styles, text measurement and layout, views drawn into buffers.
        .target(name: "CellCanvas"),
        // The only module that talks to ncurses and the tty.
        .target(name: "TerminalBackend", dependencies: ["CellCanvas", "CNcurses", "CProcess"]),
        // The components: carousel, pages, deck, tabbed lists, their items, gestures, key
        // maps and the picture stack. Knows nothing of the application above it.
        .target(name: "SwipeComponents", dependencies: ["CarouselEngine", "CellCanvas", "TerminalBackend", "CStb", "CJpeg", "CPng", "CWebP",
                                                       "CFreeType", "CFontconfig"]),
        // The application: content, screens, the session, the frame loop, over the components.
        .target(name: "SwipeTUI", dependencies: ["SwipeComponents", "CarouselEngine", "CellCanvas", "TerminalBackend", "CCmark", "CPcre2", "CYaml", "CT3Highlight",
                                                 "CAllocator"]),
        .executableTarget(
            name: "swipe-tui",
            dependencies: ["SwipeTUI", "CarouselEngine", "CellCanvas", "TerminalBackend", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The components embedded in programs of their own, one per component (make examples):
        // they import SwipeComponents alone, so they show what an embedder needs.
        .executableTarget(name: "planet-picker", dependencies: ["SwipeComponents", "CarouselEngine", "CellCanvas", "TerminalBackend"],
                          path: "Examples/PlanetPicker"),
        .executableTarget(name: "color-pages", dependencies: ["SwipeComponents", "CarouselEngine", "CellCanvas", "TerminalBackend"],
                          path: "Examples/ColorPages"),
        .executableTarget(name: "deck-of-notes", dependencies: ["SwipeComponents", "CarouselEngine", "CellCanvas", "TerminalBackend"],
                          path: "Examples/DeckOfNotes"),
        .executableTarget(name: "file-tabs", dependencies: ["SwipeComponents", "CarouselEngine", "CellCanvas", "TerminalBackend"],
                          path: "Examples/FileTabs"),
        .executableTarget(name: "hybrid-tabs", dependencies: ["SwipeComponents", "CarouselEngine", "CellCanvas", "TerminalBackend"],
                          path: "Examples/HybridTabs"),
        .executableTarget(name: "swipe-bench", dependencies: ["SwipeTUI", "CarouselEngine", "CellCanvas", "TerminalBackend", "TerminalHarness",
                                                            "CPictureWriters"]),
        // The yardstick for the writer: a plain ncurses program that paints recorded frames (C).
        .executableTarget(name: "curses-replay", dependencies: ["CNcurses"], path: "Benchmarks/CursesReplay"),
        // The yardstick for key → first byte: a plain ncurses program that redraws a row of cards on → (C).
        .executableTarget(name: "curses-keys", dependencies: ["CNcurses"], path: "Benchmarks/CursesKeys"),
        // Test and benchmark support: runs a program on a pseudo-terminal and reads its bytes.
        .target(name: "TerminalHarness", dependencies: ["CellCanvas"]),

        .testTarget(name: "CarouselEngineTests", dependencies: ["CarouselEngine", "TerminalHarness"]),
        .testTarget(name: "CellCanvasTests", dependencies: ["CellCanvas", "CarouselEngine", "TerminalHarness"]),
        .testTarget(name: "TerminalBackendTests", dependencies: ["TerminalBackend", "CellCanvas", "TerminalHarness"], exclude: ["Goldens"]),
        .testTarget(name: "SwipeTUITests", dependencies: ["SwipeTUI", "SwipeComponents", "CarouselEngine", "CellCanvas", "TerminalBackend", "TerminalHarness"], exclude: ["Goldens", "Pictures", "LargePictures"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TerminalHarness"], exclude: ["Goldens", "Fixtures"]),
    ]
)

// `make docs` only: the DocC plugin, kept out of every other build (it brings SymbolKit).
if Context.environment["SWIPE_DOCS"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}

// `make fuzz` only: libFuzzer targets, one per parser of untrusted bytes, built with
// -sanitize=fuzzer in their own scratch folder (Fuzz/README.md).
if Context.environment["SWIPE_FUZZ"] == "1" {
    package.targets += [
        .target(name: "FuzzDriver", path: "Fuzz/FuzzDriver"),
        .executableTarget(name: "fuzz-input-decoder", dependencies: ["TerminalBackend", "FuzzDriver"], path: "Fuzz/InputDecoderFuzz"),
        .executableTarget(name: "fuzz-json-parser", dependencies: ["SwipeTUI", "FuzzDriver"], path: "Fuzz/JSONParserFuzz"),
        .executableTarget(name: "fuzz-sanitizer", dependencies: ["CellCanvas", "FuzzDriver"], path: "Fuzz/SanitizerFuzz"),
        .executableTarget(name: "fuzz-markdown", dependencies: ["SwipeTUI", "CellCanvas", "FuzzDriver"], path: "Fuzz/MarkdownFuzz"),
        .executableTarget(name: "fuzz-deck", dependencies: ["SwipeTUI", "CellCanvas", "FuzzDriver"], path: "Fuzz/DeckFuzz"),
        .executableTarget(name: "fuzz-pictures", dependencies: ["SwipeComponents", "CellCanvas", "FuzzDriver"], path: "Fuzz/PictureFuzz"),
        .executableTarget(name: "fuzz-preview-output", dependencies: ["SwipeTUI", "CellCanvas", "FuzzDriver"], path: "Fuzz/PreviewOutputFuzz"),
        .executableTarget(name: "fuzz-preview-stream", dependencies: ["SwipeTUI", "FuzzDriver"], path: "Fuzz/PreviewStreamFuzz"),
        .executableTarget(name: "fuzz-notes-message", dependencies: ["SwipeTUI", "FuzzDriver"], path: "Fuzz/NotesMessageFuzz"),
        .executableTarget(name: "fuzz-placeholder", dependencies: ["SwipeTUI", "FuzzDriver"], path: "Fuzz/PlaceholderFuzz"),
        .executableTarget(name: "fuzz-ansi-item", dependencies: ["SwipeTUI", "CellCanvas", "FuzzDriver"], path: "Fuzz/ANSIItemFuzz"),
        .executableTarget(name: "fuzz-highlight", dependencies: ["SwipeTUI", "CellCanvas", "FuzzDriver"], path: "Fuzz/HighlightFuzz"),
        .executableTarget(name: "fuzz-bind", dependencies: ["SwipeComponents", "CellCanvas", "FuzzDriver"], path: "Fuzz/BindFuzz"),
        .executableTarget(name: "fuzz-matcher", dependencies: ["SwipeTUI", "FuzzDriver"], path: "Fuzz/MatcherFuzz"),
        .executableTarget(name: "fuzz-theme", dependencies: ["SwipeTUI", "SwipeComponents", "CellCanvas", "FuzzDriver"], path: "Fuzz/ThemeFuzz"),
    ]
}
