package ai

import (
	"encoding/json"
	"errors"
	"os"
	"slices"
	"testing"

	"twilight/rules"
	"twilight/rules/cardset"
	"twilight/rules/draft"
)

// draftSet loads the base card set.
func draftSet(t testing.TB) *rules.CardSet {
	t.Helper()
	set, err := cardset.LoadFS(os.DirFS("../../assets"), "cards")
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// runDraft plays a whole draft with one drafter per seat; stop, if set,
// is called before each round and ends the draft early when it says so.
func runDraft(t testing.TB, set *rules.CardSet, seed uint64, drafters []*Drafter, stop func(*draft.Draft) bool) *draft.Draft {
	t.Helper()
	d, err := draft.New(set, draft.Config{Seed: seed, Players: len(drafters)})
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; !d.Over(); k++ {
		if stop != nil && stop(d) {
			break
		}
		for _, p := range d.Waiting() {
			a, err := drafters[p].Decide(d, p, seed^uint64(k*7+p))
			if err != nil {
				t.Fatal(err)
			}
			if err := d.Apply(a); err != nil {
				t.Fatalf("%s drafter, player %d: %v", drafters[p].level, p+1, err)
			}
		}
	}
	return d
}

func drafters(t testing.TB, levels ...string) []*Drafter {
	var out []*Drafter
	for _, l := range levels {
		dr, err := NewDrafter(l)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, dr)
	}
	return out
}

// TestDraftersBuildLegalDecks has every level draft at one table: each
// deck is legal under the draft's rules (Apply checked it; Validate
// replays it), and the policy drafters' decks meet their Deity's Faction
// Requirement, which random drafting seldom does.
func TestDraftersBuildLegalDecks(t *testing.T) {
	set := draftSet(t)
	levels := []string{"random", "easy", "normal", "hard"}
	for seed := uint64(1); seed <= 6; seed++ {
		d := runDraft(t, set, seed, drafters(t, levels...), nil)
		if err := d.Validate(); err != nil {
			t.Fatal(err)
		}
		for p, s := range d.Seats {
			if err := d.CheckDeck(p, s.Deity, s.Deck); err != nil {
				t.Errorf("seed %d, %s: %v", seed, levels[p], err)
			}
			if levels[p] != "random" && s.Unmet {
				t.Errorf("seed %d: the %s drafter's deck misses its Faction Requirement", seed, levels[p])
			}
		}
	}
	if _, err := NewDrafter("reference"); err == nil {
		t.Error("NewDrafter accepted a level that cannot draft")
	}
}

// TestDraftHonesty checks that a drafter decides from its own View: the
// other players' piles, stubs, picks and choices rearranged, and the
// drafter's own unopened pile changed, its decision stays the same.
func TestDraftHonesty(t *testing.T) {
	set := draftSet(t)
	// One draft, copied at each round the test looks at (rounds played).
	looks := []int{1, 2, 9, 30, 61, 62}
	seen := map[int]*draft.Draft{}
	rounds := 0
	runDraft(t, set, 77, drafters(t, "normal", "normal", "normal", "normal"), func(d *draft.Draft) bool {
		if slices.Contains(looks, rounds) {
			seen[rounds] = d.Clone()
		}
		rounds++
		return rounds > looks[len(looks)-1]
	})
	for _, level := range []string{"random", "easy", "normal", "hard"} {
		dr := drafters(t, level)[0]
		for _, at := range looks {
			d := seen[at]
			if d == nil || d.Over() {
				t.Fatalf("the draft ended before round %d", at)
			}
			o := d.Clone()
			s := o.Seats
			s[1].Picks, s[2].Picks = s[2].Picks, s[1].Picks
			s[1].Deities, s[3].Deities = s[3].Deities, s[1].Deities
			s[2].Stub, s[3].Stub = s[3].Stub, s[2].Stub
			s[1].DeityHand, s[2].DeityHand = s[2].DeityHand, s[1].DeityHand
			s[0].Piles[2], s[3].Piles[2] = s[3].Piles[2], s[0].Piles[2]
			if b1, _ := json.Marshal(d); true {
				if b2, _ := json.Marshal(o); string(b1) == string(b2) {
					t.Fatalf("round %d: the rearrangement changed nothing", at)
				}
			}
			a1, err1 := dr.Decide(d, 0, 5)
			a2, err2 := dr.Decide(o, 0, 5)
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			if a1.Kind != a2.Kind || a1.Index != a2.Index || a1.Card != a2.Card || a1.Deity != a2.Deity || !slices.Equal(a1.Deck, a2.Deck) {
				t.Errorf("%s, round %d: hidden cards changed the decision: %+v / %+v", level, at, a1, a2)
			}
		}
	}
}

