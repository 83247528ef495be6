/// Lays a carousel out for one frame: which indexes are loaded, and where each of them
/// goes, for any of the twelve types (icarousel-spec §1, §3.2) in terminal units (§7).
///
/// The viewport and the item views are measured in cells; 3D math is in column units,
/// with a row `cellAspectRatio` units tall, so turns look round rather than squashed.
/// A layout costs O(visible items) whatever the item count.
public struct CarouselLayout: Sendable {
    /// The smallest item width used, in column units; smaller or invalid widths use it.
    public static let minimumItemWidth = 1e-3

    /// The type, options, camera and axis.
    public var configuration: CarouselConfiguration
    /// The carousel's area on screen, in cells.
    public var viewport: CellSize
    /// The size of one item view (a card), in cells.
    public var itemSize: CellSize
    /// `W`, the distance between neighbouring item centres at spacing 1, in column units
    /// along the scroll axis; nil for the item's own length along it.
    public var itemPitch: Double?
    /// `P`, the placeholders the data source offers (shown only when not wrapping).
    public var numberOfPlaceholders: Int

    /// A layout for items of `itemSize` in a `viewport`, both in cells.
    public init(configuration: CarouselConfiguration = CarouselConfiguration(), viewport: CellSize,
                itemSize: CellSize, itemPitch: Double? = nil, numberOfPlaceholders: Int = 0) {
        self.configuration = configuration
        self.viewport = viewport
        self.itemSize = itemSize
        self.itemPitch = itemPitch
        self.numberOfPlaceholders = numberOfPlaceholders
    }

    // MARK: Units

    /// How many column units tall a row is.
    public var cellAspectRatio: Double { configuration.effectiveCellAspectRatio }

    /// `W` in column units: the pitch, or the item's length along the scroll axis.
    public var itemWidth: Double {
        let item = itemSize.sanitized
        let own = configuration.isVertical ? item.rows * cellAspectRatio : item.columns
        let width = itemPitch ?? own
        guard width.isFinite, width >= Self.minimumItemWidth else { return Self.minimumItemWidth }
        return min(width, 1e9)
    }

    /// `L`, the viewport's length along the scroll axis, in column units.
    public var viewportLength: Double {
        let view = viewport.sanitized
        return configuration.isVertical ? view.rows * cellAspectRatio : view.columns
    }

    /// Whether items wrap: what a host sets `Carousel.isWrapEnabled` to.
    public var isWrapEnabled: Bool { configuration.isWrapEnabled }

    /// Every option resolved for `numberOfItems` items in this viewport.
    public func resolvedOptions(numberOfItems: Int) -> ResolvedOptions {
        let view = viewport.sanitized
        return ResolvedOptions(
            type: configuration.type, options: configuration.options, numberOfItems: numberOfItems,
            numberOfPlaceholders: numberOfPlaceholders, itemWidth: itemWidth, viewportLength: viewportLength,
            viewportShortSide: min(view.columns, view.rows * cellAspectRatio))
    }

    // MARK: Loading

    /// The indexes to load (§3.2): a window of `visibleItems` centred on the current item,
    /// sliding but never past the ends (placeholders included) when not wrapping, minus
    /// the items whose alpha is 0. In window order.
    public func loadedIndexes(of carousel: Carousel) -> [Int] {
        let options = resolvedOptions(numberOfItems: carousel.numberOfItems)
        return window(of: carousel, options: options).filter { options.alpha(forOffset: $0.offset) != 0 }.map(\.index)
    }

    // MARK: Placement

    /// The placements of the loaded indexes, sorted back to front (`zOrder` 0 first).
    /// `toggle` drives cover flow 2 and is ignored by the other types.
    /// While an `edit` plays, items are drawn displaced and faded as it says at `now`.
    public func placements(of carousel: Carousel, toggle: CoverFlowToggle = CoverFlowToggle(),
                           edit: CarouselItemEdit? = nil, now: Double = 0) -> [ItemPlacement] {
        let count = carousel.numberOfItems
        let options = resolvedOptions(numberOfItems: count)
        let geometry = TypeTransform(
            type: configuration.type, options: options, hostOptions: configuration.options,
            itemWidth: itemWidth, isVertical: configuration.isVertical,
            customTransform: configuration.customTransform)
        let camera = projection()
        let placeholders = Placeholders(count: options.placeholdersShown)
        let tilt = coverFlowTilt(carousel: carousel, options: options, toggle: toggle)

        var placements: [ItemPlacement] = []
        placements.reserveCapacity(options.visibleItems)
        for var slot in window(of: carousel, options: options) {
            if let edit { slot.offset += edit.displacement(ofItem: slot.index, at: now) }
            let alpha = options.alpha(forOffset: slot.offset) * (edit?.alpha(ofItem: slot.index, at: now) ?? 1)
            guard alpha != 0 else { continue }
            var placement = place(slot.offset, geometry: geometry, camera: camera, tilt: tilt(slot.offset))
            placement.index = slot.index
            placement.placeholderIndex = placeholders.placeholderIndex(forIndex: slot.index, numberOfItems: count)
            placement.alpha = alpha
            placement.isHidden = placement.isHidden || (!options.showBackfaces && placement.facing <= 0)
            placements.append(placement)
        }

        if let ghost = edit?.ghost(at: now) {
            var placement = place(ghost.offset, geometry: geometry, camera: camera, tilt: tilt(ghost.offset))
            placement.index = ghost.index
            placement.isGhost = true
            placement.alpha = options.alpha(forOffset: ghost.offset) * ghost.alpha
            placement.isHidden = placement.isHidden || placement.alpha <= 0
            placements.append(placement)
        }

        let current = WrapMath(count: count, wraps: options.wrap)
        let currentOffset = current.offset(ofItem: currentIndex(of: carousel, options: options),
                                           scrollOffset: carousel.scrollOffset)
        let currentTransform = geometry.transform(forOffset: currentOffset, coverFlowTilt: tilt(currentOffset))
        let order = DepthOrder(
            isVertical: configuration.isVertical,
            currentCoordinate: DepthOrder.axisCoordinate(of: currentTransform, isVertical: configuration.isVertical))
        return order.sorted(placements)
    }

