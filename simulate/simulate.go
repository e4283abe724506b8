// Package simulate is the "twilight sim" command: it plays many games
// between computer players and prints one summary line.
//
// Usage:
//
//	twilight sim -games N -seed S -p1 LEVEL:DECK -p2 LEVEL:DECK [-p3 ...] [-workers W] [-cards DIR]
//
// LEVEL is random, easy, normal or hard, optionally with an iteration
// budget (hard/2000). DECK is a pre-built deck name (mars, hera, reader,
// enlil) or the path of a deck file. The card set is read from -cards
// (default assets/cards). Pre-built decks are read from DIR/../decks/NAME.txt
// when that file exists; until the deck lists ship, a pre-built name
// stands for the 50-card deck made of the cards carrying that gem, taken in
// turn (at most 3 copies, 1 of an Epic card), with the Deity whose deck it
// is.
package simulate

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/cardset"
)

// Command runs "twilight sim" with args (after the command name) and
// returns the process exit code: 0 on success, 1 when games hit errors or
// invariant violations, 2 for bad arguments.
func Command(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	games := fs.Int("games", 100, "number of games")
	seed := fs.Uint64("seed", 1, "base seed")
	workers := fs.Int("workers", 0, "games played at once (0: all cores)")
	cards := fs.String("cards", filepath.Join("assets", "cards"), "card set directory")
	var seats [rules.MaxPlayers]string
	for i := range seats {
		fs.StringVar(&seats[i], fmt.Sprintf("p%d", i+1), "", fmt.Sprintf("seat %d as LEVEL[/ITERATIONS]:DECK", i+1))
	}
	usage := func(w io.Writer) {
		fmt.Fprintln(w, "usage: twilight sim -games N -seed S -p1 LEVEL:DECK -p2 LEVEL:DECK [-p3 LEVEL:DECK] [-p4 LEVEL:DECK] [-workers W] [-cards DIR]")
		fmt.Fprintln(w, "  LEVEL: random, easy, normal or hard, optionally LEVEL/ITERATIONS")
		fmt.Fprintln(w, "  DECK:  mars, hera, reader, enlil, or a deck file path")
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			usage(stdout)
			return 0
		}
		fmt.Fprintf(stderr, "sim: %v\n", err)
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "sim: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if *games <= 0 {
		fmt.Fprintln(stderr, "sim: -games must be positive")
		return 2
	}
	if *workers < 0 {
		fmt.Fprintln(stderr, "sim: -workers must not be negative")
		return 2
	}
	var specs []string
	for i, sp := range seats {
		if sp == "" {
			for _, later := range seats[i:] {
				if later != "" {
					fmt.Fprintf(stderr, "sim: -p%d is set but -p%d is not\n", i+2, i+1)
					return 2
				}
			}
			break
		}
		specs = append(specs, sp)
	}
	if len(specs) < 2 {
		fmt.Fprintln(stderr, "sim: need at least -p1 and -p2")
		return 2
	}
	set, err := cardset.LoadFS(os.DirFS(*cards), ".")
	if err != nil {
		fmt.Fprintf(stderr, "sim: card set %s: %s\n", *cards, firstLine(err.Error()))
		return 2
	}
	cfg := ai.SimConfig{Set: set, Games: *games, Seed: *seed, Workers: *workers}
	for i, sp := range specs {
		st, err := parseSeat(sp, set, *cards)
		if err != nil {
			fmt.Fprintf(stderr, "sim: -p%d: %v\n", i+1, err)
			return 2
		}
		cfg.Seats = append(cfg.Seats, st)
	}
	var mu sync.Mutex
	last := time.Time{}
	cfg.Progress = func(p ai.Progress) {
		mu.Lock()
		defer mu.Unlock()
		if time.Since(last) < 250*time.Millisecond && p.Done < p.Total {
			return
		}
		last = time.Now()
		var wins []string
		for i, w := range p.Wins {
			wins = append(wins, fmt.Sprintf("p%d %d", i+1, w))
		}
		fmt.Fprintf(stderr, "\r%d/%d games  %s  draws %d  %.0fs   ", p.Done, p.Total, strings.Join(wins, "  "), p.Draws, p.Elapsed.Seconds())
	}
	sum, err := ai.Simulate(context.Background(), cfg)
	fmt.Fprintln(stderr)
	if err != nil {
		fmt.Fprintf(stderr, "sim: %v\n", err)
		return 1
	}
	fmt.Fprintln(stdout, sum.Line())
	if sum.FirstProblem != "" {
		fmt.Fprintf(stderr, "sim: first problem: %s\n", sum.FirstProblem)
	}
	if sum.InvariantViolations+sum.Errors > 0 {
		return 1
	}
	return 0
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i] + " ..."
	}
	return s
}

