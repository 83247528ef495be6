// Generated from Resources/demo.md: the demo deck inside the binary, so that one copied
// file runs it. A test checks the two agree (SWIPE_UPDATE_GOLDENS=1 writes this file again).

extension DemoDeck {
    /// The text of `Resources/demo.md` as it was built in.
    static let embeddedText = #"""
# Welcome to swipe-tui

A carousel for the terminal. Each card is one item of a collection; the one in the middle is in focus.

Press → to move on, ← to come back.

- q or Esc: quit
- Enter: pick this card

---

# Moving around

- → or l: next card; ← or h: previous
- Home or g, End or G: first, last
- 42 then Enter: card number 42
- /: search as you type; n, N: next, previous match
- drag with the mouse and let go: the cards glide and snap
- ?: every key

Press a key again while the cards are still moving: the motion carries on to the new target instead of starting over.

---

# Smooth, not jumpy

Every move is a timed scroll of about 0.4 s on iCarousel's ease-in-out curve: slow start, quick middle, gentle landing.

Pressing → five times quickly lands five cards on, in one glide.

---

# Idle is free

When nothing moves, swipe-tui sleeps in the kernel until the next key arrives: no timer, no polling, no CPU.

While something moves, frames are paced at up to 60 per second (SWIPE_FPS changes it).

---

# Pick one

Enter prints the focused card on standard output and exits with status 0. q or Esc exits with status 1 and prints nothing.

The interface itself draws on /dev/tty, so standard output stays clean for the next command:

```
swipe-tui > choice.txt
```

---

# Pipelines

swipe-tui sits in the middle of a pipeline, the way fzf does: keys come from the terminal, data from stdin or files, the pick goes to stdout.

```
ls | swipe-tui
swipe-tui talk.md
swipe-tui ~/notes
vim "$(swipe-tui src)"
curl -s api | swipe-tui --json
```

Lines stream in: a million of them take well under a second.

---

# Your terminal, given back

On q, Esc, Ctrl-C or a kill signal, swipe-tui leaves the alternate screen, switches every mouse mode off, shows the cursor and restores the terminal settings.

A crash restores it too: the handlers run on their own stack and then let the signal finish its job.

---

# Any size

Resize the window at any moment: the cards are laid out again for the new size and the screen is repainted.

A terminal below 20×6 gets a short message instead of a mess.

---

# Text stays text

Cards are laid out for the width they have: words wrap, long lines end in an ellipsis, wide characters such as 漢字 or emoji are never cut in half.

Control characters and escape sequences in content are shown as symbols (␛) and never reach your terminal.

---

# Twelve carousel types

Press t to try them all: linear, rotary, cylinder, wheel, cover flow, time machine, their inverted forms and a custom staircase.

Every card is laid out again at the size it is projected to, so text stays readable; smaller still, it shows only its title, then only its frame.

v turns the carousel on its side; w makes it wrap round.

---

# Five components, one tool

The project brings five iOS components to character cells:

- iCarousel: the 3D carousel types
- SwipeView: flat paging
- PageView: lazy pages and progress
- HGPageScrollView: a deck that opens to full screen
- SwipeTableView: swiped lists under tabs

---

# A library too

The engine is a Swift package with no terminal code in it: positions, timed scrolls and layouts are plain values, stepped with a clock you pass in.

Cells are drawn into a buffer; only the terminal layer talks to ncurses.

---

# Built in layers

- CarouselEngine: offsets, motion, layout
- CellCanvas: cells, text, card views
- TerminalBackend: ncurses, input, signals
- SwipeTUI: the application

Arrows point down only: the engine knows no terminal.

---

# That's the deck

Press Home to go back to the start, or Enter to pick this card.

Thanks for swiping.

"""#
}
