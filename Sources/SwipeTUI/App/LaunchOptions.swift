import CarouselEngine
import CellCanvas
import TerminalBackend

/// What the command line chose for this run (as opposed to `Settings`, which come from
/// the environment).
public struct LaunchOptions: Sendable, Equatable {
    /// Which presentation (`--mode`).
    public var mode = ScreenMode.carousel
    /// Paging mode's layout and motion.
    public var paging = PagingOptions()
    /// Show per-frame figures in the status line (`--stats`).
    public var showsStatistics = false
    /// Card size and spacing.
    public var geometry = CarouselGeometry()
    /// The carousel type (`--type`).
    public var type = CarouselType.linear
    /// Scroll up and down instead of left and right (`--vertical`).
    public var isVertical = false
    /// Whether the carousel wraps from the last item to the first; nil for the type's default.
    public var wraps: Bool?
    /// False for reduced motion (`--no-animation`): moves are instant.
    public var animates = true
    /// What Enter prints.
    public var printFormat = PrintFormat.value
    /// Items per second the carousel moves on its own (`--autoscroll`; negative goes
    /// backwards, 0 is off). The `a` key toggles it.
    public var autoscroll = 0.0
    /// How the filter reads and matches queries (`--exact`, `-i`/`+i`, `--literal`, `+x`,
    /// `--tiebreak`; `--scheme history` orders equal scores by input order).
    public var search = SearchRules()
    /// `--tac`: the last item read first.
    public var reversesInput = false
    /// Whether matches show best first (`--no-sort`: in input order).
    public var sorts = true
    /// Go round from the last row to the first in the list layout (`--cycle`).
    public var cycles = false
    /// Print the query as the first line of the output (`--print-query`).
    public var printsQuery = false
    /// Keys that pick the item in focus and print their own name first (`--expect`).
    public var expectedKeys: [KeyPress: String] = [:]
    /// Clicks `--expect` names, as written (fzf's: only `double-click` ever picks).
    public var expectedClicks: [BindEvent: String] = [:]
    /// Whether `--expect` named anything: the pick's first line is then the key's name
    /// (empty for Enter).
    public var printsExpectedKey: Bool { !expectedKeys.isEmpty || !expectedClicks.isEmpty }
    /// End each printed line with NUL instead of a newline (`--print0`).
    public var printsNul = false
    /// What the fields of lines do (`-d`, `--nth`, `--with-nth`, `--accept-nth`).
    public var fields = FieldOptions()
    /// Start filtered by this query (`--query`).
    public var query: String?
    /// Tab marks items; Enter prints every marked one (`--multi`).
    public var multi = false
    /// `--multi N`: at most N items marked; nil for no limit.
    public var multiLimit: Int?
    /// A line shown above the items (`--header`), sanitised when drawn.
    public var header: String?
    /// Draw in this many rows below the cursor, without the alternate screen (`--height`);
    /// nil takes the whole screen.
    public var inlineHeight: InlineHeight?
    /// `--height ~N`: in the list, `inlineHeight` is the most; fewer rows are taken when
    /// fewer items arrive (`AdaptiveHeight`). Other modes take `inlineHeight` as it is.
    public var heightFitsItems = false
    /// The symbols pictures are drawn with (`--blocks`).
    public var blocks = BlockSymbols.quadrant
    /// How pictures reach the screen (`--graphics`).
    public var graphics = PictureGraphics.auto
    /// A command whose output previews the item in focus (`--preview`), run through `sh -c`
    /// with `{}`, `{n}` and `{1}`… replaced.
    public var preview: String?
    /// How lines show (`--layout`); nil: the list for lines in the carousel mode, else cards.
    public var layout: ListLayout?
    /// Where the list layout puts the preview pane (`--preview-window`).
    public var previewWindow = PreviewWindow()
    /// The list layout's query prompt (`--prompt`).
    public var prompt = "> "
    /// What marks the focused row (`--pointer`) and a row marked with `--multi` (`--marker`).
    public var pointer = ">"
    public var marker = ">"
    /// The list layout's display options (`--border`, `--info`, `--color`, `--margin`, …).
    public var listLook = ListLook()
    /// `--history`: past queries, and where a pick's query is kept.
    public var history: QueryHistory?
    /// The list layout's jump labels, search, mouse and scrolling.
    public var list = ListInteraction()
    /// `--bind`'s keys, before every mode's own.
    public var bindings = KeyMap(bindings: [])
    /// Present mode's footer (`--footer`): presenterm's template, `left | centre | right`;
    /// nil for the standard one.
    public var footer: String?
    /// Present mode's part in the speaker-notes socket: none, the talk (serving it), or the
    /// speaker's notes terminal (`--speaker-notes`).
    public var speakerNotes = SpeakerNotesRole.none
    /// Present mode's theme (`--theme`): a built-in theme's name or a theme file; nil for
    /// the talk's own (its front matter's, else `dark`).
    public var theme: String?
    /// How present mode moves between slides (`--transition`).
    public var transition = SlideTransitionKind.slide

    /// The options of a bare `swipe-tui`: the linear carousel, horizontal, animated,
    /// Enter printing the item's value.
    public init() {}
}

/// Which end of the speaker-notes socket a present-mode run is.
public enum SpeakerNotesRole: Sendable, Equatable {
    /// Neither (tests, a talk without a socket).
    case none
    /// The talk: it serves its position and takes moves.
    case talk
    /// The speaker's notes terminal (`--speaker-notes`).
    case notes
}
