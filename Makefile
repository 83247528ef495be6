# swipe-tui — the two commands: `make run` and `make test`.
SWIFT   ?= swift
PREFIX  ?= /usr/local
DESTDIR ?=
RELEASE := .build/release
# Release builds link the Swift runtime and Foundation statically: one file that runs
# without the toolchain (it needs only libc, libstdc++ and ncurses from the system).
RELEASE_BUILD = $(SWIFT) build -c release --static-swift-stdlib
BIN     := $(RELEASE)/swipe-tui
EXAMPLE := $(RELEASE)/planet-picker
# The examples under Examples/, one program per component; `make example NAME=…` runs one.
EXAMPLES := planet-picker color-pages deck-of-notes file-tabs hybrid-tabs
NAME    ?= planet-picker
SUDO    := $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: all build examples example run test bench docs fuzz asan install install-files uninstall clean deps-run deps-test deb realterm

# `make` builds the program and the examples that embed the library.
all: build examples

# Installs what is missing (Debian/Ubuntu), saying so in one line; silent when all is there.
define ensure_packages
	@missing=""; \
	for need in $(1); do \
	  case $$need in \
	    libncursesw5-dev) [ -e /usr/include/curses.h ] && [ -n "$$(ls /usr/lib/*/libncursesw.so /usr/lib/libncursesw.so 2>/dev/null)" ] || missing="$$missing $$need" ;; \
	    libcmark-gfm-dev) [ -e /usr/include/cmark-gfm.h ] || missing="$$missing $$need" ;; \
	    libcmark-gfm-extensions-dev) [ -e /usr/include/cmark-gfm-core-extensions.h ] || missing="$$missing $$need" ;; \
	    libstb-dev) [ -e /usr/include/stb/stb_image.h ] || missing="$$missing $$need" ;; \
	    libwebp-dev) [ -e /usr/include/webp/demux.h ] || missing="$$missing $$need" ;; \
	    libjpeg-dev) [ -e /usr/include/jpeglib.h ] || missing="$$missing $$need" ;; \
	    libpng-dev) [ -e /usr/include/png.h ] || missing="$$missing $$need" ;; \
	    libpcre2-dev) [ -e /usr/include/pcre2.h ] || missing="$$missing $$need" ;; \
	    libfreetype-dev) [ -e /usr/include/freetype2/ft2build.h ] || missing="$$missing $$need" ;; \
	    libfontconfig-dev) [ -e /usr/include/fontconfig/fontconfig.h ] || missing="$$missing $$need" ;; \
	    fonts-dejavu-core) [ -e /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || missing="$$missing $$need" ;; \
	    libyaml-dev) [ -e /usr/include/yaml.h ] || missing="$$missing $$need" ;; \
	    libt3highlight-dev) [ -e /usr/include/t3/highlight/t3highlight/highlight.h ] || missing="$$missing $$need" ;; \
	    dpkg-dev) command -v dpkg-shlibdeps >/dev/null 2>&1 || missing="$$missing $$need" ;; \
	    xvfb) command -v Xvfb >/dev/null 2>&1 || missing="$$missing $$need" ;; \
	    imagemagick) command -v import >/dev/null 2>&1 || missing="$$missing $$need" ;; \
	    x11-utils) command -v xdpyinfo >/dev/null 2>&1 || missing="$$missing $$need" ;; \
	    *) command -v $$need >/dev/null 2>&1 || missing="$$missing $$need" ;; \
	  esac; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make: installing$$missing with apt-get"; \
	  $(SUDO) apt-get update -qq >/dev/null && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing >/dev/null || \
	  { echo "make: could not install$$missing; install it and run make again" >&2; exit 1; }; \
	fi
endef

deps-run:
	$(call ensure_packages,libncursesw5-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libstb-dev libjpeg-dev libpng-dev libwebp-dev libpcre2-dev libfreetype-dev libfontconfig-dev fonts-dejavu-core libyaml-dev libt3highlight-dev pkg-config)

