// Package simulate plays many games between computer players on a pool of
// workers, validating the state after every action, and gathers the
// statistics (Run); Command is the "twilight sim" command around it, which
// prints one summary line.
//
// Usage:
//
//	twilight sim -games N -seed S -p1 LEVEL:DECK -p2 LEVEL:DECK [-p3 ...] [-teams 2v2] [-workers W] [-cards DIR] [-extended] [-allow-illegal-decks]
//	twilight sim -draft [-draft-only] -games N -seed S -p1 LEVEL[:DRAFTER] -p2 LEVEL[:DRAFTER] [-p3 ...] [-teams 2v2] ...
//
// With -draft every game's decks are drafted first (Card Drafting
// Variant, package rules/draft): each seat drafts with the computer
// drafter of DRAFTER (random, easy, normal or hard; LEVEL when left out),
// builds its deck from its picks, and plays at LEVEL; -draft-only stops
// after the drafts. The summary line then also counts the drafted decks,
// those that break the draft's deck rules, and per seat those that miss
// their Deity's Faction Requirement.
//
// LEVEL is random, easy, normal or hard, optionally with an iteration
// budget (hard/2000); reference and reference-hard are the frozen pre-#12
// normal and hard (package rules/ai/reference), to measure against. DECK is a pre-built deck name (mars, hera, reader,
// enlil), read from the deck lists embedded in package assets, or the path
// of a deck file. The card set is the embedded base set unless -cards DIR
// names a directory of card files, so the command works from any
// directory. Decks must meet the deck-building rules (Extended ones with
// -extended); -allow-illegal-decks plays any deck, for experiments, and
// the summary line then ends in decks=unchecked. DECK random plays a new
// random legal deck every game (RandomDeck). -card-tally FILE adds the
// cards the -tally-level seats (normal by default) drew and played to a
// tally file (cardreport.go). Before the error counts
// the line gives each seat's behaviour counters per game (behaviour.go).
package simulate

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"twilight/assets"
	"twilight/cmdline"
	"twilight/rules"
	"twilight/rules/ai/levels"
	"twilight/rules/cardset"
	"twilight/rules/english"
)

// options are the command's flags.
type options struct {
	games, workers int
	seed           uint64
	cards          string
	seats          []string
	extended       bool
	anyDeck        bool   // -allow-illegal-decks
	teams          string // -teams 2v2
	draft          bool   // -draft
	draftOnly      bool   // -draft-only
	cardTally      string // -card-tally FILE
	tallyLevel     string // -tally-level LEVEL
}