// parseSeat reads LEVEL[/ITERATIONS]:DECK.
func parseSeat(spec string, set *rules.CardSet, cardDir string) (ai.SeatSpec, error) {
	level, deck, ok := strings.Cut(spec, ":")
	if !ok || level == "" || deck == "" {
		return ai.SeatSpec{}, fmt.Errorf("want LEVEL:DECK, not %q", spec)
	}
	st := ai.SeatSpec{Name: spec}
	if l, it, ok := strings.Cut(level, "/"); ok {
		n, err := strconv.Atoi(it)
		if err != nil || n <= 0 {
			return st, fmt.Errorf("bad iteration budget %q", it)
		}
		level, st.Options.Iterations = l, n
	}
	if _, err := ai.New(level, st.Options); err != nil {
		return st, err
	}
	st.Level = level
	d, err := loadDeck(deck, set, cardDir)
	if err != nil {
		return st, err
	}
	st.Deity, st.Deck = d.deity, d.cards
	return st, nil
}

type deck struct {
	deity int
	cards []rules.DefID
}

// loadDeck reads a deck file, a pre-built deck file, or builds a gem deck.
func loadDeck(name string, set *rules.CardSet, cardDir string) (deck, error) {
	path := name
	prebuilt := !strings.ContainsAny(name, `/\.`)
	if prebuilt {
		path = filepath.Join(cardDir, "..", "decks", strings.ToLower(name)+".txt")
		if _, err := os.Stat(path); err != nil {
			return gemDeck(strings.ToLower(name), set)
		}
	}
	f, err := os.Open(path)
	if err != nil {
		return deck{}, err
	}
	defer f.Close()
	d, err := cardset.ParseDeck(path, f, set)
	if err != nil {
		return deck{}, fmt.Errorf("%s", firstLine(err.Error()))
	}
	if d.Deity < 0 {
		return deck{}, fmt.Errorf("%s names no Deity", path)
	}
	if d.Size() == 0 {
		return deck{}, fmt.Errorf("%s has no cards", path)
	}
	return deck{d.Deity, d.Cards()}, nil
}

// gemDeck is the stand-in pre-built deck: the cards carrying gem, taken in
// turn up to 50 (at most 3 copies, 1 of an Epic card).
func gemDeck(gem string, set *rules.CardSet) (deck, error) {
	deity := -1
	for i := range set.Deities {
		if set.Deities[i].DefaultDeck == gem {
			deity = i
		}
	}
	if deity < 0 {
		return deck{}, fmt.Errorf("no pre-built deck %q (want mars, hera, reader, enlil or a deck file)", gem)
	}
	var ids []rules.DefID
	for id := 1; id < len(set.Cards); id++ {
		if c := &set.Cards[id]; c.Gem == gem && !c.Mini {
			ids = append(ids, rules.DefID(id))
		}
	}
	if len(ids) == 0 {
		return deck{}, fmt.Errorf("no cards carry the %q gem", gem)
	}
	copies := map[rules.DefID]int{}
	var out []rules.DefID
	for round := 0; round < 3 && len(out) < 50; round++ {
		for _, id := range ids {
			limit := 3
			if set.Cards[id].Has(rules.KwEpic) {
				limit = 1
			}
			if copies[id] < limit && len(out) < 50 {
				copies[id]++
				out = append(out, id)
			}
		}
	}
	return deck{deity, out}, nil
}
