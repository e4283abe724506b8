package folder

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"twilight/rules"
	"twilight/rules/draft"
)

// TestDraftContinue: a draft autosaves after every decision and every
// change to a deck being built; Continue resumes it exactly (mid-pile and
// mid-build); the drafted match starts with the drafted decks, marks an
// unmet Faction Requirement, and replaces the draft's autosave with its
// own.
func TestDraftContinue(t *testing.T) {
	dir := t.TempDir()
	app, err := LoadFolder(dir, "test")
	if err != nil {
		t.Fatal(err)
	}
	if app.DraftSaved() {
		t.Fatal("a draft saved in a new folder")
	}
	setup := MatchSetup{Seed: 77, Seats: []SeatSetup{{Name: "You", Human: true, Deck: "mars"}, {Level: "hard", Deck: "enlil"}}}
	g, err := app.StartDraft(setup)
	if err != nil {
		t.Fatal(err)
	}
	if !g.Setup.Draft || g.Setup.Seats[0].Deck != "" {
		t.Errorf("the draft's setup %+v: want Draft marked and no decks", g.Setup)
	}
	same := func(what string, a, b *draft.Draft) {
		t.Helper()
		var x, y bytes.Buffer
		a.Save(&x)
		b.Save(&y)
		if !bytes.Equal(x.Bytes(), y.Bytes()) {
			t.Fatalf("%s: the continued draft differs from the one left", what)
		}
	}
	// Into the second pile, then continue.
	for g.Run.D.Stage != draft.StageAction || g.Run.D.Pile < 1 || g.Run.D.Round < 3 {
		if err := g.Run.Pick(0, 0); err != nil {
			t.Fatal(err)
		}
	}
	g.Close() // the last save written
	c, err := app.ContinueDraft()
	if err != nil {
		t.Fatal(err)
	}
	same("mid-pile", g.Run.D, c.Run.D)
	g = c
	for g.Run.D.Stage != draft.StageBuild {
		if err := g.Run.Pick(0, 0); err != nil {
			t.Fatal(err)
		}
	}
	if g.Run.Human() != 0 || !g.Run.D.Seats[1].Ready {
		t.Fatal("at step G the computer should have built its deck and the human be waiting")
	}
	// A deck half built is kept.
	picks := g.Run.D.Seats[0].Picks
	half := picks[:20]
	if err := g.SetDeck(0, g.Run.D.Seats[0].Deities[0], half); err != nil {
		t.Fatal(err)
	}
	g.Close()
	c, err = app.ContinueDraft()
	if err != nil {
		t.Fatal(err)
	}
	same("mid-build", g.Run.D, c.Run.D)
	if got := c.Decks[0]; got.Deity != g.Run.D.Seats[0].Deities[0] || len(got.Cards) != 20 || got.Cards[7] != half[7] {
		t.Errorf("the deck in progress came back as %+v", got)
	}
	// The human builds a deck that misses the requirement on purpose
	// when the picks allow it.
	deity := c.Run.D.Seats[0].Deities[0]
	req := app.Set.Deities[deity].ReqFaction
	var deck, rest []rules.DefID
	for _, p := range picks {
		if app.Set.Cards[p].Factions.Has(req) {
			rest = append(rest, p)
		} else {
			deck = append(deck, p)
		}
	}
	deck = append(deck, rest...)[:draft.DeckSize]
	if err := c.Run.Build(0, deity, deck); err != nil {
		t.Fatal(err)
	}
	s, ms, err := app.StartDrafted(c)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if app.DraftSaved() {
		t.Error("the draft's autosave outlived the start of its match")
	}
	if _, err := os.Stat(filepath.Join(dir, SeatsFile)); err != nil || !ms.Draft {
		t.Errorf("the drafted match's seats are not saved (%v), or not marked drafted", err)
	}
	st := s.State()
	if got := st.Decks[0]; len(got) != draft.DeckSize {
		t.Errorf("the human's match deck has %d cards", len(got))
	}
	if st.Players[0].RequirementUnmet != c.Run.D.Seats[0].Unmet || st.Players[1].RequirementUnmet != c.Run.D.Seats[1].Unmet {
		t.Errorf("unmet marks %v %v, the draft's %v %v", st.Players[0].RequirementUnmet, st.Players[1].RequirementUnmet,
			c.Run.D.Seats[0].Unmet, c.Run.D.Seats[1].Unmet)
	}
	// A damaged draft save is refused, not half read.
	if err := os.WriteFile(filepath.Join(dir, DraftFile), []byte(`{"format":"twilight-draft-seats","version":1,"draft":{}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := app.ContinueDraft(); err == nil {
		t.Error("a damaged draft save was continued")
	}
	if name, err := app.SetDraftAside(); err != nil || app.DraftSaved() || name == "" {
		t.Errorf("set aside: %q %v", name, err)
	}
}