// Command runs "twilight sim" with args (after the command name) and
// returns the process exit code: 0 on success, 1 when games hit errors or
// invariant violations, 2 for bad arguments.
func Command(env cmdline.Env, args []string) int {
	c := env.Command("sim", "-games N -seed S -p1 LEVEL:DECK -p2 LEVEL:DECK [-p3 LEVEL:DECK] [-p4 LEVEL:DECK] [-teams 2v2] [-workers W] [-cards DIR] [-extended] [-allow-illegal-decks] [-card-tally FILE] [-draft [-draft-only]]",
		`Plays computer-vs-computer games and prints one key=value summary line.
  LEVEL: random, easy, normal or hard, optionally LEVEL/ITERATIONS; reference
         and reference-hard are normal and hard as they were before issue #12
  DECK:  mars, hera, reader, enlil, a deck file path, or random (a new
         random legal deck from the whole set every game)
With -draft a seat is LEVEL[:DRAFTER]: the decks are drafted (Card Drafting
Variant) by computer drafters of level DRAFTER (LEVEL when left out), and the
line also counts drafted_decks, illegal_decks and each seat's decks that miss
their Deity's Faction Requirement (pN_unmet); -draft-only plays no match.
The line ends with each seat's habits per game: once_early (one-use power
in turns 1-2), tax_paid (Countdowns over 10), discard_sacrifices, hand_emptied
(Seizes of the whole Hand), attacks and idle_turns (a favourable attacker
left home).`)
	o, code, done := parseFlags(c, args)
	if done {
		return code
	}
	cfg, err := o.config()
	if err != nil {
		return c.Exit(err)
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
	line := sum.Line()
	if o.anyDeck {
		line += " decks=unchecked"
	}
	fmt.Fprintln(env.Stdout, line)
	if o.cardTally != "" {
		if err := AddCardTallies(o.cardTally, sum.Cards); err != nil {
			return c.Fail("%v", err)
		}
	}
	if sum.FirstProblem != "" {
		fmt.Fprintf(env.Stderr, "%s: first problem: %s\n", c.Name, sum.FirstProblem)
	}
	if sum.InvariantViolations+sum.Errors > 0 {
		return cmdline.Failed
	}
	return cmdline.OK
}

// parseFlags reads and checks the flags; done says to return code at once.
func parseFlags(c *cmdline.Command, args []string) (o options, code int, done bool) {
	c.IntVar(&o.games, "games", 100, "number of games")
	c.Uint64Var(&o.seed, "seed", 1, "base seed")
	c.IntVar(&o.workers, "workers", 0, "games played at once (0: all cores)")
	c.StringVar(&o.cards, "cards", "", "load the card set from the folder `DIR` (default: the embedded base set)")
	c.BoolVar(&o.extended, "extended", false, "judge decks as Extended decks (51 to 100 cards)")
	c.StringVar(&o.teams, "teams", "", "2v2: p1 and p3 against p2 and p4 (a team's win counts for both seats)")
	c.BoolVar(&o.draft, "draft", false, "draft every game's decks (seats are LEVEL[:DRAFTER])")
	c.BoolVar(&o.draftOnly, "draft-only", false, "with -draft: draft and build decks, play no match")
	c.StringVar(&o.cardTally, "card-tally", "", "add the cards drawn and played by -tally-level seats to the tally `FILE`\n(build/cardreport.sh turns tallies into assets/decks/CARDS.md)")
	c.StringVar(&o.tallyLevel, "tally-level", "normal", "the computer level whose seats -card-tally counts")
	c.BoolVar(&o.anyDeck, "allow-illegal-decks", false, "play decks that break the deck-building rules (for experiments;\nthe summary line then ends in decks=unchecked)")
	var seats [rules.MaxPlayers]string
	for i := range seats {
		c.StringVar(&seats[i], fmt.Sprintf("p%d", i+1), "", fmt.Sprintf("seat %d as LEVEL[/ITERATIONS]:DECK", i+1))
	}
	if code, done := c.Parse(args); done {
		return o, code, true
	}
	bad := func(format string, a ...any) (options, int, bool) { return o, c.Usage(format, a...), true }
	switch {
	case c.NArg() > 0:
		return bad("unexpected argument %q", c.Arg(0))
	case o.games <= 0:
		return bad("-games must be positive")
	case o.workers < 0:
		return bad("-workers must not be negative")
	}
	for i, sp := range seats {
		if sp == "" {
			for _, later := range seats[i:] {
				if later != "" {
					return bad("-p%d is set but -p%d is not", i+2, i+1)
				}
			}
			break
		}
		o.seats = append(o.seats, sp)
	}
	if len(o.seats) < 2 {
		return bad("need at least -p1 and -p2")
	}
	if o.draftOnly && !o.draft {
		return bad("-draft-only goes with -draft")
	}
	if o.teams != "" && (o.teams != "2v2" || len(o.seats) != 4) {
		return bad("-teams 2v2 needs -p1 to -p4 (p1 and p3 against p2 and p4)")
	}
	return o, cmdline.OK, false
}

// config loads the card set and the seats' decks. Its errors are bad
// arguments (cmdline.Usagef).
func (o options) config() (Config, error) {
	cardFS, cardName := assets.Cards(), "(embedded)"
	if o.cards != "" {
		st, err := os.Stat(o.cards)
		switch {
		case err != nil:
			return Config{}, cmdline.Usagef("-cards %s: no such folder", o.cards)
		case !st.IsDir():
			return Config{}, cmdline.Usagef("-cards %s: not a folder", o.cards)
		}
		cardFS, cardName = os.DirFS(o.cards), o.cards
	}
	set, err := cardset.LoadFS(cardFS, ".")
	if err == nil && (len(set.Cards) <= 1 || len(set.Deities) == 0) {
		err = fmt.Errorf("no cards or no Deities")
	}
	if err != nil {
		return Config{}, cmdline.Usagef("card set %s: %v", cardName, err)
	}
	// The pre-built decks are published: every computer player takes an
	// opponent of their Deity to be playing one (rules.DeityDef.Published).
	// A -cards set that cannot hold them keeps the gems' guess.
	if decks, err := cardset.ParseDeckFiles(assets.Decks(), assets.DeckFiles(), set); err == nil {
		cardset.Publish(set, decks)
	}
	cfg := Config{Set: set, Games: o.games, Seed: o.seed, Workers: o.workers, Draft: o.draft, DraftOnly: o.draftOnly}
	if o.cardTally != "" {
		if err := CheckTallyFile(o.cardTally); err != nil {
			return Config{}, cmdline.Usagef("-card-tally %s: %v", o.cardTally, err)
		}
		cfg.TallyLevel = o.tallyLevel
	}
	if o.teams != "" {
		cfg.Teams = rules.TeamsFor(len(o.seats))
	}
	for i, sp := range o.seats {
		st, err := o.parseSeat(sp, set)
		if o.draft {
			st, err = parseDraftSeat(sp)
		}
		if err != nil {
			return Config{}, cmdline.Usagef("-p%d: %v", i+1, err)
		}
		cfg.Seats = append(cfg.Seats, st)
	}
	return cfg, nil
}

// parseSeat reads LEVEL[/ITERATIONS]:DECK.
func (o options) parseSeat(spec string, set *rules.CardSet) (Seat, error) {
	level, deck, ok := strings.Cut(spec, ":")
	if !ok || level == "" || deck == "" {
		return Seat{}, fmt.Errorf("want LEVEL:DECK, not %q", spec)
	}
	st := Seat{Name: spec}
	if err := st.parseLevel(level); err != nil {
		return st, err
	}
	if deck == "random" {
		// A new random legal deck every game (RandomDeck).
		st.Random = true
		return st, nil
	}
	d, err := loadDeck(deck, set)
	if err != nil {
		return st, err
	}
	if !o.anyDeck {
		if probs := cardset.ValidateDeck(d.list, set, o.extended); len(probs) > 0 {
			more := ""
			if n := len(probs) - 1; n > 0 {
				more = " (and " + english.Count(n, "more problem") + ")"
			}
			return st, fmt.Errorf("%s%s; -allow-illegal-decks plays it anyway", probs[0], more)
		}
	}
	st.Deity, st.Deck = d.deity, d.cards
	return st, nil
}

// parseLevel reads LEVEL[/ITERATIONS] into the seat's Level and
// Options.Iterations.
func (st *Seat) parseLevel(level string) error {
	if l, it, ok := strings.Cut(level, "/"); ok {
		n, err := strconv.Atoi(it)
		if err != nil || n <= 0 {
			return fmt.Errorf("bad iteration budget %q", it)
		}
		level, st.Options.Iterations = l, n
	}
	if _, err := levels.New(level, st.Options); err != nil {
		return err
	}
	st.Level = level
	return nil
}

type deck struct {
	list  cardset.Deck
	deity int
	cards []rules.DefID
}

// loadDeck reads a pre-built deck by name from the embedded deck lists,
// or a deck file by path.
func loadDeck(name string, set *rules.CardSet) (deck, error) {
	var (
		b    []byte
		path = name
		err  error
	)
	if !strings.ContainsAny(name, `/\.`) {
		path = strings.ToLower(name) + ".txt"
		if !slices.Contains(assets.DeckFiles(), path) {
			return deck{}, fmt.Errorf("no pre-built deck %q (want %s or a deck file)", name, prebuiltNames())
		}
		b, err = fs.ReadFile(assets.Decks(), path)
	} else {
		b, err = cardset.ReadFile(path)
	}
	if err != nil {
		return deck{}, err
	}
	d, err := cardset.ParseDeck(path, bytes.NewReader(b), set)
	if err != nil {
		return deck{}, err
	}
	if d.Deity < 0 {
		return deck{}, fmt.Errorf("%s names no Deity", path)
	}
	if d.Size() == 0 {
		return deck{}, fmt.Errorf("%s has no cards", path)
	}
	return deck{d, d.Deity, d.Cards()}, nil
}

// prebuiltNames lists the embedded pre-built decks by name.
func prebuiltNames() string {
	var names []string
	for _, f := range assets.DeckFiles() {
		names = append(names, strings.TrimSuffix(f, ".txt"))
	}
	return strings.Join(names, ", ")
}