deps-test:
	$(call ensure_packages,libncursesw5-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libstb-dev libjpeg-dev libpng-dev libwebp-dev libpcre2-dev libfreetype-dev libfontconfig-dev fonts-dejavu-core libyaml-dev libt3highlight-dev pkg-config tmux fzf zsh fish dpkg-dev)

build: deps-run
	$(RELEASE_BUILD) --product swipe-tui

# The examples under Examples/, each a program of its own with one component in it:
# planet-picker (CarouselView), color-pages (SwipeView), deck-of-notes (PageScrollView),
# file-tabs (SwipeTableView), hybrid-tabs (SwipeTableView with a list, a grid and a text).
examples: deps-run
	@for name in $(EXAMPLES); do $(RELEASE_BUILD) --product $$name || exit 1; done

# Builds and runs one example, NAME=planet-picker unless named; it prints what was picked
# (q quits with status 1).
example: deps-run
	@case " $(EXAMPLES) " in *" $(NAME) "*) ;; *) echo "make: NAME must be one of: $(EXAMPLES)" >&2; exit 2 ;; esac
	$(RELEASE_BUILD) --product $(NAME)
	@$(RELEASE)/$(NAME); status=$$?; [ $$status -le 1 ] || exit $$status

# Builds the release binary and shows the demo deck. q/Esc (status 130, as fzf's abort)
# and no pick (1) are normal ways out.
run: build
	@$(BIN); status=$$?; case $$status in 0|1|130) ;; *) exit $$status ;; esac

# Every test layer: engine numbers, canvas goldens, and the release binary in tmux.
test: deps-test
	$(RELEASE_BUILD) --product swipe-tui
	$(RELEASE_BUILD) --product planet-picker
	$(RELEASE_BUILD) --product color-pages
	$(RELEASE_BUILD) --product deck-of-notes
	$(RELEASE_BUILD) --product file-tabs
	$(RELEASE_BUILD) --product hybrid-tabs
	$(SWIFT) build --build-tests
	SWIPE_TUI_BIN="$(abspath $(BIN))" SWIPE_EXAMPLE_BIN="$(abspath $(EXAMPLE))" SWIPE_EXAMPLES_DIR="$(abspath $(RELEASE))" \
	  $(SWIFT) test --skip-build

# The performance figures from release builds; ONLY="hardening motion" runs just those sections
# (engine, frames, start, markdown, pictures, input, lazy, hardening, motion, latency, modes,
# writer, filter, preview, picture-files; coverflow-frames and coverflow-pty, the latter beside
# an older binary when SWIPE_TUI_BASELINE_BIN names one).
bench: deps-run
	$(call ensure_packages,fzf chafa)
	$(RELEASE_BUILD) --product swipe-tui
	$(RELEASE_BUILD) --product swipe-bench
	$(RELEASE_BUILD) --product curses-replay
	$(RELEASE_BUILD) --product curses-keys
	SWIPE_TUI_BIN="$(abspath $(BIN))" $(RELEASE)/swipe-bench $(ONLY)

# API documentation of the libraries (DocC, through swift-docc-plugin, which only this target
# fetches), as a static site in .build-docs/api/<Module>: open .build-docs/api/SwipeComponents/index.html
# through any static file server (python3 -m http.server -d .build-docs/api/SwipeComponents).
DOC_TARGETS := SwipeComponents SwipeTUI CarouselEngine CellCanvas TerminalBackend
docs: deps-run
	@mkdir -p .build-docs/api; for target in $(DOC_TARGETS); do \
	  SWIPE_DOCS=1 $(SWIFT) package --scratch-path .build-docs --allow-writing-to-directory .build-docs/api \
	    generate-documentation --target $$target --disable-indexing --transform-for-static-hosting \
	    --hosting-base-path $$target --output-path .build-docs/api/$$target || exit 1; \
	done
	@echo "make: documentation in .build-docs/api/{$$(echo $(DOC_TARGETS) | tr ' ' ,)}"

