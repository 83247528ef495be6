#!/bin/sh
# `make realterm`: the release binary in a real kitty (the kitty graphics protocol, found by
# asking) and a real xterm started as a VT340 with 256 colour registers (sixel, found by
# asking) on a virtual X display, screenshot with ImageMagick's `import` and checked:
#   - pixels where pixels are expected: above the picture's flat band, a 16×16 block holds
#     more colours than symbols can show there (two a cell);
#   - colours within a tolerance of the source: the picture's flat band, rgb(40,170,70),
#     is on screen within 8% a channel (in 256-colour symbols it would turn teal);
#   - the picture gone after q, and after SIGTERM: no pixel of that green is left.
# And in kitty, an animated GIF (a red disc crossing the same green): played by kitty itself,
# two screenshots 300 ms apart differ where the picture is; gone after q and after SIGTERM.
# Screenshots are kept in $REALTERM_SHOTS (.build/realterm) for a person to look at.
# Needs SWIPE_TUI_BIN; uses display $REALTERM_DISPLAY (:97), started here if not up.
set -u
BIN=${SWIPE_TUI_BIN:?set SWIPE_TUI_BIN to the release binary}
DISPLAY=${REALTERM_DISPLAY:-:97}
SHOTS=${REALTERM_SHOTS:-.build/realterm}
export DISPLAY
# kitty on a virtual display draws with software OpenGL.
LIBGL_ALWAYS_SOFTWARE=1
export LIBGL_ALWAYS_SOFTWARE
mkdir -p "$SHOTS"
WORK=$(mktemp -d /tmp/swipe-realterm.XXXXXX)
FAILED=0
XVFB=""
cleanup() {
    [ -n "$XVFB" ] && kill "$XVFB" 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT

if ! timeout 10 xdpyinfo >/dev/null 2>&1; then
    Xvfb "$DISPLAY" -screen 0 1600x1000x24 >/dev/null 2>&1 &
    XVFB=$!
    sleep 2
fi

# The picture: noise above (only pixels show its detail), a flat green band below.
mkdir -p "$WORK/pictures"
convert -size 640x240 plasma:fractal -attenuate 0.6 +noise Gaussian "$WORK/top.png"
convert -size 640x240 'xc:rgb(40,170,70)' "$WORK/bottom.png"
convert "$WORK/top.png" "$WORK/bottom.png" -append "$WORK/pictures/band.png"

GREEN='rgb(40,170,70)'
# The share of a screenshot's pixels within 8% of the band's green.
green_share() {
    convert "$1" -alpha off -fuzz 8% -fill black +opaque "$GREEN" -fill white -opaque "$GREEN" -format '%[fx:mean]' info:
}
# How many colours a 16×16 block in the middle of the picture's noise holds.
detail_above_band() {
    geometry=$(convert "$1" -alpha off -fuzz 8% -fill black +opaque "$GREEN" -fill white -opaque "$GREEN" -trim -format '%w %h %X %Y' info:)
    set -- "$1" $geometry
    # The band is the picture's lower half, as wide as it: the picture is 3/4 as tall as wide
    # and ends where the band does; the block goes in the middle of its noise.
    x=$(( ${4#+} + $2 / 2 - 8 )); y=$(( ${5#+} + $3 - $2 * 9 / 16 - 8 ))
    [ "$y" -lt 0 ] && y=0
    convert "$1" -alpha off -crop "16x16+$x+$y" -format '%k' info:
}
check() { # name condition-text result
    if [ "$3" = yes ]; then echo "  ok    $1: $2"; else echo "  FAIL  $1: $2"; FAILED=1; fi
}
above() { awk -v a="$1" -v b="$2" 'BEGIN { print (a > b) ? "yes" : "no" }'; }

# run NAME EXEC TERMINAL… — the terminal's command line, the program after EXEC (`-e` for
# xterm, `--` for kitty): one start, checked, quit with q; a second ended with SIGTERM.
run() {
    name=$1; exec_flag=$2; shift 2
    for ending in q TERM; do
        title="swipe-realterm-$name-$ending-$$"
        pidfile="$WORK/$name-$ending.pid"
        "$@" -T "$title" "$exec_flag" sh -c "echo \$\$ > $pidfile; exec $BIN --graphics auto $WORK/pictures" >/dev/null 2>&1 &
        terminal=$!
        shot="$SHOTS/$name-running-$ending.png"
        window=""; share=0
        for _ in $(seq 1 40); do
            sleep 0.5
            [ -n "$window" ] || window=$(xdotool search --name "$title" 2>/dev/null | head -1)
            [ -n "$window" ] || continue
            timeout 15 import -window "$window" "$shot" 2>/dev/null || continue
            share=$(green_share "$shot")
            [ "$(above "$share" 0.01)" = yes ] && break
        done
        # A moment more: pixels replace symbols once the terminal's answers are in.
        sleep 2
        timeout 15 import -window "$window" "$shot" 2>/dev/null
        share=$(green_share "$shot")
        check "$name" "the band's green within 8% on screen ($share of the window)" "$(above "$share" 0.01)"
        colours=$(detail_above_band "$shot")
        check "$name" "pixels, not symbols: $colours colours in a 16×16 block of the picture (symbols show at most 12)" "$(above "$colours" 24)"
        if [ "$ending" = q ]; then
            xdotool windowfocus --sync "$window" 2>/dev/null; xdotool key q
        else
            kill -TERM "$(cat "$pidfile")"
        fi
        sleep 2
        after="$SHOTS/$name-after-$ending.png"
        timeout 15 import -window "$window" "$after" 2>/dev/null
        share=$(green_share "$after")
        check "$name" "the picture gone after $ending ($share of the window still green)" "$(above 0.0005 "$share")"
        kill "$terminal" 2>/dev/null; wait "$terminal" 2>/dev/null
    done
}

# The animation: twelve frames of a red disc moving across the green, 80 ms each.
mkdir -p "$WORK/animated"
for i in $(seq 10 21); do
    x=$(( (i - 10) * 50 + 40 ))
    convert -size 640x360 'xc:rgb(40,170,70)' -fill 'rgb(220,30,30)' -draw "circle $x,180 $((x + 40)),180" "$WORK/frame$i.png"
done
convert -delay 8 -loop 0 "$WORK"/frame*.png "$WORK/animated/disc.gif"

# run_animation NAME EXEC TERMINAL… — the GIF alone (focused at rest), as `run` starts it.
run_animation() {
    name=$1; exec_flag=$2; shift 2
    for ending in q TERM; do
        title="swipe-realterm-$name-$ending-$$"
        pidfile="$WORK/$name-$ending.pid"
        "$@" -T "$title" "$exec_flag" sh -c "echo \$\$ > $pidfile; exec $BIN --graphics auto $WORK/animated" >/dev/null 2>&1 &
        terminal=$!
        window=""
        for _ in $(seq 1 40); do
            sleep 0.5
            window=$(xdotool search --name "$title" 2>/dev/null | head -1)
            [ -n "$window" ] && break
        done
        # Time for kitty's answer, the decode and every frame to arrive.
        sleep 4
        first="$SHOTS/$name-playing-$ending-1.png"; second="$SHOTS/$name-playing-$ending-2.png"
        timeout 15 import -window "$window" "$first" 2>/dev/null
        sleep 0.3
        timeout 15 import -window "$window" "$second" 2>/dev/null
        share=$(green_share "$first")
        check "$name" "the animation's green on screen ($share of the window)" "$(above "$share" 0.01)"
        changed=$(compare -metric AE -fuzz 8% "$first" "$second" null: 2>&1)
        check "$name" "it plays: two screenshots 300 ms apart differ in $changed pixels (the disc moved)" "$(above "${changed%% *}" 500)"
        if [ "$ending" = q ]; then
            xdotool windowfocus --sync "$window" 2>/dev/null; xdotool key q
        else
            kill -TERM "$(cat "$pidfile")"
        fi
        sleep 2
        after="$SHOTS/$name-after-$ending.png"
        timeout 15 import -window "$window" "$after" 2>/dev/null
        share=$(green_share "$after")
        check "$name" "the animation gone after $ending ($share of the window still green)" "$(above 0.0005 "$share")"
        kill "$terminal" 2>/dev/null; wait "$terminal" 2>/dev/null
    done
}

echo "real terminals on $DISPLAY (screenshots in $SHOTS):"
run kitty -- kitty --config NONE --hold -o initial_window_width=1000 -o initial_window_height=640 \
    -o remember_window_size=no
run_animation kitty-animation -- kitty --config NONE --hold -o initial_window_width=1000 -o initial_window_height=640 \
    -o remember_window_size=no
run xterm-vt340 -e xterm -hold -ti vt340 -xrm 'XTerm*decTerminalID: vt340' -xrm 'XTerm*numColorRegisters: 256' \
    -geometry 100x32 -fa 'DejaVu Sans Mono' -fs 10
[ "$FAILED" -eq 0 ] && echo "realterm: all checks hold" || echo "realterm: some checks failed"
exit "$FAILED"
