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
