// Generated from Resources/shell/: the shell integration scripts inside the binary. A test
// checks they agree with the files (SWIPE_UPDATE_GOLDENS=1 writes this file again).

extension ShellIntegration {
    /// The text of `Resources/shell/key-bindings.bash` as it was built in.
    static let bashScript = #"""
# swipe-tui's key bindings for bash. Load them with:  eval "$(swipe-tui --bash)"
#   Ctrl-T  pick files and directories below the current one; insert them, quoted, at the cursor
#   Ctrl-R  pick a command from history (newest first) and put it on the command line
#   Alt-C   pick a directory below the current one and cd into it
# Options: SWIPE_TUI_CTRL_T_COMMAND, SWIPE_TUI_CTRL_T_OPTS, SWIPE_TUI_CTRL_R_OPTS,
# SWIPE_TUI_ALT_C_COMMAND, SWIPE_TUI_ALT_C_OPTS, SWIPE_TUI_DEFAULT_OPTS.

if [[ $- == *i* ]]; then

# Runs the picker drawn under the prompt; $1 holds the binding's options, read by swipe-tui
# after its defaults and SWIPE_TUI_DEFAULT_OPTS so that they win.
__swipe_tui_pick() {
  local options=$1
  shift
  SWIPE_TUI_DEFAULT_OPTS="--height 40% ${SWIPE_TUI_DEFAULT_OPTS-} $options" command swipe-tui "$@"
}

# The paths below the current directory, without the insides of version-control and
# dependency directories; "dirs" lists directories only.
__swipe_tui_walk() {
  local only=()
  [[ ${1-} == dirs ]] && only=(-type d)
  command find . -mindepth 1 \( -name .git -o -name .hg -o -name .svn -o -name node_modules \
    -o -name __pycache__ -o -fstype proc -o -fstype sysfs -o -fstype devtmpfs \) -prune \
    -o "${only[@]}" -print 2>/dev/null | command sed 's|^\./||'
}

__swipe_tui_file_widget() {
  local item picked=""
  while IFS= read -r -d '' item; do
    picked+=$(printf '%q' "$item")" "
  done < <(
    if [[ -n ${SWIPE_TUI_CTRL_T_COMMAND-} ]]; then eval "$SWIPE_TUI_CTRL_T_COMMAND"; else __swipe_tui_walk; fi |
      __swipe_tui_pick "--multi --scheme path --print0 --preview '[ -d {} ] && ls -Ap {} || head -n 200 {}' ${SWIPE_TUI_CTRL_T_OPTS-}"
  )
  [[ -n $picked ]] || return 0
  READLINE_LINE=${READLINE_LINE:0:READLINE_POINT}$picked${READLINE_LINE:READLINE_POINT}
  READLINE_POINT=$((READLINE_POINT + ${#picked}))
}

# History as NUL-separated entries, newest first, each once: `fc -lnr` starts every entry
# with a tab and a space (a star when edited), so a multi-line command stays whole.
__swipe_tui_history_entries() {
  builtin fc -lnr -2147483648 2>/dev/null |
    command awk 'BEGIN { RS = "\n\t"; ORS = "\0" }
      NR == 1 { sub(/^\t/, "") }
      { sub(/^[ *]/, ""); sub(/\n$/, ""); if ($0 != "" && !seen[$0]++) print }'
}

__swipe_tui_history_widget() {
  local picked
  picked=$(__swipe_tui_history_entries |
    __swipe_tui_pick "--read0 --no-multi --scheme history ${SWIPE_TUI_CTRL_R_OPTS-}" --query "$READLINE_LINE") || return 0
  READLINE_LINE=$picked
  READLINE_POINT=${#picked}
}

__swipe_tui_cd_widget() {
  local directory
  directory=$(
    if [[ -n ${SWIPE_TUI_ALT_C_COMMAND-} ]]; then eval "$SWIPE_TUI_ALT_C_COMMAND"; else __swipe_tui_walk dirs; fi |
      __swipe_tui_pick "--no-multi --scheme path --preview 'ls -Ap {}' ${SWIPE_TUI_ALT_C_OPTS-}"
  ) || return 0
  [[ -n $directory ]] && builtin cd -- "$directory"
}

for __swipe_tui_keymap in emacs-standard vi-insert vi-command; do
  bind -m "$__swipe_tui_keymap" -x '"\C-t": __swipe_tui_file_widget'
  bind -m "$__swipe_tui_keymap" -x '"\C-r": __swipe_tui_history_widget'
  bind -m "$__swipe_tui_keymap" -x '"\ec": __swipe_tui_cd_widget'
done
unset __swipe_tui_keymap

fi

"""#

    /// The text of `Resources/shell/key-bindings.zsh` as it was built in.
    static let zshScript = #"""
# swipe-tui's key bindings for zsh. Load them with:  source <(swipe-tui --zsh)
#   Ctrl-T  pick files and directories below the current one; insert them, quoted, at the cursor
#   Ctrl-R  pick a command from history (newest first) and put it on the command line
#   Alt-C   pick a directory below the current one and cd into it
# Options: SWIPE_TUI_CTRL_T_COMMAND, SWIPE_TUI_CTRL_T_OPTS, SWIPE_TUI_CTRL_R_OPTS,
# SWIPE_TUI_ALT_C_COMMAND, SWIPE_TUI_ALT_C_OPTS, SWIPE_TUI_DEFAULT_OPTS.

if [[ -o interactive ]]; then

# Runs the picker drawn under the prompt; $1 holds the binding's options, read by swipe-tui
# after its defaults and SWIPE_TUI_DEFAULT_OPTS so that they win.
__swipe_tui_pick() {
  local options=$1
  shift
  SWIPE_TUI_DEFAULT_OPTS="--height 40% ${SWIPE_TUI_DEFAULT_OPTS-} $options" command swipe-tui "$@"
}

# The paths below the current directory, without the insides of version-control and
# dependency directories; "dirs" lists directories only.
__swipe_tui_walk() {
  local -a only
  [[ ${1-} == dirs ]] && only=(-type d)
  command find . -mindepth 1 \( -name .git -o -name .hg -o -name .svn -o -name node_modules \
    -o -name __pycache__ -o -fstype proc -o -fstype sysfs -o -fstype devtmpfs \) -prune \
    -o "${only[@]}" -print 2>/dev/null | command sed 's|^\./||'
}

swipe-tui-file-widget() {
  setopt localoptions pipefail no_aliases 2>/dev/null
  local -a items
  items=(${(0)"$(
    if [[ -n ${SWIPE_TUI_CTRL_T_COMMAND-} ]]; then eval "$SWIPE_TUI_CTRL_T_COMMAND"; else __swipe_tui_walk; fi |
      __swipe_tui_pick "--multi --scheme path --print0 --preview '[ -d {} ] && ls -Ap {} || head -n 200 {}' ${SWIPE_TUI_CTRL_T_OPTS-}"
  )"})
  local item
  for item in "${items[@]}"; do LBUFFER+="${(q)item} "; done
  zle reset-prompt
}

swipe-tui-history-widget() {
  setopt localoptions pipefail no_aliases 2>/dev/null
  local picked
  # $history holds the entries newest first; (u) keeps each once.
  picked=$(print -rN -- "${(@u)history}" |
    __swipe_tui_pick "--read0 --no-multi --scheme history ${SWIPE_TUI_CTRL_R_OPTS-}" --query "$BUFFER")
  if [[ -n $picked ]]; then
    BUFFER=$picked
    CURSOR=${#BUFFER}
  fi
  zle reset-prompt
}

swipe-tui-cd-widget() {
  setopt localoptions pipefail no_aliases 2>/dev/null
  local directory
  directory=$(
    if [[ -n ${SWIPE_TUI_ALT_C_COMMAND-} ]]; then eval "$SWIPE_TUI_ALT_C_COMMAND"; else __swipe_tui_walk dirs; fi |
      __swipe_tui_pick "--no-multi --scheme path --preview 'ls -Ap {}' ${SWIPE_TUI_ALT_C_OPTS-}"
  )
  if [[ -n $directory ]] && builtin cd -- "$directory"; then
    # The prompt is drawn again with the new directory, as after a command.
    local hook
    for hook in precmd "${precmd_functions[@]}"; do
      (( ${+functions[$hook]} )) && "$hook"
    done
  fi
  zle reset-prompt
}

zle -N swipe-tui-file-widget
zle -N swipe-tui-history-widget
zle -N swipe-tui-cd-widget
for __swipe_tui_keymap in emacs viins vicmd; do
  bindkey -M "$__swipe_tui_keymap" '^T' swipe-tui-file-widget
  bindkey -M "$__swipe_tui_keymap" '^R' swipe-tui-history-widget
  bindkey -M "$__swipe_tui_keymap" '\ec' swipe-tui-cd-widget
done
unset __swipe_tui_keymap

fi

"""#

    /// The text of `Resources/shell/key-bindings.fish` as it was built in.
    static let fishScript = #"""
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

# The paths below the current directory, without the insides of version-control and
# dependency directories; "dirs" lists directories only.
function __swipe_tui_walk
    set -l only
    test "$argv[1]" = dirs; and set only -type d
    command find . -mindepth 1 \( -name .git -o -name .hg -o -name .svn -o -name node_modules \
        -o -name __pycache__ -o -fstype proc -o -fstype sysfs -o -fstype devtmpfs \) -prune \
        -o $only -print 2>/dev/null | command sed 's|^\./||'
end

function swipe-tui-file-widget
    set -l options "--multi --scheme path --print0 --preview '[ -d {} ] && ls -Ap {} || head -n 200 {}' $SWIPE_TUI_CTRL_T_OPTS"
    set -l picked
    if test -n "$SWIPE_TUI_CTRL_T_COMMAND"
        set picked (eval $SWIPE_TUI_CTRL_T_COMMAND | __swipe_tui_pick $options | string split0)
    else
        set picked (__swipe_tui_walk | __swipe_tui_pick $options | string split0)
    end
    if test (count $picked) -gt 0
        commandline -i -- (string join ' ' -- (string escape -- $picked))' '
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
    set -l options "--no-multi --scheme path --preview 'ls -Ap {}' $SWIPE_TUI_ALT_C_OPTS"
    set -l directory
    if test -n "$SWIPE_TUI_ALT_C_COMMAND"
        set directory (eval $SWIPE_TUI_ALT_C_COMMAND | __swipe_tui_pick $options | string collect)
    else
        set directory (__swipe_tui_walk dirs | __swipe_tui_pick $options | string collect)
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

"""#
}
