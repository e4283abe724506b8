// Package simulate plays many games between computer players on a pool of
// workers, validating the state after every action, and gathers the
// statistics (Run); Command is the "twilight sim" command around it, which
// prints one summary line.
//
// Usage:
//
//	twilight sim -games N -seed S -p1 LEVEL:DECK -p2 LEVEL:DECK [-p3 ...] [-workers W] [-cards DIR]
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
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"twilight/assets"
	"twilight/cmdline"
	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/cardset"
)

// Command runs "twilight sim" with args (after the command name) and
// returns the process exit code: 0 on success, 1 when games hit errors or
// invariant violations, 2 for bad arguments.
func Command(env cmdline.Env, args []string) int {
	c := env.Command("sim", "-games N -seed S -p1 LEVEL:DECK -p2 LEVEL:DECK [-p3 LEVEL:DECK] [-p4 LEVEL:DECK] [-workers W] [-cards DIR]",
		`Plays computer-vs-computer games and prints one key=value summary line.
  LEVEL: random, easy, normal or hard, optionally LEVEL/ITERATIONS
  DECK:  mars, hera, reader, enlil, or a deck file path`)
	games := c.Int("games", 100, "number of games")
	seed := c.Uint64("seed", 1, "base seed")
	workers := c.Int("workers", 0, "games played at once (0: all cores)")
	cards := c.String("cards", "", "card set `DIR`ectory (default: the embedded base set)")
	var seats [rules.MaxPlayers]string
	for i := range seats {
		c.StringVar(&seats[i], fmt.Sprintf("p%d", i+1), "", fmt.Sprintf("seat %d as LEVEL[/ITERATIONS]:DECK", i+1))
	}
	if code, done := c.Parse(args); done {
		return code
	}
	if c.NArg() > 0 {
		return c.Usage("unexpected argument %q", c.Arg(0))
	}
	if *games <= 0 {
		return c.Usage("-games must be positive")
	}
	if *workers < 0 {
		return c.Usage("-workers must not be negative")
	}
	var specs []string
	for i, sp := range seats {
		if sp == "" {
			for _, later := range seats[i:] {
				if later != "" {
					return c.Usage("-p%d is set but -p%d is not", i+2, i+1)
				}
			}
			break
		}
		specs = append(specs, sp)
	}
	if len(specs) < 2 {
		return c.Usage("need at least -p1 and -p2")
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
		return c.Usage("card set %s: %s", cardName, err)
	}
	cfg := Config{Set: set, Games: *games, Seed: *seed, Workers: *workers}
	for i, sp := range specs {
		st, err := parseSeat(sp, set)
		if err != nil {
			return c.Usage("-p%d: %v", i+1, err)
		}
		cfg.Seats = append(cfg.Seats, st)
	}
	var mu sync.Mutex
	last := time.Time{}
	cfg.Progress = func(p Progress) {
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
		fmt.Fprintf(env.Stderr, "\r%d/%d games  %s  draws %d  %.0fs   ", p.Done, p.Total, strings.Join(wins, "  "), p.Draws, p.Elapsed.Seconds())
	}
	sum, err := Run(context.Background(), cfg)
	fmt.Fprintln(env.Stderr)
	if err != nil {
		return c.Fail("%v", err)
	}
	fmt.Fprintln(env.Stdout, sum.Line())
	if sum.FirstProblem != "" {
		fmt.Fprintf(env.Stderr, "%s: first problem: %s\n", c.Name, sum.FirstProblem)
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
func parseSeat(spec string, set *rules.CardSet) (Seat, error) {
	level, deck, ok := strings.Cut(spec, ":")
	if !ok || level == "" || deck == "" {
		return Seat{}, fmt.Errorf("want LEVEL:DECK, not %q", spec)
	}
	st := Seat{Name: spec}
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
