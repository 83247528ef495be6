extension CellBuffer {
    /// Puts `picture` over `frame` (cells, which may reach outside the buffer or `clip`),
    /// to be shown in pixels where the terminal can, and sampled afresh by a projection that
    /// warps it. Draw what stands for it in the cells first (with `symbols`): the placement
    /// holds only while those cells stay as they are now. `animation`: the frames `picture`
    /// begins, for a terminal that plays them itself.
    public mutating func place(_ picture: PixelPicture, in frame: Rect, clip: Rect? = nil, symbols: BlockSymbols = .quadrant,
                               animation: PixelAnimation? = nil) {
        var visible = frame.intersection(bounds)
        if let clip { visible = visible.intersection(clip) }
        guard !visible.isEmpty else { return }
        removePictures(touching: visible)
        pictures.append(PicturePlacement(picture: picture, frame: frame, visible: visible, symbols: symbols, animation: animation,
                                         digest: digest(of: visible)))
    }

    /// The placed pictures whose cells nothing has drawn over since.
    public var intactPictures: [PicturePlacement] {
        pictures.filter { digest(of: $0.visible) == $0.digest }
    }

    /// Takes `placements` (intact, from another buffer) moved by `offset`, cut to `area`,
    /// over this buffer's cells, which now hold what was under them.
    mutating func carry(_ placements: [PicturePlacement], movedBy offset: Point, within area: Rect) {
        for placement in placements {
            let frame = Rect(x: placement.frame.x + offset.x, y: placement.frame.y + offset.y,
                             width: placement.frame.width, height: placement.frame.height)
            let visible = Rect(x: placement.visible.x + offset.x, y: placement.visible.y + offset.y,
                               width: placement.visible.width, height: placement.visible.height).intersection(area)
            guard !visible.isEmpty else { continue }
            pictures.append(PicturePlacement(picture: placement.picture, frame: frame, visible: visible, symbols: placement.symbols,
                                             animation: placement.animation, digest: digest(of: visible)))
        }
    }

    /// Drops the pictures that show anywhere in `area`: what is drawn there replaces them.
    mutating func removePictures(touching area: Rect) {
        guard !pictures.isEmpty else { return }
        pictures.removeAll { !$0.visible.intersection(area).isEmpty }
    }

    /// A digest of the cells of `rect` (inside the buffer): cells are plain words, hashed as bytes.
    func digest(of rect: Rect) -> Int {
        var hasher = Hasher()
        let stride = MemoryLayout<Cell>.stride
        cells.withUnsafeBytes { bytes in
            for y in rect.minY..<rect.maxY {
                let start = (y * size.columns + rect.minX) * stride
                hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<start + rect.width * stride]))
            }
        }
        return hasher.finalize()
    }
}

extension CellBuffer {
    /// Takes the intact pictures of `content`, which was just drawn into this buffer with
    /// its top left cell at about `origin` (a cell either way: a projection rounds), cut to
    /// `clip`, where its cells came through unchanged (a projection that neither warped nor
    /// faded them): a picture warped into other cells stays as those cells.
    public mutating func adoptPictures(of content: CellBuffer, drawnAt origin: Point, clip: Rect) {
        let nearby = [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1)]
            .map { Point(x: origin.x + $0.0, y: origin.y + $0.1) }
        for placement in content.intactPictures {
            let found = nearby.first { corner in
                let moved = Rect(x: placement.visible.x + corner.x, y: placement.visible.y + corner.y,
                                 width: placement.visible.width, height: placement.visible.height)
                return moved.intersection(clip).intersection(bounds) == moved && cellsMatch(content, in: placement.visible, at: corner)
            }
            guard let corner = found else { continue }
            carry([placement], movedBy: corner, within: clip)
        }
    }

    /// Whether `content`'s cells of `rect` are this buffer's from `origin` on.
    private func cellsMatch(_ content: CellBuffer, in rect: Rect, at origin: Point) -> Bool {
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX where content[x, y] != self[x + origin.x, y + origin.y] {
                return false
            }
        }
        return true
    }
}