    /// Where an item at `offset` goes among `numberOfItems`, turned as plain cover flow turns
    /// it there (its tilt from the offset alone); its index, alpha and culling are left as
    /// a new placement has them. Cover flow's side cards are drawn in the shape of the one
    /// at ±1 (`CarouselCards`).
    public func placement(atOffset offset: Double, numberOfItems: Int) -> ItemPlacement {
        let options = resolvedOptions(numberOfItems: numberOfItems)
        let geometry = TypeTransform(
            type: configuration.type, options: options, hostOptions: configuration.options,
            itemWidth: itemWidth, isVertical: configuration.isVertical,
            customTransform: configuration.customTransform)
        return place(offset, geometry: geometry, camera: projection(), tilt: nil)
    }

    /// The camera for this viewport: anchored at its centre plus the content offset.
    public func projection() -> Projection {
        let view = viewport.sanitized
        let offset = configuration.contentOffset.isFinite ? configuration.contentOffset : .zero
        let viewpoint = configuration.viewpointOffset.isFinite ? configuration.viewpointOffset : .zero
        return Projection(
            anchor: Vector2(x: view.columns / 2 + offset.x, y: view.rows / 2 + offset.y),
            perspective: configuration.perspective(itemWidth: itemWidth),
            cellAspectRatio: cellAspectRatio, viewpointOffset: viewpoint)
    }

    // MARK: Internals

    /// One index of the loading window and its offset.
    private struct Slot {
        var index: Int
        var offset: Double
    }

    private func currentIndex(of carousel: Carousel, options: ResolvedOptions) -> Int {
        let math = WrapMath(count: carousel.numberOfItems, wraps: options.wrap)
        let offset = carousel.scrollOffset
        guard offset.isFinite else { return math.clampedIndex(0) }
        return math.clampedIndex(Int(min(max(offset.rounded(), -1e15), 1e15)))
    }

    private func window(of carousel: Carousel, options: ResolvedOptions) -> [Slot] {
        let count = carousel.numberOfItems
        let visible = options.visibleItems
        guard visible > 0 else { return [] }
        let math = WrapMath(count: count, wraps: options.wrap)
        let placeholders = Placeholders(count: options.placeholdersShown)
        var start = currentIndex(of: carousel, options: options) - visible / 2
        if !options.wrap {
            start = max(placeholders.firstIndex, min(placeholders.lastIndex(numberOfItems: count) - visible + 1, start))
        }
        return (0..<visible).map { i in
            let index = options.wrap ? math.clampedIndex(start + i) : start + i
            return Slot(index: index, offset: math.offset(ofItem: index, scrollOffset: carousel.scrollOffset))
        }
    }

    /// Cover flow's per-item turn: the toggle table for cover flow 2 outside its
    /// free-motion states, `clamp(offset)` otherwise (nil lets the transform clamp).
    private func coverFlowTilt(carousel: Carousel, options: ResolvedOptions,
                               toggle: CoverFlowToggle) -> (Double) -> Double? {
        let offset = carousel.scrollOffset
        let pastTheEnds = !options.wrap && (offset < 0 || offset >= Double(carousel.numberOfItems - 1))
        guard configuration.type == .coverFlow2, !toggle.isInFreeMotion, !pastTheEnds else { return { _ in nil } }
        return { toggle.tilt(forOffset: $0) }
    }

    /// Transforms and projects the item at `offset`; index, alpha and culling are left to the caller.
    private func place(_ offset: Double, geometry: TypeTransform, camera: Projection, tilt: Double?) -> ItemPlacement {
        var transform = geometry.transform(forOffset: offset, coverFlowTilt: tilt)
        var isHidden = false
        if !transform.isFinite {
            transform = .identity
            isHidden = true
        }
        let item = itemSize.sanitized
        let halfWidth = item.columns / 2, halfHeight = item.rows * cellAspectRatio / 2
        let corners = [(-halfWidth, -halfHeight), (halfWidth, -halfHeight), (halfWidth, halfHeight), (-halfWidth, halfHeight)]
        var projected: [Vector2] = []
        projected.reserveCapacity(4)
        for (u, v) in corners {
            guard let world = transform.apply(to: Vector3(x: u, y: v, z: 0)), world.isFinite else {
                isHidden = true
                projected.append(camera.anchor)
                continue
            }
            let point = camera.project(world)
            guard point.position.isFinite else {
                isHidden = true
                projected.append(camera.anchor)
                continue
            }
            isHidden = isHidden || point.isBehindViewer
            projected.append(point.position)
        }
        let center = transform.apply(to: .zero) ?? transform.origin
        let centerDepth = camera.project(center).depthFactor
        return ItemPlacement(
            index: 0, offset: offset, transform: transform, center: center, facing: transform.m33,
            isHidden: isHidden, depth: transform.depthKey,
            quad: ScreenQuad(topLeft: projected[0], topRight: projected[1],
                             bottomRight: projected[2], bottomLeft: projected[3]),
            scale: 1 / max(centerDepth, Projection.nearestDepthFactor))
    }
}
