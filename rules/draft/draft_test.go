package draft

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"slices"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset"
)

// baseSet loads the shipped base set.
func baseSet(t testing.TB) *rules.CardSet {
	t.Helper()
	set, err := cardset.LoadFS(os.DirFS("../../assets"), "cards")
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// newDraft deals a draft of the base set.
func newDraft(t testing.TB, set *rules.CardSet, seed uint64, n int) *Draft {
	t.Helper()
	d, err := New(set, Config{Seed: seed, Players: n})
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// step makes one seeded random decision for every waiting player (at
// step G, each builds a deck of their first 50 picks).
func step(t testing.TB, d *Draft, r *rand.Rand) {
	t.Helper()
	for _, p := range d.Waiting() {
		legal := d.Legal(p, nil)
		if len(legal) == 0 {
			t.Fatalf("player %d waits with nothing legal at the %s", p+1, d.Stage)
		}
		a := legal[r.IntN(len(legal))]
		if a.Kind == Build {
			a.Deck = slices.Clone(d.Seats[p].Picks[:cardset.DeckSize])
		}
		if err := d.Apply(a); err != nil {
			t.Fatalf("%s by player %d: %v", a.Kind, p+1, err)
		}
	}
}

// finish plays the draft to its end with seeded random decisions.
func finish(t testing.TB, d *Draft, r *rand.Rand) {
	t.Helper()
	for i := 0; !d.Over(); i++ {
		if i > 100 {
			t.Fatal("the draft does not end")
		}
		step(t, d, r)
	}
}

func jsonOf(t testing.TB, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestPileSizes checks the deal (steps A and C) and the sizes of the
// stubs as the picks go on, for every table size.
func TestPileSizes(t *testing.T) {
	set := baseSet(t)
	for _, n := range []int{2, 3, 4} {
		d := newDraft(t, set, uint64(n), n)
		if len(d.DeityPool) != DeitiesPerPlayer*n || len(d.ActionPool) != CardsPerPlayer*n {
			t.Fatalf("%d players: pools of %d Deities and %d cards", n, len(d.DeityPool), len(d.ActionPool))
		}
		for p, s := range d.Seats {
			if len(s.DeityHand) != DeitiesPerPlayer {
				t.Errorf("%d players: player %d is dealt %d Deities", n, p+1, len(s.DeityHand))
			}
			for k := range s.Piles {
				if len(s.Piles[k]) != PileSize {
					t.Errorf("%d players: player %d pile %d has %d cards", n, p+1, k+1, len(s.Piles[k]))
				}
			}
		}
		r := rand.New(rand.NewPCG(1, 2))
		step(t, d, r)
		step(t, d, r)
		for p, s := range d.Seats {
			if len(s.Deities) != DeitiesPerPlayer || len(s.DeityHand) != 0 {
				t.Errorf("%d players: after step B player %d holds %d Deities, %d in hand", n, p+1, len(s.Deities), len(s.DeityHand))
			}
		}
		for pick := 0; pick < CardsPerPlayer; pick++ {
			if d.Stage != StageAction || d.Pile != pick/PileSize || d.PicksLeft() != PileSize-pick%PileSize {
				t.Fatalf("%d players, pick %d: %s, pile %d, %d picks left", n, pick+1, d.Stage, d.Pile+1, d.PicksLeft())
			}
			for p, s := range d.Seats {
				if len(s.Stub) != PileSize-pick%PileSize || len(s.Picks) != pick {
					t.Fatalf("%d players, pick %d: player %d has a stub of %d and %d picks", n, pick+1, p+1, len(s.Stub), len(s.Picks))
				}
			}
			step(t, d, r)
		}
		if d.Stage != StageBuild {
			t.Errorf("%d players: after 60 picks the draft is at the %s", n, d.Stage)
		}
	}
}

// TestPassDirections checks where each round's leftovers go: Deities to
// the left (step B), the stubs of the three piles right, left, right
// (steps D, E, F). Seat p's left neighbour is p+1.
func TestPassDirections(t *testing.T) {
	set := baseSet(t)
	const n = 4
	for _, tc := range []struct {
		name  string
		picks int // Action picks made before the checked round (-1: the Deity draft)
		shift int // where seat p's leftovers go
	}{
		{"Deity draft passes left", -1, 1},
		{"pile 1 passes right", 0, n - 1},
		{"pile 1, later pick", 7, n - 1},
		{"pile 2 passes left", PileSize, 1},
		{"pile 3 passes right", 2 * PileSize, n - 1},
		{"pile 3, last pass", 3*PileSize - 2, n - 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := newDraft(t, set, 5, n)
			r := rand.New(rand.NewPCG(3, 4))
			if tc.picks >= 0 {
				step(t, d, r)
				step(t, d, r)
				for i := 0; i < tc.picks; i++ {
					step(t, d, r)
				}
			}
			var before [][]int64
			for p := range d.Seats {
				if got := d.PassesTo(p); got != (p+tc.shift)%n {
					t.Errorf("PassesTo(%d) = %d, want %d", p, got, (p+tc.shift)%n)
				}
				before = append(before, leftover(d, p))
			}
			for _, p := range d.Waiting() {
				a := d.Legal(p, nil)[0]
				if err := d.Apply(a); err != nil {
					t.Fatal(err)
				}
				before[p] = before[p][1:]
			}
			for p := range d.Seats {
				got := leftover(d, (p+tc.shift)%n)
				if tc.picks < 0 {
					got = got[:len(before[p])]
				}
				if !slices.Equal(got, before[p]) {
					t.Errorf("seat %d's leftovers %v reached seat %d as %v", p, before[p], (p+tc.shift)%n, got)
				}
			}
		})
	}
}

// leftover is what is in front of seat p: its Deity hand or its stub.
func leftover(d *Draft, p int) []int64 {
	var out []int64
	if d.Stage == StageDeity {
		for _, g := range d.Seats[p].DeityHand {
			out = append(out, int64(g))
		}
		return out
	}
	for _, c := range d.Seats[p].Stub {
		out = append(out, int64(c))
	}
	return out
}

// TestEveryCardDraftedOnce plays whole drafts and checks that each card
// and Deity of the pools ends with exactly one player, that each player
// drafts 60 cards and 3 Deities, and that Validate accepts the result.
func TestEveryCardDraftedOnce(t *testing.T) {
	set := baseSet(t)
	for _, tc := range []struct {
		players int
		teams   []int8
	}{{2, nil}, {3, nil}, {4, nil}, {4, rules.TeamsFor(4)}} {
		d, err := New(set, Config{Seed: 9, Players: tc.players, Teams: tc.teams})
		if err != nil {
			t.Fatal(err)
		}
		finish(t, d, rand.New(rand.NewPCG(uint64(tc.players), 1)))
		var cards []rules.DefID
		var deities []int
		for p, s := range d.Seats {
			if len(s.Picks) != CardsPerPlayer || len(s.Deities) != DeitiesPerPlayer {
				t.Errorf("%d players: player %d drafted %d cards and %d Deities", tc.players, p+1, len(s.Picks), len(s.Deities))
			}
			cards = append(cards, s.Picks...)
			deities = append(deities, s.Deities...)
		}
		slices.Sort(cards)
		slices.Sort(deities)
		if !slices.Equal(cards, slices.Sorted(slices.Values(d.ActionPool))) {
			t.Errorf("%d players: the picks are not the Action pool", tc.players)
		}
		if !slices.Equal(deities, slices.Sorted(slices.Values(d.DeityPool))) {
			t.Errorf("%d players: the Deities held are not the Deity pool", tc.players)
		}
		if err := d.Validate(); err != nil {
			t.Errorf("%d players: Validate: %v", tc.players, err)
		}
		if len(d.Waiting()) != 0 || len(d.Legal(0, nil)) != 0 {
			t.Errorf("%d players: a finished draft still waits", tc.players)
		}
	}
}

// TestViewHides checks what a View shows: the viewer's own cards, only
// counts of the others', no pile before it is opened; and that changing
// what player 0 may not see leaves player 0's View as it was.
func TestViewHides(t *testing.T) {
	set := baseSet(t)
	d := newDraft(t, set, 11, 4)
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 2+25; i++ {
		step(t, d, r)
	}
	d.Apply(d.Legal(2, nil)[3]) // player 3 has chosen, the round is open
	v := d.View(0)
	if v.DeityPool != nil || v.ActionPool != nil || v.History != nil {
		t.Error("a View shows the dealt pools or the history")
	}
	if !slices.Equal(v.Seats[0].Picks, d.Seats[0].Picks) || !slices.Equal(v.Seats[0].Stub, d.Seats[0].Stub) || !slices.Equal(v.Seats[0].Deities, d.Seats[0].Deities) {
		t.Error("a View hides the viewer's own picks, stub or Deities")
	}
	for q := 1; q < 4; q++ {
		s := &v.Seats[q]
		if len(s.Picks) != len(d.Seats[q].Picks) || slices.ContainsFunc(s.Picks, func(c rules.DefID) bool { return c != 0 }) {
			t.Errorf("player %d's picks show in player 1's View: %v", q+1, s.Picks)
		}
		if slices.ContainsFunc(s.Stub, func(c rules.DefID) bool { return c != 0 }) || slices.ContainsFunc(s.Deities, func(g int) bool { return g >= 0 }) {
			t.Errorf("player %d's stub or Deities show in player 1's View", q+1)
		}
	}
	if v.Seats[2].Choice != -1 || !v.Seats[2].Ready {
		t.Error("a View shows another player's pending choice, or hides that they chose")
	}
	if slices.ContainsFunc(v.Seats[0].Piles[2], func(c rules.DefID) bool { return c != 0 }) {
		t.Error("a View shows the viewer's unopened pile")
	}
	// Rearrange everything hidden from player 0: the View stays the same.
	o := d.Clone()
	o.Seats[1].Picks, o.Seats[2].Picks = o.Seats[2].Picks, o.Seats[1].Picks
	o.Seats[3].Stub[0], o.Seats[1].Stub[1] = o.Seats[1].Stub[1], o.Seats[3].Stub[0]
	o.Seats[0].Piles[2][0], o.Seats[3].Piles[2][5] = o.Seats[3].Piles[2][5], o.Seats[0].Piles[2][0]
	o.Seats[2].Deities[0], o.Seats[1].Deities[1] = o.Seats[1].Deities[1], o.Seats[2].Deities[0]
	o.Seats[2].Choice = 0
	o.ActionPool[0]++
	if jsonOf(t, o.View(0)) != jsonOf(t, v) {
		t.Error("changing what player 1 may not see changed player 1's View")
	}
}

// TestSaveLoadMidDraft saves drafts at every stage, loads them and plays
// the original and the loaded copy on with the same decisions: they end
// alike. A save of another card set, or a damaged one, is refused.
func TestSaveLoadMidDraft(t *testing.T) {
	set := baseSet(t)
	for _, at := range []int{0, 1, 2, 13, 22, 45, 62} { // rounds played before saving
		d := newDraft(t, set, 21, 3)
		r := rand.New(rand.NewPCG(7, 8))
		for i := 0; i < at; i++ {
			step(t, d, r)
		}
		if at == 13 {
			d.Apply(d.Legal(1, nil)[2]) // mid-round: one player has chosen
		}
		var buf bytes.Buffer
		if err := d.Save(&buf); err != nil {
			t.Fatal(err)
		}
		saved := buf.String()
		l, err := Load(&buf, set)
		if err != nil {
			t.Fatalf("after %d rounds: %v", at, err)
		}
		if jsonOf(t, l) != jsonOf(t, d) {
			t.Fatalf("after %d rounds: the loaded draft differs", at)
		}
		finish(t, d, rand.New(rand.NewPCG(uint64(at), 9)))
		finish(t, l, rand.New(rand.NewPCG(uint64(at), 9)))
		if jsonOf(t, l) != jsonOf(t, d) {
			t.Errorf("after %d rounds: the loaded draft went on differently", at)
		}
		other := baseSet(t)
		other.Deities[0].ReqCount++
		if _, err := Load(bytes.NewReader([]byte(saved)), other); !errors.Is(err, BadSave) {
			t.Errorf("a draft loaded into another card set: %v", err)
		}
	}
	d := newDraft(t, set, 21, 2)
	step(t, d, rand.New(rand.NewPCG(1, 1)))
	d.Seats[0].Deities[0] = (d.Seats[0].Deities[0] + 1) % len(set.Deities) // tampered
	var buf bytes.Buffer
	d.Save(&buf)
	if _, err := Load(&buf, set); !errors.Is(err, BadSave) {
		t.Errorf("a tampered save loaded: %v", err)
	}
}

// TestApplyRefuses checks the typed errors, and that a refused action
// leaves the draft untouched.
func TestApplyRefuses(t *testing.T) {
	set := baseSet(t)
	atDeity := newDraft(t, set, 31, 2)
	atAction := atDeity.Clone()
	r := rand.New(rand.NewPCG(2, 2))
	step(t, atAction, r)
	step(t, atAction, r)
	atAction.Apply(atAction.Legal(0, nil)[0])
	atBuild := atAction.Clone()
	for atBuild.Stage != StageBuild {
		step(t, atBuild, r)
	}
	picks := atBuild.Seats[1].Picks
	notPicked := rules.DefID(1)
	for slices.Contains(picks, notPicked) || set.Cards[notPicked].Mini {
		notPicked++
	}
	held := atBuild.Seats[1].Deities[0]
	notHeld := 0
	for slices.Contains(atBuild.Seats[1].Deities, notHeld) {
		notHeld++
	}
	done := atBuild.Clone()
	finish(t, done, r)
	for _, tc := range []struct {
		name string
		d    *Draft
		a    Action
		want ErrorKind
	}{
		{"no such player", atDeity, Action{Kind: KeepDeity, Player: 2}, WrongPlayer},
		{"Deity out of range", atDeity, Action{Kind: KeepDeity, Player: 0, Index: 3, Deity: 0}, IllegalPick},
		{"Deity that is not there", atDeity, Action{Kind: KeepDeity, Player: 0, Index: 0, Deity: atDeity.Seats[0].DeityHand[0] + 100}, IllegalPick},
		{"card pick in the Deity draft", atDeity, Action{Kind: PickCard, Player: 0}, WrongStage},
		{"second pick in a round", atAction, Action{Kind: PickCard, Player: 0, Index: 1, Card: atAction.Seats[0].Stub[1]}, WrongPlayer},
		{"card that is not at that place", atAction, Action{Kind: PickCard, Player: 1, Index: 0, Card: atAction.Seats[1].Stub[0] + 1}, IllegalPick},
		{"card beyond the stub", atAction, Action{Kind: PickCard, Player: 1, Index: PileSize}, IllegalPick},
		{"deck before step G", atAction, Action{Kind: Build, Player: 1, Deity: held}, WrongStage},
		{"49 cards", atBuild, Action{Kind: Build, Player: 1, Deity: held, Deck: picks[:49]}, IllegalDeck},
		{"51 cards", atBuild, Action{Kind: Build, Player: 1, Deity: held, Deck: picks[:51]}, IllegalDeck},
		{"a card not drafted", atBuild, Action{Kind: Build, Player: 1, Deity: held, Deck: append(slices.Clone(picks[:49]), notPicked)}, IllegalDeck},
		{"more copies than drafted", atBuild, Action{Kind: Build, Player: 1, Deity: held, Deck: slices.Repeat(picks[:1], 50)}, IllegalDeck},
		{"a Deity not held", atBuild, Action{Kind: Build, Player: 1, Deity: notHeld, Deck: picks[:50]}, IllegalPick},
		{"after the draft", done, Action{Kind: Build, Player: 1, Deity: held, Deck: picks[:50]}, DraftOver},
	} {
		before := jsonOf(t, tc.d)
		err := tc.d.Apply(tc.a)
		var e *Error
		if !errors.As(err, &e) || !errors.Is(err, tc.want) || e.Reason == "" {
			t.Errorf("%s: %v, want %v with a reason", tc.name, err, tc.want)
		}
		if jsonOf(t, tc.d) != before {
			t.Errorf("%s: a refused action changed the draft", tc.name)
		}
	}
}
