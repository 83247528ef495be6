// Generated from Resources/shell/: the shell integration scripts inside the binary. A test
// checks they agree with the files (SWIPE_UPDATE_GOLDENS=1 writes this file again).

extension ShellIntegration {
    /// The text of `Resources/shell/key-bindings.bash` as it was built in.
    static let bashScript = #"""
# swipe-tui's key bindings for bash. Load them with:  eval "$(swipe-tui --bash)"
#   Ctrl-T  pick files and directories below the current one; insert them, quoted, at the cursor
#   Ctrl-R  pick a command from history (newest first) and put it on the command line
#   Alt-C   pick a directory below the current one and cd into it
#   **<Tab> pick paths below the directory the word starts with, in place of the word
# Options: SWIPE_TUI_CTRL_T_COMMAND, SWIPE_TUI_CTRL_T_OPTS, SWIPE_TUI_CTRL_R_OPTS,
# SWIPE_TUI_ALT_C_COMMAND, SWIPE_TUI_ALT_C_OPTS, SWIPE_TUI_COMPLETION_TRIGGER,
# SWIPE_TUI_COMPLETION_OPTS, SWIPE_TUI_DEFAULT_OPTS.

if [[ $- == *i* ]]; then

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
  local only=() root=${2:-.} strip=
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
    printf '%q ' "$item"
  done
}

