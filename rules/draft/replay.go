package draft

import (
	"bytes"
	"encoding/json"
	"fmt"

	"twilight/rules"
)

// Config is the configuration the draft was dealt with.
func (d *Draft) Config() Config {
	return Config{Seed: d.Seed, Players: len(d.Seats), Teams: d.Teams}
}

// Replay deals a draft with cfg and applies history to it: the same
// inputs always give the same draft.
func Replay(set *rules.CardSet, cfg Config, history []Action) (*Draft, error) {
	d, err := New(set, cfg)
	if err != nil {
		return nil, err
	}
	for i, a := range history {
		if err := d.Apply(a); err != nil {
			return nil, fmt.Errorf("action %d (%s by player %d): %w", i+1, a.Kind, a.Player+1, err)
		}
	}
	return d, nil
}

// Validate checks that a whole draft (not a View) is one its seed and
// history make: the deal, every pick and pass, every deck. A draft that
// passes holds every card of its pools exactly once, in a pile, a stub or
// a player's picks.
func (d *Draft) Validate() error {
	if d.Viewer >= 0 {
		return fmt.Errorf("a View cannot be validated: it hides the draft")
	}
	if n := len(d.Seats); n < 2 || n > rules.MaxPlayers {
		return fmt.Errorf("a draft of %d seats", n)
	}
	r, err := Replay(d.Set, d.Config(), d.History)
	if err != nil {
		return fmt.Errorf("the history does not replay: %w", err)
	}
	a, err := json.Marshal(d)
	if err != nil {
		return err
	}
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	if !bytes.Equal(a, b) {
		return fmt.Errorf("the draft is not what its seed and history make")
	}
	return nil
}
