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
