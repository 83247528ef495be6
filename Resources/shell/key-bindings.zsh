# swipe-tui's key bindings for zsh. Load them with:  source <(swipe-tui --zsh)
#   Ctrl-T  pick files and directories below the current one; insert them, quoted, at the cursor
#   Ctrl-R  pick a command from history (newest first) and put it on the command line
#   Alt-C   pick a directory below the current one and cd into it
#   **<Tab> pick paths below the directory the word starts with, in place of the word
# Options: SWIPE_TUI_CTRL_T_COMMAND, SWIPE_TUI_CTRL_T_OPTS, SWIPE_TUI_CTRL_R_OPTS,
# SWIPE_TUI_ALT_C_COMMAND, SWIPE_TUI_ALT_C_OPTS, SWIPE_TUI_COMPLETION_TRIGGER,
# SWIPE_TUI_COMPLETION_OPTS, SWIPE_TUI_DEFAULT_OPTS.

if [[ -o interactive ]]; then

# Runs the picker drawn under the prompt; $1 holds the binding's options, read by swipe-tui
# after its defaults and SWIPE_TUI_DEFAULT_OPTS so that they win.
__swipe_tui_pick() {
  local options=$1
  shift
  SWIPE_TUI_DEFAULT_OPTS="--height 40% ${SWIPE_TUI_DEFAULT_OPTS-} $options" command swipe-tui "$@"
}

# The paths below directory $2 (the current one when empty), NUL-separated, without the
# insides of version-control and dependency directories; "dirs" in $1 lists directories
# only. Below the current directory they are listed without the leading "./".
__swipe_tui_walk() {
  local -a only
  local root=${2:-.} strip=
  [[ ${1-} == dirs ]] && only=(-type d)
  [[ $root == . ]] && strip=1
  # find takes a path starting with a dash for an option.
  [[ $root == -* ]] && root=./$root strip=1
  command find "$root" -mindepth 1 \( -name .git -o -name .hg -o -name .svn -o -name node_modules \
    -o -name __pycache__ -o -fstype proc -o -fstype sysfs -o -fstype devtmpfs \) -prune \
    -o "${only[@]}" -print0 2>/dev/null | if [[ -n $strip ]]; then command sed -z 's|^\./||'; else command cat; fi
}

# The picks on stdin (NUL-separated), each quoted for the shell and followed by a space;
# a name starting with a dash gets "./" before it, so that no command takes it for an option.
__swipe_tui_quote_picks() {
  local item
  while IFS= read -r -d '' item; do
    [[ $item == -* ]] && item=./$item
    print -rn -- "${(q)item} "
  done
}

swipe-tui-file-widget() {
  setopt localoptions pipefail no_aliases 2>/dev/null
  LBUFFER+=$(
    if [[ -n ${SWIPE_TUI_CTRL_T_COMMAND-} ]]; then eval "$SWIPE_TUI_CTRL_T_COMMAND" | command tr '\n' '\0'; else __swipe_tui_walk; fi |
      __swipe_tui_pick "--multi --scheme path --read0 --print0 --preview '[ -d {} ] && ls -Ap {} || head -n 200 {}' ${SWIPE_TUI_CTRL_T_OPTS-}" |
      __swipe_tui_quote_picks
  )
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
  # zsh keeps NULs in a command substitution: the pick ends with one.
  directory=$(
    if [[ -n ${SWIPE_TUI_ALT_C_COMMAND-} ]]; then eval "$SWIPE_TUI_ALT_C_COMMAND" | command tr '\n' '\0'; else __swipe_tui_walk dirs; fi |
      __swipe_tui_pick "--no-multi --scheme path --read0 --print0 --preview 'ls -Ap {}' ${SWIPE_TUI_ALT_C_OPTS-}"
  )
  directory=${directory%$'\0'}
  if [[ -n $directory ]] && builtin cd -- "$directory"; then
    # The prompt is drawn again with the new directory, as after a command.
    local hook
    for hook in precmd "${precmd_functions[@]}"; do
      (( ${+functions[$hook]} )) && "$hook"
    done
  fi
  zle reset-prompt
}

# `**<Tab>`: a word ending in the trigger ($SWIPE_TUI_COMPLETION_TRIGGER, `**` by default)
# after a command opens the picker on the paths under the directory the word starts with
# (what follows it is the query; directories only after cd, pushd and rmdir); the picks
# replace the word, quoted. Else Tab does what it did before.
swipe-tui-completion() {
  setopt localoptions pipefail no_aliases noshwordsplit noksh_arrays 2>/dev/null
  local trigger=${SWIPE_TUI_COMPLETION_TRIGGER-'**'}
  local -a tokens
  tokens=(${(z)LBUFFER})
  if [[ -z $trigger || ${#tokens} -lt 2 || $LBUFFER != *"$trigger" || ${tokens[-1]} != *"$trigger" ]]; then
    zle ${__swipe_tui_default_completion:-expand-or-complete}
    return
  fi
  local word=${tokens[-1]} only= dir query picked
  local base=${word%"$trigger"}
  [[ ${tokens[1]} == (cd|pushd|rmdir) ]] && only=dirs
  # What was typed is read for its quoting only, never run or expanded: quotes and
  # backslashes go, a leading ~ or ~name becomes that home (or named) directory, and
  # everything else, $ and ` included, stays as typed.
  local name home=
  if [[ $base == \~* ]]; then
    name=${${base%%/*}#\~}
    if [[ -z $name ]]; then
      home=${HOME-}
    elif [[ $name != *[^[:alnum:]_.-]* ]]; then
      home=${nameddirs[$name]:-${userdirs[$name]-}}
    fi
  fi
  if [[ -n $home ]]; then base=$home${(Q)${base#"~$name"}}; else base=${(Q)base}; fi
  # The longest part of the word that is a directory is where the walk starts; the rest
  # is the query.
  if [[ $base == */* ]]; then
    dir=$base
    while [[ ! -d $dir ]]; do dir=$(command dirname -- "$dir"); done
    [[ $dir == . && $base != ./* ]] && dir=
  fi
  query=${base#"$dir"}
  query=${query#/}
  picked=$(
    __swipe_tui_walk "$only" "$dir" |
      __swipe_tui_pick "--multi --scheme path --read0 --print0 ${SWIPE_TUI_COMPLETION_OPTS-}" --query "$query" |
      __swipe_tui_quote_picks
  )
  [[ -n $picked ]] && LBUFFER=${LBUFFER[1,-$(( ${#word} + 1 ))]}$picked
  zle reset-prompt
}

# What Tab did before, called when the word is not for the picker.
if [[ ${$(bindkey '^I')[2]} != swipe-tui-completion ]]; then
  __swipe_tui_default_completion=${$(bindkey '^I')[2]}
fi

zle -N swipe-tui-file-widget
zle -N swipe-tui-history-widget
zle -N swipe-tui-cd-widget
zle -N swipe-tui-completion
for __swipe_tui_keymap in emacs viins vicmd; do
  bindkey -M "$__swipe_tui_keymap" '^T' swipe-tui-file-widget
  bindkey -M "$__swipe_tui_keymap" '^R' swipe-tui-history-widget
  bindkey -M "$__swipe_tui_keymap" '\ec' swipe-tui-cd-widget
done
for __swipe_tui_keymap in emacs viins; do
  bindkey -M "$__swipe_tui_keymap" '^I' swipe-tui-completion
done
unset __swipe_tui_keymap

fi