// TestDraftDeck checks the deck builder for a drafted deck: it keeps the
// cards asked for, uses only the picks, meets the Faction Requirement
// when the picks allow, and refuses what cannot be built.
func TestDraftDeck(t *testing.T) {
	set := draftSet(t)
	d := runDraft(t, set, 3, drafters(t, "hard", "random"), func(d *draft.Draft) bool { return d.Stage == draft.StageBuild })
	for p := range d.Seats {
		picks := d.Seats[p].Picks
		for _, g := range d.Seats[p].Deities {
			keep := picks[5:12]
			deck, _, err := drafters(t, "normal")[0].Deck(set, g, picks, keep)
			if err != nil {
				t.Fatal(err)
			}
			if err := d.CheckDeck(p, g, deck); err != nil {
				t.Errorf("player %d, Deity %d: %v", p+1, g, err)
			}
			if !slices.Equal(deck[:len(keep)], keep) {
				t.Error("the deck did not keep the cards asked for")
			}
			req := set.Deities[g].ReqFaction
			have := 0
			for _, c := range picks {
				if set.Cards[c].Factions.Has(req) {
					have++
				}
			}
			if meets := cardset.MeetsRequirement(draft.DeckList(g, deck), set); meets != (have >= set.Deities[g].ReqCount) {
				t.Errorf("player %d, Deity %d: %d required cards drafted, deck meets the requirement: %v", p+1, g, have, meets)
			}
		}
	}
	picks := d.Seats[0].Picks
	notPicked := rules.DefID(1)
	for slices.Contains(picks, notPicked) || set.Cards[notPicked].Mini {
		notPicked++
	}
	for _, tc := range []struct {
		name  string
		deity int
		picks []rules.DefID
		keep  []rules.DefID
		want  error
	}{
		{"no Deity", -1, picks, nil, errNoDeity},
		{"a kept card not drafted", 0, picks, []rules.DefID{picks[0], notPicked}, errNotPicked},
		{"a card kept twice, drafted once", 0, []rules.DefID{notPicked}, []rules.DefID{notPicked, notPicked}, errNotPicked},
		{"too few picks", 0, picks[:49], nil, errDeckSize},
	} {
		if _, _, err := drafters(t, "easy")[0].Deck(set, tc.deity, tc.picks, tc.keep); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
}

// BenchmarkDraftFourComputers times a whole four-player draft of computer
// drafters (normal and hard), deck building included, each drafter new
// (so each tries the card set's cards first, as in a game). The target is
// under 5 s a draft.
func BenchmarkDraftFourComputers(b *testing.B) {
	set := draftSet(b)
	for i := 0; i < b.N; i++ {
		drs := drafters(b, "normal", "hard", "normal", "hard")
		d := runDraft(b, set, uint64(i), drs, nil)
		if !d.Over() {
			b.Fatal("unfinished")
		}
	}
}

// cardNamed finds a base-set Action card by title.
func cardNamed(t testing.TB, set *rules.CardSet, title string) rules.DefID {
	t.Helper()
	for i := 1; i < len(set.Cards); i++ {
		if set.Cards[i].Title == title && !set.Cards[i].Mini {
			return rules.DefID(i)
		}
	}
	t.Fatalf("no card %q", title)
	return 0
}

// TestDraftWorthByTrial checks the drafter's card worths on pairs of
// Schemes of the same cost and level, which the printed face rated alike:
// what a card does when played decides.
func TestDraftWorthByTrial(t *testing.T) {
	set := draftSet(t)
	w := drafters(t, "normal")[0].worth.of(set)
	for _, tc := range []struct{ better, worse string }{
		{"Tribute in Gold", "Debased Solidus"},  // kills a Lesser Creature; draws a card
		{"Poisoned Chalice", "Augury of Bones"}, // kills a Lesser or Greater Creature; trims one's own Discard Stack
		{"Call the South Wind", "Blood Price"},  // two bodies; costs a Life Stack card
		{"Unmaking", "Thousand Whispers"},       // destroys a Creature; two Aspects
		// 4 Damage kills a Creature; Armor for one turn, its Renewal unmet.
		// (Not Hostage Exchange: it returns the table's Greater Creature,
		// a Gladiator of Capua whose Deathbound hurts the one who kills it.)
		{"Decimation", "Covenant of Renewal"},
	} {
		b, o := cardNamed(t, set, tc.better), cardNamed(t, set, tc.worse)
		if cb, co := set.Cards[b].Cost, set.Cards[o].Cost; cb != co {
			t.Fatalf("%s and %s differ in cost: the pair tests nothing", tc.better, tc.worse)
		}
		if w[b] <= w[o] {
			t.Errorf("%s is worth %.2f, %s %.2f: want the first higher", tc.better, w[b], tc.worse, w[o])
		}
	}
}

// TestDraftPicksStronger puts two cards of the leaning Deity's colours in
// front of a drafter, the strongest and the weakest by the worths: normal
// and hard take the strongest, whatever the order. With twenty picks to go
// and none of the required faction yet, the weakest card of that faction
// beats the strongest card of no colour of the Deity's: without it the
// deck loses its Deity's power.
func TestDraftPicksStronger(t *testing.T) {
	set := draftSet(t)
	for _, level := range []string{"normal", "hard"} {
		dr := drafters(t, level)[0]
		w := dr.worth.of(set)
		for seed := uint64(1); seed <= 4; seed++ {
			d := runDraft(t, set, seed, drafters(t, level, "random"), func(d *draft.Draft) bool { return d.Stage == draft.StageAction })
			g := d.Seats[0].Deities[0]
			d.Seats[0].Deities = []int{g}
			strong, weak := rules.DefID(0), rules.DefID(0)
			for i := 1; i < len(set.Cards); i++ {
				c := rules.DefID(i)
				if set.Cards[i].Mini || !draftFits(set, c, g) {
					continue
				}
				if strong == 0 || w[c] > w[strong] {
					strong = c
				}
				if weak == 0 || w[c] < w[weak] {
					weak = c
				}
			}
			for _, stub := range [][]rules.DefID{{strong, weak}, {weak, strong}} {
				d.Seats[0].Stub = stub
				a, err := dr.Decide(d, 0, seed)
				if err != nil {
					t.Fatal(err)
				}
				if a.Card != strong {
					t.Errorf("%s, seed %d: picked %s (%.2f) over %s (%.2f)", level, seed,
						set.Cards[a.Card].Title, w[a.Card], set.Cards[strong].Title, w[strong])
				}
			}
			req, off := rules.DefID(0), rules.DefID(0)
			for i := 1; i < len(set.Cards); i++ {
				c, cd := rules.DefID(i), &set.Cards[i]
				switch {
				case cd.Mini:
				case cd.Factions.Has(set.Deities[g].ReqFaction):
					if req == 0 || w[c] < w[req] {
						req = c
					}
				case !draftFits(set, c, g) && (off == 0 || w[c] > w[off]):
					off = c
				}
			}
			d.Seats[0].Picks = slices.Repeat([]rules.DefID{off}, draft.CardsPerPlayer-20)
			d.Seats[0].Stub = []rules.DefID{off, req}
			if a, err := dr.Decide(d, 0, seed); err != nil || a.Card != req {
				t.Errorf("%s, seed %d: 41st pick with no card of the required faction: %s (%v), want %s",
					level, seed, set.Cards[a.Card].Title, err, set.Cards[req].Title)
			}
		}
	}
}