# libFuzzer over every parser of untrusted bytes (Fuzz/README.md lists them; not part of `make
# test`): each runs FUZZ_SECONDS from the committed seeds in Fuzz/Corpus, with AddressSanitizer.
# New inputs go to .build-fuzz/corpus, crashes to .build-fuzz/crashes (Fuzz/README.md).
FUZZ_SECONDS ?= 60
FUZZERS      := input-decoder json-parser sanitizer markdown deck pictures preview-output preview-stream placeholder notes-message ansi-item bind theme highlight matcher
fuzz: deps-run
	@for name in $(FUZZERS); do \
	  SWIPE_FUZZ=1 $(SWIFT) build --scratch-path .build-fuzz -c release --product fuzz-$$name \
	    -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld || exit 1; \
	done
	@mkdir -p .build-fuzz/crashes
	@for name in $(FUZZERS); do \
	  mkdir -p .build-fuzz/corpus/$$name; \
	  echo "fuzz-$$name: $(FUZZ_SECONDS) s"; \
	  SWIFT_BACKTRACE=enable=no .build-fuzz/release/fuzz-$$name .build-fuzz/corpus/$$name Fuzz/Corpus/$$name \
	    -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 -artifact_prefix=.build-fuzz/crashes/$$name- \
	    > .build-fuzz/$$name.log 2>&1; status=$$?; \
	  grep -E '^(Done|stat::number_of_executed_units|SUMMARY)' .build-fuzz/$$name.log | sed 's/^/  /'; \
	  [ $$status -eq 0 ] || { echo "fuzz-$$name failed: see .build-fuzz/$$name.log"; exit $$status; }; \
	done

# Pictures in real terminals (not part of `make test`: it installs X programs and takes a
# minute): the release binary in a real kitty and a real xterm as a VT340 on a virtual X
# display, screenshots checked for pixels, colours and a clean exit after q and SIGTERM
# (Tests/RealTerminals/realterm.sh; the screenshots stay in .build/realterm).
realterm: build
	$(call ensure_packages,xvfb kitty xterm imagemagick xdotool x11-utils)
	SWIPE_TUI_BIN="$(abspath $(BIN))" sh Tests/RealTerminals/realterm.sh

# The unit and canvas tests built and run under AddressSanitizer (and LeakSanitizer), in
# their own build folder; the end-to-end tests, which drive the release binary, are skipped.
# Tests/lsan-suppressions.txt names the leaks of the toolchain's own test runner.
asan: deps-test
	LSAN_OPTIONS=suppressions=$(abspath Tests/lsan-suppressions.txt) \
	  $(SWIFT) test --scratch-path .build-asan --sanitize address --skip EndToEndTests

# The binary, the demo deck, the man page, the shell key bindings (what --bash, --zsh and
# --fish print), and shell completions for bash, zsh and fish (written by the binary itself,
# so they always match its options).
install: build install-files

# What `install` puts down, from BIN as it is built (`make deb` stages the package with it).
install-files:
	install -Dm755 -s $(BIN) $(DESTDIR)$(PREFIX)/bin/swipe-tui
	install -Dm644 Resources/demo.md $(DESTDIR)$(PREFIX)/share/swipe-tui/demo.md
	install -Dm644 -t $(DESTDIR)$(PREFIX)/share/swipe-tui Resources/shell/key-bindings.bash \
	  Resources/shell/key-bindings.zsh Resources/shell/key-bindings.fish
	@mkdir -p $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	$(BIN) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/swipe-tui
	$(BIN) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_swipe-tui
	$(BIN) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/swipe-tui.fish
	@if [ -f Resources/swipe-tui.1 ]; then install -Dm644 Resources/swipe-tui.1 $(DESTDIR)$(PREFIX)/share/man/man1/swipe-tui.1; fi

# The Debian package, built offline with dpkg-deb: .build/deb/swipe-tui_VERSION_ARCH.deb.
deb: build
	$(call ensure_packages,dpkg-dev)
	@Packaging/build-deb.sh $(BIN) .build/deb

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/swipe-tui $(DESTDIR)$(PREFIX)/share/man/man1/swipe-tui.1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions/swipe-tui $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_swipe-tui \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/swipe-tui.fish
	rm -rf $(DESTDIR)$(PREFIX)/share/swipe-tui

clean:
	rm -rf .build .build-fuzz .build-asan