__swipe_tui_file_widget() {
  local picked
  picked=$(
    if [[ -n ${SWIPE_TUI_CTRL_T_COMMAND-} ]]; then eval "$SWIPE_TUI_CTRL_T_COMMAND" | command tr '\n' '\0'; else __swipe_tui_walk; fi |
      __swipe_tui_pick "--multi --scheme path --read0 --print0 --preview '[ -d {} ] && ls -Ap {} || head -n 200 {}' ${SWIPE_TUI_CTRL_T_OPTS-}" |
      __swipe_tui_quote_picks
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

# Alt-C runs the cd as a command line of its own, so that bash draws the prompt again with
# the new directory (a prompt is only expanded for a new line): the key is a macro of three
# hidden keys. The first picks; if a directory was picked it keeps the line being edited
# aside, puts `builtin cd -- DIR` on the line and makes the second key accept it, else the
# second key does nothing. The third brings the kept line back.
__swipe_tui_cd_widget() {
  local directory
  __swipe_tui_kept_line=$READLINE_LINE
  __swipe_tui_kept_point=$READLINE_POINT
  IFS= read -r -d '' directory < <(
    if [[ -n ${SWIPE_TUI_ALT_C_COMMAND-} ]]; then eval "$SWIPE_TUI_ALT_C_COMMAND" | command tr '\n' '\0'; else __swipe_tui_walk dirs; fi |
      __swipe_tui_pick "--no-multi --scheme path --read0 --print0 --preview 'ls -Ap {}' ${SWIPE_TUI_ALT_C_OPTS-}"
  )
  # The whole path, so that the line in history goes to the same place from anywhere.
  [[ -n $directory ]] && directory=$(builtin unset CDPATH && builtin cd -- "$directory" && builtin pwd && printf x) &&
    directory=${directory%$'\nx'} || directory=""
  __swipe_tui_bind_everywhere '"\C-x\C-_m": redraw-current-line'
  [[ -n $directory ]] || return 0
  READLINE_LINE="builtin cd -- $(printf '%q' "$directory")"
  READLINE_POINT=${#READLINE_LINE}
  __swipe_tui_bind_everywhere '"\C-x\C-_m": accept-line'
}

__swipe_tui_restore_line() {
  READLINE_LINE=${__swipe_tui_kept_line-}
  READLINE_POINT=${__swipe_tui_kept_point-0}
}

# The word in $2 read for its quoting only, into the variable named $1: single quotes,
# double quotes and backslashes go, a leading ~ (alone or before a slash) becomes $HOME,
# and nothing is run or expanded: $, ` and ~name stay as typed.
__swipe_tui_unquote() {
  local word=$2 text= quote= char i=0
  if [[ $word == '~' || $word == '~/'* ]]; then
    text=${HOME-\~}
    i=1
  fi
  for (( ; i < ${#word}; i++ )); do
    char=${word:i:1}
    if [[ $quote == "'" ]]; then
      # Inside single quotes every character is itself.
      if [[ $char == "'" ]]; then quote=; else text+=$char; fi
    elif [[ $quote == '"' ]]; then
      # Inside double quotes a backslash quotes only $ ` " \ and is kept before anything else.
      if [[ $char == '"' ]]; then
        quote=
      elif [[ $char == '\' && ${word:i+1:1} == [\$\`\"\\] ]]; then
        text+=${word:i+1:1}
        i=$((i + 1))
      else
        text+=$char
      fi
    elif [[ $char == [\'\"] ]]; then
      quote=$char
    elif [[ $char == '\' ]]; then
      text+=${word:i+1:1}
      i=$((i + 1))
    else
      text+=$char
    fi
  done
  printf -v "$1" '%s' "$text"
}

# `**<Tab>`: a word ending in the trigger ($SWIPE_TUI_COMPLETION_TRIGGER, `**` by default)
# opens the picker on the paths under the directory the word starts with (what follows it
# is the query); the picks replace the word, quoted. $1 is "dirs" for directories only, $2
# the completion's command. Else the completion that was there before runs (the default's
# or the command's own), and 1 means none: bash falls back to its own.
__swipe_tui_complete() {
  local only=$1 trigger=${SWIPE_TUI_COMPLETION_TRIGGER-'**'} word=${COMP_WORDS[COMP_CWORD]-}
  shift
  if [[ -z $trigger || $word != *"$trigger" ]]; then
    local key=-D
    [[ -n $only ]] && key=$1
    local previous=${__swipe_tui_previous_completion[$key]-}
    [[ -n $previous ]] || return 1
    "$previous" "$@"
    return
  fi
  local base dir query picked
  __swipe_tui_unquote base "${word%"$trigger"}"
  # The longest part of the word that is a directory is where the walk starts; the rest
  # is the query.
  dir=
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
  # One reply replaces the word as it is; bash adds the space after it.
  if [[ -n $picked ]]; then COMPREPLY=("${picked% }"); else COMPREPLY=("$word"); fi
}

__swipe_tui_complete_paths() { __swipe_tui_complete "" "$@"; }
__swipe_tui_complete_dirs() { __swipe_tui_complete dirs "$@"; }

# The completion functions there were before ours, by command ("-D" for the default).
declare -gA __swipe_tui_previous_completion
__swipe_tui_take_over_completion() {
  local ours=$1 spec command
  shift
  for command in "$@"; do
    spec=$(complete -p "$command" 2>/dev/null)
    [[ $spec == *" -F __swipe_tui_"* ]] && continue
    [[ $spec =~ \ -F\ ([^ ]+) ]] && __swipe_tui_previous_completion[$command]=${BASH_REMATCH[1]}
    if [[ $command == -D ]]; then
      complete -D -o bashdefault -o default -F "$ours"
    else
      complete -o bashdefault -o dirnames -F "$ours" "$command"
    fi
  done
}
__swipe_tui_take_over_completion __swipe_tui_complete_paths -D
__swipe_tui_take_over_completion __swipe_tui_complete_dirs cd pushd rmdir

# Binds in emacs mode and both vi modes: `bind` and its arguments.
__swipe_tui_bind_everywhere() {
  local keymap
  for keymap in emacs-standard vi-insert vi-command; do
    bind -m "$keymap" "$@"
  done
}

__swipe_tui_bind_everywhere -x '"\C-t": __swipe_tui_file_widget'
__swipe_tui_bind_everywhere -x '"\C-r": __swipe_tui_history_widget'
__swipe_tui_bind_everywhere -x '"\C-x\C-_c": __swipe_tui_cd_widget'
__swipe_tui_bind_everywhere '"\C-x\C-_m": redraw-current-line'
__swipe_tui_bind_everywhere -x '"\C-x\C-_r": __swipe_tui_restore_line'
__swipe_tui_bind_everywhere '"\ec": "\C-x\C-_c\C-x\C-_m\C-x\C-_r"'

fi

"""#

    /// The text of `Resources/shell/key-bindings.zsh` as it was built in.
    static let zshScript = #"""
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

"""#
}
