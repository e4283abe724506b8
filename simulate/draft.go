package simulate

import (
	"bytes"
	"context"
	"fmt"
	"strings"

	"twilight/rules"
	"twilight/rules/ai"
	"twilight/rules/draft"
)

// draftTally is what the drafts of a simulation add to its summary: how
// many decks were drafted, how many broke the draft's deck rules, and per
// seat how many missed their Deity's Faction Requirement.
type draftTally struct {
	decks, illegal int
	unmet          []int
}

func (t *draftTally) add(o draftTally) {
	t.decks += o.decks
	t.illegal += o.illegal
	if t.unmet == nil {
		t.unmet = make([]int, len(o.unmet))
	}
	for p, u := range o.unmet {
		t.unmet[p] += u
	}
}

// fields renders the tally for the summary line (nothing without drafts).
func (t draftTally) fields() string {
	if t.decks == 0 {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, " drafted_decks=%d illegal_decks=%d", t.decks, t.illegal)
	for p, u := range t.unmet {
		fmt.Fprintf(&b, " p%d_unmet=%d", p+1, u)
	}
	return b.String()
}

// parseDraftSeat reads a seat of a drafted simulation, LEVEL[/ITERATIONS]
// [:DRAFTER]: the computer plays at LEVEL and drafts at DRAFTER (a
// drafting level of ai.NewDrafter, LEVEL when left out).
func parseDraftSeat(spec string) (Seat, error) {
	level, drafter, _ := strings.Cut(spec, ":")
	st := Seat{Name: spec}
	if err := st.parseLevel(level); err != nil {
		return st, err
	}
	if drafter == "" {
		drafter = st.Level
	}
	if _, err := ai.NewDrafter(drafter); err != nil {
		return st, err
	}
	st.Drafter = drafter
	return st, nil
}

// draftMatch drafts the decks of game seed with the seats' drafters (the
// draft's own seed derived from the game's) and returns the match to
// play. The draft is checked on the way: saved and loaded at step G and
// replayed from its seed and history at the end; each deck is judged by
// the draft's deck rules.
func draftMatch(ctx context.Context, cfg *Config, seed uint64) (rules.Config, draftTally, error) {
	n := len(cfg.Seats)
	tally := draftTally{unmet: make([]int, n)}
	d, err := draft.New(cfg.Set, draft.Config{Seed: mix(seed ^ 0xd7af7), Players: n, Teams: cfg.Teams})
	if err != nil {
		return rules.Config{}, tally, err
	}
	drafters := make([]*ai.Drafter, n)
	for p, st := range cfg.Seats {
		if drafters[p], err = ai.NewDrafter(st.Drafter); err != nil {
			return rules.Config{}, tally, err
		}
	}
	for k := 0; !d.Over(); k++ {
		if ctx.Err() != nil {
			return rules.Config{}, tally, ctx.Err()
		}
		if d.Stage == draft.StageBuild && k%2 == 0 {
			if d, err = saveAndLoad(d); err != nil {
				return rules.Config{}, tally, err
			}
		}
		for _, p := range d.Waiting() {
			a, err := drafters[p].Decide(d, p, mix(seed^uint64(k)<<8^uint64(p)))
			if err != nil {
				return rules.Config{}, tally, fmt.Errorf("seat %d drafting: %w", p+1, err)
			}
			if err := d.Apply(a); err != nil {
				return rules.Config{}, tally, fmt.Errorf("seat %d's %s refused: %w", p+1, a.Kind, err)
			}
		}
	}
	if err := d.Validate(); err != nil {
		return rules.Config{}, tally, err
	}
	for p, s := range d.Seats {
		tally.decks++
		if d.CheckDeck(p, s.Deity, s.Deck) != nil {
			tally.illegal++
		}
		if s.Unmet {
			tally.unmet[p]++
		}
	}
	mc, err := d.MatchConfig(seed)
	return mc, tally, err
}

// saveAndLoad round-trips a draft through its save format.
func saveAndLoad(d *draft.Draft) (*draft.Draft, error) {
	var buf bytes.Buffer
	if err := d.Save(&buf); err != nil {
		return nil, err
	}
	return draft.Load(&buf, d.Set)
}
