import CellCanvas

/// fzf's `--margin` and `--padding`: a size for each side of the list, in cells or in per
/// cent of the screen's height (top and bottom) or width (left and right), written as one
/// to four comma-separated values: `ALL`, `TB,RL`, `T,RL,B` or `T,R,B,L`.
public struct EdgeSizes: Sendable, Equatable {
    /// One side's size.
    public enum Size: Sendable, Equatable {
        case cells(Int)
        case percent(Int)

        /// The cells it takes out of `total` (a share in floating point, in fzf's order, so it
        /// rounds as fzf's does).
        func cells(of total: Int) -> Int {
            switch self {
            case .cells(let count): count
            case .percent(let share): Int(Double(total) * Double(share) * 0.01)
            }
        }
    }

    public var top: Size, right: Size, bottom: Size, left: Size

    /// No space on any side.
    public static let zero = EdgeSizes(top: .cells(0), right: .cells(0), bottom: .cells(0), left: .cells(0))

    public init(top: Size, right: Size, bottom: Size, left: Size) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }

    /// Reads `text` as the value of `option` (named in the message when it is not one).
    public init(parsing text: String, option: String) throws(ListLookError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var sizes: [Size] = []
        for part in parts {
            guard let size = Self.size(part) else {
                throw ListLookError("\(option) '\(text)': each side is a number of cells (0 to 10000) or a percentage (0% to 100%)")
            }
            sizes.append(size)
        }
        switch sizes.count {
        case 1: self.init(top: sizes[0], right: sizes[0], bottom: sizes[0], left: sizes[0])
        case 2: self.init(top: sizes[0], right: sizes[1], bottom: sizes[0], left: sizes[1])
        case 3: self.init(top: sizes[0], right: sizes[1], bottom: sizes[2], left: sizes[1])
        case 4: self.init(top: sizes[0], right: sizes[1], bottom: sizes[2], left: sizes[3])
        default: throw ListLookError("\(option) '\(text)': one to four values (ALL, TB,RL, T,RL,B or T,R,B,L)")
        }
    }

    /// `N` or `N%`, at most five digits, checked against its limit before it is used.
    private static func size(_ text: Substring) -> Size? {
        let isPercent = text.hasSuffix("%")
        let digits = isPercent ? text.dropLast() : text
        guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits) else { return nil }
        if isPercent { return value <= 100 ? .percent(value) : nil }
        return value <= 10_000 ? .cells(value) : nil
    }
}
