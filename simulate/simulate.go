// Package simulate is the "twilight sim" command: it plays many games
// between computer players and prints one summary line.
//
// Usage:
//
//	twilight sim -games N -seed S -p1 LEVEL:DECK -p2 LEVEL:DECK [-p3 ...] [-teams 2v2] [-workers W] [-cards DIR]
//
// LEVEL is random, easy, normal or hard, optionally with an iteration
// budget (hard/2000). DECK is a pre-built deck name (mars, hera, reader,
// enlil), read from the deck lists embedded in package assets, or the path
// of a deck file. The card set is the embedded base set unless -cards DIR
// names a directory of card files, so the command works from any
// directory.
package simulate

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"twilight/assets"
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
	cards := fs.String("cards", "", "card set directory (default: the embedded base set)")
	teams := fs.String("teams", "", "2v2: p1 and p3 against p2 and p4 (a team's win counts for both seats)")
	var seats [rules.MaxPlayers]string
	for i := range seats {
		fs.StringVar(&seats[i], fmt.Sprintf("p%d", i+1), "", fmt.Sprintf("seat %d as LEVEL[/ITERATIONS]:DECK", i+1))
	}
	usage := func(w io.Writer) {
		fmt.Fprintln(w, "usage: twilight sim -games N -seed S -p1 LEVEL:DECK -p2 LEVEL:DECK [-p3 LEVEL:DECK] [-p4 LEVEL:DECK] [-teams 2v2] [-workers W] [-cards DIR]")
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
	if *teams != "" && (*teams != "2v2" || len(specs) != 4) {
		fmt.Fprintln(stderr, "sim: -teams 2v2 needs -p1 to -p4 (p1 and p3 against p2 and p4)")
		return 2
	}
	cardFS, cardName := assets.Cards(), "(embedded)"
	if *cards != "" {
		cardFS, cardName = os.DirFS(*cards), *cards
	}
	set, err := cardset.LoadFS(cardFS, ".")
	if err == nil && (len(set.Cards) <= 1 || len(set.Deities) == 0) {
		err = fmt.Errorf("no cards or no Deities")
	}
	if err != nil {
		fmt.Fprintf(stderr, "sim: card set %s: %s\n", cardName, firstLine(err.Error()))
		return 2
	}
	cfg := ai.SimConfig{Set: set, Games: *games, Seed: *seed, Workers: *workers}
	if *teams != "" {
		cfg.Teams = rules.TeamsFor(len(specs))
	}
	for i, sp := range specs {
		st, err := parseSeat(sp, set)
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
func parseSeat(spec string, set *rules.CardSet) (ai.SeatSpec, error) {
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
	d, err := loadDeck(deck, set)
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

// loadDeck reads a pre-built deck by name from the embedded deck lists,
// or a deck file by path.
func loadDeck(name string, set *rules.CardSet) (deck, error) {
	var (
		r    io.ReadCloser
		path = name
		err  error
	)
	if !strings.ContainsAny(name, `/\.`) {
		path = strings.ToLower(name) + ".txt"
		if !slices.Contains(assets.DeckFiles(), path) {
			return deck{}, fmt.Errorf("no pre-built deck %q (want %s or a deck file)", name, prebuiltNames())
		}
		r, err = assets.Decks().Open(path)
	} else {
		r, err = os.Open(path)
	}
	if err != nil {
		return deck{}, err
	}
	defer r.Close()
	d, err := cardset.ParseDeck(path, r, set)
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

// prebuiltNames lists the embedded pre-built decks by name.
func prebuiltNames() string {
	var names []string
	for _, f := range assets.DeckFiles() {
		names = append(names, strings.TrimSuffix(f, ".txt"))
	}
	return strings.Join(names, ", ")
}
