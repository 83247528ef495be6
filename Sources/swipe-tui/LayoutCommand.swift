import ArgumentParser
import CarouselEngine
import SwipeTUI

/// `swipe-tui layout`: prints the engine's placements for one state as JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the engine's placements for one carousel state as JSON.",
        discussion: """
            One placement per loaded index: its offset, its centre after the type's transform \
            (column units, y down, a row is 2 columns tall), alpha, whether it is hidden, its \
            drawing order and its projected corners in screen cells.

            Example:
              swipe-tui layout --type cover-flow --items 10 --offset 2.5 --cols 100 --rows 30 --item-width 40
            """)

    @Option(parsing: .unconditional, help: ArgumentHelp("The carousel type (linear, rotary, cylinder, wheel, cover-flow, time-machine, inverted-… and custom).", valueName: "name"))
    var type: String = "linear"

    @Option(parsing: .unconditional, help: "The number of items.")
    var items: Int = 10

    @Option(parsing: .unconditional, help: "The scroll offset, in items.")
    var offset: Double = 0

    @Option(parsing: .unconditional, help: "The viewport's width in columns.")
    var cols: Int = 100

    @Option(parsing: .unconditional, help: "The viewport's height in rows.")
    var rows: Int = 30

    @Option(parsing: .unconditional, help: ArgumentHelp("W: the item pitch in columns.", valueName: "columns"))
    var itemWidth: Double = 40

    @Option(parsing: .unconditional, help: ArgumentHelp("The item's height in rows (default: 2/5 of its width plus 2).", valueName: "rows"))
    var itemHeight: Double?

    @Flag(help: "Scroll vertically.")
    var vertical = false

    @Flag(inversion: .prefixedNo, help: "Wrap round (default: the type's own default).")
    var wrap: Bool?

    @Option(name: .customLong("option"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Override an option, e.g. --option tilt=0.5 or --option fade-max=2 (repeatable).", valueName: "name=value"))
    var options: [String] = []

    func validate() throws {
        guard CarouselType(name: type) != nil else {
            throw ValidationError("unknown type '\(type)'; one of: " + CarouselType.allCases.map(\.name).joined(separator: ", "))
        }
        if items < 0 || items > 1_000_000_000 { throw ValidationError("--items must be 0 to 10^9") }
        if cols < 1 || rows < 1 || cols > 100_000 || rows > 100_000 { throw ValidationError("--cols and --rows must be 1 to 100000") }
        if !offset.isFinite { throw ValidationError("--offset must be a number") }
        if !(itemWidth.isFinite && itemWidth > 0) { throw ValidationError("--item-width must be positive") }
        _ = try overrides()
    }

    func run() throws {
        var overrides = try overrides()
        if let wrap { overrides[.wrap] = wrap ? 1 : 0 }
        let configuration = CarouselConfiguration(type: CarouselType(name: type) ?? .linear,
                                                  options: CarouselOptions(overrides: overrides), isVertical: vertical)
        let height = itemHeight ?? (itemWidth * 2 / 5 + 2)
        let layout = CarouselLayout(configuration: configuration, viewport: CellSize(columns: Double(cols), rows: Double(rows)),
                                    itemSize: CellSize(columns: vertical ? itemWidth : itemWidth, rows: height),
                                    itemPitch: itemWidth)
        let carousel = Carousel(numberOfItems: items, isWrapEnabled: layout.isWrapEnabled, scrollOffset: offset)
        print(LayoutReport.json(layout: layout, carousel: carousel))
    }

    /// `--option name=value` pairs as engine overrides; names ignore case, dashes and underscores.
    func overrides() throws -> [CarouselOption: Double] {
        var result: [CarouselOption: Double] = [:]
        for pair in options {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                throw ValidationError("--option needs name=value with a number, got '\(pair)'")
            }
            let key = parts[0].lowercased().filter { $0 != "-" && $0 != "_" }
            guard let option = CarouselOption.allCases.first(where: { String(describing: $0).lowercased() == key }) else {
                throw ValidationError("unknown option '\(parts[0])'; one of: "
                    + CarouselOption.allCases.map { String(describing: $0) }.joined(separator: ", "))
            }
            result[option] = value
        }
        return result
    }
}
