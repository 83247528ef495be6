# swipe-tui's key bindings for fish. Load them with:  swipe-tui --fish | source
#   Ctrl-T  pick files and directories below the current one; insert them, quoted, at the cursor
#   Ctrl-R  pick a command from history (newest first) and put it on the command line
#   Alt-C   pick a directory below the current one and cd into it
# Options: SWIPE_TUI_CTRL_T_COMMAND, SWIPE_TUI_CTRL_T_OPTS, SWIPE_TUI_CTRL_R_OPTS,
# SWIPE_TUI_ALT_C_COMMAND, SWIPE_TUI_ALT_C_OPTS, SWIPE_TUI_DEFAULT_OPTS.

# Runs the picker drawn under the prompt; $argv[1] holds the binding's options, read by
# swipe-tui after its defaults and SWIPE_TUI_DEFAULT_OPTS so that they win.
function __swipe_tui_pick
    set -l options $argv[1]
    set -e argv[1]
    SWIPE_TUI_DEFAULT_OPTS="--height 40% $SWIPE_TUI_DEFAULT_OPTS $options" command swipe-tui $argv
end

# The paths below the current directory, NUL-separated, without the insides of
# version-control and dependency directories; "dirs" lists directories only.
function __swipe_tui_walk
    set -l only
    test "$argv[1]" = dirs; and set only -type d
    command find . -mindepth 1 \( -name .git -o -name .hg -o -name .svn -o -name node_modules \
        -o -name __pycache__ -o -fstype proc -o -fstype sysfs -o -fstype devtmpfs \) -prune \
        -o $only -print0 2>/dev/null | command sed -z 's|^\./||'
end

function swipe-tui-file-widget
    set -l options "--multi --scheme path --read0 --print0 --preview '[ -d {} ] && ls -Ap {} || head -n 200 {}' $SWIPE_TUI_CTRL_T_OPTS"
    set -l picked
    if test -n "$SWIPE_TUI_CTRL_T_COMMAND"
        set picked (eval $SWIPE_TUI_CTRL_T_COMMAND | command tr '\n' '\0' | __swipe_tui_pick $options | string split0)
    else
        set picked (__swipe_tui_walk | __swipe_tui_pick $options | string split0)
    end
    if test (count $picked) -gt 0
        # Quoted; a name starting with a dash gets "./" before it, so that no command takes
        # it for an option.
        commandline -i -- (string join ' ' -- (string escape -- (string replace -r -- '^-' './-' $picked)))' '
    end
    commandline -f repaint
end

function swipe-tui-history-widget
    # fish's history is newest first and holds each command once; -z keeps multi-line ones whole.
    set -l query
    set -l buffer (commandline | string collect)
    test -n "$buffer"; and set query --query $buffer
    set -l picked (builtin history -z | __swipe_tui_pick "--read0 --no-multi --scheme history $SWIPE_TUI_CTRL_R_OPTS" $query | string collect)
    if test -n "$picked"
        commandline -r -- $picked
    end
    commandline -f repaint
end

function swipe-tui-cd-widget
    set -l options "--no-multi --scheme path --read0 --print0 --preview 'ls -Ap {}' $SWIPE_TUI_ALT_C_OPTS"
    set -l directory
    if test -n "$SWIPE_TUI_ALT_C_COMMAND"
        set directory (eval $SWIPE_TUI_ALT_C_COMMAND | command tr '\n' '\0' | __swipe_tui_pick $options | string split0)
    else
        set directory (__swipe_tui_walk dirs | __swipe_tui_pick $options | string split0)
    end
    if test -n "$directory"
        cd -- $directory
    end
    commandline -f repaint
end

for mode in default insert
    bind -M $mode \ct swipe-tui-file-widget
    bind -M $mode \cr swipe-tui-history-widget
    bind -M $mode \ec swipe-tui-cd-widget
end
set -e mode
